//===- CodeShapes.h - AMP constructs found in C++ tokens, without a parse -===//
//
// The mutators (IdiomMutator.h) and the kept-code oracle (Oracles.h) work
// on fuzz inputs that often do not parse; they find launches, restriction
// clauses and restricted bodies on the token stream of TokenMutator.h.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_CODESHAPES_H
#define AMP2HIP_FUZZ_CODESHAPES_H

#include "TokenMutator.h"

#include <string>
#include <vector>

namespace amp2hip {
namespace fuzz {

using Tokens = std::vector<Token>;
constexpr size_t None = static_cast<size_t>(-1);

bool isIdent(const std::string &S);

/// Indices of the tokens spelled \p Text.
std::vector<size_t> findAll(const Tokens &T, const std::string &Text);

/// The closer matching the opener at \p I ((, [, {), or None.
size_t matching(const Tokens &T, size_t I);
/// The opener matching the closer at \p I, or None.
size_t opening(const Tokens &T, size_t I);

/// A restrict(...) clause: the `restrict` token and its closing paren.
struct Clause {
  size_t Restrict, Close;
  std::string Args; ///< "amp", "amp,cpu", ...
};
std::vector<Clause> restrictClauses(const Tokens &T);

/// A lambda or function with a restriction: from Begin (the capture, or the
/// start of the function's declaration) to BodyEnd, its body's braces.
struct Restricted {
  size_t Begin, BodyOpen, BodyEnd;
  bool Lambda;
  Clause C;
};
std::vector<Restricted> restrictedBodies(const Tokens &T);

/// A launch statement: its first token (a qualifier), the
/// parallel_for_each token, and the `;` after its call.
struct Launch {
  size_t Begin, Name, End;
};
std::vector<Launch> launches(const Tokens &T);

/// Does every branch of every #if/#ifdef/#ifndef group change the brace
/// depth by the same amount? (Code that a translation keeps compiling under
/// every configuration has this shape; kernel text moved across a
/// directive breaks it.) \p Where: the first group that does not.
bool conditionalBranchesAgree(const Tokens &T, std::string *Where = nullptr);

} // namespace fuzz
} // namespace amp2hip

#endif
