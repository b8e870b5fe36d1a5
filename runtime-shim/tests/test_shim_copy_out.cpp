// Copies out of the accelerator (concurrency::copy to host iterators, an
// array converted to std::vector): the right elements, each byte moved
// once, straight into contiguous destinations (one hipMemcpy per part the
// device holds), and the source's coherence state left as it was.
#include <amp.h>

#include <gtest/gtest.h>

#include <list>
#include <numeric>
#include <vector>

using namespace concurrency;

namespace {

struct CopyOut : ::testing::Test {
  void SetUp() override { amp2hip::reset_transfer_stats(); }
  static amp2hip::transfer_statistics stats() { return amp2hip::transfer_stats(); }
};

constexpr int kN = 1000;

// An array holding i * 3 + 1, written by a kernel (so only the device has it).
void fill_on_device(array<int, 1> &a) {
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = i[0] * 3 + 1; });
}

void expect_filled(const int *p, int n, int from = 0) {
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(p[i], (from + i) * 3 + 1) << "element " << i;
}

} // namespace

TEST_F(CopyOut, ArrayIntoVectorIteratorIsOneTransfer) {
  array<int, 1> a(kN);
  fill_on_device(a);
  amp2hip::reset_transfer_stats();
  std::vector<int> out(kN, -1);
  copy(a, out.begin());
  expect_filled(out.data(), kN);
  EXPECT_EQ(stats().device_to_host_bytes, kN * sizeof(int));
  EXPECT_EQ(stats().device_to_host_copies, 1u);
  // A second copy out moves the bytes again: the array's host copy was not
  // refreshed on the way (AMP's arrays live on the accelerator).
  std::vector<int> again(kN);
  copy(a, again.data());
  expect_filled(again.data(), kN);
  EXPECT_EQ(stats().device_to_host_copies, 2u);
}

TEST_F(CopyOut, ArrayIntoListGoesThroughItsHostCopy) {
  array<int, 1> a(kN);
  fill_on_device(a);
  amp2hip::reset_transfer_stats();
  std::list<int> out(kN, -1);
  copy(a, out.begin());
  std::vector<int> got(out.begin(), out.end());
  expect_filled(got.data(), kN);
  EXPECT_EQ(stats().device_to_host_bytes, kN * sizeof(int));
}

TEST_F(CopyOut, ArrayToVectorConversion) {
  array<int, 2> a(10, kN / 10);
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) {
    a[i] = (i[0] * (kN / 10) + i[1]) * 3 + 1;
  });
  amp2hip::reset_transfer_stats();
  const std::vector<int> v = a;
  ASSERT_EQ(v.size(), size_t(kN));
  expect_filled(v.data(), kN);
  EXPECT_EQ(stats().device_to_host_copies, 1u);
}

TEST_F(CopyOut, ArrayWrittenOnTheHostIsReadFromTheHost) {
  std::vector<int> src(kN);
  for (int i = 0; i < kN; ++i)
    src[i] = i * 3 + 1;
  array<int, 1> a(kN, src.begin(), src.end(), accelerator(accelerator::cpu_accelerator).default_view);
  amp2hip::reset_transfer_stats();
  std::vector<int> out(kN);
  copy(a, out.begin());
  expect_filled(out.data(), kN);
}

TEST_F(CopyOut, ViewPartlyOnTheDeviceMovesOnlyThatPart) {
  std::vector<int> home(kN);
  for (int i = 0; i < kN; ++i)
    home[i] = i * 3 + 1;
  array_view<int, 1> v(kN, home);
  array_view<int, 1> part = v.section(100, 200);
  parallel_for_each(part.extent, [=](index<1> i) restrict(amp) { part[i] += 1; });
  amp2hip::reset_transfer_stats();
  std::vector<int> out(kN, -1);
  copy(v, out.begin());
  for (int i = 0; i < kN; ++i)
    ASSERT_EQ(out[i], i * 3 + 1 + (i >= 100 && i < 300 ? 1 : 0)) << i;
  EXPECT_EQ(stats().device_to_host_bytes, 200 * sizeof(int));
  EXPECT_EQ(stats().device_to_host_copies, 1u);
  // The view's own data is left alone: its container still has the old part.
  EXPECT_EQ(home[150], 150 * 3 + 1);
}

TEST_F(CopyOut, StridedSectionIntoPointer) {
  array<int, 2> a(20, 50);
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] = i[0] * 1000 + i[1]; });
  array_view<int, 2> s = a.section(index<2>(5, 10), extent<2>(4, 7));
  std::vector<int> out(28, -1);
  copy(s, out.data());
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 7; ++c)
      ASSERT_EQ(out[r * 7 + c], (5 + r) * 1000 + 10 + c) << r << "," << c;
}

// A section copied into its own container, shifted over itself, while the
// device holds part of it: every element must be the source's value from
// before the copy, as AMP's copy (read, then write) gives.
TEST_F(CopyOut, SectionCopiedOntoItselfShifted) {
  std::vector<int> home(kN);
  std::iota(home.begin(), home.end(), 0);
  array_view<int, 1> v(kN, home);
  array_view<int, 1> head = v.section(0, 100);
  parallel_for_each(head.extent, [=](index<1> i) restrict(amp) { head[i] = -head[i]; });
  array_view<int, 1> src = v.section(0, 400);
  copy(src, home.begin() + 50); // [0, 400) onto [50, 450)
  for (int i = 0; i < 400; ++i)
    ASSERT_EQ(home[50 + i], i < 100 ? -i : i) << "element " << i;
}
