//===- LaunchShape.h - a parallel_for_each and the shape of its kernel ----===//
//
//   parallel_for_each([av,] domain, callable)
//
// What every rule and rewrite needs to know about a launch, worked out once:
// its arguments, what kind of callable the kernel is, and the shape (tiled or
// not, rank, tile dimensions as written).
//
// The shape comes from the kernel's own parameter when the kernel is a
// lambda written in place (`[=](tiled_index<16, 16> t)`), else from the
// domain's type (`tiled_extent<16, 16>`, `extent<N>`). Ranks and tile
// dimensions are kept as text, so that a template parameter (`N`, `TS`)
// stays a template parameter in the output.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_LAUNCHSHAPE_H
#define AMP2HIP_LAUNCHSHAPE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include <string>
#include <vector>

namespace amp2hip {

/// What the kernel argument of a launch is.
enum class KernelCallable {
  InPlaceLambda, ///< parallel_for_each(e, [=](index<1> i) restrict(amp) {...})
  NamedLambda,   ///< auto body = [=](...) restrict(amp) {...}; parallel_for_each(e, body)
  Functor,       ///< an object of a class with operator() restrict(amp)
  This,          ///< parallel_for_each(e, *this) in a member of such a class
  NotCallable,   ///< neither a lambda nor a class object (amp2hip-1002)
};

struct LaunchShape {
  /// The rank could be read from the types. When it could not, the launch
  /// is not translated (amp2hip-1004 says where: UnknownAt, UnknownWhat).
  bool Known = false;
  /// A tiled launch (for an unknown shape: the domain is a tiled_extent or
  /// the kernel's parameter a tiled_index).
  bool Tiled = false;
  std::string Rank;                  ///< "2", or a template parameter.
  std::vector<std::string> TileDims; ///< AMP order, as written; trailing zeros dropped.
  /// The index or tiled_index parameter of an in-place kernel lambda.
  const clang::ParmVarDecl *IndexParam = nullptr;
  clang::SourceLocation UnknownAt;
  std::string UnknownWhat; ///< The type the rank could not be read from.
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
};

/// The launch \p Call (a parallel_for_each), with its callable and shape.
KernelLaunch analyzeLaunch(const clang::CallExpr *Call, const clang::ASTContext &Ctx);

/// The shape of a launch whose arguments and callable are known.
LaunchShape launchShape(const KernelLaunch &K, const clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
