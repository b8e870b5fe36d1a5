//===- Translator.h - translating one parsed AMP translation unit ---------===//
//
// The rewrites (one per construct, each in its own file) share a
// TranslationState: the AST, a Rewriter over the main file, what the
// preprocessor recorded, the diagnostics, and counts for reports.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TRANSLATOR_H
#define AMP2HIP_TRANSLATOR_H

#include "AmpModel.h"
#include "Diagnostics.h"
#include "LinkSymbols.h"
#include "MsvcDialect.h"
#include "RestrictRecorder.h"

#include "clang/AST/ASTContext.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <map>
#include <set>
#include <string>

namespace amp2hip {

/// What a translation did, by construct ("kernel", "tile_static", ...).
using ConstructCounts = std::map<std::string, unsigned>;

/// The translated files as the rewrites have left them so far, read-only:
/// what the emitters read (they cannot edit, count or report).
class SourceView {
public:
  SourceView(clang::ASTContext &Ctx, const clang::Rewriter &RW) : Ctx(Ctx), RW(RW) {}
  clang::ASTContext &Ctx;

  /// The text of \p Range with the edits made so far.
  std::string text(clang::SourceRange Range) const;
  std::string text(clang::CharSourceRange Range) const;
  const clang::SourceManager &sourceManager() const { return Ctx.getSourceManager(); }

private:
  const clang::Rewriter &RW;
};

struct TranslationState {
  TranslationState(clang::ASTContext &Ctx, const PreprocessorFacts &PP, DiagnosticSink &Diags,
                   const TranslationScope &Scope)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), PP(PP), Diags(Diags),
        Scope(Scope), RW(Ctx.getSourceManager(), Ctx.getLangOpts()) {}

  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  const clang::LangOptions &LO;
  const PreprocessorFacts &PP;
  DiagnosticSink &Diags;
  const TranslationScope &Scope;
  clang::Rewriter RW;
  /// What was translated, by the file it is in.
  std::map<clang::FileID, ConstructCounts> Counts;
  /// Names taken by generated kernels, so two kernels never share one.
  std::set<std::string> KernelNames;
  /// Macro definitions already rewritten (by the spelling location's raw encoding).
  std::set<unsigned> RewrittenMacroBodies;
  /// Macros defined outside the translated files (-D, untranslated headers)
  /// that spell a restriction, with the HIP definition the output needs
  /// (amp2hip-1008 tells the user; the output check builds with it).
  std::map<std::string, std::string> OutsideRestrictMacros;
  /// Rewrites whose result needs amp2hip/msvc.h (includeMsvcLayer), where.
  std::vector<clang::SourceLocation> MsvcLayerUses;

  /// The text of \p Range with the edits made so far.
  std::string text(clang::SourceRange Range) const { return view().text(Range); }
  std::string text(clang::CharSourceRange Range) const { return view().text(Range); }
  SourceView view() const { return SourceView(Ctx, RW); }
  /// The file location of \p L (its expansion).
  clang::SourceLocation fileLoc(clang::SourceLocation L) const {
    return SM.getExpansionLoc(L);
  }
  /// Is \p L in a file this translation rewrites?
  bool inScope(clang::SourceLocation L) const { return Scope.contains(L); }
  void count(const std::string &Construct, clang::SourceLocation Where) {
    ++Counts[SM.getFileID(SM.getExpansionLoc(Where))][Construct];
  }
};

/// What the rules decided that the rewrites must respect: launches they
/// reject are left as they are (the file is not written anyway, and their
/// kernels could not be emitted).
struct RuleVerdict {
  std::set<const clang::CallExpr *> RejectedLaunches;
  bool rejects(const KernelLaunch &K) const { return RejectedLaunches.count(K.Call) != 0; }
};

// The rewrites, in the order the translator runs them. Each lives in its own
// file; the kernel rewrite runs last because it moves the (already
// rewritten) text of each kernel body.
void rewriteIncludes(TranslationState &S);
/// `throw std::exception("message")` (Visual C++'s) -> std::runtime_error.
void rewriteMsvcExceptions(TranslationState &S);
/// #include <amp2hip/msvc.h> in the files that use it without one (--msvc).
void includeMsvcLayer(TranslationState &S);
/// Files of the scope whose first restrict(amp...) comes before any AMP
/// include of their own get the shim's, for HIP's qualifiers. Runs after
/// every other rewrite, so the include goes above what they insert there.
void includeShimForRestrictions(TranslationState &S);
void qualifyClashingNames(TranslationState &S);
/// \p TypeText with the clashing AMP templates (index<, texture<) qualified,
/// for types printed from a dependent context, where Clang cannot qualify.
std::string qualifyClashingTemplateNames(const std::string &TypeText);
void rewriteAmpMacroDefinitions(TranslationState &S);
void rewriteRestrictions(TranslationState &S, const AmpModel &Model);
/// A restrict(amp) function overloaded on the restriction alone gets a name
/// of its own, and AMP code calls it by that name.
void rewriteRestrictOverloads(TranslationState &S, const AmpModel &Model);
/// array<T,N>& parameters of restrict(amp) functions take array_views
/// (what a kernel holds where it captured an array).
void rewriteArrayParameters(TranslationState &S, const AmpModel &Model);
void rewriteTileStatics(TranslationState &S, const AmpModel &Model);
void rewriteBarriers(TranslationState &S, const AmpModel &Model);
void rewriteKernels(TranslationState &S, const AmpModel &Model, const RuleVerdict &Verdict);

/// Rewrite `t.local[0]`, `t.global[1]`, `t.tile_extent`, ... in the body of
/// the tiled kernel lambda \p K to expressions on threadIdx/blockIdx/blockDim
/// (called by the kernel rewrite). Returns true when the body still uses the
/// tiled index as an object, so the kernel must declare it.
bool rewriteTiledIndexUses(TranslationState &S, const AmpModel &Model, const KernelLaunch &K);

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

/// amp2hip-4003 for the Windows-only headers (Headers.def) each file
/// includes, once per file; also for a file that did not parse.
void reportWindowsOnlyHeaders(const PreprocessorFacts &PP, const clang::SourceManager &SM,
                              const TranslationScope &Scope, DiagnosticSink &Diags);

/// Write each warning into the output, as a comment above the line it is
/// about, so a reviewer sees it in the diff: those about Visual C++ code
/// (4xxx) or the others.
void annotateWarnings(TranslationState &S, bool VisualCpp);

TranslationResult translateAST(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                               DiagnosticSink &Diags, const TranslationScope &Scope,
                               bool DiagnosticComments = true, bool ExpandMacros = false);

} // namespace amp2hip

#endif
