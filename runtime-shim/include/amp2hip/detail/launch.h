// What translated launches use (docs/contract.md): compute_domain, tile_grid,
// this_tiled_index, to_device and check_launch.
#ifndef AMP2HIP_DETAIL_LAUNCH_H
#define AMP2HIP_DETAIL_LAUNCH_H

#include "amp2hip/detail/array.h"

#include <climits>
#include <type_traits>

namespace amp2hip {

// Geometry of an untiled launch over an extent<N>.
//
// AMP's least-significant dimension (N-1) is x, so neighbouring threads touch
// neighbouring elements; dimension N-2 is y; dimensions 0..N-3 are folded
// into z. When the block counts exceed HIP's grid limits (x < 2^31, y and
// z <= 65535) the blocks are "folded": rank 1 never needs it; rank 2 spreads
// its y blocks over (y, z) at the cost of one scalar multiply-add in every
// kernel; ranks >= 3 linearize the logical block grid over the physical one
// in a branch that only folded launches take. The kernels thus contain no
// 64-bit division unless they are rank >= 3.
template <int N> class compute_domain {
  static_assert(N >= 1, "compute_domain rank must be at least 1");

public:
  compute_domain(const concurrency::extent<N> &e, dim3 block) : ext_(e) {
    for (int i = 0; i < N; ++i)
      if (e[i] <= 0)
        throw concurrency::invalid_compute_domain(
            "parallel_for_each: every extent must be positive");
    const unsigned long long threads =
        static_cast<unsigned long long>(block.x) * block.y * block.z;
    if (threads == 0 || threads > 1024)
      throw concurrency::invalid_compute_domain(
          "compute_domain: a block must hold 1 to 1024 threads");
    if ((N == 1 && (block.y != 1 || block.z != 1)) || (N == 2 && block.z != 1))
      throw concurrency::invalid_compute_domain(
          "compute_domain: the block uses dimensions the extent does not have");
    const unsigned long long X = static_cast<unsigned long long>(e[N - 1]);
    const unsigned long long Y = N >= 2 ? static_cast<unsigned long long>(e[N >= 2 ? N - 2 : 0]) : 1;
    unsigned long long Z = 1;
    for (int i = 0; i + 2 < N; ++i) {
      Z *= static_cast<unsigned long long>(e[i]);
      if (Z > static_cast<unsigned long long>(INT_MAX))
        throw concurrency::invalid_compute_domain(
            "compute_domain: the extent has too many points");
    }
    const unsigned long long lx = (X + block.x - 1) / block.x;
    const unsigned long long ly = (Y + block.y - 1) / block.y;
    const unsigned long long lz = (Z + block.z - 1) / block.z;
    lx_ = static_cast<unsigned>(lx);
    ly_ = static_cast<unsigned>(ly);
    blocks_ = lx * ly * lz;
    // lx <= X <= INT_MAX always fits grid.x, so rank 1 never folds.
    if constexpr (N == 2) {
      // Too many y blocks: spread them over (y, z) with 65535 y blocks per
      // z slice; thread_index() computes the logical y block as
      // blockIdx.y + blockIdx.z * 65535, which is blockIdx.y when nothing is
      // folded (grid.z == 1), and needs no kernel argument.
      folded_ = ly > kMaxYZ;
      const unsigned long long gy = folded_ ? kMaxYZ : ly;
      grid_ = grid_of(lx, gy, (ly + gy - 1) / gy);
    } else if (lx <= kMaxX && ly <= kMaxYZ && lz <= kMaxYZ) {
      folded_ = false;
      grid_ = grid_of(lx, ly, lz);
    } else {
      folded_ = true;
      const unsigned long long gx = blocks_ < kMaxX ? blocks_ : kMaxX;
      const unsigned long long rest = (blocks_ + gx - 1) / gx;
      const unsigned long long gy = rest < kMaxYZ ? rest : kMaxYZ;
      grid_ = grid_of(gx, gy, (rest + gy - 1) / gy);
    }
  }

  dim3 grid() const { return grid_; }
  AMP2HIP_HD const concurrency::extent<N> &get_extent() const { return ext_; }
  AMP2HIP_HD bool is_folded() const { return folded_; }

  // The AMP index of the calling thread; out of the extent (see contains)
  // for the threads that pad the last blocks.
  AMP2HIP_D concurrency::index<N> thread_index() const {
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x, y = 0, z = 0;
    if constexpr (N == 2) {
      y = (blockIdx.y + blockIdx.z * static_cast<unsigned>(kMaxYZ)) * blockDim.y +
          threadIdx.y;
    } else if constexpr (N >= 3) {
      if (!folded_) {
        y = blockIdx.y * blockDim.y + threadIdx.y;
        z = blockIdx.z * blockDim.z + threadIdx.z;
      } else {
        // Only ranks >= 3 pay for the general fold (64-bit divisions), and
        // only in this branch.
        const unsigned long long l =
            blockIdx.x + static_cast<unsigned long long>(grid_.x) *
                             (blockIdx.y + static_cast<unsigned long long>(grid_.y) *
                                               blockIdx.z);
        const unsigned long long t = l / lx_;
        x = static_cast<unsigned>(l - t * lx_) * blockDim.x + threadIdx.x;
        y = static_cast<unsigned>(t % ly_) * blockDim.y + threadIdx.y;
        z = static_cast<unsigned>(t / ly_) * blockDim.z + threadIdx.z;
        if (l >= blocks_)
          x = UINT_MAX; // a spare block of the physical grid
      }
    }
    concurrency::index<N> idx;
    idx[N - 1] = static_cast<int>(x);
    if constexpr (N >= 2)
      idx[N - 2] = static_cast<int>(y);
    if constexpr (N == 3)
      idx[0] = static_cast<int>(z);
    if constexpr (N > 3) {
      for (int d = N - 3; d > 0; --d) {
        const unsigned e = static_cast<unsigned>(ext_[d]);
        idx[d] = static_cast<int>(z % e);
        z /= e;
      }
      idx[0] = static_cast<int>(z);
    }
    (void)y;
    (void)z;
    return idx;
  }

  AMP2HIP_HD bool contains(const concurrency::index<N> &idx) const {
    bool in = true;
    for (int d = 0; d < N; ++d)
      in &= static_cast<unsigned>(idx[d]) < static_cast<unsigned>(ext_[d]);
    return in;
  }

private:
  static constexpr unsigned long long kMaxX = 2147483647ull;
  static constexpr unsigned long long kMaxYZ = 65535ull;

  // The grid of (gx, gy, gz) blocks, x and y already within their limits;
  // too many z slices and the extent does not fit any grid.
  static dim3 grid_of(unsigned long long gx, unsigned long long gy, unsigned long long gz) {
    if (gz > kMaxYZ)
      throw concurrency::invalid_compute_domain(
          "compute_domain: the extent needs more blocks than a grid holds");
    return dim3(static_cast<unsigned>(gx), static_cast<unsigned>(gy), static_cast<unsigned>(gz));
  }

  concurrency::extent<N> ext_;
  dim3 grid_;
  unsigned lx_ = 1, ly_ = 1;       // logical blocks along x and y
  unsigned long long blocks_ = 0;  // logical blocks in all
  bool folded_ = false;
};

// The block shape for an untiled launch of rank N: 256 threads, x along the
// last AMP dimension (what the translator emits for literal ranks, and uses
// itself when the rank is a template parameter).
template <int N> dim3 default_block() {
  static_assert(N >= 1, "rank must be at least 1");
  if (N == 1)
    return dim3(256);
  if (N == 2)
    return dim3(32, 8);
  return dim3(32, 4, 2);
}

// The rank of a launch's domain whose type a template decides (`v.extent` of
// a `View` parameter): the translator passes it to the kernel's rank
// parameter when the types it parses do not tell the rank.
template <typename Domain> constexpr int rank_of() {
  return std::remove_cv<typename std::remove_reference<Domain>::type>::type::rank;
}

// AMP's limit on a launched tile (a tiled_extent that is only named, padded
// or measured may be larger). While amp2hip parses AMP code it reports the
// launch itself, located (amp2hip-2004).
template <int D0, int D1, int D2> constexpr bool tile_threads_ok() {
#if defined(AMP2HIP_TRANSLATING)
  return true;
#else
  return D0 * (D1 ? D1 : 1) * (D2 ? D2 : 1) <= 1024;
#endif
}

// The grid of a tiled launch: one block per tile, x = last dimension.
template <int D0, int D1, int D2>
dim3 tile_grid(const concurrency::tiled_extent<D0, D1, D2> &te) {
  static_assert(tile_threads_ok<D0, D1, D2>(), "a launched tile may hold at most 1024 threads");
  constexpr int R = concurrency::tiled_extent<D0, D1, D2>::rank;
  const int tile[3] = {D0, D1, D2};
  unsigned counts[3] = {1, 1, 1}; // per AMP dimension
  for (int i = 0; i < R; ++i) {
    if (te[i] <= 0)
      throw concurrency::invalid_compute_domain(
          "parallel_for_each: every extent must be positive");
    if (te[i] % tile[i] != 0)
      throw concurrency::invalid_compute_domain(
          "parallel_for_each: the extent is not divisible by the tile size");
    // x takes up to 2^31 - 1 blocks, so rank 1 (and every rank's last
    // dimension: an extent is an int) always fits; y and z take 65535.
    if (i + 1 < R && te[i] / tile[i] > 65535)
      throw concurrency::invalid_compute_domain(
          "parallel_for_each: a dimension other than the last needs more than 65535 tiles");
    counts[i] = static_cast<unsigned>(te[i] / tile[i]);
  }
  if (R == 1)
    return dim3(counts[0]);
  if (R == 2)
    return dim3(counts[1], counts[0]);
  return dim3(counts[2], counts[1], counts[0]);
}

// The block of a tiled launch.
template <int D0, int D1, int D2>
dim3 tile_block(const concurrency::tiled_extent<D0, D1, D2> &) {
  static_assert(tile_threads_ok<D0, D1, D2>(), "a launched tile may hold at most 1024 threads");
  if (D2 != 0)
    return dim3(D2, D1, D0);
  if (D1 != 0)
    return dim3(D1, D0);
  return dim3(D0);
}

// The tiled_index of the calling thread.
template <int D0, int D1 = 0, int D2 = 0>
AMP2HIP_D concurrency::tiled_index<D0, D1, D2> this_tiled_index() {
  constexpr int R = concurrency::tiled_index<D0, D1, D2>::rank;
  concurrency::index<R> local, tile;
  if constexpr (R == 1) {
    local[0] = static_cast<int>(threadIdx.x);
    tile[0] = static_cast<int>(blockIdx.x);
  } else if constexpr (R == 2) {
    local[0] = static_cast<int>(threadIdx.y);
    local[1] = static_cast<int>(threadIdx.x);
    tile[0] = static_cast<int>(blockIdx.y);
    tile[1] = static_cast<int>(blockIdx.x);
  } else {
    local[0] = static_cast<int>(threadIdx.z);
    local[1] = static_cast<int>(threadIdx.y);
    local[2] = static_cast<int>(threadIdx.x);
    tile[0] = static_cast<int>(blockIdx.z);
    tile[1] = static_cast<int>(blockIdx.y);
    tile[2] = static_cast<int>(blockIdx.x);
  }
  const int dims[3] = {D0, D1, D2};
  concurrency::index<R> origin;
  for (int i = 0; i < R; ++i)
    origin[i] = tile[i] * dims[i];
  return concurrency::tiled_index<D0, D1, D2>(origin + local, local, tile, origin,
                                              concurrency::tile_barrier());
}

// The kernel's copy of a captured value (docs/contract.md).
template <typename T, int N>
concurrency::array_view<T, N> to_device(const concurrency::array_view<T, N> &v) {
  return detail::view_access::kernel_copy(v);
}
template <typename T, int N>
concurrency::array_view<T, N> to_device(concurrency::array<T, N> &a) {
  return detail::view_access::kernel_copy(concurrency::array_view<T, N>(a));
}
template <typename T, int N>
concurrency::array_view<const T, N> to_device(const concurrency::array<T, N> &a) {
  return detail::view_access::kernel_copy(concurrency::array_view<const T, N>(a));
}
// A C array captured by value: its elements travel in a struct (a C array
// kernel parameter would decay to a pointer to host memory); the kernel
// binds a reference of the array's type to `values`.
template <typename A> struct captured_array {
  A values;
};
template <typename A> using captured_array_t = captured_array<typename std::remove_cv<A>::type>;
namespace detail {
template <typename T> void copy_elements(T &dst, const T &src) { dst = src; }
template <typename T, std::size_t N> void copy_elements(T (&dst)[N], const T (&src)[N]) {
  for (std::size_t i = 0; i < N; ++i)
    copy_elements(dst[i], src[i]);
}
} // namespace detail
template <typename A> captured_array_t<A> capture_array(const A &a) {
  captured_array_t<A> r;
  detail::copy_elements(r.values, a);
  return r;
}

// Any other value: copied while capturing, so that array_views nested in it
// (closure members, functor fields, struct members) become kernel copies.
template <typename T> T to_device(const T &x) {
  detail::capture_scope scope;
  return T(x);
}

// Throws concurrency::runtime_exception when the last launch failed.
inline void check_launch() {
  const hipError_t err = hipGetLastError();
#if defined(AMP2HIP_BACKEND_HOST)
  // The host backend knows why (barrier divergence, a throwing kernel, ...).
  if (err == hipErrorLaunchFailure && !host::last_launch_failure().empty())
    detail::throw_hip_error(
        err, ("kernel launch (" + host::last_launch_failure() + ")").c_str());
#endif
  if (err != hipSuccess)
    detail::throw_hip_error(err, "kernel launch");
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_LAUNCH_H
