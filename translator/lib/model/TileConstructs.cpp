//===- TileConstructs.cpp -------------------------------------------------===//
#include "TileConstructs.h"
#include "AmpClasses.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace amp2hip {

const AnnotateAttr *tileStaticAttr(const VarDecl *VD) {
  // runtime-shim/amp-include/amp.h: #define tile_static __attribute__((annotate(...)))
  for (const auto *A : VD->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "amp2hip.tile_static")
      return A;
  return nullptr;
}

bool isTileBarrierWait(const CallExpr *Call) {
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    const CXXMethodDecl *MD = MC->getMethodDecl();
    return MD && MD->getIdentifier() && MD->getName().startswith("wait") &&
           ampClassOfDecl(MD->getParent()) == AmpClass::TileBarrier;
  }
  // In a template: `t.barrier.wait()` on a dependent tiled_index.
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(Call->getCallee()->IgnoreParens())) {
    if (DM->getMember().getAsString().rfind("wait", 0) != 0)
      return false;
    if (DM->isImplicitAccess())
      return false;
    const Expr *Base = DM->getBase()->IgnoreParenImpCasts();
    if (const auto *BM = dyn_cast<CXXDependentScopeMemberExpr>(Base))
      return BM->getMember().getAsString() == "barrier";
    return ampClassOf(Base->getType()) == AmpClass::TileBarrier;
  }
  return false;
}

bool isMemoryFence(const CallExpr *Call) {
  static const char *const Names[] = {"all_memory_fence", "global_memory_fence",
                                      "tile_static_memory_fence"};
  std::string Name;
  if (const FunctionDecl *FD = Call->getDirectCallee()) {
    if (!FD->getIdentifier() || !isInAmpNamespace(FD))
      return false;
    Name = FD->getName().str();
  } else if (const auto *ULE =
                 dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreParenImpCasts())) {
    Name = ULE->getName().getAsString();
  }
  for (const char *N : Names)
    if (Name == N)
      return true;
  return false;
}

} // namespace amp2hip
