//===- HostTileForm.h - a tiled kernel as loops between its barriers ------===//
//
// The host backend's form of a tiled kernel with barriers: the body split
// at its barriers (model/TileRegions.h) into loops over the tile's threads,
// run once per block, so a barrier costs a loop boundary instead of a fiber
// switch per thread. The kernel rewrite emits it next to the GPU form:
//
//   #if defined(AMP2HIP_HOST_BACKEND)
//   __global__ void k(amp2hip::tile_loop_kernel, params...) {   this form
//     ...
//   }
//   #else
//   __global__ void k(params...) { ... }                        unchanged
//   #endif
//
// A tiled functor's form is a member of its class, next to its operator()
// (hostTileMember), and the kernel's host form calls it. A named lambda's
// (`auto body = [=](tiled_index<N> t) restrict(amp) {...};`) is a second
// lambda declared in its place (hostTileLambda):
//
//   #if defined(AMP2HIP_HOST_BACKEND)
//   auto body = [=](amp2hip::tile_loop_kernel) { ...this form... };
//   #else
//   auto body = [=] __device__ (tiled_index<N> t) { ... };     unchanged
//   #endif
//
// The runtime side is runtime-shim/include/amp2hip/host/tile_loops.h.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_HOSTTILEFORM_H
#define AMP2HIP_HOSTTILEFORM_H

#include "KernelEmission.h"
#include "TileRegions.h"

#include <optional>

namespace amp2hip {

/// \p Body's statements in tile-loop form, dedented to the kernel's level
/// like Body.Lines; nothing when a statement's text cannot be read.
std::optional<std::vector<std::string>> hostTileBody(const SourceView &V, const KernelLaunch &K,
                                                     const TileRegionPlan &Plan,
                                                     const KernelBody &Body,
                                                     bool NeedsTiledObject);

/// A tiled functor's tile-loop form (Plan.Member): a const member function
/// of its class, `amp2hip_tile_loops()`, under the host backend's #if, to
/// be placed next to its operator() (the text ends with a newline; the
/// kernel's host form calls it); nothing when a statement's text cannot
/// be read.
std::optional<std::string> hostTileMember(const SourceView &V, const KernelLaunch &K,
                                          const TileRegionPlan &Plan);

/// A named lambda kernel's tile-loop form (Plan.NamedLambda): the
/// declaration of its variable again, as a lambda with the same captures
/// that takes amp2hip::tile_loop_kernel, from the host backend's #if on
/// (the caller adds the #else, the original declaration and the #endif;
/// the kernel's host form calls it); nothing when a text cannot be read.
std::optional<std::string> hostTileLambda(const SourceView &V, const KernelLaunch &K,
                                          const TileRegionPlan &Plan);

/// The kernel text \p GpuKernel and its tile-loop form \p HostKernel, each
/// as emitKernel writes it, under the host backend's #if.
std::string withHostTileForm(const std::string &HostKernel, const std::string &GpuKernel);

} // namespace amp2hip

#endif
