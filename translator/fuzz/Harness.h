//===- Harness.h - one fuzz input through the translator and the oracles --===//
//
// Shared by the libFuzzer target (amp2hip_fuzz.cpp) and the replay tool
// (amp2hip_fuzz_replay, built in every build): the input is translated in
// the mode its first line names, fast (FastParse.h) unless exact parses
// are asked for, and held to the oracles (Oracles.h); a finding made fast
// is judged again the CLI's way before it counts.
//
// Environment:
//   AMP2HIP_FUZZ_EXACT=1      parse the CLI's way for every input (slow)
//   AMP2HIP_FUZZ_CACHE_DIR    where the PCHs are kept (default $TMPDIR/amp2hip-fuzz-pch)
//   AMP2HIP_SHIM_DIR          the runtime-shim directory (default: this tree's)
//   AMP2HIP_FUZZ_KNOWN        the known findings (default: this tree's
//                             testdata/fuzz/known-findings.txt; "" for none)
//
// Known findings (found, kept in testdata/fuzz/expected-failures/, fixed by
// someone else) do not stop the fuzzer: a line `KIND REGEX` of that file
// makes a finding of that kind whose input or details match REGEX
// (ECMAScript, searched) count as known; `skip-mode NAME` skips the inputs
// of a mode in which a known crash would stop every run.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_HARNESS_H
#define AMP2HIP_FUZZ_HARNESS_H

#include "FastParse.h"
#include "Oracles.h"

#include <memory>
#include <string>

namespace amp2hip {
namespace fuzz {

struct HarnessResult {
  const FuzzMode *Mode = nullptr;
  Verdict Fast;      ///< As judged with the tuning (the exact one when exact).
  Verdict Confirmed; ///< Judged again exactly, when Fast was a finding.
  bool Skipped = false; ///< In a mode the known findings skip.
  std::string Known;    ///< The known finding it matched ("" if none).
  /// The finding that counts: Confirmed's (or Fast's when exact).
  const Verdict *finding() const;
};

class Harness {
public:
  /// Reads the environment; unless exact, builds or loads the PCHs of every
  /// mode now (\p Eager, the fuzzer) or of each mode when an input first
  /// uses it (the replay tool).
  explicit Harness(bool Exact, bool Eager = true);
  ~Harness();

  HarnessResult run(const std::string &Code);
  bool exact() const { return !Fast; }
  const std::string &shimDir() const { return ShimDir; }

  /// Inputs the fuzzer skips: the shim's own switches, absolute or system
  /// paths, pragmas (they would make the checks meaningless or reach
  /// outside the input).
  static bool outOfScope(const std::string &Code);

private:
  JudgeContext context(const FuzzMode &Mode, bool Exact);
  void loadKnownFindings();
  std::string knownAs(const std::string &Code, const Verdict &V) const;

  std::string ShimDir, WorkDir;
  std::vector<std::pair<std::string, std::string>> Known; ///< (kind, regex)
  std::vector<std::string> SkippedModes;
  std::unique_ptr<FastParse> Fast;
};

} // namespace fuzz
} // namespace amp2hip

#endif
