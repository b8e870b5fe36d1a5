// local_arrays.cpp
//
// Covers (AMP spec 2.4.1, arrays in amp code): one- and two-dimensional local
// arrays in a kernel, brace initialisation, arrays of structs, passing a local
// array to a restrict(amp) helper (decays to a pointer), an insertion sort on
// a local array, and a local array indexed by data-dependent values.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kLen = 8;

struct KV {
  int key;
  int val;
};

static void insertion_sort(KV* a, int n) restrict(amp, cpu) {
  for (int i = 1; i < n; ++i) {
    KV x = a[i];
    int j = i - 1;
    while (j >= 0 && a[j].key > x.key) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = x;
  }
}

static int process(const int* row) restrict(amp, cpu) {
  const int weights[kLen] = {3, 1, 4, 1, 5, 9, 2, 6};
  int grid[2][kLen] = {};
  KV kv[kLen];
  for (int k = 0; k < kLen; ++k) {
    kv[k].key = row[k];
    kv[k].val = k;
    grid[k % 2][k] = row[k] * weights[k];
  }
  insertion_sort(kv, kLen);
  int s = 0;
  for (int k = 0; k < kLen; ++k) s += kv[k].val * (k + 1) + grid[0][k] - grid[1][k];
  int counts[4] = {0, 0, 0, 0};
  for (int k = 0; k < kLen; ++k) counts[(row[k] % 4 + 4) % 4]++;
  return s * 10 + counts[0] + 2 * counts[3];
}

int main() {
  const int n = 350;
  std::vector<int> data(n * kLen), out(n, 0);
  for (int i = 0; i < n * kLen; ++i) data[i] = (i * 2654435761u) % 97 - 40;
  array_view<const int, 2> dv(n, kLen, data);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    int row[kLen];
    for (int k = 0; k < kLen; ++k) row[k] = dv(idx[0], k);
    ov[idx] = process(row);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = process(&data[i * kLen]);
    if (out[i] != e) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
