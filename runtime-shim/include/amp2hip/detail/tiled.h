// Tiled domains: tiled_extent, tiled_index, tile_barrier and the memory fences
// (AMP 1.2). A tile is a HIP block; a tiled_index is computed from threadIdx
// and blockIdx (see amp2hip::this_tiled_index in detail/launch.h).
#ifndef AMP2HIP_DETAIL_TILED_H
#define AMP2HIP_DETAIL_TILED_H

#include "amp2hip/detail/extent.h"

namespace amp2hip {
namespace detail {
// Rank of a tiled_extent<D0, D1, D2>: trailing zero dimensions are absent.
constexpr int tile_rank(int d1, int d2) { return d2 != 0 ? 3 : d1 != 0 ? 2 : 1; }
} // namespace detail
} // namespace amp2hip

namespace concurrency {

// All threads of a tile meet here. Only meaningful inside a tiled kernel.
class tile_barrier {
public:
  AMP2HIP_HD tile_barrier() {}
  AMP2HIP_D void wait() const { __syncthreads(); }
  // __syncthreads() orders both global and shared memory within the block, so
  // it satisfies every fence flavour AMP defines.
  AMP2HIP_D void wait_with_all_memory_fence() const { __syncthreads(); }
  AMP2HIP_D void wait_with_global_memory_fence() const { __syncthreads(); }
  AMP2HIP_D void wait_with_tile_static_memory_fence() const { __syncthreads(); }
};

// AMP's fences order memory accesses as seen by the threads of the tile.
AMP2HIP_D inline void all_memory_fence(const tile_barrier &) {
  __threadfence_block();
}
AMP2HIP_D inline void global_memory_fence(const tile_barrier &) {
  __threadfence_block();
}
AMP2HIP_D inline void tile_static_memory_fence(const tile_barrier &) {
  __threadfence_block();
}

template <int D0, int D1, int D2>
class tiled_extent : public extent<amp2hip::detail::tile_rank(D1, D2)> {
  // When amp2hip parses AMP code it reports these rules itself, located at
  // the launch (amp2hip-2004/2005), so they are not checked here then. The
  // 1024-thread limit is AMP's rule for launches, not for the type: it is
  // checked where a launch uses the tile (tile_threads_ok in launch.h).
#ifndef AMP2HIP_TRANSLATING
  static_assert(D0 > 0 && D1 >= 0 && D2 >= 0, "tile dimensions must be positive");
  static_assert(!(D1 == 0 && D2 != 0), "tile dimensions must be given in order");
#endif

public:
  static constexpr int rank = amp2hip::detail::tile_rank(D1, D2);
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;
  typedef concurrency::extent<rank> base_extent;

  // The property AMP spells `te.tile_extent`.
  base_extent tile_extent;

  AMP2HIP_HD tiled_extent() : tile_extent(make_tile_extent()) {}
  AMP2HIP_HD tiled_extent(const base_extent &e)
      : base_extent(e), tile_extent(make_tile_extent()) {}
  tiled_extent(const tiled_extent &) = default;
  tiled_extent &operator=(const tiled_extent &) = default;

  AMP2HIP_HD base_extent get_tile_extent() const { return make_tile_extent(); }

  // Rounds every dimension up to a multiple of the tile.
  AMP2HIP_HD tiled_extent pad() const {
    base_extent e(*this);
    base_extent t = make_tile_extent();
    for (int i = 0; i < rank; ++i)
      e[i] = (e[i] + t[i] - 1) / t[i] * t[i];
    return tiled_extent(e);
  }
  // Rounds every dimension down to a multiple of the tile.
  AMP2HIP_HD tiled_extent truncate() const {
    base_extent e(*this);
    base_extent t = make_tile_extent();
    for (int i = 0; i < rank; ++i)
      e[i] = e[i] / t[i] * t[i];
    return tiled_extent(e);
  }

  friend AMP2HIP_HD bool operator==(const tiled_extent &a,
                                    const tiled_extent &b) {
    return static_cast<const base_extent &>(a) ==
           static_cast<const base_extent &>(b);
  }
  friend AMP2HIP_HD bool operator!=(const tiled_extent &a,
                                    const tiled_extent &b) {
    return !(a == b);
  }

private:
  static AMP2HIP_HD base_extent make_tile_extent() {
    const int dims[3] = {D0, D1, D2};
    return base_extent(dims);
  }
};

template <int N>
template <int D0>
AMP2HIP_HD tiled_extent<D0> extent<N>::tile() const {
  static_assert(N == 1, "tile<D0>() needs a rank-1 extent");
  return tiled_extent<D0>(*this);
}
template <int N>
template <int D0, int D1>
AMP2HIP_HD tiled_extent<D0, D1> extent<N>::tile() const {
  static_assert(N == 2, "tile<D0, D1>() needs a rank-2 extent");
  return tiled_extent<D0, D1>(*this);
}
template <int N>
template <int D0, int D1, int D2>
AMP2HIP_HD tiled_extent<D0, D1, D2> extent<N>::tile() const {
  static_assert(N == 3, "tile<D0, D1, D2>() needs a rank-3 extent");
  return tiled_extent<D0, D1, D2>(*this);
}

// The index of one thread in a tiled launch.
template <int D0, int D1 = 0, int D2 = 0> class tiled_index {
public:
  static constexpr int rank = amp2hip::detail::tile_rank(D1, D2);
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;

  // AMP declares these const; plain members keep the type assignable, which
  // AMP code never relies on either way.
  index<rank> global;
  index<rank> local;
  index<rank> tile;
  index<rank> tile_origin;
  tile_barrier barrier;
  concurrency::extent<rank> tile_extent;

  AMP2HIP_HD tiled_index(const index<rank> &global_, const index<rank> &local_,
                         const index<rank> &tile_,
                         const index<rank> &tile_origin_,
                         const tile_barrier &barrier_)
      : global(global_), local(local_), tile(tile_), tile_origin(tile_origin_),
        barrier(barrier_), tile_extent(make_tile_extent()) {}

  AMP2HIP_HD concurrency::extent<rank> get_tile_extent() const {
    return tile_extent;
  }
  AMP2HIP_HD operator const index<rank>() const { return global; }

private:
  static AMP2HIP_HD concurrency::extent<rank> make_tile_extent() {
    const int dims[3] = {D0, D1, D2};
    return concurrency::extent<rank>(dims);
  }
};

} // namespace concurrency

#endif // AMP2HIP_DETAIL_TILED_H
