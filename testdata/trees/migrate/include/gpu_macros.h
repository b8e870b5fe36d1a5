// gpu_macros.h - the project's own macros around AMP.
#pragma once
#include <amp.h>

#define GPU_ONLY restrict(amp)
#define GPU_AND_CPU restrict(amp, cpu)
#define SHARED tile_static
#define TILE 16
#define AT(view, r, c) view(r, c)
