// liblinear (Debian's liblinear-dev): L2-regularized logistic regression for the trained
// understanding layer (Sources/HarkLanguage/Learning).
#include <linear.h>
