//===- LaunchEmission.h - the launch that replaces a parallel_for_each ----===//
//
// Launch emission: the geometry (a grid computed from the extent, the block
// from the tile or the rank's default), the stream (the accelerator_view's,
// or the default one), the kernel's arguments with the data movement AMP
// does when a lambda captures a container (amp2hip::to_device), and the
// launch through hipLaunchKernelGGL followed by amp2hip::check_launch():
//
//   {
//     const dim3 block(256);
//     const amp2hip::compute_domain<1> domain(a.extent, block);
//     hipLaunchKernelGGL(f_kernel, domain.grid(), block, 0, 0, domain,
//                        amp2hip::to_device(a));
//     amp2hip::check_launch();
//   }
//
// It reads the (already rewritten) source and reports nothing.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_LAUNCHEMISSION_H
#define AMP2HIP_LAUNCHEMISSION_H

#include "Rewrites.h"

#include <string>

namespace amp2hip {

/// The block that launches \p K's kernel \p Name, indented by \p Indent (the
/// launch's line) and \p Unit (the user's indentation unit); no newline at
/// the end.
std::string emitLaunch(const SourceView &V, const KernelLaunch &K, const std::string &Name,
                       const std::string &Indent, const std::string &Unit);

} // namespace amp2hip

#endif
