//===- TileConstructs.h - tile_static, tile barriers, fences --------------===//
//
// The constructs of a tiled kernel that are not classes: `tile_static`
// variables (the amp-include stand-in spells the keyword as an annotation),
// tile_barrier::wait*() calls and AMP's memory fences, resolved or in
// dependent (template) code.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TILECONSTRUCTS_H
#define AMP2HIP_TILECONSTRUCTS_H

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace amp2hip {

/// The annotation `tile_static` puts on \p VD, or null when it is not tile_static.
const clang::AnnotateAttr *tileStaticAttr(const clang::VarDecl *VD);
inline bool isTileStatic(const clang::VarDecl *VD) { return tileStaticAttr(VD) != nullptr; }

/// True for `t.barrier.wait()` and the other tile_barrier::wait*() calls.
bool isTileBarrierWait(const clang::CallExpr *Call);

/// True for all_memory_fence(b), global_memory_fence(b) and
/// tile_static_memory_fence(b).
bool isMemoryFence(const clang::CallExpr *Call);

} // namespace amp2hip

#endif
