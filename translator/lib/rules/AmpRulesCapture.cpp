//===- AmpRulesCapture.cpp - what a kernel lambda may capture -------------===//
//
//   [&sum](index<1> i) restrict(amp) {...}    by reference, not an array   2001
//   a member function's kernel using `this`                                2002
//   [=] kernel using a concurrency::array or texture (by value)             2003
//   a type declared inside the enclosing function                          1003
//
// AMP captures arrays and textures by reference only (a kernel gets a view
// of their device storage) and everything else by value; `this` points to
// host memory. A HIP kernel lives at namespace scope, where a function's
// local types are not visible. The closure analysis (model/KernelClosure.h)
// found what the kernel uses; this says what of it cannot cross.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

using namespace clang;

namespace amp2hip {

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

} // namespace amp2hip
