// copy_host_to_array.cpp
//
// Covers (AMP spec 5.3, concurrency::copy): copy(InputIt first, InputIt last,
// array&) and copy(InputIt first, array&) with vector iterators, raw
// pointers and std::list iterators (non-contiguous), ranks 1..3; a range
// shorter than the array is rejected with runtime_exception; a kernel sees
// the copied data.
#include <amp.h>
#include <cstdio>
#include <list>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> v(60);
  for (int i = 0; i < 60; ++i) v[i] = i * 7 % 23;
  std::list<int> l(v.begin(), v.end());
  array<int, 1> a(60);
  array<int, 2> b(6, 10);
  array<int, 3> c(3, 4, 5);
  array<int, 1> d(20);
  copy(v.begin(), v.end(), a);
  copy(l.begin(), l.end(), b);
  copy(v.data(), c);
  copy(v.begin() + 40, d); // the 20 elements from there

  std::vector<int> sums(4, 0);
  array_view<int, 1> sv(4, sums);
  parallel_for_each(extent<1>(1), [&a, &b, &c, &d, sv](index<1>) restrict(amp) {
    int s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i < 60; ++i) {
      s0 += a[i] * (i + 1);
      s1 += b(i / 10, i % 10) * (i + 1);
      s2 += c(i / 20, (i / 5) % 4, i % 5) * (i + 1);
    }
    for (int i = 0; i < 20; ++i) s3 += d[i] * (i + 1);
    sv[0] = s0; sv[1] = s1; sv[2] = s2; sv[3] = s3;
  });
  sv.synchronize();
  int want = 0, want3 = 0;
  for (int i = 0; i < 60; ++i) want += v[i] * (i + 1);
  for (int i = 0; i < 20; ++i) want3 += v[40 + i] * (i + 1);
  if (sums[0] != want || sums[1] != want || sums[2] != want || sums[3] != want3) {
    std::printf("FAIL: sums %d %d %d %d expected %d %d %d %d\n", sums[0], sums[1], sums[2], sums[3], want, want, want, want3);
    return 1;
  }
  bool threw = false;
  try {
    copy(v.begin(), v.begin() + 10, a);
  } catch (const runtime_exception &) {
    threw = true;
  }
  if (!threw) { std::printf("FAIL: a short range was accepted\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
