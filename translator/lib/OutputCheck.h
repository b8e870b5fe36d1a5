//===- OutputCheck.h - does the translation compile? ----------------------===//
//
// Exit 0 means the output compiles. Before a translation is reported as a
// success it is parsed the way its user will build it: C++17 against the
// runtime shim's compile mode (the host backend, which declares the same
// names as the HIP backend), with the user's include paths and macros, and
// with the translated local headers in place of the originals. A translation
// that does not parse is a located error (amp2hip-3006) at the input line
// the offending output line came from, and nothing is written.
//
// The check costs a second parse (bench/run reports translate_vs_parse_ratio
// with and without it); `--no-verify` turns it off.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_OUTPUTCHECK_H
#define AMP2HIP_OUTPUTCHECK_H

#include "Diagnostics.h"
#include "ParseTuning.h"
#include "Translator.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The compiler arguments translated code is checked with: the shim's
/// compile mode (no AMP dialect) followed by \p UserArgs.
std::vector<std::string> outputCheckArguments(const std::string &ShimDir,
                                              const std::vector<std::string> &UserArgs);

/// Parse the translation \p R of the file at \p Path (and the headers it
/// translated); report amp2hip-3006 into \p Diags, located in the input, when
/// it does not parse. True when it parses. \p Tuning: the CheckArgs and
/// BeforeParse of a many-input process (ParseTuning.h).
bool checkTranslationParses(const std::string &Path, const std::string &Input,
                            const TranslationResult &R, const std::string &ShimDir,
                            const std::vector<std::string> &UserArgs, DiagnosticSink &Diags,
                            const ParseTuning *Tuning = nullptr);

} // namespace amp2hip

#endif
