// amp2hip/ppl.h: the part of Microsoft's Parallel Patterns Library (<ppl.h>,
// <ppltasks.h>) that C++ AMP programs use around their kernels, on C++17
// threads (translated code includes it instead of <ppl.h>/<ppltasks.h>):
//   parallel_for, parallel_for_each(first, last, f), parallel_invoke and
//     the partitioners (win/ppl_parallel.h); parallel_reduce
//     (win/ppl_reduce.h)
//   task<T>, create_task, then/get/wait/is_done, task_from_result,
//     task_group (win/ppl_tasks.h)
//   combinable<T>, critical_section (win/ppl_sync.h)
// The names live in amp2hip::ppl and are declared in namespace concurrency
// by using-declarations, where PPL has them. So PPL's
// parallel_for_each(first, last, f) is host code, not an AMP launch: the
// translator's launch detection (isParallelForEach) only takes functions
// declared in namespace concurrency itself.
#ifndef AMP2HIP_PPL_H
#define AMP2HIP_PPL_H

#include "amp2hip/win/ppl_parallel.h"
#include "amp2hip/win/ppl_reduce.h"
#include "amp2hip/win/ppl_sync.h"
#include "amp2hip/win/ppl_tasks.h"

namespace concurrency {
using amp2hip::ppl::affinity_partitioner;
using amp2hip::ppl::auto_partitioner;
using amp2hip::ppl::combinable;
using amp2hip::ppl::create_task;
using amp2hip::ppl::critical_section;
using amp2hip::ppl::parallel_for;
using amp2hip::ppl::parallel_for_each;
using amp2hip::ppl::parallel_invoke;
using amp2hip::ppl::parallel_reduce;
using amp2hip::ppl::simple_partitioner;
using amp2hip::ppl::static_partitioner;
using amp2hip::ppl::task;
using amp2hip::ppl::task_from_result;
using amp2hip::ppl::task_group;
using amp2hip::ppl::task_status;
using amp2hip::ppl::not_complete;
using amp2hip::ppl::completed;
using amp2hip::ppl::canceled;
} // namespace concurrency

#include "amp2hip/detail/namespace_spellings.h"

#endif // AMP2HIP_PPL_H
