//===- LaunchShape.cpp ----------------------------------------------------===//
#include "LaunchShape.h"
#include "AmpClasses.h"
#include "SourceText.h"

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

/// The shape an index or tiled_index parameter \p P gives.
LaunchShape shapeFromIndexParam(const ParmVarDecl *P, const ASTContext &Ctx) {
  LaunchShape Shape;
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

/// The shape an in-place kernel lambda's parameter gives.
LaunchShape shapeFromParameter(const LambdaExpr *L, const ASTContext &Ctx) {
  const CXXMethodDecl *Op = L->getCallOperator();
  if (Op->getNumParams() == 1)
    return shapeFromIndexParam(Op->getParamDecl(0), Ctx);
  LaunchShape Shape;
  Shape.UnknownAt = L->getBeginLoc();
  Shape.UnknownWhat = "the kernel lambda";
  return Shape;
}

/// The shape a functor's or named lambda's operator() gives, when its
/// parameter's type is its own (a class template's `index<N>` names that
/// class's N, which the kernel does not have).
LaunchShape shapeFromEntry(const CXXMethodDecl *Entry, const ASTContext &Ctx) {
  if (!Entry || Entry->getNumParams() != 1 || Entry->getParamDecl(0)->getType()->isDependentType())
    return LaunchShape();
  LaunchShape Shape = shapeFromIndexParam(Entry->getParamDecl(0), Ctx);
  Shape.IndexParam = nullptr;
  return Shape;
}

/// Does the domain, whose type a template decides, look tiled
/// (`e.template tile<TS>()`, a `tiled_extent<...>` of dependent sizes)?
bool looksTiled(const Expr *Domain, const ASTContext &Ctx) {
  if (ampClassOf(Domain->getType()) == AmpClass::TiledExtent)
    return true;
  std::string Text = originalText(Ctx.getSourceManager(), Ctx.getLangOpts(),
                                  Domain->getSourceRange());
  return Text.find("tile") != std::string::npos;
}

/// The tile sizes written in `e.template tile<T0, T1>()` when a template
/// decides the type of `e` (the call's type is then dependent too).
std::vector<std::string> writtenTileCall(const Expr *Domain, const ASTContext &Ctx) {
  const auto *Call = dyn_cast<CallExpr>(Domain->IgnoreParenImpCasts());
  if (!Call)
    return {};
  const Expr *Callee = Call->getCallee()->IgnoreParens();
  std::string Member;
  ArrayRef<TemplateArgumentLoc> Written;
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(Callee)) {
    Member = M->getMember().getAsString();
    Written = M->template_arguments();
  } else if (const auto *M = dyn_cast<UnresolvedMemberExpr>(Callee)) {
    // `m_extent.tile<TS>()` on a member of the current instantiation.
    Member = M->getName().getAsString();
    Written = M->template_arguments();
  }
  std::vector<std::string> Args;
  if (Member != "tile")
    return Args;
  for (const TemplateArgumentLoc &A : Written)
    Args.push_back(originalText(Ctx.getSourceManager(), Ctx.getLangOpts(), A.getSourceRange()));
  return Args;
}

/// The shape the domain's type gives (functors, named lambdas, *this).
LaunchShape shapeFromDomain(const Expr *Domain, const ASTContext &Ctx) {
  LaunchShape Shape;
  std::vector<std::string> Written = writtenTileCall(Domain, Ctx);
  if (!Written.empty()) {
    Shape.Known = Shape.Tiled = true;
    Shape.TileDims = tileDims(Written);
    Shape.Rank = std::to_string(Shape.TileDims.size());
    return Shape;
  }
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
    // `<dependent type>` says nothing: the domain as written does.
    Shape.UnknownWhat = DT->isDependentType()
                            ? originalText(Ctx.getSourceManager(), Ctx.getLangOpts(),
                                           Domain->getSourceRange())
                            : DT.getAsString(Ctx.getPrintingPolicy());
  }
  return Shape;
}

} // namespace

LaunchShape launchShape(const LambdaExpr *InPlace, const Expr *Domain, const CXXMethodDecl *Entry,
                        const ASTContext &Ctx) {
  LaunchShape Shape = InPlace ? shapeFromParameter(InPlace, Ctx) : shapeFromDomain(Domain, Ctx);
  if (!Shape.Known && Shape.IndexParam) {
    // `[=](typename View::index_type i)` over an `extent<2>`.
    LaunchShape FromDomain = shapeFromDomain(Domain, Ctx);
    if (FromDomain.Known) {
      FromDomain.IndexParam = Shape.IndexParam;
      return FromDomain;
    }
  }
  if (!Shape.Known && !InPlace) {
    LaunchShape FromEntry = shapeFromEntry(Entry, Ctx);
    if (FromEntry.Known)
      return FromEntry;
  }
  if (!Shape.Known)
    Shape.Tiled = ampClassOf(Domain->getType()) == AmpClass::TiledExtent ||
                  (Entry && Entry->getNumParams() == 1 &&
                   ampClassOf(Entry->getParamDecl(0)->getType()) == AmpClass::TiledIndex);
  if (!Shape.Known && !Shape.Tiled && Domain->isTypeDependent() && !looksTiled(Domain, Ctx)) {
    Shape.Known = Shape.RankFromDomain = true;
    Shape.Rank.clear();
  }
  return Shape;
}

} // namespace amp2hip
