//===- AmpRules.cpp - running the rule families ---------------------------===//
//
// The rules look at every body that runs on the accelerator: kernels (lambdas
// and functors), restrict(amp) lambdas and restrict(amp) functions, and at
// the calls between them (for recursion, for tile_static in functions only
// untiled kernels reach, and for barriers inside called functions): the
// model's call graph (model/CallGraph.h).
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

using namespace clang;

namespace amp2hip {

bool isThreadDependentMember(StringRef Member) {
  return !(Member == "tile" || Member == "tile_origin" || Member == "tile_extent" ||
           Member == "get_tile_extent" || Member == "barrier" || Member.startswith("tile_dim"));
}

unsigned RuleContext::line(SourceLocation Loc) const {
  return S.SM.getExpansionLineNumber(Loc);
}

void RuleContext::report(DiagID ID, SourceLocation Loc, std::vector<std::string> Args) {
  SourceLocation F = S.SM.getExpansionLoc(Loc);
  // One diagnostic per rule and line: `int (*fp)(int) = &f;` is one mistake.
  std::pair<unsigned, unsigned> Key{static_cast<unsigned>(ID),
                                    S.SM.getFileID(F).getHashValue() * 1000003u +
                                        S.SM.getExpansionLineNumber(F)};
  if (!Reported.insert(Key).second)
    return;
  S.Diags.report(ID, S.SM, F, std::move(Args));
}

void RuleContext::reportEach(DiagID ID, SourceLocation Loc, std::vector<std::string> Args) {
  S.Diags.report(ID, S.SM, Loc, std::move(Args));
}

RuleVerdict checkAmpRules(TranslationState &S, const AmpModel &Model) {
  RuleContext C(S, Model);
  checkTilingRules(C);
  checkTileStaticRules(C);
  checkLanguageRules(C);
  checkTypeRules(C);
  checkCaptureRules(C);
  checkDeclarationRules(C);
  checkAtomicRules(C);
  checkCompoundRules(C);
  checkPlacementRules(C);
  checkBarrierRules(C);
  checkLaunchRules(C);
  return C.Verdict;
}

} // namespace amp2hip
