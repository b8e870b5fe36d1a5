// amp2hip/win/ppl_sync.h: PPL's combinable<T> (one T per thread, combined
// at the end) and critical_section, on C++17 threads.
#ifndef AMP2HIP_WIN_PPL_SYNC_H
#define AMP2HIP_WIN_PPL_SYNC_H

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>

namespace amp2hip {
namespace ppl {

template <typename T> class combinable {
public:
  combinable() : init_([] { return T(); }) {}
  template <typename Init> explicit combinable(Init init) : init_(std::move(init)) {}
  combinable(const combinable &other) : init_(other.init_) {
    std::lock_guard<std::mutex> lock(other.m_);
    for (const auto &kv : other.locals_)
      locals_.emplace(kv.first, std::make_unique<T>(*kv.second));
  }
  combinable &operator=(const combinable &other) {
    if (this != &other) {
      combinable copy(other);
      std::lock_guard<std::mutex> lock(m_);
      init_ = copy.init_;
      locals_.swap(copy.locals_);
    }
    return *this;
  }

  /// This thread's value (made by the initializer on its first use).
  T &local() {
    bool exists;
    return local(exists);
  }
  T &local(bool &exists) {
    std::lock_guard<std::mutex> lock(m_);
    auto it = locals_.find(std::this_thread::get_id());
    exists = it != locals_.end();
    if (!exists)
      it = locals_.emplace(std::this_thread::get_id(), std::make_unique<T>(init_())).first;
    return *it->second;
  }
  void clear() {
    std::lock_guard<std::mutex> lock(m_);
    locals_.clear();
  }
  /// f(f(v1, v2), v3)... over the threads' values; T() when there are none.
  template <typename F> T combine(F f) const {
    std::lock_guard<std::mutex> lock(m_);
    auto it = locals_.begin();
    if (it == locals_.end())
      return T();
    T result = *it->second;
    for (++it; it != locals_.end(); ++it)
      result = f(result, *it->second);
    return result;
  }
  template <typename F> void combine_each(F f) const {
    std::lock_guard<std::mutex> lock(m_);
    for (const auto &kv : locals_)
      f(*kv.second);
  }

private:
  std::function<T()> init_;
  mutable std::mutex m_;
  std::map<std::thread::id, std::unique_ptr<T>> locals_;
};

/// A non-recursive mutex, as PPL's critical_section is.
class critical_section {
public:
  void lock() { m_.lock(); }
  bool try_lock() { return m_.try_lock(); }
  void unlock() { m_.unlock(); }

  class scoped_lock {
  public:
    explicit scoped_lock(critical_section &cs) : cs_(cs) { cs_.lock(); }
    ~scoped_lock() { cs_.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    critical_section &cs_;
  };

private:
  std::mutex m_;
};

} // namespace ppl
} // namespace amp2hip

#endif // AMP2HIP_WIN_PPL_SYNC_H
