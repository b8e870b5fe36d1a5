//===- TokenMutator.h - C++-token-level mutations for the fuzzer ----------===//
//
// Inputs are split into C++ tokens (each keeping the whitespace before it),
// then tokens are deleted, duplicated, swapped, replaced or inserted, mostly
// from a dictionary of AMP keywords, identifiers and short snippets, so the
// mutants stay close to C++ AMP and get past clang's parser.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_TOKENMUTATOR_H
#define AMP2HIP_FUZZ_TOKENMUTATOR_H

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace amp2hip {
namespace fuzz {

struct Token {
  std::string Space; ///< Whitespace and comments before the token.
  std::string Text;  ///< The token; empty for the trailing whitespace.
};

/// Split \p Code into tokens. Joining Space + Text of every token gives
/// \p Code back exactly.
std::vector<Token> tokenize(const std::string &Code);
std::string join(const std::vector<Token> &Tokens);

/// The dictionary: AMP keywords, identifiers and snippets.
const std::vector<std::string> &dictionary();

/// One token-level mutation of \p Code (several steps); the result is at
/// most \p MaxSize bytes.
std::string mutateTokens(const std::string &Code, size_t MaxSize, std::mt19937 &Rng);

/// Splice: a prefix of \p A's tokens followed by a suffix of \p B's.
std::string crossOverTokens(const std::string &A, const std::string &B, size_t MaxSize,
                            std::mt19937 &Rng);

} // namespace fuzz
} // namespace amp2hip

#endif
