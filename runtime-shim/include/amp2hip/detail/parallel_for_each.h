// concurrency::parallel_for_each for the AMP-dialect modes (docs/contract.md:
// emulate and translate). It launches a generic kernel template that calls
// the user's lambda, so an AMP program compiled directly against
// runtime-shim/amp-include runs on the host backend. Translated code never
// calls it (its launches are explicit), so compile mode does not declare it.
#ifndef AMP2HIP_DETAIL_PARALLEL_FOR_EACH_H
#define AMP2HIP_DETAIL_PARALLEL_FOR_EACH_H

#include "amp2hip/detail/launch.h"

namespace amp2hip {
namespace detail {

// Marks the running OS thread as inside an emulated kernel (see
// emulated_kernel_depth).
struct emulated_kernel_scope {
  emulated_kernel_scope() { ++emulated_kernel_depth(); }
  ~emulated_kernel_scope() { --emulated_kernel_depth(); }
};

template <int N, typename F>
__global__ void generic_kernel(compute_domain<N> domain, F f) {
  emulated_kernel_scope scope;
  const concurrency::index<N> idx = domain.thread_index();
  if (domain.contains(idx))
    f(idx);
}

template <int D0, int D1, int D2, typename F>
__global__ void generic_tiled_kernel(F f) {
  emulated_kernel_scope scope;
  f(this_tiled_index<D0, D1, D2>());
}

template <int N, typename F>
void launch_untiled(hipStream_t stream, const concurrency::extent<N> &e,
                    const F &f) {
  const dim3 block = amp2hip::default_block<N>();
  const compute_domain<N> domain(e, block); // validates before any copy
  buffer::arrays_before_launch();
  F kf = to_device(f);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(generic_kernel<N, F>), domain.grid(), block,
                     0, stream, domain, kf);
  check_launch();
  buffer::arrays_after_launch();
}

template <int D0, int D1, int D2, typename F>
void launch_tiled(hipStream_t stream,
                  const concurrency::tiled_extent<D0, D1, D2> &e, const F &f) {
  const dim3 grid = tile_grid(e);
  const dim3 block = tile_block(e);
  buffer::arrays_before_launch();
  F kf = to_device(f);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(generic_tiled_kernel<D0, D1, D2, F>), grid,
                     block, 0, stream, kf);
  check_launch();
  buffer::arrays_after_launch();
}

} // namespace detail
} // namespace amp2hip

namespace concurrency {

template <int N, typename F>
void parallel_for_each(const extent<N> &compute_domain, const F &kernel) {
  amp2hip::detail::launch_untiled(accelerator().get_default_view().stream(),
                                  compute_domain, kernel);
}
template <int N, typename F>
void parallel_for_each(const accelerator_view &av, const extent<N> &compute_domain,
                       const F &kernel) {
  amp2hip::detail::launch_untiled(av.stream(), compute_domain, kernel);
}
template <int D0, int D1, int D2, typename F>
void parallel_for_each(const tiled_extent<D0, D1, D2> &compute_domain,
                       const F &kernel) {
  amp2hip::detail::launch_tiled(accelerator().get_default_view().stream(),
                                compute_domain, kernel);
}
template <int D0, int D1, int D2, typename F>
void parallel_for_each(const accelerator_view &av,
                       const tiled_extent<D0, D1, D2> &compute_domain,
                       const F &kernel) {
  amp2hip::detail::launch_tiled(av.stream(), compute_domain, kernel);
}

} // namespace concurrency

#endif // AMP2HIP_DETAIL_PARALLEL_FOR_EACH_H
