//===- AmpRulesTiling.cpp - a tile must divide its extent -----------------===//
//
//   parallel_for_each(extent<2>(100, 100).tile<16, 16>(), ...)   // 2010
//
// AMP requires a tiled extent to be a whole number of tiles unless it is
// padded or truncated; a kernel over a partial tile throws at run time in
// AMP and MSVC rejects it when both sizes are constants. HIP would silently
// launch a partial last block, so the check matters more after translation.
// Only extents whose every dimension is a compile-time constant are checked
// (an extent written in place or a const local extent with constant sizes),
// and launches inside a try block are left alone: they expect AMP's run-time
// invalid_compute_domain.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The constant sizes of an extent expression, or empty.
std::vector<llvm::APSInt> constantExtent(const Expr *E, const ASTContext &Ctx) {
  E = ignoreWrappers(E);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    // A local `const extent<2> e(100, 100);`
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD || !VD->hasLocalStorage() || !VD->getType().isConstQualified() || !VD->getInit())
      return {};
    E = ignoreWrappers(VD->getInit());
  }
  // `extent<1>(1000)` is a functional cast around the construction.
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    E = ignoreWrappers(FC->getSubExpr());
  const auto *CE = dyn_cast<CXXConstructExpr>(E);
  if (!CE || ampClassOf(CE->getType()) != AmpClass::Extent || CE->getNumArgs() == 0)
    return {};
  std::vector<llvm::APSInt> Sizes;
  for (const Expr *Arg : CE->arguments()) {
    if (Arg->isTypeDependent() || Arg->isValueDependent() ||
        !Arg->getType()->isIntegralOrEnumerationType())
      return {};
    Expr::EvalResult R;
    if (!Arg->EvaluateAsInt(R, Ctx))
      return {};
    Sizes.push_back(R.Val.getInt());
  }
  // extent<N>(int, ...) names every dimension; anything else (an int array,
  // a copy) is not what we can read.
  std::vector<std::string> Rank = templateArgValues(CE->getType(), Ctx);
  if (Rank.empty() || Rank[0] != std::to_string(Sizes.size()))
    return {};
  return Sizes;
}

/// Is \p S inside a try block of its function? AMP reports a partial tile
/// at run time (invalid_compute_domain), and code that catches it means to.
bool insideTry(ASTContext &Ctx, const Stmt *S) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  while (!Parents.empty()) {
    if (Parents[0].get<CXXTryStmt>())
      return true;
    if (Parents[0].get<Decl>())
      return false;
    Parents = Ctx.getParents(Parents[0]);
  }
  return false;
}

} // namespace

void checkTilingRules(RuleContext &C) {
  for (const KernelLaunch &K : C.Model.Launches) {
    if (!K.Domain || insideTry(C.S.Ctx, K.Call))
      continue;
    const auto *Tile = dyn_cast<CXXMemberCallExpr>(ignoreWrappers(K.Domain));
    if (!Tile)
      continue;
    const CXXMethodDecl *MD = Tile->getMethodDecl();
    if (!MD || !MD->getIdentifier() || MD->getName() != "tile" ||
        ampClassOf(MD->getThisType()->getPointeeType()) != AmpClass::Extent)
      continue;
    const TemplateArgumentList *TArgs = MD->getTemplateSpecializationArgs();
    if (!TArgs)
      continue;
    std::vector<llvm::APSInt> Sizes = constantExtent(Tile->getImplicitObjectArgument(), C.S.Ctx);
    if (Sizes.empty())
      continue;
    for (unsigned D = 0; D < Sizes.size() && D < TArgs->size(); ++D) {
      const TemplateArgument &A = TArgs->get(D);
      if (A.getKind() != TemplateArgument::Integral)
        break;
      int64_t T = A.getAsIntegral().getExtValue(), N = Sizes[D].getExtValue();
      if (T <= 0 || N <= 0) // 2005 or an empty extent: not this rule's.
        break;
      if (N % T != 0) {
        const auto *ME = dyn_cast<MemberExpr>(Tile->getCallee()->IgnoreParens());
        C.report(DiagID::TileDoesNotDivideExtent, ME ? ME->getMemberLoc() : Tile->getBeginLoc(),
                 {std::to_string(T), std::to_string(N), std::to_string(D)});
        break;
      }
    }
  }
}

} // namespace amp2hip
