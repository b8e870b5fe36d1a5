//===- KernelClosure.cpp --------------------------------------------------===//
#include "KernelClosure.h"
#include "SourceText.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

bool isLocalTo(const Decl *D, const DeclContext *Scope) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (DC == Scope)
      return true;
  return false;
}

bool isFunctionLocal(const Decl *D) { return D->getParentFunctionOrMethod() != nullptr; }

/// Is \p D a member of a class around \p Scope (the launch's function's)?
bool isMemberOf(const Decl *D, const DeclContext *Scope) {
  const auto *RD = dyn_cast<CXXRecordDecl>(D->getDeclContext());
  if (!RD || RD->isLambda())
    return false;
  for (const DeclContext *DC = Scope; DC; DC = DC->getParent())
    if (DC == RD)
      return true;
  return false;
}

/// Does the type of \p VD, as written, name a member typedef of a class
/// around \p Scope (which a kernel at namespace scope cannot see)?
bool namesMemberTypedef(const VarDecl *VD, const DeclContext *Scope) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const DeclContext *Scope;
    bool Found = false;
    bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
      Found |= isMemberOf(TL.getTypedefNameDecl(), Scope);
      return !Found;
    }
  } F;
  F.Scope = Scope;
  if (VD->getTypeSourceInfo())
    F.TraverseTypeLoc(VD->getTypeSourceInfo()->getTypeLoc());
  return F.Found;
}

/// Collects what a kernel body uses from outside.
class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  UseCollector(const LambdaExpr *L) : Op(L->getCallOperator()) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    // An init-capture ([k = n * 2]) belongs to the call operator but is
    // passed in like a captured variable.
    if (!VD || !VD->isLocalVarDeclOrParm() || (isLocalTo(VD, Op) && !VD->isInitCapture()))
      return true;
    if (Seen.insert(VD).second)
      Vars.push_back(VD);
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *E) {
    // `this` in a member of a class the kernel declares is that class's
    // object, made in the kernel, not the launching function's.
    const CXXRecordDecl *Of = E->getType()->getPointeeCXXRecordDecl();
    if (!ThisUse && !(Of && isLocalTo(Of, Op)))
      ThisUse = E;
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    const TypedefNameDecl *TD = TL.getTypedefNameDecl();
    if (isFunctionLocal(TD) && !isLocalTo(TD, Op) && SeenTypes.insert(TD).second)
      Typedefs.push_back(TD);
    else if (isMemberOf(TD, Op->getParent()->getParent()) && SeenTypes.insert(TD).second)
      MemberTypedefs.push_back(TD);
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    const TagDecl *TD = TL.getDecl();
    if (isFunctionLocal(TD) && !isLocalTo(TD, Op) && !LocalType)
      LocalType = TD;
    return true;
  }

  const CXXMethodDecl *Op;
  std::vector<const VarDecl *> Vars;
  std::set<const VarDecl *> Seen;
  std::vector<const TypedefNameDecl *> Typedefs, MemberTypedefs;
  std::set<const TypedefNameDecl *> SeenTypes;
  const CXXThisExpr *ThisUse = nullptr;
  const TagDecl *LocalType = nullptr;
};

/// Variables used by constant initializers (TS2 = TS * 2 needs TS too).
class InitUses : public RecursiveASTVisitor<InitUses> {
public:
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (VD->isLocalVarDecl())
        Vars.push_back(VD);
    return true;
  }
  std::vector<const VarDecl *> Vars;
};

/// using-declarations and -directives in a function body before a point and
/// in scope there: the kernel body was written under them, so the kernel
/// repeats them. One in a block that does not hold the point (another
/// kernel's body, an earlier block) is not in scope.
class LocalUsings : public RecursiveASTVisitor<LocalUsings> {
public:
  LocalUsings(const SourceManager &SM, SourceLocation Before) : SM(SM), Before(Before) {}
  bool TraverseCompoundStmt(CompoundStmt *S) {
    if (SM.isBeforeInTranslationUnit(Before, S->getBeginLoc()) ||
        SM.isBeforeInTranslationUnit(S->getEndLoc(), Before))
      return true;
    return RecursiveASTVisitor::TraverseCompoundStmt(S);
  }
  bool VisitUsingDecl(UsingDecl *D) { return add(D); }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) { return add(D); }
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) { return add(D); }
  std::vector<const Decl *> Decls;

