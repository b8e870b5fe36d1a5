//===- BarrierRewrite.cpp - tile barriers and fences ----------------------===//
//
// Every tile_barrier::wait*() becomes __syncthreads(): it waits for the
// whole block and makes all global and shared memory accesses before it
// visible to the block, which covers all four of AMP's wait variants.
// AMP's free fences order memory for the tile: __threadfence_block().
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"
#include "HipSpellings.h"

using namespace clang;

namespace amp2hip {

void rewriteBarriers(TranslationState &S, const AmpModel &Model) {
  for (const CallExpr *Wait : Model.BarrierWaits) {
    S.RW.ReplaceText(Wait->getSourceRange(), hip::SyncThreads);
    S.count("barrier", Wait->getBeginLoc());
  }
  for (const CallExpr *Fence : Model.Fences) {
    S.RW.ReplaceText(Fence->getSourceRange(), "__threadfence_block()");
    S.count("fence", Fence->getBeginLoc());
  }
}

} // namespace amp2hip
