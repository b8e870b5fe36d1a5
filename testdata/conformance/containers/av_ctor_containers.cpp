// av_ctor_containers.cpp
//
// Covers (AMP spec 5.2.1, array_view constructors over containers):
// array_view(extent, Container&) and array_view(int[, int[, int]], Container&)
// for ranks 1..3 with std::vector, std::array and a user container with
// data()/size(); array_view<const T> over a const vector; the view writes
// through to the container (after synchronize) and a container bigger than
// the extent is used from its start; a container smaller than the extent
// is rejected with runtime_exception.
#include <amp.h>
#include <array>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct my_buffer {
  std::vector<int> store;
  explicit my_buffer(int n) : store(n, 1) {}
  int *data() { return store.data(); }
  size_t size() const { return store.size(); }
};

int main() {
  std::vector<int> v1(10, 1);
  std::vector<int> v2(12, 1);
  std::array<int, 24> s3;
  s3.fill(1);
  my_buffer mb(20);
  std::vector<int> big(50, 7);

  array_view<int, 1> a(10, v1);
  array_view<int, 2> b(3, 4, v2);
  array_view<int, 3> c(2, 3, 4, s3);
  array_view<int, 1> d(extent<1>(20), mb);
  array_view<int, 2> e(extent<2>(4, 5), big); // first 20 of 50
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = i[0]; });
  parallel_for_each(b.extent, [=](index<2> i) restrict(amp) { b[i] = i[0] * 4 + i[1]; });
  parallel_for_each(c.extent, [=](index<3> i) restrict(amp) { c[i] = (i[0] * 3 + i[1]) * 4 + i[2]; });
  parallel_for_each(d.extent, [=](index<1> i) restrict(amp) { d[i] += i[0]; });
  parallel_for_each(e.extent, [=](index<2> i) restrict(amp) { e[i] = -1; });
  a.synchronize(); b.synchronize(); c.synchronize(); d.synchronize(); e.synchronize();
  for (int i = 0; i < 10; ++i) if (v1[i] != i) { std::printf("FAIL: v1[%d]=%d\n", i, v1[i]); return 1; }
  for (int i = 0; i < 12; ++i) if (v2[i] != i) { std::printf("FAIL: v2[%d]=%d\n", i, v2[i]); return 1; }
  for (int i = 0; i < 24; ++i) if (s3[i] != i) { std::printf("FAIL: s3[%d]=%d\n", i, s3[i]); return 1; }
  for (int i = 0; i < 20; ++i) if (mb.store[i] != 1 + i) { std::printf("FAIL: mb[%d]=%d\n", i, mb.store[i]); return 1; }
  for (int i = 0; i < 50; ++i)
    if (big[i] != (i < 20 ? -1 : 7)) { std::printf("FAIL: big[%d]=%d\n", i, big[i]); return 1; }

  const std::vector<int> cv(v1);
  array_view<const int, 1> ro(10, cv);
  std::vector<int> sum(1, 0);
  array_view<int, 1> sv(1, sum);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int s = 0;
    for (int i = 0; i < 10; ++i) s += ro[i];
    sv[0] = s;
  });
  sv.synchronize();
  if (sum[0] != 45) { std::printf("FAIL: const view sum %d\n", sum[0]); return 1; }

  bool threw = false;
  try {
    std::vector<int> small(5);
    array_view<int, 2> bad(3, 3, small);
  } catch (const runtime_exception &) {
    threw = true;
  }
  if (!threw) { std::printf("FAIL: a too-small container was accepted\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
