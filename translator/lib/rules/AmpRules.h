//===- AmpRules.h - AMP's compile-time rules ------------------------------===//
//
// Code that Microsoft's AMP compiler rejects is rejected here too (2xxx
// diagnostics), before anything is rewritten: a barrier in divergent control
// flow, tile_static outside a tiled kernel, a tile that does not divide its
// extent, the restrict(amp) language subset, what a kernel may capture.
// Translating such code would give HIP that compiles but hangs or races, or
// hide the bug until a HIP compiler reports it far from the AMP source.
// The launches amp2hip cannot translate (1xxx: a launch inside a macro, a
// rank it cannot read) are found here too, so the kernel rewrite only ever
// sees launches it can emit.
//
// One rule family per file (AmpRulesBarrier.cpp, AmpRulesTileStatic.cpp,
// AmpRulesTiling.cpp, AmpRulesLanguage.cpp, AmpRulesLaunch.cpp,
// AmpRulesCapture.cpp, AmpRulesTypes.cpp, AmpRulesDeclarations.cpp,
// AmpRulesImplicit.cpp, AmpRulesAtomics.cpp, AmpRulesCompound.cpp,
// AmpRulesPlacement.cpp). The AMP code they check and the calls between it
// come from the model (model/AmpModel.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPRULES_H
#define AMP2HIP_AMPRULES_H

#include "TranslationState.h"

#include <set>
#include <utility>
#include <vector>

namespace amp2hip {

/// Context the rule families share.
class RuleContext {
public:
  RuleContext(TranslationState &S, const AmpModel &Model)
      : S(S), Model(Model), Graph(Model.Graph) {}

  TranslationState &S;
  const AmpModel &Model;
  const AmpCallGraph &Graph;

  /// Report \p ID at \p Loc, at most once per ID and line.
  void report(DiagID ID, clang::SourceLocation Loc, std::vector<std::string> Args = {});
  /// Report \p ID at \p Loc however often (each capture is its own mistake).
  void reportEach(DiagID ID, clang::SourceLocation Loc, std::vector<std::string> Args = {});
  /// What the rewrites must leave alone.
  RuleVerdict Verdict;
  /// 1-based line of \p Loc (its expansion).
  unsigned line(clang::SourceLocation Loc) const;

private:
  std::set<std::pair<unsigned, unsigned>> Reported; // (ID, raw line start)
};

/// The tiled_index member a thread-dependent value comes from: true for
/// `global` and `local` (and the tiled_index object itself), false for the
/// members every thread of a tile shares (`tile`, `tile_origin`,
/// `tile_extent`, `get_tile_extent()`, `tile_dim0`..., `barrier`).
bool isThreadDependentMember(llvm::StringRef Member);

void checkBarrierRules(RuleContext &C);
void checkTileStaticRules(RuleContext &C);
void checkTilingRules(RuleContext &C);
void checkLanguageRules(RuleContext &C);
/// Launches and their kernels (AmpRulesLaunch.cpp); a launch with an error
/// is rejected (RuleContext::Verdict).
void checkLaunchRules(RuleContext &C);
/// What an in-place kernel lambda captures (AmpRulesCapture.cpp); false
/// when the launch cannot be translated.
bool checkCaptures(RuleContext &C, const KernelLaunch &K);
/// The types of what kernels capture, lambdas and functors alike
/// (AmpRulesCapture.cpp): no pointers, amp-compatible classes.
void checkCaptureRules(RuleContext &C);
/// Element types of arrays and views, amp-compatible types (AmpRulesTypes.cpp).
void checkTypeRules(RuleContext &C);
/// Declarations' restrictions agree; what AMP functions may declare
/// (AmpRulesDeclarations.cpp).
void checkDeclarationRules(RuleContext &C);
/// Atomic operations AMP defines, on the types it defines them for
/// (AmpRulesAtomics.cpp).
void checkAtomicRules(RuleContext &C);
/// What AMP code declares and builds: classes it cannot hold, function
/// pointers, bool pointer arithmetic, arrays, lambdas capturing pointers
/// (AmpRulesCompound.cpp).
void checkCompoundRules(RuleContext &C);
/// Restrictions written where none may be: before const, on a class
/// (AmpRulesPlacement.cpp).
void checkPlacementRules(RuleContext &C);

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

/// What lambda \p L captures by value is copied where amp code makes it
/// (a kernel's closure is copied onto the accelerator): each copy
/// constructor is checked like a call from amp code (2030 for an implicit or
/// defaulted one, 2019 for one the user wrote), at the capture
/// (AmpRulesImplicit.cpp).
void checkCaptureCopies(RuleContext &C, const clang::LambdaExpr *L);

/// Run every rule family; errors are added to S.Diags.
RuleVerdict checkAmpRules(TranslationState &S, const AmpModel &Model);

} // namespace amp2hip

#endif
