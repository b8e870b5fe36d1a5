//===- IdiomMutator.h - mutations in the shapes real AMP code has ---------===//
//
// Token mutations (TokenMutator.h) rarely build what real code bases do
// around their kernels; these mutations do, each on a construct the input
// already has:
//
//   launch-macro      parallel_for_each spelled through a user macro
//   lambda-macro      a kernel lambda inside a macro argument
//   restrict-spelling restrict(amp) as __GPU_ONLY, __GPU, a user macro
//                     defined before <amp.h>, restrict(cpu, amp), ...
//   if-around-kernel  #if/#ifdef _MSC_VER/#else around a launch or a
//                     statement of a kernel body, the other branch a copy,
//                     a CPU loop, nothing or text that is not code
//   templatize        a function taking array_view<int/float...> becomes a
//                     template on the element type (called, or a copy never
//                     instantiated)
//   drop-typename     MSVC's missing `typename` before a dependent name
//   restrict-overload a restrict(amp) function gets a restrict(cpu)
//                     overload (or becomes restrict(amp, cpu))
//   msvc-spelling     __int64, __declspec(...), __forceinline
//   type-macro        index<N>, array_view<T, N>, tiled_index<...> through
//                     a macro (kernel parameters spelled by macros)
//
// Each returns the input unchanged when it has no such construct;
// mutateIdioms tries a few and falls back to a token mutation.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_IDIOMMUTATOR_H
#define AMP2HIP_FUZZ_IDIOMMUTATOR_H

#include <random>
#include <string>
#include <vector>

namespace amp2hip {
namespace fuzz {

/// The names of the mutations above, in order.
const std::vector<std::string> &idiomNames();

/// Apply the mutation named \p Name; "" when it does not apply to \p Code.
std::string applyIdiom(const std::string &Name, const std::string &Code, std::mt19937 &Rng);

/// One or two idiom mutations of \p Code (a token mutation if none applies).
std::string mutateIdioms(const std::string &Code, std::mt19937 &Rng);

} // namespace fuzz
} // namespace amp2hip

#endif
