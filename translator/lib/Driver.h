//===- Driver.h - the pipeline for one file: parse, translate, check ------===//
//
// translateFile parses a source (parse/), translates it (Translator.h:
// model, rules, rewrites), expands user macros around launches and parses
// again where needed, and checks that the output parses against the shim
// (OutputCheck.h) before it counts as translated. The modes of output/
// (one file, --diff, --in-place, trees) call it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_H
#define AMP2HIP_DRIVER_H

#include "Diagnostics.h"
#include "TranslationScope.h"
#include "ParseArguments.h"
#include "ExitCode.h"
#include "Translator.h"
#include <functional>
#include <string>
#include <vector>

namespace amp2hip {

struct FileResult {
  bool Parsed = false;      ///< False when clang reported errors.
  TranslationResult Result; ///< Valid when Parsed.
  DiagnosticSink Diags;     ///< amp2hip's own diagnostics.
  std::string ClangOutput;  ///< clang's own diagnostics, as it prints them.
  /// Tree mode, when the file includes a Windows-only header (amp2hip-4003)
  /// and so is not translated: the translation of the local headers it
  /// includes (Headers, HeaderCounts, ScopeFiles), made from its #include
  /// lines alone.
  bool HeadersOnly = false;
  TranslationResult IncludedHeaders;
};

/// Translated (0), untranslatable AMP (1), or does not parse (2).
ExitCode exitCodeOf(const FileResult &R);

/// Print clang's and amp2hip's diagnostics of one file to stderr.
void printDiagnostics(const FileResult &R);

/// What is done with a translation unit that parsed without errors.
using ParsedUnitHandler = std::function<void(clang::ASTContext &, const PreprocessorFacts &,
                                             const TranslationScope &)>;

/// Parse the file at \p Path as translating does (\p Code, when given,
/// replaces its contents) and hand the result to \p Handle; clang's own
/// diagnostics go to \p ClangOutput. False when it does not parse (then
/// \p Handle is not called). Tests use it to look at the model.
bool parseFile(const std::string &Path, const DriverOptions &Opts, const std::string *Code,
               const ParsedUnitHandler &Handle, std::string &ClangOutput);

/// Translate the file at \p Path; \p Code, when given, replaces its contents.
FileResult translateFile(const std::string &Path, const DriverOptions &Opts,
                         const std::string *Code = nullptr);

} // namespace amp2hip

#endif
