//===- AmpRulesTileStatic.cpp - where tile_static may appear --------------===//
//
//   tile_static int s[16];       in an untiled kernel, CPU code, at namespace
//                                scope or in a restrict(amp, cpu) function: 2008
//   tile_static int n = 0;       an initializer: 2009
//
// tile_static memory belongs to a tile; outside a tiled kernel there is no
// tile to hold it (HIP's __shared__ would compile in an untiled kernel and
// silently share the variable between unrelated threads of a block). Every
// thread of the tile would run an initializer, racing with the threads that
// already use the variable, so AMP forbids one.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Is \p Init what the compiler wrote for a variable without an initializer
/// (default construction of a class or of an array of them)?
bool isImplicitInit(const Expr *Init) {
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Init))
    return CE->getNumArgs() == 0 && !CE->isListInitialization();
  return false;
}

/// The function whose code \p FD's body belongs to: a lambda that is not AMP
/// code by itself (no restrict) belongs to the function around it.
const FunctionDecl *owningFunction(RuleContext &C, const FunctionDecl *FD) {
  while (FD && !C.Graph.bodyOf(FD)) {
    const auto *MD = dyn_cast<CXXMethodDecl>(FD);
    if (!MD || !MD->getParent()->isLambda())
      break;
    FD = dyn_cast_or_null<FunctionDecl>(MD->getParent()->getParentFunctionOrMethod());
  }
  return FD;
}

} // namespace

void checkTileStaticRules(RuleContext &C) {
  for (const VarDecl *VD : C.Model.TileStatics) {
    std::string Name = VD->getNameAsString();
    if (const Expr *Init = VD->getInit())
      if (!isImplicitInit(Init))
        C.report(DiagID::TileStaticInitializer, VD->getLocation(), {Name});

    const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    FD = owningFunction(C, FD);
    std::string Where;
    if (!FD) {
      Where = "is declared outside any function";
    } else if (const AmpBody *B = C.Graph.bodyOf(FD)) {
      unsigned I = B - C.Graph.Bodies.data();
      if (B->Kernel && !B->Tiled)
        Where = "is declared in a kernel over an untiled extent";
      else if (B->CpuToo)
        Where = "is declared in a restrict(amp, cpu) function, which also runs on the CPU";
      else if (!B->Kernel && C.Graph.FromUntiled.count(I) && !C.Graph.FromTiled.count(I))
        Where = "is declared in '" + FD->getNameAsString() + "', which only untiled kernels call";
    } else {
      Where = "is declared in CPU code ('" + FD->getNameAsString() + "')";
    }
    if (!Where.empty())
      C.report(DiagID::TileStaticOutsideTiledKernel, VD->getLocation(), {Name, Where});
  }
}

} // namespace amp2hip