private:
  bool add(const Decl *D) {
    if (SM.isBeforeInTranslationUnit(D->getBeginLoc(), Before))
      Decls.push_back(D);
    return true;
  }
  const SourceManager &SM;
  SourceLocation Before;
};

/// Does a type hold AMP containers (so the capture must go through to_device)?
bool holdsContainers(QualType T, int Depth = 0) {
  T = T.getNonReferenceType();
  if (T->isDependentType())
    return true;
  if (refersToMemory(ampClassOf(T)))
    return true;
  if (Depth > 8)
    return false;
  // `array_view<int, 1> views[2];` as a member or a captured aggregate.
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return holdsContainers(AT->getElementType(), Depth + 1);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsContainers(B.getType(), Depth + 1))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (holdsContainers(F->getType(), Depth + 1))
      return true;
  return false;
}

bool isConstant(const VarDecl *VD, const ASTContext &Ctx) {
  return VD->isUsableInConstantExpressions(Ctx) && VD->getInit() != nullptr;
}

/// \p Vars and the local variables their constant initializers use.
std::vector<const VarDecl *> withConstantInputs(std::vector<const VarDecl *> Vars,
                                                const ASTContext &Ctx) {
  for (size_t I = 0; I < Vars.size(); ++I) {
    if (!isConstant(Vars[I], Ctx))
      continue;
    InitUses IU;
    IU.TraverseStmt(const_cast<Expr *>(Vars[I]->getInit()));
    for (const VarDecl *D : IU.Vars)
      if (std::find(Vars.begin(), Vars.end(), D) == Vars.end())
        Vars.push_back(D);
  }
  return Vars;
}

bool capturedByReference(const LambdaExpr *L, const VarDecl *VD) {
  for (const LambdaCapture &LC : L->explicit_captures())
    if (LC.capturesVariable() && LC.getCapturedVar() == VD)
      return LC.getCaptureKind() == LCK_ByRef;
  return L->getCaptureDefault() == LCD_ByRef;
}

ClosureVar classify(const LambdaExpr *L, const VarDecl *VD, const ASTContext &Ctx) {
  ClosureVar C;
  C.Var = VD;
  C.ByRef = capturedByReference(L, VD);
  QualType T = VD->getType().getNonReferenceType();
  C.Class = ampClassOf(T);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (isConstant(VD, Ctx))
    C.How = Crossing::Redeclared;
  // AMP captures arrays and textures by reference only (the rules say so).
  else if (C.Class == AmpClass::Array)
    C.How = Crossing::ArrayView;
  else if (C.Class == AmpClass::Texture)
    C.How = Crossing::TextureView;
  // A C array parameter would decay to a pointer to host memory.
  else if (!C.ByRef && Ctx.getAsConstantArrayType(T))
    C.How = Crossing::CapturedArray;
  else if (RD && RD->isLambda())
    C.How = Crossing::ClosureObject;
  else if (holdsContainers(VD->getType()))
    C.How = Crossing::ToDevice;
  return C;
}

/// The function around \p Call, looking through lambdas.
const FunctionDecl *enclosingFunction(const CallExpr *Call, ASTContext &Ctx) {
  DynTypedNode Node = DynTypedNode::create(*Call);
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    if (const auto *FD = Node.get<FunctionDecl>()) {
      const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      if (!MD || !MD->getParent()->isLambda())
        return FD;
    }
  }
}

