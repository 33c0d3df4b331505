// CPrefetch is a header-only module (see include/CPrefetch.h); SwiftPM needs one source file.
#include "CPrefetch.h"
