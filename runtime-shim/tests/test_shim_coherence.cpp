// array_view coherence: data moves when a kernel or the host needs it and no
// more often, as counted by amp2hip::transfer_stats().
#include <amp.h>

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

using namespace concurrency;

namespace {

struct Coherence : ::testing::Test {
  void SetUp() override { amp2hip::reset_transfer_stats(); }
  static amp2hip::transfer_statistics stats() { return amp2hip::transfer_stats(); }
};

void matmul(std::vector<int> &vC, const std::vector<int> &vA,
            const std::vector<int> &vB, int M, int N, int W) {
  array_view<const int, 2> a(M, W, vA), b(W, N, vB);
  array_view<int, 2> c(M, N, vC);
  c.discard_data();
  parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) {
    int sum = 0;
    for (int i = 0; i < W; i++)
      sum += a(idx[0], i) * b(i, idx[1]);
    c[idx] = sum;
  });
  c.synchronize();
}

// A kernel that adds `delta` to every element of v.
template <typename T> void add_on_device(const array_view<T, 1> &v, T delta) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += delta; });
}

} // namespace

TEST_F(Coherence, MatMulMovesEachByteOnce) {
  const int M = 40, N = 24, W = 16;
  std::vector<int> vA(M * W), vB(W * N), vC(M * N, -1);
  std::iota(vA.begin(), vA.end(), 0);
  std::iota(vB.begin(), vB.end(), 3);
  matmul(vC, vA, vB, M, N, W);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      int s = 0;
      for (int k = 0; k < W; ++k)
        s += vA[i * W + k] * vB[k * N + j];
      ASSERT_EQ(vC[i * N + j], s);
    }
  const auto s = stats();
  EXPECT_EQ(s.host_to_device_bytes, (M * W + W * N) * sizeof(int));
  EXPECT_EQ(s.host_to_device_copies, 2u);
  EXPECT_EQ(s.device_to_host_bytes, M * N * sizeof(int)); // C copied back once
  EXPECT_EQ(s.device_to_host_copies, 1u);
}

TEST_F(Coherence, RepeatedKernelsKeepDataOnDevice) {
  std::vector<int> v(1000, 1);
  {
    array_view<int, 1> av(1000, v);
    for (int k = 0; k < 5; ++k)
      add_on_device(av, 1);
    EXPECT_EQ(stats().host_to_device_copies, 1u);
    EXPECT_EQ(stats().device_to_host_copies, 0u);
    EXPECT_EQ(av[7], 6); // host access brings it back
    EXPECT_EQ(stats().device_to_host_copies, 1u);
    EXPECT_EQ(av[8], 6); // and only once
    EXPECT_EQ(stats().device_to_host_copies, 1u);
  }
  EXPECT_EQ(v[999], 6);
  EXPECT_EQ(stats().device_to_host_copies, 1u); // host was current: no copy
}

TEST_F(Coherence, LastViewDestructionSynchronizes) {
  std::vector<int> v(64, 0);
  {
    array_view<int, 1> av(64, v);
    add_on_device(av, 5);
    EXPECT_EQ(v[0], 0); // not yet: the device copy is newer
  }
  EXPECT_EQ(v[0], 5);
  EXPECT_EQ(v[63], 5);
  EXPECT_EQ(stats().device_to_host_copies, 1u);
}

TEST_F(Coherence, ConstViewsAreNeverWrittenBack) {
  std::vector<int> in(256, 2), out(256, 0);
  {
    array_view<const int, 1> a(256, in);
    array_view<int, 1> b(256, out);
    b.discard_data();
    parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] = a[i] * 3; });
    EXPECT_EQ(a[0], 2); // host copy still valid: no transfer
    parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] += a[i]; });
  }
  EXPECT_EQ(out[10], 8);
  const auto s = stats();
  EXPECT_EQ(s.host_to_device_bytes, 256 * sizeof(int)); // `in` once, `out` never
  EXPECT_EQ(s.device_to_host_bytes, 256 * sizeof(int)); // `out` once
}

TEST_F(Coherence, DiscardSkipsCopyIn) {
  std::vector<float> v(128, 1.0f);
  array_view<float, 1> av(128, v);
  av.discard_data();
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = 4.0f; });
  av.synchronize();
  EXPECT_EQ(v[5], 4.0f);
  EXPECT_EQ(stats().host_to_device_copies, 0u);
  EXPECT_EQ(stats().device_to_host_copies, 1u);
}

