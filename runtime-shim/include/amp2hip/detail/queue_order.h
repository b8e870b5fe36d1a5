// The order between the accelerator_views (HIP streams) of one accelerator.
//
// AMP runs the commands of one accelerator_view in order, and commands of
// different views of one accelerator as if in the order the program issued
// them wherever they share data: a kernel on view 2 that reads what a kernel
// on view 1 wrote sees the write. HIP streams created by hipStreamCreate are
// ordered with the null stream (the default view's), whose operations wait
// for every such stream and which they wait for, but not with each other:
// two kernels on two created views may run at the same time.
//
// The shim does not know which data a launch touches when it picks the
// stream (the translated launch evaluates `av.stream()` and the kernel
// arguments in any order), so it orders created views among themselves in
// issue order: when a launch goes to a different created stream than the
// last one, that stream first waits (hipStreamWaitEvent, on the device, the
// host does not block) for everything queued so far on the previous one.
// Launches on one view stay as asynchronous as they were; kernels on two
// created views no longer overlap (AMP allows overlap but does not promise
// it).
#ifndef AMP2HIP_DETAIL_QUEUE_ORDER_H
#define AMP2HIP_DETAIL_QUEUE_ORDER_H

#include "amp2hip/detail/exceptions.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace amp2hip {
namespace detail {

struct queue_order {
  std::mutex mutex;
  hipStream_t last = nullptr;   // the created stream queued on last
  hipEvent_t event = nullptr;   // recorded on it when another one is used
  bool recorded = false;        // event holds work some stream must wait for
  std::uint64_t waits = 0;      // hipStreamWaitEvent calls (tests)
};

// One per HIP device; never destroyed (views may live in other statics).
inline queue_order &queue_order_of(int ordinal) {
  static std::mutex mutex;
  static auto *orders = new std::vector<std::unique_ptr<queue_order>>;
  std::lock_guard<std::mutex> lock(mutex);
  if (orders->size() <= static_cast<std::size_t>(ordinal))
    orders->resize(static_cast<std::size_t>(ordinal) + 1);
  auto &slot = (*orders)[static_cast<std::size_t>(ordinal)];
  if (!slot)
    slot.reset(new queue_order);
  return *slot;
}

// Called before work is queued on the created stream s of device `ordinal`
// (the caller has made that device current).
inline void queue_on(int ordinal, hipStream_t s) {
  queue_order &o = queue_order_of(ordinal);
  std::lock_guard<std::mutex> lock(o.mutex);
  if (o.last == s)
    return;
  if (o.last) {
    if (!o.event)
      check(hipEventCreateWithFlags(&o.event, hipEventDisableTiming), "hipEventCreateWithFlags");
    check(hipEventRecord(o.event, o.last), "hipEventRecord");
    o.recorded = true;
  }
  if (o.recorded) {
    check(hipStreamWaitEvent(s, o.event, 0), "hipStreamWaitEvent");
    ++o.waits;
  }
  o.last = s;
}

// Called before the created stream s is destroyed: what it queued stays
// something the next stream waits for.
inline void queue_closing(int ordinal, hipStream_t s) noexcept {
  queue_order &o = queue_order_of(ordinal);
  std::lock_guard<std::mutex> lock(o.mutex);
  if (o.last != s)
    return;
  o.last = nullptr;
  if ((o.event || hipEventCreateWithFlags(&o.event, hipEventDisableTiming) == hipSuccess) &&
      hipEventRecord(o.event, s) == hipSuccess) {
    o.recorded = true;
    return;
  }
  (void)hipGetLastError(); // not the program's error; fall back to waiting here
  (void)hipStreamSynchronize(s);
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_QUEUE_ORDER_H
