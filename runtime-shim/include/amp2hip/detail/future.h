// concurrency::completion_future (AMP 1.2). copy_async runs its copy on
// another thread, so its future completes later; the shim's other
// asynchronous operations (synchronize_async, create_marker) complete before
// they return, so their futures are ready. A default-constructed one is not
// valid, as in AMP. then() does not block: its callback runs on another
// thread once the operation completes (at once, on the caller's thread, if
// it already has).
#ifndef AMP2HIP_DETAIL_FUTURE_H
#define AMP2HIP_DETAIL_FUTURE_H

#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace concurrency {

class completion_future {
public:
  completion_future() = default;
  explicit completion_future(std::shared_future<void> f)
      : f_(std::move(f)), then_(std::make_shared<continuations>()) {}

  void get() const { f_.get(); }
  void wait() const { f_.wait(); }
  template <class Rep, class Period>
  std::future_status
  wait_for(const std::chrono::duration<Rep, Period> &rel) const {
    return f_.wait_for(rel);
  }
  template <class Clock, class Duration>
  std::future_status
  wait_until(const std::chrono::time_point<Clock, Duration> &abs) const {
    return f_.wait_until(abs);
  }
  bool valid() const { return f_.valid(); }
  operator std::shared_future<void>() const { return f_; }

  // Runs func once the operation completes, without waiting for it here.
  template <class Functor> void then(const Functor &func) const {
    if (!f_.valid())
      return;
    if (f_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
      func();
      return;
    }
    std::shared_future<void> f = f_;
    std::lock_guard<std::mutex> lock(then_->mutex);
    then_->pending.push_back(std::async(std::launch::async, [f, func]() {
      f.wait();
      func();
    }));
  }

  // A future that is already complete (or carries the given exception).
  static completion_future ready() {
    std::promise<void> p;
    p.set_value();
    return completion_future(p.get_future().share());
  }
  static completion_future failed(std::exception_ptr e) {
    std::promise<void> p;
    p.set_exception(std::move(e));
    return completion_future(p.get_future().share());
  }

#if defined(AMP2HIP_TRANSLATING)
  // PPL's concurrency::task has no counterpart outside Windows; declared only
  // while amp2hip parses, which reports the use (amp2hip-1103, AmpApi.def).
  struct ppl_task {
    template <class F> ppl_task then(const F &) const;
    void wait() const;
    void get() const;
  };
  ppl_task to_task() const;
#endif

private:
  // Callbacks still waiting; the last copy of the future joins them.
  struct continuations {
    std::mutex mutex;
    std::vector<std::future<void>> pending;
  };
  std::shared_future<void> f_;
  std::shared_ptr<continuations> then_;
};

} // namespace concurrency

namespace amp2hip {
namespace detail {
// Runs op now and returns a ready completion_future. Errors throw at the call
// rather than from get(), so code that never waits still sees them.
template <class Op> concurrency::completion_future run_ready(Op &&op) {
  op();
  return concurrency::completion_future::ready();
}
} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_FUTURE_H
