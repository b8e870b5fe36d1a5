//===- AmpClasses.cpp -----------------------------------------------------===//
#include "AmpClasses.h"
#include "SourceText.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace amp2hip {

namespace {

struct AmpClassInfo {
  AmpClass Class;
  llvm::StringRef Name, Namespace;
  bool Memory;
};

const AmpClassInfo AmpClassTable[] = {
#define AMP2HIP_AMP_CLASS(ENUM, NAME, NAMESPACE, KIND)                                            \
  {AmpClass::ENUM, NAME, NAMESPACE, llvm::StringRef(#KIND) == "Memory"},
#include "AmpClasses.def"
};

const AmpClassInfo *infoOf(AmpClass C) {
  for (const AmpClassInfo &I : AmpClassTable)
    if (I.Class == C)
      return &I;
  return nullptr;
}

} // namespace

AmpClass ampClassOfDecl(const NamedDecl *D) {
  if (!isInAmpNamespace(D))
    return AmpClass::None;
  if (!D->getIdentifier())
    return AmpClass::Other;
  for (const AmpClassInfo &I : AmpClassTable)
    if (D->getName() == I.Name)
      return I.Class;
  return AmpClass::Other;
}

llvm::StringRef ampClassName(AmpClass C) {
  const AmpClassInfo *I = infoOf(C);
  return I ? I->Name : "";
}

std::string qualifiedAmpClassName(AmpClass C) {
  const AmpClassInfo *I = infoOf(C);
  return I ? (I->Namespace + "::" + I->Name).str() : "";
}

bool refersToMemory(AmpClass C) {
  const AmpClassInfo *I = infoOf(C);
  return I && I->Memory;
}

bool isInAmpNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "concurrency" || NS->getName() == "Concurrency")
        return true;
  return false;
}

AmpClass ampClassOf(QualType T) {
  if (T.isNull())
    return AmpClass::None;
  T = T.getNonReferenceType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    // `template <class T> using view1 = array_view<T, 1>;`: the alias names
    // the AMP class it stands for (also while T is dependent).
    if (TST->isTypeAlias())
      return ampClassOf(TST->getAliasedType());
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return ampClassOfDecl(TD);
  }
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
    if (RD->getIdentifier())
      return ampClassOfDecl(RD);
  return AmpClass::None;
}

/// concurrency::accelerator_view (not one of AmpClasses.def: no rule reads it).
static bool isAcceleratorView(QualType T) {
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == "accelerator_view" && isInAmpNamespace(RD);
}

bool isParallelForEach(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return FD->getIdentifier() && FD->getName() == "parallel_for_each" && isInAmpNamespace(FD);
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee);
  if (!ULE || ULE->getName().getAsString() != "parallel_for_each")
    return false;
  // Unresolved (in a template). PPL's parallel_for_each(first, last, f) has
  // the name too (and, through a using-declaration, the namespace): AMP's
  // three-argument form takes an accelerator_view and an extent, PPL's two
  // iterators of one type.
  if (Call->getNumArgs() == 2)
    return true;
  if (Call->getNumArgs() != 3)
    return false;
  const Expr *First = Call->getArg(0), *Second = Call->getArg(1);
  AmpClass Domain = ampClassOf(Second->getType());
  if (Domain == AmpClass::Extent || Domain == AmpClass::TiledExtent ||
      isAcceleratorView(First->getType()))
    return true;
  return First->getType().getCanonicalType().getUnqualifiedType() !=
         Second->getType().getCanonicalType().getUnqualifiedType();
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

} // namespace amp2hip
