//===- ClassScope.cpp -----------------------------------------------------===//
#include "ClassScope.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// Static constants are declared again in the kernel (a tile size in
/// `tiled_index<TS>` must stay a constant expression there).
bool isStaticConstant(const VarDecl *VD) {
  if (!VD->isStaticDataMember() || !VD->getAnyInitializer())
    return false;
  QualType T = VD->getType();
  return VD->isConstexpr() ||
         (T.isConstQualified() && (T->isIntegralOrEnumerationType() || T->isDependentType()));
}

class ScopeUseFinder : public RecursiveASTVisitor<ScopeUseFinder> {
public:
  ScopeUseFinder(const CXXRecordDecl *RD, ClassScopeUses &Out, const SourceManager &SM)
      : RD(RD), Out(Out), SM(SM) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (DRE->hasQualifier())
      return true; // `Scaler::Clamp`, `Op::Sum`: the qualifier's types are visited
    const ValueDecl *D = DRE->getDecl();
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (!VD->isStaticDataMember() || !isMember(VD))
        return true;
      if (isStaticConstant(VD))
        addOnce(Constants, VD, Out.Constants);
      else
        qualify(DRE->getLocation());
      access(VD);
    } else if (const auto *MD = dyn_cast<CXXMethodDecl>(D)) {
      if (MD->isStatic() && isMember(MD)) {
        qualify(DRE->getLocation());
        access(MD);
      }
    } else if (const auto *EC = dyn_cast<EnumConstantDecl>(D)) {
      const auto *ED = cast<EnumDecl>(EC->getDeclContext());
      if (!ED->isScoped() && isMember(ED)) {
        qualify(DRE->getLocation());
        access(ED);
      }
    }
    return true;
  }

  /// `combine(c)` in a class template, with dependent arguments.
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    if (!E->getQualifier() && allStaticMembers(E->decls()))
      qualify(E->getNameLoc());
    return true;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
    if (E->isImplicitAccess() && !E->getQualifier() && allStaticMembers(E->decls()))
      qualify(E->getMemberLoc());
    return true;
  }

  bool VisitTagTypeLoc(TagTypeLoc TL) {
    if (isMember(TL.getDecl()))
      addType(TL.getDecl());
    return true;
  }
  /// The class's own typedefs are KernelClosure's MemberTypedefs; a base's are ours.
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    const TypedefNameDecl *TD = TL.getTypedefNameDecl();
    if (isMember(TD) && TD->getDeclContext() != RD)
      addType(TD);
    return true;
  }

  /// A captured variable whose type is a nested type of the class: the
  /// kernel's parameter names it through the scope.
  void captured(const VarDecl *VD) {
    if (const TagDecl *TD = VD->getType().getNonReferenceType()->getAsTagDecl())
      if (isMember(TD))
        addType(TD);
  }

private:
  /// Is \p D a member of the class or of one of its (non-dependent) bases?
  bool isMember(const Decl *D) const {
    const auto *Owner = dyn_cast<CXXRecordDecl>(D->getDeclContext());
    if (!Owner || Owner->isLambda())
      return false;
    if (Owner->getCanonicalDecl() == RD->getCanonicalDecl())
      return true;
    return RD->hasDefinition() && RD->isDerivedFrom(Owner);
  }

  template <typename Range> bool allStaticMembers(Range Decls) {
    bool Any = false;
    for (const NamedDecl *N : Decls) {
      const NamedDecl *U = N->getUnderlyingDecl();
      if (const auto *FT = dyn_cast<FunctionTemplateDecl>(U))
        U = FT->getTemplatedDecl();
      const auto *MD = dyn_cast<CXXMethodDecl>(U);
      if (!MD || !MD->isStatic() || !isMember(MD))
        return false;
      access(MD);
      Any = true;
    }
    return Any;
  }

  void qualify(SourceLocation L) {
    if (L.isMacroID()) {
      if (Out.InMacro.isInvalid())
        Out.InMacro = SM.getExpansionLoc(L);
      return;
    }
    if (QualifiedAt.insert(L.getRawEncoding()).second)
      Out.Qualify.push_back(L);
  }
  void access(const NamedDecl *D) {
    if (D->getAccess() == AS_public)
      return;
    Out.NeedsAccess = true;
    if (!Out.FirstPrivate)
      Out.FirstPrivate = D;
  }
  void addType(const NamedDecl *D) {
    addOnce(Types, D, Out.Types);
    access(D);
  }
  template <typename T> static void addOnce(std::set<const T *> &Seen, const T *D,
                                            std::vector<const T *> &List) {
    if (Seen.insert(D).second)
      List.push_back(D);
  }

  const CXXRecordDecl *RD;
  ClassScopeUses &Out;
  const SourceManager &SM;
  std::set<unsigned> QualifiedAt;
  std::set<const VarDecl *> Constants;
  std::set<const NamedDecl *> Types;
};

} // namespace

const TagDecl *ClassScopeUses::isNestedType(QualType T) const {
  const TagDecl *TD = T.getNonReferenceType()->getAsTagDecl();
  if (!TD || std::find(Types.begin(), Types.end(), TD) == Types.end())
    return nullptr;
  return TD;
}

ClassScopeUses analyzeClassScope(const LambdaExpr *L, const FunctionDecl *Enclosing,
                                 ASTContext &Ctx) {
  ClassScopeUses Out;
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Enclosing);
  if (!MD || !L)
    return Out;
  const CXXRecordDecl *RD = MD->getParent();
  ScopeUseFinder F(RD, Out, Ctx.getSourceManager());
  for (ParmVarDecl *P : L->getCallOperator()->parameters())
    if (P->getTypeSourceInfo())
      F.TraverseTypeLoc(P->getTypeSourceInfo()->getTypeLoc());
  F.TraverseStmt(L->getBody());
  for (const LambdaCapture &C : L->captures())
    if (C.capturesVariable())
      F.captured(C.getCapturedVar());
  if (Out.Qualify.empty() && Out.Constants.empty() && Out.Types.empty() &&
      Out.InMacro.isInvalid())
    return ClassScopeUses();
  Out.Class = RD;
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  PP.SuppressUnwrittenScope = true;
  Out.Spelling = Ctx.getTypeDeclType(RD).getAsString(PP);
  return Out;
}

} // namespace amp2hip
