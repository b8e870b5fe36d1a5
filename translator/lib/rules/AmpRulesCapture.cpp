//===- AmpRulesCapture.cpp - what a kernel lambda may capture -------------===//
//
//   [&sum](index<1> i) restrict(amp) {...}    by reference, not an array   2001
//   a member function's kernel using `this`                                2002
//   [=] kernel using a concurrency::array or texture (by value)             2003
//   a type declared inside the enclosing function                          1003
//   a member its class does not make public, where no friend can reach it  1016
//   a member of its class named unqualified inside a macro                 1017
//
// AMP captures arrays and textures by reference only (a kernel gets a view
// of their device storage) and everything else by value; `this` points to
// host memory. A HIP kernel lives at namespace scope, where a function's
// local types are not visible. The closure analysis (model/KernelClosure.h)
// found what the kernel uses; this says what of it cannot cross.
//
//   float *data = host.data();
//   parallel_for_each(e, [=](index<1> i) restrict(amp) { data[i[0]] = 0; });  // 2026
//
// A kernel runs on the accelerator with copies of what it captures (AMP 1.2
// section 2.4.1, "lambda expressions cannot capture pointers"): a raw
// pointer, or a pointer to an array_view, would point into host memory
// there. HIP compiles it; the kernel then crashes on a GPU, and on the host
// backend it even works, so the mistake survives the migration. The types
// of captured objects (and of a functor kernel's members) must be
// amp-compatible too (AmpRulesTypes.cpp): no pointer members, no virtual
// bases (2027). Reported at the capture (for [=], the first use).
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

using namespace clang;

namespace amp2hip {

namespace {

/// What a member function's kernel uses from its class (model/ClassScope.h)
/// must be reachable from the kernel at namespace scope.
bool checkClassScope(RuleContext &C, const KernelLaunch &K) {
  const ClassScopeUses &U = K.Closure.Scope;
  if (U.empty())
    return true;
  std::string Class = U.Class->getNameAsString();
  if (U.InMacro.isValid()) {
    C.reportEach(DiagID::ClassScopeNameInMacro, U.InMacro, {Class});
    return false;
  }
  if (U.NeedsAccess && !U.Friendable) {
    const FunctionDecl *FD = K.Closure.Enclosing;
    std::string From = FD->getDescribedFunctionTemplate()
                           ? "member function template '" + FD->getNameAsString() + "'"
                           : "a kernel whose template arguments are not the class's own";
    C.reportEach(DiagID::ClassScopeNotBefriendable, K.Lambda->getBeginLoc(),
                 {U.FirstPrivate->getNameAsString(), Class, From});
    return false;
  }
  return true;
}

} // namespace

bool checkCaptures(RuleContext &C, const KernelLaunch &K) {
  const KernelClosure &Closure = K.Closure;
  if (Closure.ThisUse) {
    C.reportEach(DiagID::CaptureOfThis, Closure.ThisUse->getBeginLoc());
    return false;
  }
  if (const TagDecl *Local = Closure.LocalType) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(Local->getParentFunctionOrMethod());
    C.reportEach(DiagID::KernelUsesFunctionLocalType, Local->getLocation(),
                 {Local->getNameAsString(), FD ? FD->getNameAsString() : "?"});
    return false;
  }
  if (!checkClassScope(C, K))
    return false;
  // In the order the body uses them, as the user reads it.
  std::vector<const ClosureVar *> InUse;
  for (const ClosureVar &V : Closure.Vars)
    InUse.push_back(&V);
  std::sort(InUse.begin(), InUse.end(),
            [](const ClosureVar *A, const ClosureVar *B) { return A->UseOrder < B->UseOrder; });
  bool Ok = true;
  for (const ClosureVar *VP : InUse) {
    const ClosureVar &V = *VP;
    if (V.How == Crossing::Redeclared)
      continue;
    if (V.How == Crossing::ArrayView || V.How == Crossing::TextureView) {
      if (!V.ByRef) {
        C.reportEach(DiagID::ContainerCapturedByValue, K.Lambda->getBeginLoc(),
                     {qualifiedAmpClassName(V.Class), V.Var->getNameAsString()});
        Ok = false;
      }
    } else if (V.ByRef) {
      C.reportEach(DiagID::CaptureByReference, K.Lambda->getBeginLoc(),
                   {V.Var->getNameAsString()});
      Ok = false;
    }
  }
  return Ok;
}


namespace {

std::string typeName(QualType T, const ASTContext &Ctx) {
  return T.getAsString(Ctx.getPrintingPolicy());
}

/// What to write instead of capturing a pointer of type \p T.
std::string pointerAdvice(QualType T) {
  AmpClass Amp = ampClassOf(T->getPointeeType().getCanonicalType());
  if (Amp == AmpClass::ArrayView || Amp == AmpClass::TextureView)
    return "capture the " + ampClassName(Amp).str() + " itself: views are captured by value";
  if (Amp == AmpClass::Array || Amp == AmpClass::Texture)
    return "capture the " + ampClassName(Amp).str() + " by reference instead";
  return "put the data in an array_view and capture that";
}

void checkCapture(RuleContext &C, const std::string &Name, QualType T, SourceLocation Loc) {
  const ASTContext &Ctx = C.S.Ctx;
  if (T.isNull() || T->isDependentType())
    return;
  T = T.getNonReferenceType();
  if (T->isPointerType()) {
    C.report(DiagID::KernelCapturesPointer, Loc, {Name, typeName(T, Ctx), pointerAdvice(T)});
    return;
  }
  std::string Why = ampIncompatibility(T, Ctx);
  if (!Why.empty())
    C.report(DiagID::TypeNotAmpCompatible, Loc,
             {"'" + Name + "', captured by the kernel,", typeName(T.getUnqualifiedType(), Ctx), Why,
              "in what a kernel captures"});
}

void checkLambdaKernel(RuleContext &C, const LambdaExpr *L) {
  for (const LambdaCapture &LC : L->captures()) {
    if (!LC.capturesVariable() || LC.getCaptureKind() != LCK_ByCopy)
      continue; // `this` and by-reference captures are 2001/2002's
    const auto *VD = dyn_cast<VarDecl>(LC.getCapturedVar());
    if (!VD)
      continue;
    checkCapture(C, VD->getNameAsString(), VD->getType(), LC.getLocation());
  }
  checkCaptureCopies(C, L);
}

/// A functor kernel captures its data members.
void checkFunctorKernel(RuleContext &C, const KernelLaunch &K) {
  const CXXRecordDecl *RD = K.Callable->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isLambda())
    return;
  for (const FieldDecl *F : RD->getDefinition()->fields()) {
    SourceLocation Loc = C.S.inScope(F->getLocation()) ? F->getLocation() : K.Call->getBeginLoc();
    checkCapture(C, RD->getNameAsString() + "::" + F->getNameAsString(), F->getType(), Loc);
  }
}

} // namespace

void checkCaptureRules(RuleContext &C) {
  for (const KernelLaunch &K : C.Model.Launches) {
    if (K.Lambda)
      checkLambdaKernel(C, K.Lambda);
    else if (K.Callable)
      checkFunctorKernel(C, K);
  }
}

} // namespace amp2hip
