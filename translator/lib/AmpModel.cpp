//===- AmpModel.cpp -------------------------------------------------------===//
#include "AmpModel.h"
#include "SourceText.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace amp2hip {

bool isInAmpNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "concurrency" || NS->getName() == "Concurrency")
        return true;
  return false;
}

std::string ampClassName(QualType T) {
  if (T.isNull())
    return "";
  T = T.getNonReferenceType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return isInAmpNamespace(TD) ? TD->getNameAsString() : "";
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
    if (isInAmpNamespace(RD) && RD->getIdentifier())
      return RD->getNameAsString();
  return "";
}

bool isOrDerivesFromAmpClass(QualType T, StringRef Name) {
  if (ampClassName(T) == Name)
    return true;
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (isOrDerivesFromAmpClass(B.getType(), Name))
      return true;
  return false;
}

bool isParallelForEach(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return FD->getIdentifier() && FD->getName() == "parallel_for_each" && isInAmpNamespace(FD);
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee))
    return ULE->getName().getAsString() == "parallel_for_each";
  return false;
}

static TypeLoc stripToTemplate(TypeLoc TL) {
  while (!TL.isNull()) {
    if (auto Q = TL.getAs<QualifiedTypeLoc>())
      TL = Q.getUnqualifiedLoc();
    else if (auto R = TL.getAs<ReferenceTypeLoc>())
      TL = R.getPointeeLoc();
    else if (auto E = TL.getAs<ElaboratedTypeLoc>())
      TL = E.getNamedTypeLoc();
    else
      break;
  }
  return TL;
}

std::vector<std::string> writtenTemplateArgs(TypeLoc TL, const SourceManager &SM,
                                             const LangOptions &LO) {
  std::vector<std::string> Args;
  TL = stripToTemplate(TL);
  if (auto TST = TL.getAs<TemplateSpecializationTypeLoc>())
    for (unsigned I = 0; I < TST.getNumArgs(); ++I)
      Args.push_back(originalText(SM, LO, TST.getArgLoc(I).getSourceRange()));
  return Args;
}

std::vector<std::string> templateArgValues(QualType T, const ASTContext &Ctx) {
  std::vector<std::string> Out;
  auto Print = [&](const TemplateArgument &A) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    A.print(Ctx.getPrintingPolicy(), OS, /*IncludeType=*/false);
    Out.push_back(OS.str());
  };
  T = T.getNonReferenceType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD)) {
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      Print(A);
  } else if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    // Dependent, e.g. extent<N> inside a template.
    for (const TemplateArgument &A : TST->template_arguments())
      Print(A);
  }
  return Out;
}

const Expr *ignoreWrappers(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *CE = dyn_cast<CXXConstructExpr>(Next))
      if (CE->getNumArgs() == 1 && (CE->isElidable() || CE->getConstructor()->isCopyOrMoveConstructor()))
        Next = CE->getArg(0);
    if (Next == E)
      break;
    E = Next;
  }
  return E;
}

namespace {

bool isTileBarrierWait(const CallExpr *Call) {
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    const CXXMethodDecl *MD = MC->getMethodDecl();
    return MD && MD->getIdentifier() && MD->getName().startswith("wait") &&
           MD->getParent()->getIdentifier() && MD->getParent()->getName() == "tile_barrier" &&
           isInAmpNamespace(MD->getParent());
  }
  // In a template: `t.barrier.wait()` on a dependent tiled_index.
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(Call->getCallee()->IgnoreParens())) {
    if (DM->getMember().getAsString().rfind("wait", 0) != 0)
      return false;
    if (DM->isImplicitAccess())
      return false;
    const Expr *Base = DM->getBase()->IgnoreParenImpCasts();
    if (const auto *BM = dyn_cast<CXXDependentScopeMemberExpr>(Base))
      return BM->getMember().getAsString() == "barrier";
    return ampClassName(Base->getType()) == "tile_barrier";
  }
  return false;
}

bool isFence(const CallExpr *Call) {
  static const char *const Names[] = {"all_memory_fence", "global_memory_fence",
                                      "tile_static_memory_fence"};
  std::string Name;
  if (const FunctionDecl *FD = Call->getDirectCallee()) {
    if (!FD->getIdentifier() || !isInAmpNamespace(FD))
      return false;
    Name = FD->getName().str();
  } else if (const auto *ULE =
                 dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreParenImpCasts())) {
    Name = ULE->getName().getAsString();
  }
  for (const char *N : Names)
    if (Name == N)
      return true;
  return false;
}

class Indexer : public RecursiveASTVisitor<Indexer> {
public:
  Indexer(ASTContext &Ctx, AmpIndex &Out) : Ctx(Ctx), SM(Ctx.getSourceManager()), Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool inMainFile(SourceLocation L) const {
    return L.isValid() && SM.isInMainFile(SM.getExpansionLoc(L));
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || !inMainFile(FD->getLocation()))
      return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        return true;
    Out.Functions.push_back(FD);
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *L) {
    if (inMainFile(L->getBeginLoc()))
      Out.Lambdas.push_back(L);
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (!inMainFile(VD->getLocation()))
      return true;
    for (const auto *A : VD->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "amp2hip.tile_static")
        Out.TileStatics.push_back(VD);
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (!inMainFile(Call->getBeginLoc()))
      return true;
    if (isParallelForEach(Call)) {
      KernelLaunch K;
      K.Call = Call;
      unsigned N = Call->getNumArgs();
      if (N == 3)
        K.AcceleratorView = Call->getArg(0);
      if (N >= 2) {
        K.Domain = Call->getArg(N - 2);
        K.Callable = Call->getArg(N - 1);
        K.Lambda = dyn_cast<LambdaExpr>(ignoreWrappers(K.Callable));
      }
      Out.Launches.push_back(K);
    } else if (isTileBarrierWait(Call)) {
      Out.BarrierWaits.push_back(Call);
    } else if (isFence(Call)) {
      Out.Fences.push_back(Call);
    }
    return true;
  }

private:
  ASTContext &Ctx;
  const SourceManager &SM;
  AmpIndex &Out;
};

} // namespace

AmpIndex indexAmpConstructs(ASTContext &Ctx) {
  AmpIndex Index;
  Indexer(Ctx, Index).TraverseDecl(Ctx.getTranslationUnitDecl());
  return Index;
}

} // namespace amp2hip
