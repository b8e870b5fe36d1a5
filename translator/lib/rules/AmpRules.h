//===- AmpRules.h - AMP's compile-time rules ------------------------------===//
//
// Code that Microsoft's AMP compiler rejects is rejected here too (2xxx
// diagnostics), before anything is rewritten: a barrier in divergent control
// flow, tile_static outside a tiled kernel, a tile that does not divide its
// extent, and the restrict(amp) language subset. Translating such code would
// give HIP that compiles but hangs or races, or hide the bug until a HIP
// compiler reports it far from the AMP source.
//
// One rule family per file (AmpRulesBarrier.cpp, AmpRulesTileStatic.cpp,
// AmpRulesTiling.cpp, AmpRulesLanguage.cpp); AmpRules.cpp finds the AMP code
// they check and the calls between it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPRULES_H
#define AMP2HIP_AMPRULES_H

#include "Translator.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace amp2hip {

/// One body of code that runs on the accelerator: a kernel (lambda or
/// functor's operator()), a restrict(amp) lambda or a restrict(amp) function.
struct AmpBody {
  const clang::FunctionDecl *Fn = nullptr; ///< The function (a lambda's call operator).
  const clang::Stmt *Body = nullptr;
  const clang::LambdaExpr *Lambda = nullptr; ///< For lambdas.
  bool Kernel = false;
  bool Tiled = false;   ///< A kernel over a tiled extent.
  bool CpuToo = false;  ///< restrict(amp, cpu).
};

/// The AMP code of a translation unit and the calls between its functions.
struct AmpCode {
  std::vector<AmpBody> Bodies;
  /// Body index by function (canonical declaration).
  std::map<const clang::FunctionDecl *, unsigned> ByFunction;
  /// Direct calls from each body, in source order: (call expression, callee
  /// canonical declaration). Only callees that are AMP bodies themselves.
  std::vector<std::vector<std::pair<const clang::Expr *, const clang::FunctionDecl *>>> Calls;
  /// Bodies reached (through calls) from tiled and from untiled kernels.
  std::set<unsigned> FromTiled, FromUntiled;
  /// The tile_barrier::wait*() calls of the translation unit.
  std::set<const clang::Expr *> BarrierWaits;

  /// The body of \p FD, or null.
  const AmpBody *bodyOf(const clang::FunctionDecl *FD) const;
};

/// Context the rule families share.
class RuleContext {
public:
  RuleContext(TranslationState &S, const AmpIndex &Index);

  TranslationState &S;
  const AmpIndex &Index;
  AmpCode Code;

  /// Report \p ID at \p Loc, at most once per ID and line.
  void report(DiagID ID, clang::SourceLocation Loc, std::vector<std::string> Args = {});
  /// The restrict(...) spec of \p FD (any of its declarations, or of the
  /// template it was instantiated from); null when it has none (cpu only).
  const RestrictSpec *restrictSpec(const clang::FunctionDecl *FD);
  bool isAmp(const clang::FunctionDecl *FD) {
    const RestrictSpec *R = restrictSpec(FD);
    return R && R->Amp;
  }
  /// The restrict(...) spec written on this one declaration of a function
  /// (null when it has none).
  const RestrictSpec *ownSpec(const clang::FunctionDecl *D);
  /// 1-based line of \p Loc (its expansion).
  unsigned line(clang::SourceLocation Loc) const;

private:
  std::set<std::pair<unsigned, unsigned>> Reported; // (ID, raw line start)
  std::map<const clang::FunctionDecl *, const RestrictSpec *> SpecCache;
};

/// The tiled_index member a thread-dependent value comes from: true for
/// `global` and `local` (and the tiled_index object itself), false for the
/// members every thread of a tile shares (`tile`, `tile_origin`,
/// `tile_extent`, `barrier`).
bool isThreadDependentMember(llvm::StringRef Member);

void checkBarrierRules(RuleContext &C);
void checkTileStaticRules(RuleContext &C);
void checkTilingRules(RuleContext &C);
void checkLanguageRules(RuleContext &C);
void checkTypeRules(RuleContext &C);
void checkCaptureRules(RuleContext &C);
void checkDeclarationRules(RuleContext &C);
void checkAtomicRules(RuleContext &C);

/// Why \p T (what a kernel captures) is not amp-compatible: "has the
/// pointer member 'next'", ...; "" when it is (AmpRulesTypes.cpp).
std::string ampIncompatibility(clang::QualType T, const clang::ASTContext &Ctx);
/// The same for the element type of an array or array_view, which must also
/// be a non-zero multiple of 4 bytes long.
std::string elementIncompatibility(clang::QualType T, const clang::ASTContext &Ctx);

/// \p FD, an implicit or defaulted special member used in AMP code at \p Loc,
/// is reported (2030) when what it calls is not restrict(amp)
/// (AmpRulesImplicit.cpp).
void checkImplicitMember(RuleContext &C, const clang::FunctionDecl *FD, clang::SourceLocation Loc);

/// Run every rule family; errors are added to S.Diags.
void checkAmpRules(TranslationState &S, const AmpIndex &Index);

} // namespace amp2hip

#endif
