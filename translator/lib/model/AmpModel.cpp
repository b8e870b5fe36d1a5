//===- AmpModel.cpp -------------------------------------------------------===//
#include "AmpModel.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Finds the AMP constructs of the translated files (templates as written,
/// not their instantiations).
class Indexer : public RecursiveASTVisitor<Indexer> {
public:
  Indexer(ASTContext &Ctx, const TranslationScope &Scope, AmpModel &Out)
      : Ctx(Ctx), Scope(Scope), Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool inScope(SourceLocation L) const { return Scope.contains(L); }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || !inScope(FD->getLocation()))
      return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        return true;
    Out.Functions.push_back(FD);
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *L) {
    if (inScope(L->getBeginLoc()))
      Out.Lambdas.push_back(L);
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (inScope(VD->getLocation()) && isTileStatic(VD))
      Out.TileStatics.push_back(VD);
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (!inScope(Call->getBeginLoc()))
      return true;
    if (isParallelForEach(Call))
      Out.Launches.push_back(analyzeLaunch(Call, Ctx));
    else if (isTileBarrierWait(Call))
      Out.BarrierWaits.push_back(Call);
    else if (isMemoryFence(Call))
      Out.Fences.push_back(Call);
    return true;
  }

private:
  ASTContext &Ctx;
  const TranslationScope &Scope;
  AmpModel &Out;
};

} // namespace

AmpModel::AmpModel(ASTContext &Ctx, const PreprocessorFacts &PP, const TranslationScope &Scope)
    : Restrict(Ctx.getSourceManager(), Ctx.getLangOpts(), PP) {
  // Rules and rewrites ask for parents only of nodes in the translated
  // files, so the parent map need not cover the standard and shim headers
  // (building it over them was most of what translating cost beyond parsing).
  std::vector<Decl *> Own;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (Scope.contains(D->getLocation()))
      Own.push_back(D);
  Ctx.setTraversalScope(Own);
  Indexer(Ctx, Scope, *this).TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const KernelLaunch &K : Launches)
    if (K.Lambda)
      KernelLambdas.insert(K.Lambda);
  WaitCalls.insert(BarrierWaits.begin(), BarrierWaits.end());
  FenceCalls.insert(Fences.begin(), Fences.end());
  Graph = buildCallGraph(Launches, Lambdas, Functions, Restrict, Scope);
}

} // namespace amp2hip
