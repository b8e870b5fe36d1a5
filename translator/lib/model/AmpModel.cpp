//===- AmpModel.cpp -------------------------------------------------------===//
#include "AmpModel.h"
#include "SourceText.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

bool isInAmpNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "concurrency" || NS->getName() == "Concurrency")
        return true;
  return false;
}

bool isAmpContainerClass(llvm::StringRef ClassName) {
  return ClassName == "array_view" || ClassName == "array" || ClassName == "texture" ||
         ClassName == "texture_view" || ClassName == "writeonly_texture_view";
}

std::string ampClassName(QualType T) {
  if (T.isNull())
    return "";
  T = T.getNonReferenceType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    // `template <class T> using view1 = array_view<T, 1>;`: the alias names
    // the AMP class it stands for (also while T is dependent).
    if (TST->isTypeAlias())
      return ampClassName(TST->getAliasedType());
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return isInAmpNamespace(TD) ? TD->getNameAsString() : "";
  }
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

bool TranslationScope::containsFile(FileID F) const {
  if (F == SM.getMainFileID())
    return true;
  if (Root.empty() || F.isInvalid())
    return false;
  auto It = Cache.find(F.getHashValue());
  if (It != Cache.end())
    return It->second;
  bool In = false;
  if (const FileEntry *FE = SM.getFileEntryForID(F)) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(FE->getName(), Real)) {
      StringRef P = Real;
      In = P.startswith(Root + "/") && (Exclude.empty() || !P.startswith(Exclude + "/"));
    }
  }
  Cache[F.getHashValue()] = In;
  return In;
}

bool TranslationScope::contains(SourceLocation L) const {
  return L.isValid() && containsFile(SM.getFileID(SM.getExpansionLoc(L)));
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
  Indexer(ASTContext &Ctx, const TranslationScope &Scope, AmpIndex &Out)
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
    if (!inScope(VD->getLocation()))
      return true;
    for (const auto *A : VD->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "amp2hip.tile_static")
        Out.TileStatics.push_back(VD);
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (!inScope(Call->getBeginLoc()))
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
  const TranslationScope &Scope;
  AmpIndex &Out;
};

} // namespace

AmpIndex indexAmpConstructs(ASTContext &Ctx, const TranslationScope &Scope) {
  AmpIndex Index;
  Indexer(Ctx, Scope, Index).TraverseDecl(Ctx.getTranslationUnitDecl());
  return Index;
}

} // namespace amp2hip