/// The namespace-scope declaration \p FD is part of (a template's, when it is one).
const Decl *topLevelDecl(const FunctionDecl *FD) {
  const Decl *D = FD;
  while (true) {
    const DeclContext *DC = D->getLexicalDeclContext();
    if (isa<TranslationUnitDecl>(DC) || isa<NamespaceDecl>(DC) || isa<LinkageSpecDecl>(DC))
      break;
    D = cast<Decl>(DC);
  }
  if (const auto *F = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      return T;
  if (const auto *R = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *T = R->getDescribedClassTemplate())
      return T;
  return D;
}

/// The template parameter lists \p FD is written under, outermost first.
std::vector<const TemplateParameterList *> templateParameterLists(const FunctionDecl *FD) {
  std::vector<const TemplateParameterList *> Lists;
  // Outer lists of an out-of-line member definition (template <class T> void S<T>::f()).
  for (unsigned I = 0; I < FD->getNumTemplateParameterLists(); ++I)
    Lists.push_back(FD->getTemplateParameterList(I));
  if (Lists.empty())
    for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
      if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
        if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
          Lists.insert(Lists.begin(), CT->getTemplateParameters());
        else if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(RD))
          Lists.insert(Lists.begin(), PS->getTemplateParameters());
      }
  if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
    Lists.push_back(FT->getTemplateParameters());
  return Lists;
}

KernelTemplateParam templateParam(const NamedDecl *P, const ASTContext &Ctx) {
  std::string Name = P->getNameAsString();
  if (const auto *TT = dyn_cast<TemplateTypeParmDecl>(P))
    return {std::string(TT->wasDeclaredWithTypename() ? "typename" : "class") +
                (TT->isParameterPack() ? "... " : " ") + Name,
            Name + (TT->isParameterPack() ? "..." : "")};
  if (const auto *NT = dyn_cast<NonTypeTemplateParmDecl>(P))
    return {NT->getType().getAsString(Ctx.getPrintingPolicy()) +
                (NT->isParameterPack() ? "... " : " ") + Name,
            Name + (NT->isParameterPack() ? "..." : "")};
  // A template template parameter, as written without its default.
  std::string Text = originalText(Ctx.getSourceManager(), Ctx.getLangOpts(), P->getSourceRange());
  size_t Eq = Text.find('=');
  return {Eq == std::string::npos ? Text : StringRef(Text.substr(0, Eq)).rtrim().str(), Name};
}

/// What the in-place kernel lambda \p L uses, into \p C.
void analyzeUses(const CallExpr *Call, const LambdaExpr *L, ASTContext &Ctx, KernelClosure &C) {
  UseCollector U(L);
  // The parameter's type too: tiled_index<TS, TS> may name local constants.
  for (ParmVarDecl *P : L->getCallOperator()->parameters())
    if (P->getTypeSourceInfo())
      U.TraverseTypeLoc(P->getTypeSourceInfo()->getTypeLoc());
  U.TraverseStmt(L->getBody());
  C.ThisUse = U.ThisUse;
  C.LocalType = U.LocalType;
  C.Typedefs = U.Typedefs;
  C.MemberTypedefs = U.MemberTypedefs;
  for (const VarDecl *VD : withConstantInputs(U.Vars, Ctx)) {
    C.Vars.push_back(classify(L, VD, Ctx));
    C.Vars.back().UseOrder = C.Vars.size() - 1;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  std::stable_sort(C.Vars.begin(), C.Vars.end(), [&](const ClosureVar &A, const ClosureVar &B) {
    bool AConst = A.How == Crossing::Redeclared, BConst = B.How == Crossing::Redeclared;
    if (AConst != BConst)
      return AConst;
    return SM.isBeforeInTranslationUnit(A.Var->getLocation(), B.Var->getLocation());
  });
  if (C.Enclosing && C.Enclosing->hasBody()) {
    LocalUsings LU(SM, Call->getBeginLoc());
    LU.TraverseStmt(C.Enclosing->getBody());
    C.Usings = LU.Decls;
  }
}

/// Does \p T name what only the enclosing template's instantiation knows:
/// an `auto` not yet deduced, a `decltype` of its expressions?
bool unspellableOutside(QualType T) {
  T = T.getNonReferenceType();
  // (An `auto` whose initializer is dependent counts as deduced, to a
  // dependent type it has no name for.)
  if (const AutoType *AT = T->getContainedAutoType())
    if (AT->getDeducedType().isNull())
      return true;
  return T->isDependentType() && isa<DecltypeType>(T.getCanonicalType().getTypePtr());
}

/// The type template parameter a variable whose type the kernel cannot
/// spell gets: the launch passes the type it has where it is declared.
KernelTemplateParam typeParamFor(const VarDecl *VD, const ASTContext &Ctx) {
  std::string Name = VD->getNameAsString();
  std::string Of = Name;
  // An init-capture's name exists only in the lambda: its initializer's type.
  if (VD->isInitCapture() && VD->getInit())
    Of = originalText(Ctx.getSourceManager(), Ctx.getLangOpts(), VD->getInit()->getSourceRange());
  return {"typename Type_" + Name, "std::decay_t<decltype(" + Of + ")>"};
}

} // namespace

