// Unity build: the library's kernels compile as one translation unit.
#include "stdafx.h"
#include "Kernels.h"

#include "Scale.cpp"
#include "sum.cpp"
