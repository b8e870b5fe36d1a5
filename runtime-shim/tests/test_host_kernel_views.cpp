// Host backend: array_views as kernel arguments. A launch whose view
// arguments are all kernel copies (amp2hip::to_device) runs each block's
// threads in a loop with the kernel inlined and each thread's views known to
// have no host buffer (host/hip_launch.h, KernelCall); anything else takes
// the general loop. Both must behave as a GPU does.
#include <amp.h>

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

using namespace concurrency;

namespace {

__global__ void multiply(int n, array_view<const float, 2> a, array_view<const float, 2> b,
                         array_view<float, 2> c) {
  const int row = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y);
  const int col = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (row >= n || col >= n)
    return;
  float sum = 0.0f;
  for (int k = 0; k < n; ++k)
    sum += a(row, k) * b(k, col);
  c(row, col) = sum;
}

TEST(HostKernelViews, KernelCopiesGiveTheKernelsResult) {
  const int n = 37; // not a multiple of the block
  std::vector<float> va(n * n), vb(n * n), vc(n * n, -1.0f);
  for (int i = 0; i < n * n; ++i) {
    va[i] = static_cast<float>(i % 7) - 3.0f;
    vb[i] = static_cast<float>(i % 5) * 0.5f;
  }
  array_view<const float, 2> a(n, n, va), b(n, n, vb);
  array_view<float, 2> c(n, n, vc);
  c.discard_data();
  hipLaunchKernelGGL(multiply, dim3(2, 5), dim3(32, 8), 0, 0, n, amp2hip::to_device(a),
                     amp2hip::to_device(b), amp2hip::to_device(c));
  ASSERT_NO_THROW(amp2hip::check_launch());
  c.synchronize();
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float want = 0.0f;
      for (int k = 0; k < n; ++k)
        want += va[i * n + k] * vb[k * n + j];
      ASSERT_FLOAT_EQ(vc[i * n + j], want) << i << "," << j;
    }
}

// Sections: the kernel copy points at the section's first element and keeps
// the whole view's row stride.
__global__ void mark_section(array_view<int, 2> s, int value) {
  const int i = static_cast<int>(threadIdx.y), j = static_cast<int>(threadIdx.x);
  s(i, j) = value + i * 10 + j;
}

TEST(HostKernelViews, SectionsKeepTheirOriginAndStride) {
  std::vector<int> h(6 * 8, 0);
  array_view<int, 2> all(6, 8, h);
  array_view<int, 2> inner = all.section(index<2>(2, 3), extent<2>(3, 4));
  hipLaunchKernelGGL(mark_section, dim3(1), dim3(4, 3), 0, 0, amp2hip::to_device(inner), 100);
  ASSERT_NO_THROW(amp2hip::check_launch());
  all.synchronize();
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 8; ++j) {
      const bool in = i >= 2 && i < 5 && j >= 3 && j < 7;
      EXPECT_EQ(h[i * 8 + j], in ? 100 + (i - 2) * 10 + (j - 3) : 0) << i << "," << j;
    }
}

// A thread that rebinds its view parameter changes its own copy only.
__global__ void rebind_own_view(array_view<int, 1> v) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i % 2 == 1)
    v = v.section(index<1>(i), extent<1>(1)); // element i is now v[0]
  v[i % 2 == 1 ? 0 : i] += i + 1;
}

TEST(HostKernelViews, EachThreadGetsItsOwnCopyOfAView) {
  std::vector<int> h(256, 0);
  array_view<int, 1> v(256, h);
  hipLaunchKernelGGL(rebind_own_view, dim3(4), dim3(64), 0, 0, amp2hip::to_device(v));
  ASSERT_NO_THROW(amp2hip::check_launch());
  v.synchronize();
  for (int i = 0; i < 256; ++i)
    ASSERT_EQ(h[i], i + 1) << i;
}

// A kernel chosen at run time, launched through a pointer variable.
__global__ void add_to_all(array_view<int, 1> v, int x) {
  v[static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x)] += x;
}
__global__ void times_all(array_view<int, 1> v, int x) {
  v[static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x)] *= x;
}

