//===- Translator.h - translating one parsed AMP translation unit ---------===//
//
// translateAST runs the pipeline's middle on one parsed unit: the model
// (model/), the rules (rules/), the rewrites (rewrites/, over a shared
// TranslationState), and returns the translated text with what the reports
// and the emitted build need. Driver.h parses before it and checks after.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TRANSLATOR_H
#define AMP2HIP_TRANSLATOR_H

#include "LinkSymbols.h"
#include "MsvcDialect.h"
#include "TranslationState.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// Result of translating one parsed file.
struct TranslationResult {
  bool Changed = false;
  std::string Output; ///< The translated main file (the input when unchanged).
  /// Other files of the scope that changed (local headers), by real path.
  std::map<std::string, std::string> Headers;
  /// Every file of the scope the translation unit included (real paths).
  std::set<std::string> ScopeFiles;
  ConstructCounts Counts;                              ///< Of the main file.
  std::map<std::string, ConstructCounts> HeaderCounts; ///< Of the headers, by real path.
  /// TranslationState::OutsideRestrictMacros: NAME -> HIP definition.
  std::map<std::string, std::string> OutsideRestrictMacros;
  /// What the unit defines and uses at link time (the emitted build's
  /// targets and where they need relocatable device code).
  LinkSymbols Link;
  /// User macros to expand in place before translating (MacroExpansion.h):
  /// when there are any, nothing else is done and the file is parsed again.
  std::vector<MsvcFix> MacroExpansions;
};

/// Write each warning into the output, as a comment above the line it is
/// about, so a reviewer sees it in the diff: those about Visual C++ code
/// (4xxx) or the others.
void annotateWarnings(TranslationState &S, bool VisualCpp);

TranslationResult translateAST(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                               DiagnosticSink &Diags, const TranslationScope &Scope,
                               bool DiagnosticComments = true, bool ExpandMacros = false);

} // namespace amp2hip

#endif
