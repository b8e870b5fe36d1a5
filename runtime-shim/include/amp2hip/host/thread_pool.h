// amp2hip/host/thread_pool.h: the OS threads that run a launch's blocks.
//
// A persistent pool of AMP2HIP_HOST_THREADS threads (default:
// std::thread::hardware_concurrency()), the launching thread included. A
// job is one function that every participating thread calls once (the
// block scheduler's run_blocks, which takes blocks from a shared counter);
// run() returns when all of them have returned. One job at a time: the
// launch serializes them. A job may start on the caller alone, the others
// joining only if it is still running after a while (launch_pace.h).
#ifndef AMP2HIP_HOST_THREAD_POOL_H
#define AMP2HIP_HOST_THREAD_POOL_H

#include "amp2hip/host/hip_runtime_api.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

namespace amp2hip {
namespace host {
namespace detail {

class ThreadPool {
public:
  typedef void (*Job)(void *arg);

  // Never destroyed (workers are detached and idle at exit): a launch from a
  // static destructor must still work.
  static ThreadPool &get() {
    static ThreadPool *p = new ThreadPool(pool_threads());
    return *p;
  }

  unsigned size() const { return size_; }

  // Runs job(arg) on `participants` threads, the caller being one. With a
  // nonzero join_after the other threads call it only once the caller has
  // been in it that long (they then share its work, which must allow for
  // that); returns whether they did.
  bool run(Job job, void *arg, unsigned participants,
           std::chrono::steady_clock::duration join_after = {}) {
    if (participants > size_)
      participants = size_;
    if (participants <= 1) {
      job(arg);
      return false;
    }
    start_workers();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      job_ = job;
      arg_ = arg;
      wanted_ = participants - 1;
      busy_ = participants - 1;
      delayed_ = join_after.count() > 0;
      join_at_ = std::chrono::steady_clock::now() + join_after;
      caller_done_ = false;
      joined_ = 0;
      ++generation_;
    }
    start_cv_.notify_all();
    job(arg);
    std::unique_lock<std::mutex> lock(mutex_);
    caller_done_ = true;
    if (delayed_)
      start_cv_.notify_all(); // the waiting threads need not join any more
    done_cv_.wait(lock, [this] { return busy_ == 0; });
    job_ = nullptr;
    arg_ = nullptr;
    return joined_ != 0;
  }

private:
  explicit ThreadPool(unsigned n) : size_(n) {}

  void start_workers() {
    if (started_)
      return;
    started_ = true;
    for (unsigned i = 0; i + 1 < size_; ++i)
      std::thread([this, i] { worker_main(i); }).detach();
  }

  void worker_main(unsigned id) {
    std::uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      start_cv_.wait(lock, [&] { return generation_ != seen; });
      seen = generation_;
      if (id >= wanted_)
        continue;
      if (delayed_ &&
          start_cv_.wait_until(lock, join_at_, [this] { return caller_done_; })) {
        if (--busy_ == 0)
          done_cv_.notify_one();
        continue; // the caller finished alone
      }
      if (delayed_)
        ++joined_;
      Job job = job_;
      void *arg = arg_;
      lock.unlock();
      job(arg);
      lock.lock();
      if (--busy_ == 0)
        done_cv_.notify_one();
    }
  }

  unsigned size_;
  bool started_ = false; // guarded by the launch's serialization
  std::mutex mutex_;
  std::condition_variable start_cv_, done_cv_;
  std::uint64_t generation_ = 0;
  Job job_ = nullptr;
  void *arg_ = nullptr;
  unsigned wanted_ = 0, busy_ = 0;
  bool delayed_ = false, caller_done_ = false;
  std::chrono::steady_clock::time_point join_at_;
  unsigned joined_ = 0;
};

} // namespace detail
} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_THREAD_POOL_H
