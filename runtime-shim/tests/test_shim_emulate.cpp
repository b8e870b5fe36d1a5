// Emulate mode: AMP programs compiled directly against runtime-shim/amp-include
// run their parallel_for_each on the host backend.
#include <amp.h>

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

using namespace concurrency;

TEST(ShimEmulate, Rank1Untiled) {
  const int n = 1000;
  std::vector<int> v(n, 0);
  array_view<int, 1> a(n, &v[0]);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) { a[idx] = idx[0]; });
  a.synchronize();
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(v[i], i);
}

TEST(ShimEmulate, Rank3AndRank4) {
  std::vector<int> v(3 * 5 * 7);
  array_view<int, 3> a(3, 5, 7, v);
  a.discard_data();
  parallel_for_each(a.extent, [=](index<3> i) restrict(amp) {
    a[i] = i[0] * 100 + i[1] * 10 + i[2];
  });
  a.synchronize();
  EXPECT_EQ(v[(2 * 5 + 4) * 7 + 6], 246);

  const int dims[4] = {2, 3, 4, 5};
  std::vector<int> w(120, -1);
  array_view<int, 4> b(extent<4>(dims), w);
  parallel_for_each(b.extent, [=](index<4> i) restrict(amp) {
    b[i] = ((i[0] * 3 + i[1]) * 4 + i[2]) * 5 + i[3];
  });
  b.synchronize();
  for (int i = 0; i < 120; ++i)
    ASSERT_EQ(w[i], i);
}

TEST(ShimEmulate, TiledReductionWithTileStatic) {
  const int n = 4096, tile = 256;
  std::vector<int> v(n);
  std::iota(v.begin(), v.end(), 0);
  std::vector<int> partial(n / tile, 0);
  array_view<const int, 1> in(n, v);
  array_view<int, 1> out(n / tile, partial);
  out.discard_data();
  parallel_for_each(in.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int buf[tile];
    const int l = t.local[0];
    buf[l] = in[t.global];
    t.barrier.wait();
    for (int s = tile / 2; s > 0; s /= 2) {
      if (l < s)
        buf[l] += buf[l + s];
      t.barrier.wait_with_tile_static_memory_fence();
    }
    if (l == 0)
      out[t.tile] = buf[0];
  });
  long long total = 0;
  for (int i = 0; i < n / tile; ++i) {
    int expect = 0;
    for (int k = 0; k < tile; ++k)
      expect += i * tile + k;
    ASSERT_EQ(out[i], expect);
    total += out[i];
  }
  EXPECT_EQ(total, static_cast<long long>(n - 1) * n / 2);
}

TEST(ShimEmulate, TiledMatMul2D) {
  const int M = 32, N = 48, W = 64, T = 16;
  std::vector<float> A(M * W), B(W * N), C(M * N);
  for (int i = 0; i < M * W; ++i)
    A[i] = static_cast<float>(i % 13);
  for (int i = 0; i < W * N; ++i)
    B[i] = static_cast<float>(i % 7);
  array_view<const float, 2> a(M, W, A), b(W, N, B);
  array_view<float, 2> c(M, N, C);
  c.discard_data();
  parallel_for_each(c.extent.tile<T, T>(), [=](tiled_index<T, T> t) restrict(amp) {
    int row = t.local[0], col = t.local[1];
    float sum = 0;
    for (int i = 0; i < W; i += T) {
      tile_static float sA[T][T], sB[T][T];
      sA[row][col] = a(t.global[0], col + i);
      sB[row][col] = b(row + i, t.global[1]);
      t.barrier.wait();
      for (int k = 0; k < T; k++)
        sum += sA[row][k] * sB[k][col];
      t.barrier.wait();
    }
    c[t.global] = sum;
  });
  c.synchronize();
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0;
      for (int k = 0; k < W; ++k)
        s += A[i * W + k] * B[k * N + j];
      ASSERT_EQ(C[i * N + j], s) << i << "," << j;
    }
}

