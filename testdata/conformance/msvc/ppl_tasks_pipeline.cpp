// ppl_tasks_pipeline.cpp
//
// Covers (PPL tasks around kernels, <ppltasks.h>): create_task filling the
// input, a value-based continuation launching a kernel on another thread
// and returning its result, a task-based continuation checking it,
// task_group running two kernels on different array_views concurrently,
// parallel_invoke computing two CPU references, and an exception thrown in a
// task reaching get().
#include <amp.h>
#include <ppltasks.h>
#include <ppl.h>
#include <cstdio>
#include <stdexcept>
#include <vector>

using namespace concurrency;

static std::vector<float> square_on_gpu(std::vector<float> v) {
  array_view<float, 1> av((int)v.size(), v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * av[i]; });
  av.synchronize();
  return v;
}

int main() {
  const int n = 2000;
  task<std::vector<float>> squared =
      create_task([n] {
        std::vector<float> v(n);
        for (int i = 0; i < n; ++i)
          v[i] = (float)(i % 50) * 0.5f;
        return v;
      }).then([](std::vector<float> v) { return square_on_gpu(v); });
  task<int> checked = squared.then([n](task<std::vector<float>> t) {
    std::vector<float> v = t.get();
    for (int i = 0; i < n; ++i) {
      float x = (float)(i % 50) * 0.5f;
      if (v[i] != x * x)
        return i;
    }
    return -1;
  });
  if (checked.get() != -1) {
    std::printf("FAIL: squared[%d] wrong\n", checked.get());
    return 1;
  }

  std::vector<int> a(n, 1), b(n, 2), ra(n), rb(n);
  array_view<int, 1> av(n, a), bv(n, b);
  task_group group;
  group.run([=] { parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += i[0]; }); });
  group.run([=] { parallel_for_each(bv.extent, [=](index<1> i) restrict(amp) { bv[i] *= i[0]; }); });
  group.wait();
  av.synchronize();
  bv.synchronize();
  parallel_invoke([&] { for (int i = 0; i < n; ++i) ra[i] = 1 + i; },
                  [&] { for (int i = 0; i < n; ++i) rb[i] = 2 * i; });
  for (int i = 0; i < n; ++i)
    if (a[i] != ra[i] || b[i] != rb[i]) {
      std::printf("FAIL: a[%d]=%d (want %d), b[%d]=%d (want %d)\n", i, a[i], ra[i], i, b[i], rb[i]);
      return 1;
    }

  task<int> failing = create_task([]() -> int { throw std::out_of_range("no device memory"); });
  try {
    failing.get();
    std::printf("FAIL: no exception\n");
    return 1;
  } catch (const std::out_of_range &) {
  }
  std::printf("PASS\n");
  return 0;
}
