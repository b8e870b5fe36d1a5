//===- KernelLaunch.cpp ---------------------------------------------------===//
#include "KernelLaunch.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The operator() of a functor kernel's class (a named lambda's closure too).
const CXXMethodDecl *callOperator(const CXXRecordDecl *RD) {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  for (const CXXMethodDecl *MD : RD->getDefinition()->methods())
    if (MD->getOverloadedOperator() == OO_Call)
      return MD;
  return nullptr;
}

KernelCallable callableKind(const Expr *Callable, const LambdaExpr **Named) {
  const Expr *E = ignoreWrappers(Callable);
  if (isa<LambdaExpr>(E))
    return KernelCallable::InPlaceLambda;
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_Deref && isa<CXXThisExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
      return KernelCallable::This;
  QualType T = Callable->getType().getNonReferenceType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      const auto *Init = VD->getInit() ? dyn_cast<LambdaExpr>(ignoreWrappers(VD->getInit())) : nullptr;
      // In a template a lambda is type-dependent, so `auto body = [=](...)`
      // keeps an undeduced type: the initializer says what it is.
      if ((RD && RD->isLambda()) || (!RD && Init)) {
        *Named = Init;
        return KernelCallable::NamedLambda;
      }
    }
  if (!RD)
    return T->isDependentType() ? KernelCallable::Functor : KernelCallable::NotCallable;
  return KernelCallable::Functor;
}

} // namespace

KernelLaunch analyzeLaunch(const CallExpr *Call, ASTContext &Ctx) {
  KernelLaunch K;
  K.Call = Call;
  unsigned N = Call->getNumArgs();
  if (N == 3)
    K.AcceleratorView = Call->getArg(0);
  if (N < 2)
    return K;
  K.Domain = Call->getArg(N - 2);
  K.Callable = Call->getArg(N - 1);
  K.Kind = callableKind(K.Callable, &K.NamedLambda);
  if (K.Kind == KernelCallable::InPlaceLambda) {
    K.Lambda = cast<LambdaExpr>(ignoreWrappers(K.Callable));
    K.Entry = K.Lambda->getCallOperator();
  } else {
    K.Entry = callOperator(K.Callable->getType().getNonReferenceType()->getAsCXXRecordDecl());
    if (!K.Entry && K.NamedLambda)
      K.Entry = K.NamedLambda->getCallOperator();
  }
  K.Closure = analyzeClosure(Call, K.Lambda, Ctx);
  // `*this` in a member of a class template has a dependent type: the
  // class is the member's.
  if (!K.Entry && K.Kind == KernelCallable::This)
    if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(K.Closure.Enclosing))
      K.Entry = callOperator(MD->getParent());
  K.Shape = launchShape(K.Lambda, K.Domain, K.Entry, Ctx);
  return K;
}

} // namespace amp2hip
