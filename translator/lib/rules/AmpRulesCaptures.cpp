//===- AmpRulesCaptures.cpp - what a kernel may capture -------------------===//
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

std::string typeName(QualType T, const ASTContext &Ctx) {
  return T.getAsString(Ctx.getPrintingPolicy());
}

/// What to write instead of capturing a pointer of type \p T.
std::string pointerAdvice(QualType T) {
  std::string Amp = ampClassName(T->getPointeeType().getCanonicalType());
  if (Amp == "array_view" || Amp == "texture_view")
    return "capture the " + Amp + " itself: views are captured by value";
  if (Amp == "array" || Amp == "texture")
    return "capture the " + Amp + " by reference instead";
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
  for (const KernelLaunch &K : C.Index.Launches) {
    if (K.Lambda)
      checkLambdaKernel(C, K.Lambda);
    else if (K.Callable)
      checkFunctorKernel(C, K);
  }
}

} // namespace amp2hip
