// amp2hip/concurrent_queue.h: Visual C++'s <concurrent_queue.h> (translated
// code includes it instead): concurrency::concurrent_queue
// (win/concurrent_queue.h).
#ifndef AMP2HIP_CONCURRENT_QUEUE_H
#define AMP2HIP_CONCURRENT_QUEUE_H

#include "amp2hip/win/concurrent_queue.h"

namespace concurrency {
using amp2hip::ppl::concurrent_queue;
} // namespace concurrency

#include "amp2hip/detail/namespace_spellings.h"

#endif // AMP2HIP_CONCURRENT_QUEUE_H
