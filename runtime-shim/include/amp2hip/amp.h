// amp2hip/amp.h: C++ AMP 1.2's namespace concurrency on top of HIP. This is
// the one header translated code includes instead of <amp.h>.
//
// How it fits together (details in each header):
//  - config.h picks the backend: real HIP under hipcc/nvcc, else the host
//    backend (amp2hip/host/), a HIP API on the CPU.
//  - index/extent/tiled_* are trivially copyable __host__ __device__ values.
//  - array_view and array share a detail::buffer per data source: a host
//    copy, a lazily allocated device copy and a validity flag for each, so
//    data crosses only when a kernel or the host needs it (transfer_stats()).
//  - A kernel receives amp2hip::to_device(x): for views a copy holding a
//    device pointer and no buffer; for anything else a copy made while a
//    thread-local "capturing" flag is set, which turns every array_view
//    copied along with it (closure members, functor fields) into such a
//    kernel copy.
//  - compute_domain / tile_grid / this_tiled_index map AMP's index space to
//    HIP's grid, the last AMP dimension to x.
//  - win/wide_console.h makes std::wcout write narrow bytes, so a program
//    mixing it with printf prints everything on Linux as on Windows.
//  - In the AMP dialect (runtime-shim/amp-include/amp.h) parallel_for_each
//    is implemented on top of the same pieces with a generic kernel.
#ifndef AMP2HIP_AMP_H
#define AMP2HIP_AMP_H

#include "amp2hip/config.h"
#include "amp2hip/detail/index.h"
#include "amp2hip/detail/extent.h"
#include "amp2hip/detail/tiled.h"
#include "amp2hip/detail/exceptions.h"
#include "amp2hip/detail/future.h"
#include "amp2hip/detail/buffer.h"
#include "amp2hip/detail/accelerator.h"
#include "amp2hip/detail/array_view.h"
#include "amp2hip/detail/array.h"
#include "amp2hip/detail/copy.h"
#include "amp2hip/detail/launch.h"
#include "amp2hip/detail/atomics.h"
#include "amp2hip/detail/direct3d.h"
#include "amp2hip/detail/unsupported.h" // only while amp2hip parses AMP code
// std::wcout (the accelerator's description is a wstring) mixes with printf
// and std::cout, as on Windows (see the header).
#include "amp2hip/win/wide_console.h"

#if defined(AMP2HIP_AMP_DIALECT)
#include "amp2hip/detail/parallel_for_each.h"
#endif

#include "amp2hip/detail/namespace_spellings.h"

// MSVC's shorthands for restrict(...), with the meaning amp2hip translated
// them to, so that `#if defined(__GPU)` takes the same branch in the
// translated program as it did when amp2hip read it. (In the AMP dialect
// they are restrict(...) itself: amp-include/amp_keywords.h.)
#if !defined(AMP2HIP_AMP_DIALECT)
#ifndef __GPU
#define __GPU __host__ __device__
#endif
#ifndef __GPU_ONLY
#define __GPU_ONLY __device__
#endif
#ifndef __CPU_ONLY
#define __CPU_ONLY
#endif
#endif

#endif // AMP2HIP_AMP_H
