// HIP failures as AMP exceptions, and accelerator / accelerator_view.
#include <amp.h>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace concurrency;

TEST(ShimExceptions, Hierarchy) {
  runtime_exception r("boom", amp2hip::e_fail);
  EXPECT_STREQ(r.what(), "boom");
  EXPECT_EQ(r.get_error_code(), amp2hip::e_fail);
  out_of_memory o("oom");
  EXPECT_EQ(o.get_error_code(), amp2hip::e_outofmemory);
  const runtime_exception &base = o;
  EXPECT_STREQ(base.what(), "oom");
  invalid_compute_domain d("bad");
  unsupported_feature u("nope");
  accelerator_view_removed rem("gone", 7);
  EXPECT_EQ(rem.get_view_removed_reason(), 7);
  const std::exception &se = u;
  EXPECT_STREQ(se.what(), "nope");
  (void)d;
}

TEST(ShimExceptions, AllocationFailureIsOutOfMemory) {
  amp2hip::host::set_device_memory_limit(1 << 20);
  EXPECT_THROW((array<int, 1>(1 << 20)), out_of_memory);
  try {
    array<char, 1> big(2 << 20);
    FAIL() << "no exception";
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("out of memory"), std::string::npos);
    EXPECT_EQ(e.get_error_code(), amp2hip::e_outofmemory);
  }
  // A view's lazily allocated device copy fails at capture.
  std::vector<int> v(1 << 19);
  array_view<int, 1> av(static_cast<int>(v.size()), v);
  EXPECT_THROW(amp2hip::to_device(av), out_of_memory);
  amp2hip::host::clear_device_memory_limit();
  array<int, 1> ok(1 << 20);
  EXPECT_EQ(ok.extent[0], 1 << 20);
}

TEST(ShimExceptions, NoLeaks) {
  const std::size_t before = amp2hip::host::device_allocation_count();
  {
    std::vector<int> v(100);
    array_view<int, 1> av(100, v);
    array<int, 1> a(100);
    auto k = amp2hip::to_device(av);
    (void)k;
  }
  EXPECT_EQ(amp2hip::host::device_allocation_count(), before);
}

TEST(ShimExceptions, CheckLaunchReportsLaunchErrors) {
  EXPECT_NO_THROW(amp2hip::check_launch());
  // The host backend rejects blocks over 1024 threads, as HIP does.
  struct K {
    static __global__ void kernel(int) {}
  };
  hipLaunchKernelGGL(K::kernel, dim3(1), dim3(2048), 0, 0, 1);
  EXPECT_THROW(amp2hip::check_launch(), runtime_exception);
  EXPECT_NO_THROW(amp2hip::check_launch()); // the error was consumed
}

// A view must reach a kernel through amp2hip::to_device: a host view in a
// kernel argument holds a host pointer on a GPU (an H100 faulted on a struct
// holding a C array of views that the translator passed as it was). The host
// backend reports it instead of reading host memory.
__global__ void fill_view(array_view<int, 1> v) { v[static_cast<int>(threadIdx.x)] = 7; }

TEST(ShimExceptions, HostViewInAKernelIsALaunchFailure) {
  std::vector<int> h(4, 0);
  array_view<int, 1> v(4, h);
  hipLaunchKernelGGL(fill_view, dim3(1), dim3(4), 0, 0, v);
  try {
    amp2hip::check_launch();
    ADD_FAILURE() << "no launch failure";
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("amp2hip::to_device"), std::string::npos) << e.what();
  }
  hipLaunchKernelGGL(fill_view, dim3(1), dim3(4), 0, 0, amp2hip::to_device(v));
  EXPECT_NO_THROW(amp2hip::check_launch());
  v.synchronize();
  EXPECT_EQ(h[3], 7);
}

TEST(ShimExceptions, HipErrorText) {
  try {
    amp2hip::detail::check(hipErrorInvalidValue, "hipMemcpy");
    FAIL();
  } catch (const runtime_exception &e) {
    EXPECT_EQ(std::string(e.what()),
              std::string("hipMemcpy: ") + hipGetErrorString(hipErrorInvalidValue));
  }
}

// HIP errors that have an AMP exception of their own.
TEST(ShimExceptions, HipErrorsMapToAmpExceptions) {
  EXPECT_THROW(amp2hip::detail::check(hipErrorOutOfMemory, "hipMalloc"), out_of_memory);
  EXPECT_THROW(amp2hip::detail::check(hipErrorInvalidConfiguration, "launch"),
               invalid_compute_domain);
  EXPECT_THROW(amp2hip::detail::check(hipErrorNotSupported, "hipMemAdvise"), unsupported_feature);
  try {
    amp2hip::detail::check(hipErrorLaunchTimeOut, "kernel launch");
    FAIL();
  } catch (const accelerator_view_removed &e) {
    EXPECT_EQ(e.get_view_removed_reason(), amp2hip::e_device_removed);
    EXPECT_EQ(e.get_error_code(), amp2hip::e_device_removed);
  }
  EXPECT_THROW(amp2hip::detail::check(hipErrorLaunchFailure, "launch"), runtime_exception);
}

