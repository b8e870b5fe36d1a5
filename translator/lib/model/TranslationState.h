//===- TranslationState.h - what the rules and rewrites of one unit share -===//
//
// One translation unit's work in progress, read by every rule and rewrite:
// the AST, what the preprocessor recorded, which files are rewritten, the
// diagnostics, the edits made so far (a Rewriter over the translated files)
// and counts for reports. The rules run first and may only report; what
// they decide for the rewrites is a RuleVerdict.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TRANSLATIONSTATE_H
#define AMP2HIP_TRANSLATIONSTATE_H

#include "AmpModel.h"
#include "Diagnostics.h"
#include "RestrictRecorder.h"

#include "clang/AST/ASTContext.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <map>
#include <set>
#include <string>
#include <vector>

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
  /// Restriction dispatch (rewrites/RestrictOverloadRewrite.cpp), by
  /// restrictOverloadKey: the restrict(amp) overloads renamed and the
  /// restrict(cpu, amp) functions split in two, with their device names.
  std::map<const clang::Decl *, std::string> RestrictRenamed;
  std::set<const clang::Decl *> RestrictSplit;
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

} // namespace amp2hip

#endif
