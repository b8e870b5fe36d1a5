// Stand-in for Microsoft's <amp.h> (docs/contract.md, "Modes"): defines the
// AMP dialect's keywords as macros, then includes the shim.
//
//   emulate   (no define): restrict(...) vanishes, tile_static is per-tile
//             storage on the host backend, parallel_for_each runs there.
//   translate (-DAMP2HIP_TRANSLATING): the same, but tile_static is an
//             annotation the translator finds in the AST.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_H
#define AMP2HIP_AMP_INCLUDE_AMP_H

#ifndef AMP2HIP_AMP_DIALECT
#define AMP2HIP_AMP_DIALECT 1
#endif

// The shim first, so that the keyword macros below cannot reach the system
// and library headers it includes.
#include <amp2hip/amp.h>

// restrict(amp), restrict(cpu), restrict(amp, cpu). Function-like, so a C
// `restrict` qualifier elsewhere is untouched.
#define restrict(...)

#ifdef AMP2HIP_TRANSLATING
#define tile_static __attribute__((annotate("amp2hip.tile_static")))
#else
// The host backend runs one tile at a time per OS thread, its threads as
// fibers of that OS thread: thread_local storage is per-tile storage.
#define tile_static static thread_local
#endif

// MSVC's shorthands.
#define __GPU restrict(amp, cpu)
#define __GPU_ONLY restrict(amp)
#define __CPU_ONLY restrict(cpu)

#endif // AMP2HIP_AMP_INCLUDE_AMP_H