TEST(ShimEmulate, Tiled3D) {
  std::vector<int> v(4 * 4 * 8, 0);
  array_view<int, 3> a(4, 4, 8, v);
  parallel_for_each(a.extent.tile<2, 2, 4>(), [=](tiled_index<2, 2, 4> t) restrict(amp) {
    tile_static int count;
    if (t.local == index<3>(0, 0, 0))
      count = 0;
    t.barrier.wait();
    atomic_fetch_add(&count, 1);
    t.barrier.wait();
    a[t.global] = count * 1000 + t.tile[0] * 100 + t.tile[1] * 10 + t.tile[2];
  });
  EXPECT_EQ(a(3, 3, 7), 16111);
  EXPECT_EQ(a(0, 0, 0), 16000);
}

TEST(ShimEmulate, ArrayCapturedByReference) {
  std::vector<int> init(100);
  std::iota(init.begin(), init.end(), 0);
  array<int, 1> arr(100, init.begin(), init.end());
  parallel_for_each(arr.extent, [&arr](index<1> i) restrict(amp) { arr[i] *= 2; });
  std::vector<int> out = arr;
  EXPECT_EQ(out[99], 198);
  // Lenient host access, then a kernel must see the host edit.
  arr[0] = 1000;
  parallel_for_each(arr.extent, [&arr](index<1> i) restrict(amp) { arr[i] += 1; });
  EXPECT_EQ(arr[0], 1001);
  EXPECT_EQ(arr[1], 3);
}

TEST(ShimEmulate, AtomicsAndAcceleratorView) {
  std::vector<int> counters(4, 0);
  std::vector<unsigned> maxes(1, 0);
  array_view<int, 1> c(4, counters);
  array_view<unsigned, 1> m(1, maxes);
  accelerator_view av = accelerator().default_view;
  parallel_for_each(av, extent<1>(1000), [=](index<1> i) restrict(amp) {
    atomic_fetch_inc(&c[0]);
    atomic_fetch_add(&c[1], 2);
    atomic_fetch_sub(&c[2], 1);
    atomic_fetch_max(&m[0], static_cast<unsigned>(i[0]));
    int expected = 0;
    atomic_compare_exchange(&c[3], &expected, 42);
  });
  c.synchronize();
  m.synchronize();
  EXPECT_EQ(counters[0], 1000);
  EXPECT_EQ(counters[1], 2000);
  EXPECT_EQ(counters[2], -1000);
  EXPECT_EQ(counters[3], 42);
  EXPECT_EQ(maxes[0], 999u);
}

TEST(ShimEmulate, FunctorKernelAndRestrictedHelper) {
  struct Fill {
    array_view<int, 2> out;
    int base;
    static int twice(int x) restrict(amp, cpu) { return 2 * x; }
    void operator()(index<2> i) const restrict(amp) { out[i] = base + twice(i[1]); }
  };
  std::vector<int> v(6);
  array_view<int, 2> a(2, 3, v);
  parallel_for_each(a.extent, Fill{a, 10});
  a.synchronize();
  EXPECT_EQ(v[5], 14);
}

TEST(ShimEmulate, InvalidDomainsThrow) {
  std::vector<int> v(100);
  array_view<int, 1> a(100, v);
  EXPECT_THROW(parallel_for_each(a.extent.tile<16>(),
                                 [=](tiled_index<16> t) restrict(amp) { a[t.global] = 1; }),
               invalid_compute_domain);
  EXPECT_THROW(
      parallel_for_each(extent<1>(0), [=](index<1> i) restrict(amp) { a[i] = 1; }),
      invalid_compute_domain);
  // A tiled launch over a padded extent with a bounds check works.
  parallel_for_each(a.extent.tile<16>().pad(), [=](tiled_index<16> t) restrict(amp) {
    if (a.extent.contains(t.global))
      a[t.global] = t.global[0];
  });
  EXPECT_EQ(a[99], 99);
}

TEST(ShimEmulate, NamespaceAlias) {
  Concurrency::extent<1> e(3);
  EXPECT_EQ(e.size(), 3u);
}
