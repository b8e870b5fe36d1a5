//===- AmpRulesImplicit.cpp - implicit members used in restrict(amp) code -===//
//
//   struct Color { Color(const Color &o) restrict(cpu); ... };
//   struct Pixel { Color c; float depth; };     // implicit copy: cpu only
//   ... restrict(amp) { Pixel p = pixels[i]; }  // 2030
//
// The compiler writes the special members a class does not declare (and
// those declared `= default`), and AMP gives each the restriction that what
// it calls allows (AMP 1.2 section 2.3.3): a copy constructor that must copy
// a member with a restrict(cpu) copy constructor is itself cpu only, so
// using it in amp code is an error in Visual C++. Clang sees no restriction
// at all, so the call would reach HIP as a host function called from device
// code, reported in generated code far from the cause. Reported at the use,
// naming the member's callee that is not restrict(amp).
//
//   Pixel p; ... parallel_for_each(e, [=](index<1> i) restrict(amp) {
//     ... p.depth ...                          // 2030: the kernel copies p
//   float depth_of(Pixel p) restrict(amp);    // 2030 where it is called
//
// A copy for a by-value parameter is a construction in the caller's body,
// found with the other calls; a by-value capture is a copy too, made on the
// accelerator for a kernel (the closure crosses by copy) and where the
// lambda is written for a lambda inside amp code (checkCaptureCopies).
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The functions an implicit member's initializers and body call.
class CalleeCollector : public RecursiveASTVisitor<CalleeCollector> {
public:
  std::vector<const FunctionDecl *> Callees;
  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *FD = E->getDirectCallee())
      Callees.push_back(FD);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (E->getConstructor())
      Callees.push_back(E->getConstructor());
    return true;
  }
};

std::vector<const FunctionDecl *> calleesOf(const FunctionDecl *FD) {
  CalleeCollector CC;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->getInit())
        CC.TraverseStmt(Init->getInit());
  if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(FD)) {
    // Member and base destructors run without an expression in the AST.
    const CXXRecordDecl *RD = Dtor->getParent();
    auto Add = [&](QualType T) {
      if (const CXXRecordDecl *M = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl())
        if (M->hasDefinition() && M->getDestructor())
          CC.Callees.push_back(M->getDestructor());
    };
    for (const FieldDecl *F : RD->fields())
      Add(F->getType());
    for (const CXXBaseSpecifier &B : RD->bases())
      Add(B.getType());
  }
  if (FD->hasBody())
    CC.TraverseStmt(FD->getBody());
  return CC.Callees;
}

bool isImplicitMember(const FunctionDecl *FD) { return FD->isImplicit() || FD->isDefaulted(); }

/// The first function, reached from \p FD through implicit members only,
/// that is user code and not restrict(amp); null if there is none.
const FunctionDecl *cpuOnlyCallee(RuleContext &C, const FunctionDecl *FD,
                                  std::set<const FunctionDecl *> &Seen) {
  if (!Seen.insert(FD->getCanonicalDecl()).second)
    return nullptr;
  for (const FunctionDecl *Callee : calleesOf(FD)) {
    if (isInAmpNamespace(Callee) || Callee->getBuiltinID())
      continue;
    if (isImplicitMember(Callee)) {
      if (const FunctionDecl *Found = cpuOnlyCallee(C, Callee, Seen))
        return Found;
      continue;
    }
    const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
    if (!Pattern)
      Pattern = Callee;
    if (!C.S.inScope(Pattern->getLocation()) || C.S.SM.isInSystemHeader(Pattern->getLocation()))
      continue;
    if (!C.Model.Restrict.isAmp(Callee))
      return Callee;
  }
  return nullptr;
}

std::string memberKind(const FunctionDecl *FD) {
  std::string How = FD->isDefaulted() && !FD->isImplicit() ? "defaulted " : "implicit ";
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    return How + (Ctor->isCopyConstructor()   ? "copy constructor"
                  : Ctor->isMoveConstructor() ? "move constructor"
                                              : "default constructor");
  if (isa<CXXDestructorDecl>(FD))
    return How + "destructor";
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    return How + (MD->isMoveAssignmentOperator() ? "move assignment" : "copy assignment");
  return How + "member";
}

} // namespace

void checkImplicitMember(RuleContext &C, const FunctionDecl *FD, SourceLocation Loc) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || MD->getParent()->isLambda() || isInAmpNamespace(FD) ||
      C.S.SM.isInSystemHeader(MD->getParent()->getLocation()))
    return;
  std::set<const FunctionDecl *> Seen;
  if (const FunctionDecl *Culprit = cpuOnlyCallee(C, FD, Seen))
    C.report(DiagID::ImplicitMemberNotAmp, Loc,
             {MD->getParent()->getNameAsString(), memberKind(FD),
              Culprit->getQualifiedNameAsString()});
}

void checkCaptureCopies(RuleContext &C, const LambdaExpr *L) {
  auto Init = L->capture_init_begin();
  for (const LambdaCapture &LC : L->captures()) {
    const Expr *E = *Init++;
    if (!E || !LC.capturesVariable() || LC.getCaptureKind() != LCK_ByCopy ||
        (LC.getCapturedVar() && cast<VarDecl>(LC.getCapturedVar())->isInitCapture()))
      continue;
    const auto *Copy = dyn_cast<CXXConstructExpr>(E->IgnoreImplicit());
    const CXXConstructorDecl *Ctor = Copy ? Copy->getConstructor() : nullptr;
    if (!Ctor || !Ctor->isCopyOrMoveConstructor() || isInAmpNamespace(Ctor) ||
        C.S.SM.isInSystemHeader(Ctor->getLocation()))
      continue;
    if (isImplicitMember(Ctor)) {
      checkImplicitMember(C, Ctor, LC.getLocation());
      continue;
    }
    if (C.S.inScope(Ctor->getLocation()) && !C.Model.Restrict.isAmp(Ctor))
      C.report(DiagID::CallToNonAmpFunction, LC.getLocation(), {Ctor->getQualifiedNameAsString()});
  }
}

} // namespace amp2hip
