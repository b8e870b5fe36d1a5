// amp2hip/amp.h: C++ AMP 1.2's namespace concurrency on top of HIP. This is
// the one header translated code includes instead of <amp.h>.
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

#if defined(AMP2HIP_AMP_DIALECT)
#include "amp2hip/detail/parallel_for_each.h"
#endif

// MSVC accepts both spellings.
namespace Concurrency = concurrency;

#endif // AMP2HIP_AMP_H
