// Unity build: the library's kernels compile as one translation unit.
#include "stdafx.h"
#ifndef KERNELS_UNITY_BUILD
#error KernelsUnity.cpp is built with its own KERNELS_UNITY_BUILD (PreprocessorDefinitions)
#endif
#include "Kernels.h"
#include "Scale.h" // through this file's own AdditionalIncludeDirectories (Ops)

#include "Scale.cpp"
#include "sum.cpp"