TEST_F(Coherence, HostWriteInvalidatesDevice) {
  std::vector<int> v(32, 0);
  array_view<int, 1> av(32, v);
  add_on_device(av, 1);     // in: 1
  av[3] = 100;              // back: 1 (host now newer)
  add_on_device(av, 1);     // in: 2
  av.synchronize();         // back: 2
  EXPECT_EQ(v[3], 101);
  EXPECT_EQ(v[4], 2);
  EXPECT_EQ(stats().host_to_device_copies, 2u);
  EXPECT_EQ(stats().device_to_host_copies, 2u);
}

TEST_F(Coherence, RefreshAfterDirectSourceChange) {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  add_on_device(av, 1);
  av.synchronize();
  EXPECT_EQ(v[0], 2);
  v[0] = 50; // behind the view's back
  av.refresh();
  add_on_device(av, 1);
  av.synchronize();
  EXPECT_EQ(v[0], 51);
  EXPECT_EQ(v[1], 3);
  EXPECT_EQ(stats().host_to_device_copies, 2u);
}

TEST_F(Coherence, SectionsAndProjectionsShareState) {
  std::vector<int> v(6 * 8, 0);
  array_view<int, 2> all(6, 8, v);
  array_view<int, 2> part = all.section(index<2>(2, 4), extent<2>(3, 4));
  EXPECT_EQ(part.extent, extent<2>(3, 4));
  parallel_for_each(part.extent, [=](index<2> i) restrict(amp) {
    part[i] = 10 * i[0] + i[1] + 1;
  });
  // The whole view sees the section's writes.
  EXPECT_EQ(all(2, 4), 1);
  EXPECT_EQ(all(4, 7), 24);
  EXPECT_EQ(all(1, 4), 0);
  EXPECT_EQ(all(2, 3), 0);
  // Projection: row 3 as a rank-1 view.
  array_view<int, 1> row = all[3];
  EXPECT_EQ(row.extent[0], 8);
  EXPECT_EQ(row[5], 12);
  add_on_device(row, 100);
  EXPECT_EQ(all(3, 0), 100);
  EXPECT_EQ(all(3, 5), 112);
  EXPECT_EQ(all(2, 5), 2);
  // A projection of a section.
  array_view<int, 1> prow = part[2];
  EXPECT_EQ(prow[3], 24);
  // The same container through a second, independent view shares the state.
  array_view<int, 1> flat(48, v);
  EXPECT_EQ(flat[3 * 8 + 5], 112);
  EXPECT_EQ(stats().device_to_host_copies, 2u);
}

TEST_F(Coherence, ViewsOfOneContainerShareState) {
  std::vector<int> v(100, 0);
  array_view<int, 1> a(100, v);
  add_on_device(a, 7);
  {
    // Created after the kernel; must see its result, not the stale vector.
    array_view<int, 1> b(100, v);
    EXPECT_EQ(b[50], 7);
    array_view<const int, 1> tail(50, v.data() + 50);
    EXPECT_EQ(tail[0], 7);
  }
  EXPECT_EQ(v[0], 7);
}

TEST_F(Coherence, ConstViewFromNonConst) {
  std::vector<int> v(10, 3);
  array_view<int, 1> a(10, v);
  array_view<const int, 1> c = a;
  add_on_device(a, 1);
  EXPECT_EQ(c[2], 4);
}

TEST_F(Coherence, ViewWithoutSource) {
  array_view<int, 2> scratch(4, 4);
  parallel_for_each(scratch.extent, [=](index<2> i) restrict(amp) {
    scratch[i] = i[0] * 4 + i[1];
  });
  EXPECT_EQ(scratch(3, 3), 15);
  EXPECT_THROW(scratch.get_source_accelerator_view(), runtime_exception);
  EXPECT_EQ(stats().host_to_device_copies, 0u); // nothing to copy in
}

TEST_F(Coherence, ViewAsAndReinterpret) {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0);
  array_view<int, 1> flat(12, v);
  array_view<int, 2> grid = flat.view_as(extent<2>(3, 4));
  EXPECT_EQ(grid(2, 1), 9);
  array_view<float, 1> bits = flat.reinterpret_as<float>();
  EXPECT_EQ(bits.extent[0], 12);
  parallel_for_each(grid.extent, [=](index<2> i) restrict(amp) { grid[i] *= 2; });
  EXPECT_EQ(flat[11], 22);
  EXPECT_THROW(grid.section(index<2>(0, 1), extent<2>(3, 2)).view_as(extent<1>(6)),
               runtime_exception);
  EXPECT_THROW(grid.section(index<2>(2, 2), extent<2>(2, 2)), runtime_exception);
}

TEST_F(Coherence, DataPointerAndSynchronizeAsync) {
  std::vector<int> v(8, 1);
  array_view<int, 1> a(8, v);
  add_on_device(a, 1);
  completion_future f = a.synchronize_async();
  EXPECT_TRUE(f.valid());
  f.get();
  EXPECT_EQ(v[2], 2);
  EXPECT_EQ(a.data(), v.data());
}