KernelClosure analyzeClosure(const CallExpr *Call, const LambdaExpr *Lambda, ASTContext &Ctx) {
  KernelClosure C;
  C.Enclosing = enclosingFunction(Call, Ctx);
  if (C.Enclosing) {
    C.TopLevel = topLevelDecl(C.Enclosing);
    for (const TemplateParameterList *TPL : templateParameterLists(C.Enclosing))
      for (const NamedDecl *P : *TPL)
        C.TemplateParams.push_back(templateParam(P, Ctx));
  }
  if (!Lambda)
    return C;
  analyzeUses(Call, Lambda, Ctx, C);
  C.Scope = analyzeClassScope(Lambda, C.Enclosing, Ctx);
  for (ClosureVar &V : C.Vars)
    if (V.How == Crossing::ClosureObject) {
      std::string Name = V.Var->getNameAsString();
      C.TemplateParams.push_back({"typename Closure_" + Name, "decltype(" + Name + ")"});
    } else if (const TagDecl *Nested = V.How == Crossing::Redeclared
                                           ? nullptr
                                           : C.Scope.isNestedType(V.Var->getType())) {
      // The class's own name for it: the launch's and the friend's (the
      // class is incomplete there, so not `typename Scope::Edge`).
      std::string Name = V.Var->getNameAsString();
      const auto *Enum = dyn_cast<EnumDecl>(Nested);
      if (Nested->getAccess() != AS_public && Enum && !Enum->getIntegerType().isNull()) {
        V.AsInteger = Enum->getIntegerType().getAsString(Ctx.getPrintingPolicy());
        continue;
      }
      C.TemplateParams.push_back({"typename Type_" + Name, Nested->getNameAsString()});
      V.TypeParam = "Type_" + Name;
      ++C.Scope.TypeParams;
    } else if (V.How != Crossing::Redeclared &&
               (unspellableOutside(V.Var->getType()) || namesMemberTypedef(V.Var, C.Enclosing))) {
      C.TemplateParams.push_back(typeParamFor(V.Var, Ctx));
      V.TypeParam = "Type_" + V.Var->getNameAsString();
    }
  // Its template arguments are the class templates' parameters, named as
  // the class names them (a friend declaration in the class names them), or none.
  std::vector<std::string> Own;
  for (const DeclContext *DC = C.Enclosing->getParent(); DC; DC = DC->getParent())
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC))
      if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
        for (size_t I = CT->getTemplateParameters()->size(); I-- > 0;) {
          const NamedDecl *P = CT->getTemplateParameters()->getParam(I);
          Own.insert(Own.begin(), templateParam(P, Ctx).Arg);
        }
  C.Scope.Friendable = C.TemplateParams.size() == Own.size() + C.Scope.TypeParams;
  for (size_t I = 0; C.Scope.Friendable && I < Own.size(); ++I)
    C.Scope.Friendable = C.TemplateParams[I].Arg == Own[I];
  return C;
}

} // namespace amp2hip
