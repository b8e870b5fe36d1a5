//===- AmpRulesCompound.cpp - what amp code declares and builds -----------===//
//
// restrict(amp) code "can declare only int, unsigned int, float, and double
// variables, and classes and structures that contain only these types"; bool
// only 4-byte aligned in a compound type; no pointers in structures, no
// function pointers; a lambda cannot capture pointers (Microsoft's restrict
// (C++ AMP) page). Visual C++ rejects, where HIP compiles or fails far from
// the AMP line:
//
//   struct Flags { unsigned ready : 1; } f;          // 2033 (C3581): bit-field
//   struct Node { int v; Link next; } n;             // 2033: Link has a pointer
//   bool *p = flags; p + 1                           // 2034 (C3599)
//   array<int, 1> scratch(4);                        // 2035: arrays are made on the host
//   [=] { return *p; }                               // 2036: captures a pointer
//   int (*op)(int) = nullptr;                        // 2013: a function pointer
//
// Checked in every body of AMP code (the model's call graph), nested lambdas
// without a restriction included, like AmpRulesLanguage.cpp.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// A pointer to bool, where the expression is one (not an array of bool).
bool isBoolPointer(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *IC = dyn_cast<ImplicitCastExpr>(E))
    if (IC->getCastKind() == CK_ArrayToPointerDecay)
      return false;
  QualType T = E->getType();
  return T->isPointerType() && T->getPointeeType()->isBooleanType();
}

/// Why amp code cannot hold an object of class \p RD: a bit-field or a
/// pointer member, at any depth of its members and bases; "" when it can.
/// (Virtual functions are the calls' rule, 2012.)
std::string holdIncompatibility(const CXXRecordDecl *RD, const ASTContext &Ctx, unsigned Depth) {
  if (!RD || !RD->hasDefinition() || Depth > 8 || isInAmpNamespace(RD))
    return "";
  RD = RD->getDefinition();
  for (const FieldDecl *F : RD->fields()) {
    if (F->isBitField())
      return "has the bit-field member '" + F->getNameAsString() + "'";
    QualType FT = Ctx.getBaseElementType(F->getType());
    if (FT->isPointerType() || FT->isMemberPointerType())
      return "has the pointer member '" + F->getNameAsString() + "'";
    std::string Why = holdIncompatibility(FT->getAsCXXRecordDecl(), Ctx, Depth + 1);
    if (!Why.empty())
      return Why + " (through its member '" + F->getNameAsString() + "')";
  }
  for (const CXXBaseSpecifier &B : RD->bases()) {
    std::string Why = holdIncompatibility(B.getType()->getAsCXXRecordDecl(), Ctx, Depth + 1);
    if (!Why.empty())
      return Why + " (through its base '" + B.getType().getAsString() + "')";
  }
  return "";
}

class CompoundChecker : public RecursiveASTVisitor<CompoundChecker> {
public:
  CompoundChecker(RuleContext &C, const AmpBody &B) : C(C), B(B) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  // A class declared in this code: its members are bodies of their own when
  // they take the code's restriction (model/Restrictions.h) and cpu code
  // when they say restrict(cpu); neither is part of this body.
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  void run() {
    for (const ParmVarDecl *P : B.Fn->parameters())
      checkDeclaredType(P);
    TraverseStmt(const_cast<Stmt *>(B.Body));
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    // What a lambda inside AMP code captures; a restrict(amp) lambda's body
    // is checked on its own.
    for (const LambdaCapture &Cap : L->captures()) {
      if (!Cap.capturesVariable())
        continue;
      const auto *V = dyn_cast<VarDecl>(Cap.getCapturedVar());
      QualType T = V ? V->getType() : QualType();
      if (!T.isNull() && !T->isDependentType() && T.getNonReferenceType()->isPointerType())
        C.report(DiagID::LambdaCapturesPointerInAmp,
                 Cap.isImplicit() ? L->getBeginLoc() : Cap.getLocation(),
                 {V->getNameAsString(), T.getAsString(C.S.Ctx.getPrintingPolicy())});
    }
    if (C.Graph.bodyOf(L->getCallOperator()))
      return true;
    for (const ParmVarDecl *P : L->getCallOperator()->parameters())
      checkDeclaredType(P);
    return TraverseStmt(L->getBody());
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (!isa<ParmVarDecl>(VD))
      checkDeclaredType(VD);
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAdditiveOp() || BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign)
      for (const Expr *E : {BO->getLHS(), BO->getRHS()})
        if (isBoolPointer(E))
          return reportBoolArithmetic(E, BO->getOperatorLoc());
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() && isBoolPointer(UO->getSubExpr()))
      return reportBoolArithmetic(UO->getSubExpr(), UO->getOperatorLoc());
    return true;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    if (isBoolPointer(E->getBase()->IgnoreImpCasts()))
      return reportBoolArithmetic(E->getBase(), E->getRBracketLoc());
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (E->getType()->isDependentType() ||
        ampClassOf(E->getType().getCanonicalType()) != AmpClass::Array)
      return true;
    C.report(DiagID::ArrayConstructedInAmp, E->getBeginLoc(),
             {E->getType().getUnqualifiedType().getAsString(C.S.Ctx.getPrintingPolicy())});
    return true;
  }

private:
  /// A local or parameter: of a class amp code cannot hold (a bit-field or
  /// a pointer member at any depth), or a local function pointer.
  void checkDeclaredType(const VarDecl *VD) {
    QualType T = VD->getType();
    if (T.isNull() || T->isDependentType())
      return;
    QualType Base = C.S.Ctx.getBaseElementType(T.getNonReferenceType());
    // A parameter's calls are reported where they are (LanguageChecker).
    if ((Base->isFunctionPointerType() || Base->isMemberFunctionPointerType()) &&
        !isa<ParmVarDecl>(VD)) {
      C.report(DiagID::FunctionPointerInAmp, VD->getLocation(),
               {"'" + VD->getNameAsString() + "' of type '" +
                T.getAsString(C.S.Ctx.getPrintingPolicy()) + "'"});
      return;
    }
    const CXXRecordDecl *RD = Base->getAsCXXRecordDecl();
    if (!RD || RD->isLambda() || C.S.SM.isInSystemHeader(RD->getLocation()))
      return;
    std::string Why = holdIncompatibility(RD, C.S.Ctx, 0);
    if (!Why.empty())
      C.report(DiagID::TypeNotAmpInAmpCode, VD->getLocation(),
               {VD->getNameAsString(), Base.getUnqualifiedType().getAsString(
                                           C.S.Ctx.getPrintingPolicy()),
                Why});
  }

  bool reportBoolArithmetic(const Expr *Pointer, SourceLocation Loc) {
    std::string Name = "the pointer";
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Pointer->IgnoreParenImpCasts()))
      Name = "'" + DRE->getDecl()->getNameAsString() + "'";
    C.report(DiagID::BoolPointerArithmeticInAmp, Loc, {Name});
    return true;
  }

  RuleContext &C;
  const AmpBody &B;
};

} // namespace

void checkCompoundRules(RuleContext &C) {
  for (const AmpBody &B : C.Graph.Bodies)
    CompoundChecker(C, B).run();
}

} // namespace amp2hip
