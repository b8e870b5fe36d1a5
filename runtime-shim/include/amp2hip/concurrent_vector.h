// amp2hip/concurrent_vector.h: Visual C++'s <concurrent_vector.h>
// (translated code includes it instead): concurrency::concurrent_vector
// (win/concurrent_vector.h).
#ifndef AMP2HIP_CONCURRENT_VECTOR_H
#define AMP2HIP_CONCURRENT_VECTOR_H

#include "amp2hip/win/concurrent_vector.h"

namespace concurrency {
using amp2hip::ppl::concurrent_vector;
} // namespace concurrency

#include "amp2hip/detail/namespace_spellings.h"

#endif // AMP2HIP_CONCURRENT_VECTOR_H
