//===- LaunchShape.h - the shape of a launch: tiled or not, rank, tile -----===//
//
// The shape comes from the kernel's own parameter when the kernel is a
// lambda written in place (`[=](tiled_index<16, 16> t)`), else from the
// domain's type (`tiled_extent<16, 16>`, `extent<N>`), else from the
// operator() of a functor or named lambda. Ranks and tile dimensions are
// kept as text, so that a template parameter (`N`, `TS`) stays a template
// parameter in the output. When a template decides the domain's type and
// the kernel's parameter does not tell the rank (`typename View::index_type`,
// `v.extent` of a `View v`), an untiled kernel takes its rank as a template
// parameter of its own and the launch passes the domain's (RankFromDomain).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_LAUNCHSHAPE_H
#define AMP2HIP_LAUNCHSHAPE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include <string>
#include <vector>

namespace amp2hip {

struct LaunchShape {
  /// The rank could be read from the types. When it could not, the launch
  /// is not translated (amp2hip-1004 says where: UnknownAt, UnknownWhat).
  bool Known = false;
  /// A tiled launch (for an unknown shape: the domain is a tiled_extent or
  /// the kernel's parameter a tiled_index).
  bool Tiled = false;
  std::string Rank;                  ///< "2", or a template parameter.
  /// The rank is the domain's, known once the enclosing template is
  /// instantiated (Rank is then empty: kernel and launch emission name it).
  bool RankFromDomain = false;
  std::vector<std::string> TileDims; ///< AMP order, as written; trailing zeros dropped.
  /// The index or tiled_index parameter of an in-place kernel lambda.
  const clang::ParmVarDecl *IndexParam = nullptr;
  clang::SourceLocation UnknownAt;
  std::string UnknownWhat; ///< The type the rank could not be read from.
};

/// The shape of a launch over \p Domain whose kernel is \p InPlace (a lambda
/// written in the call) or, when that is null, the operator() \p Entry.
LaunchShape launchShape(const clang::LambdaExpr *InPlace, const clang::Expr *Domain,
                        const clang::CXXMethodDecl *Entry, const clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
