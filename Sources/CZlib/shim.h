#ifndef PASSAGE_CZLIB_SHIM_H
#define PASSAGE_CZLIB_SHIM_H
#include <zlib.h>
#endif
