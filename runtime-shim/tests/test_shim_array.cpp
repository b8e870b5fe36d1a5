// array<T, N> construction, copies, views over arrays and the copy() family.
#include <amp.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <iterator>
#include <list>
#include <thread>
#include <numeric>
#include <vector>

using namespace concurrency;

namespace {
struct ArrayTest : ::testing::Test {
  void SetUp() override { amp2hip::reset_transfer_stats(); }
};
} // namespace

TEST_F(ArrayTest, Constructors) {
  array<int, 1> a(10);
  EXPECT_EQ(a.extent, extent<1>(10));
  EXPECT_EQ(a.get_extent().size(), 10u);
  array<float, 2> b(3, 4);
  EXPECT_EQ(b.extent, extent<2>(3, 4));
  array<double, 3> c(2, 3, 4);
  EXPECT_EQ(c.extent.size(), 24u);
  accelerator acc;
  array<int, 2> d(extent<2>(2, 2), acc.default_view);
  EXPECT_TRUE(d.accelerator_view == acc.default_view);
  EXPECT_TRUE(d.get_accelerator_view() == acc.get_default_view());

  std::vector<int> src(12);
  std::iota(src.begin(), src.end(), 1);
  array<int, 2> e(3, 4, src.begin(), src.end());
  EXPECT_EQ(e(2, 3), 12);
  EXPECT_EQ(e[index<2>(1, 0)], 5);
  array<int, 2> f(extent<2>(3, 4), src.begin());
  EXPECT_EQ(f(0, 1), 2);
  std::list<int> l(src.begin(), src.end()); // non-contiguous iterators
  array<int, 1> g(12, l.begin(), l.end());
  EXPECT_EQ(g[11], 12);
  array<int, 1> h(extent<1>(12), src.data(), src.data() + 12, acc.default_view);
  EXPECT_EQ(h[0], 1);
  EXPECT_THROW((array<int, 1>(20, src.begin(), src.end())), runtime_exception);

  // Staging array: behaves as a plain array.
  accelerator cpu(accelerator::cpu_accelerator);
  array<int, 1> staging(extent<1>(4), cpu.default_view, acc.default_view);
  staging[0] = 7;
  EXPECT_EQ(staging[0], 7);
  EXPECT_TRUE(staging.associated_accelerator_view == acc.default_view);
}

TEST_F(ArrayTest, DeepCopyAndMove) {
  std::vector<int> src(8, 3);
  array<int, 1> a(8, src.begin(), src.end());
  array<int, 1> b(a);
  a[0] = 100;
  EXPECT_EQ(b[0], 3);
  array<int, 1> c(std::move(b));
  EXPECT_EQ(c[7], 3);
  array<int, 1> d(8);
  d = a;
  EXPECT_EQ(d[0], 100);
  array<int, 1> e(2);
  e = a; // different extent: reallocates
  EXPECT_EQ(e.extent[0], 8);
  EXPECT_EQ(e[0], 100);
}

TEST_F(ArrayTest, InitialUploadAndResultCopyBack) {
  std::vector<int> src(256, 1);
  array<int, 1> a(256, src.begin(), src.end());
  EXPECT_EQ(amp2hip::transfer_stats().host_to_device_bytes, 256 * sizeof(int));
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += i[0]; });
  std::vector<int> out(256);
  copy(a, out.begin());
  EXPECT_EQ(out[255], 256);
  EXPECT_EQ(amp2hip::transfer_stats().device_to_host_bytes, 256 * sizeof(int));
}

TEST_F(ArrayTest, ViewsOverArrays) {
  array<int, 2> a(4, 4);
  array_view<int, 2> v(a);
  parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] = i[0] * 4 + i[1]; });
  EXPECT_EQ(a(3, 3), 15);
  array_view<int, 2> s = a.section(index<2>(1, 1), extent<2>(2, 2));
  EXPECT_EQ(s(0, 0), 5);
  array_view<int, 1> row = a[2];
  EXPECT_EQ(row[1], 9);
  array_view<int, 1> flat = a.view_as(extent<1>(16));
  EXPECT_EQ(flat[15], 15);
  const array<int, 2> &ca = a;
  array_view<const int, 2> cv(ca);
  EXPECT_EQ(cv(1, 2), 6);
  array_view<const int, 1> crow = ca[1];
  EXPECT_EQ(crow[3], 7);
  // to_device of an array is a view of its device storage.
  array_view<int, 2> dv = amp2hip::to_device(a);
  EXPECT_TRUE(amp2hip::host::is_device_pointer(&dv(0, 0)));
  EXPECT_EQ(dv.extent, a.extent);
}

