//===- FuzzModes.h - the dialect modes each fuzz input runs under ---------===//
//
// amp2hip parses as clang does by default, or, with the user's
// --extra-arg=..., the way Visual C++ accepts code (-fms-extensions,
// -fms-compatibility, -fdelayed-template-parsing). An input chooses its mode
// on its first line:
//
//     // fuzz-mode: msvc
//
// (no such line: "default"). The mutator changes the line now and then, so
// the corpus holds every input in several modes, and a kept input says how
// to reproduce it: tests/e2e/test_fuzz_regressions.py passes the mode's
// arguments to build/amp2hip as --extra-arg.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_FUZZMODES_H
#define AMP2HIP_FUZZ_FUZZMODES_H

#include <string>
#include <vector>

namespace amp2hip {
namespace fuzz {

struct FuzzMode {
  std::string Name;
  std::vector<std::string> Args; ///< As the CLI's --extra-arg values.
};

/// Every mode, "default" first.
const std::vector<FuzzMode> &fuzzModes();

/// The mode \p Code names on its first line ("default" when none or an
/// unknown name).
const FuzzMode &modeOf(const std::string &Code);

/// \p Code with its first line naming \p Mode (replacing any mode line).
std::string withMode(const std::string &Code, const FuzzMode &Mode);

} // namespace fuzz
} // namespace amp2hip

#endif
