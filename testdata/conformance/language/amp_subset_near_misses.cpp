// amp_subset_near_misses.cpp
//
// Covers (AMP spec 2.4, the valid side of amp2hip-2017/2023/2031/2032):
// constructs next to the ones restrict(amp) forbids: long and unsigned long
// literals (5L, 7UL) and casts to int, unsigned, long and float in kernels
// (no long long); a long long computation on the host right before the
// launch; malloc and free on the host around a kernel; pointers compared,
// subtracted and converted to bool in a kernel, and a pointer cast between
// element types of a union (no integer becomes a pointer); atomics on int
// and unsigned int, atomic_exchange on a float, and a float maximum with an
// atomic_compare_exchange loop on the value's bits.
#include <amp.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace concurrency;

union Bits {
  float f;
  unsigned u;
};

static void atomic_max_float(float *dest, float v) restrict(amp) {
  Bits cur;
  cur.f = *dest;
  while (cur.f < v) {
    Bits want;
    want.f = v;
    int expected = static_cast<int>(cur.u);
    if (atomic_compare_exchange(reinterpret_cast<int *>(dest), &expected, static_cast<int>(want.u)))
      break;
    cur.u = static_cast<unsigned>(expected);
  }
}

int main() {
  const int n = 40;
  long long host_total = 0;
  for (int i = 0; i < n; ++i) host_total += 3000000000LL / (i + 1);
  int *scratch = static_cast<int *>(std::malloc(n * sizeof(int)));
  for (int i = 0; i < n; ++i) scratch[i] = i;

  std::vector<int> out(n, 0), counts(2, 0);
  std::vector<float> maxes(2, -1.0f), last(1, 0.0f);
  array_view<const int, 1> in(n, scratch);
  array_view<int, 1> ov(n, out);
  array_view<int, 1> cv(2, counts);
  array_view<float, 1> mv(2, maxes);
  array_view<float, 1> lv(1, last);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    long wide = 5L * in[i];
    unsigned long uwide = 7UL + static_cast<unsigned long>(in[i]);
    int local[4] = {1, 2, 3, 4};
    int *first = &local[0], *third = &local[2];
    int dist = static_cast<int>(third - first);
    bool has = first != nullptr && first < third;
    ov[i] = static_cast<int>(wide) + static_cast<int>(uwide) + dist + (has ? 1 : 0) +
            static_cast<int>(static_cast<float>(in[i]) * 0.5f);
    atomic_fetch_add(&cv[0], 1);
    atomic_fetch_add(reinterpret_cast<unsigned *>(&cv[1]), 2u);
    atomic_max_float(&mv[in[i] % 2], static_cast<float>(in[i]));
    atomic_exchange(&lv[0], 1.5f);
  });
  ov.synchronize();
  cv.synchronize();
  mv.synchronize();
  lv.synchronize();
  std::free(scratch);
  for (int i = 0; i < n; ++i) {
    int want = 5 * i + 7 + i + 2 + 1 + i / 2;
    if (out[i] != want) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], want);
      return 1;
    }
  }
  if (counts[0] != n || counts[1] != 2 * n || maxes[0] != 38.0f || maxes[1] != 39.0f ||
      last[0] != 1.5f || host_total <= 0) {
    std::printf("FAIL: counts %d %d maxes %f %f last %f\n", counts[0], counts[1], maxes[0],
                maxes[1], last[0]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
