print("hark-codegen")
