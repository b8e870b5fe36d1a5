// amp2hip/win/ppl_parallel.h: PPL's parallel algorithms (parallel_for,
// parallel_for_each over iterators, parallel_invoke) on C++17 threads.
//
// The range is cut into one contiguous chunk per hardware thread, the
// caller runs one of them; an exception thrown by the body ends the call
// with that exception (the first one, when several threads throw), after
// every chunk has finished, as in PPL. A loop inside a loop body runs
// serially on its thread rather than starting more threads. The
// partitioner arguments are accepted and make no difference.
#ifndef AMP2HIP_WIN_PPL_PARALLEL_H
#define AMP2HIP_WIN_PPL_PARALLEL_H

#include <algorithm>
#include <cstddef>
#include <exception>
#include <functional>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <vector>

namespace amp2hip {
namespace ppl {

class auto_partitioner {};
class simple_partitioner {
public:
  explicit simple_partitioner(std::size_t chunk_size = 1) : chunk_(chunk_size) {}
  std::size_t chunk_size() const { return chunk_; }

private:
  std::size_t chunk_;
};
class static_partitioner {};
class affinity_partitioner {};

namespace detail {

template <typename P>
constexpr bool is_partitioner_v =
    std::is_same_v<std::decay_t<P>, auto_partitioner> ||
    std::is_same_v<std::decay_t<P>, simple_partitioner> ||
    std::is_same_v<std::decay_t<P>, static_partitioner> ||
    std::is_same_v<std::decay_t<P>, affinity_partitioner>;

inline bool &inside_parallel_region() {
  thread_local bool inside = false;
  return inside;
}

/// Runs body(chunk) for chunk in [0, chunks) on up to `chunks` threads (the
/// caller is one of them); rethrows the first exception after all finish.
template <typename Body> void run_chunks(std::size_t chunks, const Body &body) {
  if (chunks == 0)
    return;
  bool &inside = inside_parallel_region();
  if (chunks == 1 || inside) {
    for (std::size_t c = 0; c < chunks; ++c)
      body(c);
    return;
  }
  std::exception_ptr first;
  std::mutex m;
  auto guarded = [&](std::size_t c) {
    bool &in = inside_parallel_region();
    bool was = in;
    in = true;
    try {
      body(c);
    } catch (...) {
      std::lock_guard<std::mutex> lock(m);
      if (!first)
        first = std::current_exception();
    }
    in = was;
  };
  std::vector<std::thread> threads;
  for (std::size_t c = 1; c < chunks; ++c)
    threads.emplace_back(guarded, c);
  guarded(0);
  for (std::thread &t : threads)
    t.join();
  if (first)
    std::rethrow_exception(first);
}

inline std::size_t chunks_for(std::size_t items) {
  std::size_t hw = std::max(1u, std::thread::hardware_concurrency());
  return std::min(items, hw);
}

} // namespace detail

/// for (i = first; i < last; i += step) f(i), in parallel.
template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step, const Function &f) {
  if (step < Index(1))
    throw std::invalid_argument("parallel_for: step must be positive");
  if (!(first < last))
    return;
  const std::size_t count = static_cast<std::size_t>((last - first - 1) / step) + 1;
  const std::size_t chunks = detail::chunks_for(count);
  detail::run_chunks(chunks, [&](std::size_t c) {
    std::size_t begin = count * c / chunks, end = count * (c + 1) / chunks;
    for (std::size_t k = begin; k < end; ++k)
      f(static_cast<Index>(first + static_cast<Index>(k) * step));
  });
}
template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &f) {
  parallel_for(first, last, Index(1), f);
}
template <typename Index, typename Function, typename Partitioner,
          typename = std::enable_if_t<detail::is_partitioner_v<Partitioner>>>
void parallel_for(Index first, Index last, const Function &f, Partitioner &&) {
  parallel_for(first, last, Index(1), f);
}
template <typename Index, typename Function, typename Partitioner,
          typename = std::enable_if_t<detail::is_partitioner_v<Partitioner>>>
void parallel_for(Index first, Index last, Index step, const Function &f, Partitioner &&) {
  parallel_for(first, last, step, f);
}

/// f(*it) for every it in [first, last), in parallel.
template <typename Iterator, typename Function>
void parallel_for_each(Iterator first, Iterator last, const Function &f) {
  using Category = typename std::iterator_traits<Iterator>::iterator_category;
  if constexpr (std::is_base_of_v<std::random_access_iterator_tag, Category>) {
    const std::size_t count = static_cast<std::size_t>(last - first);
    const std::size_t chunks = detail::chunks_for(count);
    detail::run_chunks(chunks, [&](std::size_t c) {
      Iterator it = first + static_cast<std::ptrdiff_t>(count * c / chunks);
      Iterator end = first + static_cast<std::ptrdiff_t>(count * (c + 1) / chunks);
      for (; it != end; ++it)
        f(*it);
    });
  } else {
    std::vector<Iterator> its;
    for (; first != last; ++first)
      its.push_back(first);
    parallel_for_each(its.begin(), its.end(), [&](const Iterator &it) { f(*it); });
  }
}
template <typename Iterator, typename Function, typename Partitioner,
          typename = std::enable_if_t<detail::is_partitioner_v<Partitioner>>>
void parallel_for_each(Iterator first, Iterator last, const Function &f, Partitioner &&) {
  parallel_for_each(first, last, f);
}

/// Calls every function, in parallel; returns when all have returned.
template <typename... Functions> void parallel_invoke(const Functions &...fs) {
  static_assert(sizeof...(fs) >= 2, "parallel_invoke takes at least two functions");
  std::vector<std::function<void()>> calls{std::function<void()>(fs)...};
  detail::run_chunks(calls.size(), [&](std::size_t c) { calls[c](); });
}

} // namespace ppl
} // namespace amp2hip

#endif // AMP2HIP_WIN_PPL_PARALLEL_H
