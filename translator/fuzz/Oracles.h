//===- Oracles.h - what makes a fuzz input a finding ----------------------===//
//
// Beyond crashes, sanitizer reports and timeouts (libFuzzer's own), an
// input is a finding when its translation breaks a promise of the CLI:
//
//  - output-check: the translator's own check (OutputCheck.h) fired,
//    amp2hip-3006: it wrote output that does not compile and caught it;
//  - exit0-does-not-parse: the translation succeeded but its output does
//    not parse as HIP against the shim (checked here when the translator
//    did not check it itself: an unchanged file);
//  - kernel-code-dropped: a statement of a kernel (or restricted function)
//    body that the translator has no reason to touch (user names, literals
//    and operators only, and no macro of the input or macro parameter,
//    which an expansion in place rewrites) is missing from the output;
//  - conditional-broken: the branches of each #if group in the input open
//    and close braces alike, in the output they do not (kernel text moved
//    across a directive: the output compiles only with today's macros);
//  - not-idempotent: translating the output again fails or changes it;
//  - diff-does-not-patch: `amp2hip --diff`'s unified diff, applied to the
//    input with patch(1), does not give the output.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_ORACLES_H
#define AMP2HIP_FUZZ_ORACLES_H

#include "Driver.h"
#include "FuzzModes.h"

#include <string>

namespace amp2hip {
namespace fuzz {

struct JudgeContext {
  std::string ShimDir;
  const FuzzMode *Mode = nullptr;
  const ParseTuning *Tuning = nullptr;
  std::string WorkDir; ///< Scratch files for patch(1).
};

struct Verdict {
  /// "" when the input is clean; else one of the oracle names above.
  std::string Finding;
  std::string Details; ///< Output, clang's messages, the diff.
  /// How far the input got: "does not parse", "amp2hip error", "translated".
  std::string Outcome;
};

/// The path fuzz inputs are translated as (a virtual file).
extern const char *const InputPath;

/// Translate \p Code as the CLI does in \p C's mode (with \p C's tuning).
FileResult translateInput(const std::string &Code, const JudgeContext &C);

/// Translate \p Code and hold the result to every oracle.
Verdict judge(const std::string &Code, const JudgeContext &C);

} // namespace fuzz
} // namespace amp2hip

#endif
