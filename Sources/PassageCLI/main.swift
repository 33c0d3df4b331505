print("passage")
