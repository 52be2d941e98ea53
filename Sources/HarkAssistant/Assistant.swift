import HarkDialog