TEST(HostKernelViews, KernelThroughAPointerVariable) {
  std::vector<int> h(128, 3);
  array_view<int, 1> v(128, h);
  for (int step = 0; step < 2; ++step) {
    void (*k)(array_view<int, 1>, int) = step == 0 ? add_to_all : times_all;
    hipLaunchKernelGGL(k, dim3(2), dim3(64), 0, 0, amp2hip::to_device(v), 4);
    ASSERT_NO_THROW(amp2hip::check_launch());
  }
  // Without the launch macro: only the kernel's address.
  amp2hip::host::launch_kernel(add_to_all, dim3(2), dim3(64), 0, 0, amp2hip::to_device(v), 1);
  ASSERT_NO_THROW(amp2hip::check_launch());
  v.synchronize();
  for (int x : h)
    ASSERT_EQ(x, (3 + 4) * 4 + 1);
}

// Views nested in a struct argument take the general loop and still work.
struct Pair {
  array_view<const int, 1> in;
  array_view<int, 1> out;
};
__global__ void copy_doubled(Pair p) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  p.out[i] = 2 * p.in[i];
}

TEST(HostKernelViews, ViewsInsideAStructArgument) {
  std::vector<int> src(96), dst(96, 0);
  for (int i = 0; i < 96; ++i)
    src[i] = i - 40;
  array_view<const int, 1> in(96, src);
  array_view<int, 1> out(96, dst);
  out.discard_data();
  hipLaunchKernelGGL(copy_doubled, dim3(3), dim3(32), 0, 0, amp2hip::to_device(Pair{in, out}));
  ASSERT_NO_THROW(amp2hip::check_launch());
  out.synchronize();
  for (int i = 0; i < 96; ++i)
    ASSERT_EQ(dst[i], 2 * (i - 40));
}

// The fast loop is taken exactly when every view argument is a kernel copy.
TEST(HostKernelViews, FastLoopOnlyForKernelCopies) {
  using amp2hip::host::detail::all_kernel_copies;
  std::vector<int> h(8, 0);
  array_view<int, 1> host_view(8, h);
  const array_view<int, 1> kernel_view = amp2hip::to_device(host_view);
  EXPECT_TRUE(all_kernel_copies(std::make_tuple(1, kernel_view, 2.0f)));
  EXPECT_FALSE(all_kernel_copies(std::make_tuple(1, kernel_view, host_view)));
  EXPECT_TRUE(all_kernel_copies(std::make_tuple()));
}

// A host view beside kernel copies: the general loop reports it, as the
// kernel would fault on a GPU.
__global__ void read_both(array_view<const int, 1> a, array_view<int, 1> b) {
  const int i = static_cast<int>(threadIdx.x);
  b[i] = a[i];
}

TEST(HostKernelViews, AHostViewAmongKernelCopiesFailsTheLaunch) {
  std::vector<int> ha(4, 5), hb(4, 0);
  array_view<const int, 1> a(4, ha);
  array_view<int, 1> b(4, hb);
  hipLaunchKernelGGL(read_both, dim3(1), dim3(4), 0, 0, amp2hip::to_device(a), b);
  try {
    amp2hip::check_launch();
    ADD_FAILURE() << "no launch failure";
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("amp2hip::to_device"), std::string::npos) << e.what();
  }
}

// A throwing thread in the fast loop (not thread 0, which the scheduler
// probes on its own) fails the launch and is named.
__global__ void throw_at(array_view<int, 1> v, int bad) {
  const int i = static_cast<int>(threadIdx.x);
  if (i == bad)
    throw std::runtime_error("thread gave up");
  v[i] = i;
}

TEST(HostKernelViews, ExceptionInTheFastLoopNamesTheThread) {
  std::vector<int> h(64, -1);
  array_view<int, 1> v(64, h);
  hipLaunchKernelGGL(throw_at, dim3(1), dim3(64), 0, 0, amp2hip::to_device(v), 37);
  try {
    amp2hip::check_launch();
    ADD_FAILURE() << "no launch failure";
  } catch (const runtime_exception &e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("thread gave up"), std::string::npos) << what;
    EXPECT_NE(what.find("thread (37,0,0)"), std::string::npos) << what;
  }
}

} // namespace
