//===- LaunchShape.cpp ----------------------------------------------------===//
#include "LaunchShape.h"
#include "AmpClasses.h"

#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The operator() of a functor kernel's class (a named lambda's closure too).
const CXXMethodDecl *callOperator(const Expr *Callable) {
  const CXXRecordDecl *RD = Callable->getType().getNonReferenceType()->getAsCXXRecordDecl();
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
  if (!RD)
    return T->isDependentType() ? KernelCallable::Functor : KernelCallable::NotCallable;
  if (RD->isLambda())
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
        if (VD->getInit())
          *Named = dyn_cast<LambdaExpr>(ignoreWrappers(VD->getInit()));
        return KernelCallable::NamedLambda;
      }
  return KernelCallable::Functor;
}

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

LaunchShape launchShape(const KernelLaunch &K, const ASTContext &Ctx) {
  LaunchShape Shape = K.Lambda ? shapeFromParameter(K.Lambda, Ctx) : shapeFromDomain(K.Domain, Ctx);
  if (!Shape.Known)
    Shape.Tiled = ampClassOf(K.Domain->getType()) == AmpClass::TiledExtent ||
                  (K.Entry && K.Entry->getNumParams() == 1 &&
                   ampClassOf(K.Entry->getParamDecl(0)->getType()) == AmpClass::TiledIndex);
  return Shape;
}

KernelLaunch analyzeLaunch(const CallExpr *Call, const ASTContext &Ctx) {
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
    K.Entry = callOperator(K.Callable);
  }
  K.Shape = launchShape(K, Ctx);
  return K;
}

} // namespace amp2hip