// A functor with a nested view is captured through to_device's copy.
namespace {
struct Scale {
  array_view<int, 1> out;
  int factor;
  void operator()(index<1> i) const restrict(amp) { out[i] *= factor; }
};
struct Holder {
  Scale inner;
};
} // namespace

TEST_F(Coherence, NestedViewsAreCaptured) {
  std::vector<int> v(20, 2);
  array_view<int, 1> av(20, v);
  Holder h{Scale{av, 3}};
  Holder k = amp2hip::to_device(h);
  EXPECT_TRUE(amp2hip::host::is_device_pointer(&k.inner.out[0]));
  parallel_for_each(av.extent, h.inner);
  EXPECT_EQ(av[19], 6);
}

TEST_F(Coherence, OverlappingViewsMerge) {
  std::vector<int> v(100, 0);
  array_view<int, 1> head(10, v); // [0, 10)
  add_on_device(head, 1);         // head's device copy is newer
  {
    array_view<int, 1> all(100, v); // not inside head: merges with it
    EXPECT_EQ(all[5], 1);           // sees head's kernel result
    EXPECT_EQ(all[50], 0);
    add_on_device(all, 10);
    EXPECT_EQ(head[3], 11); // head forwards to the merged state
    add_on_device(head, 100);
    EXPECT_EQ(all[3], 111);
    EXPECT_EQ(all[30], 10);
    array_view<int, 1> mid(20, v.data() + 5); // inside the merged range
    EXPECT_EQ(mid[0], 111);
  }
  add_on_device(head, 1000);
  // head is now the only view; its destruction writes back everything.
  EXPECT_EQ(v[3], 111);
}

TEST_F(Coherence, OverlappingViewsMergeAndWriteBack) {
  std::vector<int> v(64, 0);
  {
    array_view<int, 1> a(32, v);                 // [0, 32)
    array_view<int, 1> b(32, v.data() + 16);     // [16, 48): merges
    add_on_device(a, 1);
    add_on_device(b, 2);
  }
  EXPECT_EQ(v[0], 1);
  EXPECT_EQ(v[20], 3);
  EXPECT_EQ(v[40], 2);
  EXPECT_EQ(v[50], 0);
}

TEST_F(Coherence, DiscardingASectionKeepsTheRest) {
  std::vector<int> v(16, 0);
  array_view<int, 1> all(16, v);
  add_on_device(all, 5); // device newer
  array_view<int, 1> half = all.section(0, 8);
  half.discard_data(); // must not lose the other half's device data
  parallel_for_each(half.extent, [=](index<1> i) restrict(amp) { half[i] = 9; });
  all.synchronize();
  EXPECT_EQ(v[0], 9);
  EXPECT_EQ(v[15], 5);
}

TEST_F(Coherence, SynchronizeToTheCpuAcceleratorBringsDataHome) {
  std::vector<int> v(64, 1);
  array_view<int, 1> av(64, v);
  add_on_device(av, 2);
  av.synchronize_to(accelerator(accelerator::cpu_accelerator).default_view);
  EXPECT_EQ(v[0], 3);
  EXPECT_EQ(v[63], 3);
  v[5] = 10;
  av.refresh();
  av.synchronize_to(accelerator().default_view); // to the device: host unchanged
  add_on_device(av, 1);
  av.synchronize_to_async(accelerator(accelerator::cpu_accelerator).default_view).get();
  EXPECT_EQ(v[5], 11);
}

TEST_F(Coherence, ViewOfAnArrayReportsTheArraysView) {
  accelerator_view created = accelerator().create_view();
  array<int, 2> a(3, 4, created);
  array_view<int, 2> v(a);
  EXPECT_TRUE(v.get_source_accelerator_view() == created);
  EXPECT_TRUE(v.section(index<2>(1, 1)).get_source_accelerator_view() == created);
  EXPECT_TRUE(v[1].get_source_accelerator_view() == created);
  array<int, 2> moved(std::move(a));
  array_view<int, 2> mv(moved);
  EXPECT_TRUE(mv.get_source_accelerator_view() == created);
}

TEST_F(Coherence, ArrayProjectionInsideAnEmulatedKernel) {
  array<int, 3> a(2, 3, 4);
  parallel_for_each(extent<1>(2), [&a](index<1> p) restrict(amp) {
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k)
        a[p[0]][j][k] = p[0] * 100 + j * 10 + k;
  });
  std::vector<int> back = a;
  for (int n = 0; n < 24; ++n)
    EXPECT_EQ(back[n], (n / 12) * 100 + ((n / 4) % 3) * 10 + n % 4);
}
