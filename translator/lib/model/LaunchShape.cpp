//===- LaunchShape.cpp ----------------------------------------------------===//
#include "LaunchShape.h"
#include "AmpClasses.h"

#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Tile dimensions from template arguments: `tiled_index<16, 16, 0>` is a
/// 2-dimensional tile (AMP fills the unused dimensions with 0).
std::vector<std::string> tileDims(std::vector<std::string> Args) {
  while (Args.size() > 1 && Args.back() == "0")
    Args.pop_back();
  return Args;
}

/// The shape an in-place kernel lambda's parameter gives.
LaunchShape shapeFromParameter(const LambdaExpr *L, const ASTContext &Ctx) {
  LaunchShape Shape;
  const CXXMethodDecl *Op = L->getCallOperator();
  if (Op->getNumParams() != 1) {
    Shape.UnknownAt = L->getBeginLoc();
    Shape.UnknownWhat = "the kernel lambda";
    return Shape;
  }
  const ParmVarDecl *P = Op->getParamDecl(0);
  Shape.IndexParam = P;
  AmpClass Class = ampClassOf(P->getType());
  std::vector<std::string> Args;
  if (P->getTypeSourceInfo())
    Args = writtenTemplateArgs(P->getTypeSourceInfo()->getTypeLoc(), Ctx.getSourceManager(),
                               Ctx.getLangOpts());
  if (Args.empty())
    Args = templateArgValues(P->getType(), Ctx);
  if (Class == AmpClass::TiledIndex) {
    Shape.Known = Shape.Tiled = true;
    Shape.TileDims = tileDims(Args);
    Shape.Rank = std::to_string(Shape.TileDims.size());
  } else if (Class == AmpClass::Index && !Args.empty()) {
    Shape.Known = true;
    Shape.Rank = Args[0];
    // `index<rank>` with a local `const int rank = 1;`: the value, since the
    // kernel's signature cannot see the enclosing function's locals.
    std::vector<std::string> Values = templateArgValues(P->getType(), Ctx);
    if (!P->getType()->isDependentType() && !Values.empty())
      Shape.Rank = Values[0];
  } else {
    Shape.UnknownAt = P->getBeginLoc();
    Shape.UnknownWhat = P->getType().getAsString(Ctx.getPrintingPolicy());
  }
  return Shape;
}

/// The shape the domain's type gives (functors, named lambdas, *this).
LaunchShape shapeFromDomain(const Expr *Domain, const ASTContext &Ctx) {
  LaunchShape Shape;
  QualType DT = Domain->getType();
  AmpClass Class = ampClassOf(DT);
  std::vector<std::string> Args = templateArgValues(DT, Ctx);
  if (Class == AmpClass::TiledExtent && !Args.empty()) {
    Shape.Known = Shape.Tiled = true;
    Shape.TileDims = tileDims(Args);
    Shape.Rank = std::to_string(Shape.TileDims.size());
  } else if (Class == AmpClass::Extent && !Args.empty()) {
    Shape.Known = true;
    Shape.Rank = Args[0];
  } else {
    Shape.UnknownAt = Domain->getBeginLoc();
    Shape.UnknownWhat = DT.getAsString(Ctx.getPrintingPolicy());
  }
  return Shape;
}

} // namespace

LaunchShape launchShape(const LambdaExpr *InPlace, const Expr *Domain, const CXXMethodDecl *Entry,
                        const ASTContext &Ctx) {
  LaunchShape Shape = InPlace ? shapeFromParameter(InPlace, Ctx) : shapeFromDomain(Domain, Ctx);
  if (!Shape.Known)
    Shape.Tiled = ampClassOf(Domain->getType()) == AmpClass::TiledExtent ||
                  (Entry && Entry->getNumParams() == 1 &&
                   ampClassOf(Entry->getParamDecl(0)->getType()) == AmpClass::TiledIndex);
  return Shape;
}

} // namespace amp2hip
