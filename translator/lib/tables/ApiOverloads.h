//===- ApiOverloads.h - every overload of AMP 1.2's namespace concurrency -===//
//
// The overload table (runtime-shim/include/amp2hip/detail/api_overloads.def,
// plus the shim's atomics.def) and what is generated from it:
// docs/api-overloads.md (`amp2hip --print-api-overloads`) and a C++ AMP
// program that calls every overload (`amp2hip --print-api-overload-test`),
// which tests/e2e/test_api_overloads.py builds in every mode.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_APIOVERLOADS_H
#define AMP2HIP_APIOVERLOADS_H

#include <string>
#include <vector>

namespace amp2hip {

struct OverloadParam {
  std::string Type;    ///< With placeholders (T, N, InputIterator, ...).
  std::string Default; ///< The default argument, or "".
};

struct Overload {
  std::string Class;    ///< "array_view_const", or "concurrency" (free).
  std::string Ranks;    ///< "1234", "23", ... ; "0": not a template.
  std::string Kind;     ///< Ctor, Member, Static, Operator, Conversion, ...
  std::string Restrict; ///< cpu, amp, amp_cpu, none.
  std::string Ret;
  std::string Name;
  std::vector<OverloadParam> Params; ///< Constant: one, its value (if any).
  std::string Quals;                 ///< "const", "explicit" or "".
  std::string Status;                ///< Shim, Translated, Diagnosed.
};

/// Every overload, in table order (api_overloads.def, then atomics.def).
const std::vector<Overload> &apiOverloads();

/// The class as AMP code spells it, with placeholders ("array_view<const T, N>").
std::string overloadClassSpelling(const Overload &O);

/// The declaration as the docs show it ("explicit array(const extent<N>&)").
std::string overloadDeclaration(const Overload &O);

/// The ranks an overload is instantiated for (0: not a template).
std::vector<int> overloadRanks(const Overload &O);

/// Replaces the placeholders for rank N (tile dimensions, iterator types...).
std::string bindPlaceholders(const std::string &Text, int N);

/// docs/api-overloads.md.
std::string apiOverloadsMarkdown();

/// A C++ AMP program that calls every overload the shim provides or amp2hip
/// translates, checking result types, const-ness and restriction.
std::string apiOverloadTestProgram();

} // namespace amp2hip

#endif
