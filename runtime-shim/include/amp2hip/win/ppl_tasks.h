// amp2hip/win/ppl_tasks.h: PPL's tasks (task<T>, create_task, then, get,
// wait, is_done, task_from_result) and task_group, on C++17 threads.
//
// A task runs on a thread of its own (std::async); a continuation starts
// when its antecedent has finished. As in PPL: a continuation that takes T
// (value-based) is skipped when the antecedent threw, and the exception
// reaches whoever gets or waits on the continuation; one that takes
// task<T> (task-based) always runs and sees the exception when it calls
// get(). A continuation that returns task<U> gives task<U> (unwrapped).
// Not provided: cancellation tokens, scheduling options, when_all/when_any.
#ifndef AMP2HIP_WIN_PPL_TASKS_H
#define AMP2HIP_WIN_PPL_TASKS_H

#include <chrono>
#include <exception>
#include <functional>
#include <future>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {
namespace ppl {

enum task_status { not_complete, completed, canceled };

template <typename T> class task;

namespace detail {

template <typename T> struct unwrap_task { using type = T; };
template <typename T> struct unwrap_task<task<T>> { using type = T; };

template <typename F, typename... Args>
using unwrapped_result_t = typename unwrap_task<std::invoke_result_t<F, Args...>>::type;

/// Calls f(args...), getting the result of a returned task (unwrapping).
template <typename F, typename... Args> auto call_unwrapped(F &f, Args &&...args) {
  using R = std::invoke_result_t<F, Args...>;
  if constexpr (std::is_same_v<R, unwrapped_result_t<F, Args...>>)
    return f(std::forward<Args>(args)...);
  else
    return f(std::forward<Args>(args)...).get();
}

} // namespace detail

template <typename T> class task {
public:
  using result_type = T;

  task() = default;
  template <typename F, typename = std::enable_if_t<std::is_invocable_v<F &>>>
  explicit task(F f)
      : state_(std::async(std::launch::async, [f]() mutable -> T {
          return detail::call_unwrapped(f);
        }).share()) {}
  explicit task(std::shared_future<T> state) : state_(std::move(state)) {}

  /// The result; rethrows what the task threw.
  T get() const {
    if constexpr (std::is_void_v<T>)
      state_.get();
    else
      return state_.get();
  }
  /// Waits for the task; rethrows what it threw, as PPL does.
  task_status wait() const {
    state_.get();
    return completed;
  }
  bool is_done() const {
    return state_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
  }

  /// A continuation: f(T) or f(task<T>) once this task has finished.
  template <typename F> auto then(F f) const {
    std::shared_future<T> prev = state_;
    if constexpr (std::is_invocable_v<F &, task<T>>) {
      using R = detail::unwrapped_result_t<F &, task<T>>;
      return task<R>(std::async(std::launch::async, [prev, f]() mutable -> R {
                       prev.wait();
                       return detail::call_unwrapped(f, task<T>(prev));
                     }).share());
    } else if constexpr (std::is_void_v<T>) {
      using R = detail::unwrapped_result_t<F &>;
      return task<R>(std::async(std::launch::async, [prev, f]() mutable -> R {
                       prev.get();
                       return detail::call_unwrapped(f);
                     }).share());
    } else {
      using R = detail::unwrapped_result_t<F &, T>;
      return task<R>(std::async(std::launch::async, [prev, f]() mutable -> R {
                       return detail::call_unwrapped(f, prev.get());
                     }).share());
    }
  }

  bool operator==(const task &other) const { return state_ == other.state_; }
  bool operator!=(const task &other) const { return !(*this == other); }

private:
  std::shared_future<T> state_;
};

/// A task running f(), of the type f returns (a task f returns is unwrapped).
template <typename F> auto create_task(F f) {
  return task<detail::unwrapped_result_t<F &>>(std::move(f));
}
template <typename T> task<T> create_task(task<T> t) { return t; }

template <typename T> task<std::decay_t<T>> task_from_result(T &&value) {
  std::promise<std::decay_t<T>> p;
  p.set_value(std::forward<T>(value));
  return task<std::decay_t<T>>(p.get_future().share());
}
inline task<void> task_from_result() {
  std::promise<void> p;
  p.set_value();
  return task<void>(p.get_future().share());
}

/// Runs functions as tasks; wait() waits for all of them and rethrows the
/// first exception one threw.
class task_group {
public:
  template <typename F> void run(const F &f) {
    std::lock_guard<std::mutex> lock(m_);
    pending_.push_back(std::async(std::launch::async, f));
  }
  task_status wait() {
    std::vector<std::future<void>> pending;
    {
      std::lock_guard<std::mutex> lock(m_);
      pending.swap(pending_);
    }
    std::exception_ptr first;
    for (std::future<void> &f : pending) {
      try {
        f.get();
      } catch (...) {
        if (!first)
          first = std::current_exception();
      }
    }
    if (first)
      std::rethrow_exception(first);
    return completed;
  }
  template <typename F> task_status run_and_wait(const F &f) {
    f();
    return wait();
  }
  ~task_group() {
    try {
      wait();
    } catch (...) {
    }
  }

private:
  std::mutex m_;
  std::vector<std::future<void>> pending_;
};

} // namespace ppl
} // namespace amp2hip

#endif // AMP2HIP_WIN_PPL_TASKS_H
