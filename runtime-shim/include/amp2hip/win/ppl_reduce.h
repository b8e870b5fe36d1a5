// amp2hip/win/ppl_reduce.h: PPL's parallel_reduce on C++17 threads.
//
// The range is cut into contiguous chunks as parallel_for_each cuts it
// (win/ppl_parallel.h); each chunk is reduced from the identity, and the
// chunks' results are then combined in the order of the range. So an
// operation that is associative but not commutative (string
// concatenation) gives the sequential result, as PPL promises; the identity
// must be an identity, since it starts every chunk.
#ifndef AMP2HIP_WIN_PPL_REDUCE_H
#define AMP2HIP_WIN_PPL_REDUCE_H

#include "amp2hip/win/ppl_parallel.h"

#include <functional>
#include <iterator>
#include <optional>
#include <type_traits>
#include <vector>

namespace amp2hip {
namespace ppl {

/// range_fun(chunk_first, chunk_last, identity) on each chunk, then the
/// chunks' results folded with sym_fun from the left, in range order.
template <typename Reduce, typename Iterator, typename RangeFun, typename SymFun>
Reduce parallel_reduce(Iterator first, Iterator last, const Reduce &identity,
                       const RangeFun &range_fun, const SymFun &sym_fun) {
  std::vector<Iterator> bounds;
  using Category = typename std::iterator_traits<Iterator>::iterator_category;
  std::size_t count = static_cast<std::size_t>(std::distance(first, last));
  const std::size_t chunks = detail::chunks_for(count);
  if (chunks == 0)
    return identity;
  if constexpr (std::is_base_of_v<std::random_access_iterator_tag, Category>) {
    for (std::size_t c = 0; c <= chunks; ++c)
      bounds.push_back(first + static_cast<std::ptrdiff_t>(count * c / chunks));
  } else {
    Iterator it = first;
    std::size_t at = 0;
    for (std::size_t c = 0; c <= chunks; ++c) {
      std::size_t to = count * c / chunks;
      std::advance(it, static_cast<std::ptrdiff_t>(to - at));
      at = to;
      bounds.push_back(it);
    }
  }
  // std::optional: Reduce need not be default-constructible.
  std::vector<std::optional<Reduce>> partial(chunks);
  detail::run_chunks(chunks, [&](std::size_t c) {
    partial[c].emplace(range_fun(bounds[c], bounds[c + 1], identity));
  });
  Reduce result = std::move(*partial[0]);
  for (std::size_t c = 1; c < chunks; ++c)
    result = sym_fun(result, *partial[c]);
  return result;
}

/// The elements folded with sym_fun (associative), starting from identity.
template <typename Iterator, typename SymFun>
typename std::iterator_traits<Iterator>::value_type
parallel_reduce(Iterator first, Iterator last,
                const typename std::iterator_traits<Iterator>::value_type &identity,
                SymFun sym_fun) {
  using Value = typename std::iterator_traits<Iterator>::value_type;
  return parallel_reduce(
      first, last, identity,
      [&](Iterator b, Iterator e, const Value &init) {
        Value acc = init;
        for (; b != e; ++b)
          acc = sym_fun(acc, *b);
        return acc;
      },
      sym_fun);
}

/// The sum of the elements (operator+), starting from identity.
template <typename Iterator>
typename std::iterator_traits<Iterator>::value_type
parallel_reduce(Iterator first, Iterator last,
                const typename std::iterator_traits<Iterator>::value_type &identity) {
  using Value = typename std::iterator_traits<Iterator>::value_type;
  return parallel_reduce(first, last, identity, std::plus<Value>());
}

} // namespace ppl
} // namespace amp2hip

#endif // AMP2HIP_WIN_PPL_REDUCE_H