TEST(ShimAccelerator, Enumeration) {
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_GE(all.size(), 2u);
  EXPECT_EQ(all.front().device_path, L"hip:0");
  EXPECT_EQ(all.back().device_path, accelerator::cpu_accelerator);
  accelerator def;
  EXPECT_EQ(def, all.front());
  EXPECT_EQ(def.get_device_path(), def.device_path);
  EXPECT_FALSE(def.description.empty());
  EXPECT_EQ(def.get_description(), def.description);
  EXPECT_TRUE(def.supports_double_precision);
  EXPECT_TRUE(def.is_emulated); // the host backend is a CPU emulation
  EXPECT_FALSE(def.has_display);
  EXPECT_GT(def.dedicated_memory, 0u);
  EXPECT_EQ(accelerator(accelerator::default_accelerator), def);
  EXPECT_EQ(accelerator(L"hip:0"), def);
  EXPECT_EQ(accelerator(accelerator::direct3d_warp), def);
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_NE(cpu, def);
  EXPECT_THROW(accelerator(L"no such device"), runtime_exception);
  // The default has been used: it can no longer change.
  EXPECT_FALSE(accelerator::set_default(accelerator::cpu_accelerator));
  EXPECT_FALSE(accelerator::set_default(L"no such device"));
}

TEST(ShimAccelerator, Views) {
  accelerator acc;
  accelerator_view v1 = acc.default_view;
  accelerator_view v2 = acc.get_default_view();
  EXPECT_EQ(v1, v2);
  EXPECT_TRUE(acc.default_view == accelerator().default_view);
  EXPECT_TRUE(acc.default_view == v1);
  EXPECT_TRUE(v1 == acc.default_view);
  EXPECT_FALSE(acc.default_view == accelerator(accelerator::cpu_accelerator).default_view);
  EXPECT_EQ(v1.accelerator, acc);
  EXPECT_EQ(v1.get_accelerator(), acc);
  EXPECT_EQ(v1.accelerator.description, acc.description);
  EXPECT_EQ(acc.default_view.queuing_mode, queuing_mode_automatic);
  EXPECT_FALSE(acc.default_view.is_debug);
  accelerator_view v3 = acc.create_view(queuing_mode_immediate);
  EXPECT_NE(v3, v1);
  EXPECT_EQ(v3.queuing_mode, queuing_mode_immediate);
  EXPECT_NE(v3.stream(), nullptr);
  v3.wait();
  v3.flush();
  completion_future m = v3.create_marker();
  EXPECT_TRUE(m.valid());
  m.get();
  acc.default_view.wait();
  // Kernels queue on the view's stream.
  std::vector<int> v(10, 0);
  array_view<int, 1> a(10, v);
  parallel_for_each(v3, a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });
  EXPECT_EQ(a[9], 1);
  std::vector<int> w(10, 0);
  array<int, 1> arr(extent<1>(10), w.begin(), v3);
  EXPECT_EQ(arr.accelerator_view, v3);
  EXPECT_EQ(a.get_source_accelerator_view().accelerator.device_path,
            accelerator::cpu_accelerator);
}

TEST(ShimAccelerator, DefaultCpuAccessTypeOverridesOnceBeforeUse) {
  // The CPU accelerator's default is not used by the other tests' arrays.
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_EQ(cpu.get_default_cpu_access_type(), cpu.default_cpu_access_type);
  EXPECT_TRUE(cpu.set_default_cpu_access_type(access_type_read));
  EXPECT_EQ(accelerator(accelerator::cpu_accelerator).default_cpu_access_type,
            access_type_read);
  EXPECT_FALSE(cpu.set_default_cpu_access_type(access_type_write));
  array<int, 1> a(4, cpu.default_view);
  EXPECT_EQ(a.get_cpu_access_type(), access_type_read);
  array<int, 1> b(4, cpu.default_view, access_type_read_write);
  EXPECT_EQ(b.get_cpu_access_type(), access_type_read_write);
}

// Work queued on one created view is ordered before later work on another
// (detail/queue_order.h): on a GPU two created streams run concurrently, and
// a kernel on view 2 reading what a kernel on view 1 wrote raced with it
// (conformance/device/accelerator_view_multiple_views.cpp on an H100). The
// host backend runs launches synchronously, so the order is checked by the
// waits the shim queues.
TEST(ShimAccelerator, CreatedViewsAreOrderedInIssueOrder) {
  accelerator acc;
  accelerator_view a = acc.create_view(), b = acc.create_view();
  auto &order = amp2hip::detail::queue_order_of(0);
  std::vector<int> h(64, 1);
  array_view<int, 1> v(64, h);
  parallel_for_each(a, v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
  const std::uint64_t before = order.waits;  // a may wait for other tests' views
  parallel_for_each(a, v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
  EXPECT_EQ(order.waits, before);  // one view: its own stream orders it
  parallel_for_each(b, v.extent, [=](index<1> i) restrict(amp) { v[i] *= 3; });
  EXPECT_EQ(order.waits, before + 1);  // b waits for a
  parallel_for_each(acc.default_view, v.extent, [=](index<1> i) restrict(amp) { v[i] -= 1; });
  EXPECT_EQ(order.waits, before + 1);  // the null stream waits for every created one
  {
    accelerator_view c = acc.create_view();
    parallel_for_each(c, v.extent, [=](index<1> i) restrict(amp) { v[i] *= 5; });
    EXPECT_EQ(order.waits, before + 2);  // c waits for b
  }
  // c is gone; what it queued is still waited for.
  parallel_for_each(a, v.extent, [=](index<1> i) restrict(amp) { v[i] += 7; });
  EXPECT_EQ(order.waits, before + 3);
  v.synchronize();
  EXPECT_EQ(h[63], ((1 * 2 + 1) * 3 - 1) * 5 + 7);
}
