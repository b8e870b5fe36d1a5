//===- KernelLaunch.h - a parallel_for_each, worked out once --------------===//
//
//   parallel_for_each([av,] domain, callable)
//
// What every rule and rewrite needs to know about a launch: its arguments,
// what kind of callable the kernel is and its operator(), the shape
// (LaunchShape.h) and the closure (KernelClosure.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_KERNELLAUNCH_H
#define AMP2HIP_KERNELLAUNCH_H

#include "KernelClosure.h"
#include "LaunchShape.h"

namespace amp2hip {

/// What the kernel argument of a launch is.
enum class KernelCallable {
  InPlaceLambda, ///< parallel_for_each(e, [=](index<1> i) restrict(amp) {...})
  NamedLambda,   ///< auto body = [=](...) restrict(amp) {...}; parallel_for_each(e, body)
  Functor,       ///< an object of a class with operator() restrict(amp)
  This,          ///< parallel_for_each(e, *this) in a member of such a class
  NotCallable,   ///< neither a lambda nor a class object (amp2hip-1002)
};

/// A `parallel_for_each` call.
struct KernelLaunch {
  const clang::CallExpr *Call = nullptr;
  const clang::Expr *AcceleratorView = nullptr; ///< The optional first argument.
  const clang::Expr *Domain = nullptr;          ///< extent or tiled_extent.
  const clang::Expr *Callable = nullptr;
  KernelCallable Kind = KernelCallable::NotCallable;
  const clang::LambdaExpr *Lambda = nullptr; ///< When the callable is written in place.
  /// For a named lambda: the lambda its variable was initialized with.
  const clang::LambdaExpr *NamedLambda = nullptr;
  /// The operator() that is the kernel: the lambda's, the functor's.
  const clang::CXXMethodDecl *Entry = nullptr;
  LaunchShape Shape;
  KernelClosure Closure;
};

/// The launch \p Call (a parallel_for_each), with its callable, shape and closure.
KernelLaunch analyzeLaunch(const clang::CallExpr *Call, clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