TEST_F(ArrayTest, CopyFamily) {
  std::vector<int> src(20);
  std::iota(src.begin(), src.end(), 0);
  array<int, 1> a(20);
  copy(src.begin(), src.end(), a);
  array<int, 1> b(20);
  copy(a, b);
  EXPECT_EQ(b[19], 19);
  copy(src.begin(), a); // first-only form
  std::vector<int> out(20, -1);
  copy(b, out.begin());
  EXPECT_EQ(out[10], 10);

  // views
  std::vector<int> dst(20, 0);
  array_view<int, 1> dv(20, dst);
  copy(a, dv);
  EXPECT_EQ(dv[5], 5);
  array_view<int, 1> part = dv.section(10, 5);
  std::vector<int> five{50, 51, 52, 53, 54};
  copy(five.begin(), five.end(), part);
  EXPECT_EQ(dst[12], 52);
  std::vector<int> back(5);
  copy(part, back.begin());
  EXPECT_EQ(back[4], 54);
  array<int, 1> c(20);
  copy(dv, c);
  EXPECT_EQ(c[13], 53);
  std::vector<int> other(20, 0);
  array_view<int, 1> ov(20, other);
  copy(array_view<const int, 1>(dv), ov);
  ov.synchronize();
  EXPECT_EQ(other[14], 54);

  // 2-D section (strided) to a vector and back.
  std::vector<int> m(5 * 6);
  std::iota(m.begin(), m.end(), 0);
  array_view<int, 2> mv(5, 6, m);
  std::vector<int> block(6);
  copy(mv.section(index<2>(1, 2), extent<2>(2, 3)), block.begin());
  EXPECT_EQ(block, (std::vector<int>{8, 9, 10, 14, 15, 16}));
  array<int, 2> ma(2, 3);
  copy(mv.section(index<2>(1, 2), extent<2>(2, 3)), ma);
  EXPECT_EQ(ma(1, 2), 16);

  completion_future f = copy_async(a, b);
  f.wait();
  EXPECT_TRUE(f.valid());
  f.then([] {});
  a.copy_to(b);
  EXPECT_THROW(copy(a, ma.view_as(extent<1>(6))), runtime_exception);
}

TEST_F(ArrayTest, ArrayFromView) {
  std::vector<int> v(6, 9);
  array_view<int, 2> av(2, 3, v);
  array<int, 2> a(av);
  EXPECT_EQ(a(1, 2), 9);
  array<int, 2> b(array_view<const int, 2>(av), accelerator().default_view);
  EXPECT_EQ(b(0, 0), 9);
}

TEST_F(ArrayTest, ConstArraySectionIntOverloads) {
  array<int, 3> a(2, 3, 4);
  for (int i = 0; i < 24; ++i)
    a.view_as(extent<1>(24))[i] = i;
  const array<int, 3> &ca = a;
  array_view<const int, 3> s = ca.section(1, 1, 2, 1, 2, 2);
  EXPECT_EQ(s.extent, extent<3>(1, 2, 2));
  EXPECT_EQ(s(0, 1, 1), (1 * 3 + 2) * 4 + 3);
  const array<int, 1> c1(10);
  EXPECT_EQ(c1.section(2, 5).extent, extent<1>(5));
  const array<int, 2> c2(4, 4);
  EXPECT_EQ(c2.section(1, 1, 2, 3).extent, extent<2>(2, 3));
}

namespace {
// An output iterator whose first write waits (bounded) until `open` is set.
struct gated_iterator {
  typedef std::output_iterator_tag iterator_category;
  typedef void value_type;
  typedef std::ptrdiff_t difference_type;
  typedef void pointer;
  typedef void reference;
  int *out;
  std::atomic<bool> *open;
  std::atomic<bool> *gave_up;
  gated_iterator &operator*() { return *this; }
  gated_iterator &operator++() { return *this; }
  gated_iterator operator++(int) { return *this; }
  gated_iterator &operator=(int v) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (!open->load()) {
      if (std::chrono::steady_clock::now() > deadline) {
        *gave_up = true;
        break;
      }
      std::this_thread::yield();
    }
    *out++ = v;
    return *this;
  }
};
} // namespace

TEST_F(ArrayTest, CopyAsyncOverlapsTheCaller) {
  std::vector<int> src(100);
  std::iota(src.begin(), src.end(), 0);
  array<int, 1> a(100, src.begin());
  std::vector<int> out(100, -1);
  std::atomic<bool> open{false}, gave_up{false};
  completion_future f = copy_async(a, gated_iterator{out.data(), &open, &gave_up});
  EXPECT_EQ(f.wait_for(std::chrono::milliseconds(0)), std::future_status::timeout);
  std::atomic<int> then_ran{0};
  f.then([&] { then_ran = 1; }); // must not block either
  open = true;
  f.get();
  EXPECT_FALSE(gave_up.load());
  EXPECT_EQ(out, src);
  for (int i = 0; i < 5000 && !then_ran; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(then_ran.load(), 1);
}

TEST_F(ArrayTest, CopyAsyncReportsErrorsThroughGet) {
  array<int, 1> a(10), b(5);
  completion_future f = copy_async(a, b);
  f.wait();
  EXPECT_THROW(f.get(), runtime_exception);
  // Views are kept by value, arrays by reference: both forms work.
  std::vector<int> v(10, 3);
  array_view<int, 1> av(10, v);
  copy_async(av, a).get();
  std::vector<int> back(10);
  copy_async(a, back.begin()).get();
  EXPECT_EQ(back, v);
}
