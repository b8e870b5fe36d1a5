// amp2hip/win/concurrent_queue.h: PPL's concurrent_queue<T> (from
// <concurrent_queue.h>): a FIFO queue that any number of threads push to
// and pop from at once. A mutex guards a std::deque; PPL's queue is
// lock-free, but its contract (push, try_pop, empty and unsafe_size safe
// under concurrency; clear, iteration and assignment not) is the same.
#ifndef AMP2HIP_WIN_CONCURRENT_QUEUE_H
#define AMP2HIP_WIN_CONCURRENT_QUEUE_H

#include <cstddef>
#include <deque>
#include <mutex>
#include <utility>

namespace amp2hip {
namespace ppl {

template <typename T> class concurrent_queue {
public:
  using value_type = T;
  using reference = T &;
  using const_reference = const T &;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using iterator = typename std::deque<T>::iterator;
  using const_iterator = typename std::deque<T>::const_iterator;

  concurrent_queue() = default;
  template <typename InputIterator>
  concurrent_queue(InputIterator first, InputIterator last) : items_(first, last) {}
  concurrent_queue(const concurrent_queue &other) : items_(other.snapshot()) {}
  concurrent_queue(concurrent_queue &&other) : items_(other.take()) {}
  concurrent_queue &operator=(const concurrent_queue &other) {
    if (this != &other) {
      std::deque<T> copy = other.snapshot();
      std::lock_guard<std::mutex> lock(m_);
      items_.swap(copy);
    }
    return *this;
  }
  concurrent_queue &operator=(concurrent_queue &&other) {
    if (this != &other) {
      std::deque<T> moved = other.take();
      std::lock_guard<std::mutex> lock(m_);
      items_.swap(moved);
    }
    return *this;
  }

  void push(const T &value) {
    std::lock_guard<std::mutex> lock(m_);
    items_.push_back(value);
  }
  void push(T &&value) {
    std::lock_guard<std::mutex> lock(m_);
    items_.push_back(std::move(value));
  }
  /// Moves the front element into \p dest and removes it; false when empty.
  bool try_pop(T &dest) {
    std::lock_guard<std::mutex> lock(m_);
    if (items_.empty())
      return false;
    dest = std::move(items_.front());
    items_.pop_front();
    return true;
  }
  bool empty() const {
    std::lock_guard<std::mutex> lock(m_);
    return items_.empty();
  }
  /// Exact here; PPL's may be stale while other threads push or pop.
  size_type unsafe_size() const {
    std::lock_guard<std::mutex> lock(m_);
    return items_.size();
  }
  /// Not safe while other threads use the queue (as in PPL).
  void clear() { items_.clear(); }
  iterator unsafe_begin() { return items_.begin(); }
  iterator unsafe_end() { return items_.end(); }
  const_iterator unsafe_begin() const { return items_.begin(); }
  const_iterator unsafe_end() const { return items_.end(); }

private:
  std::deque<T> snapshot() const {
    std::lock_guard<std::mutex> lock(m_);
    return items_;
  }
  std::deque<T> take() {
    std::lock_guard<std::mutex> lock(m_);
    return std::move(items_);
  }

  mutable std::mutex m_;
  std::deque<T> items_;
};

} // namespace ppl
} // namespace amp2hip

#endif // AMP2HIP_WIN_CONCURRENT_QUEUE_H
