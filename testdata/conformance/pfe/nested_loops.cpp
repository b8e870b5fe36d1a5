// nested_loops.cpp
//
// Covers (AMP spec 3.1, control flow in kernels): triple-nested for loops with
// data-dependent bounds, while and do-while loops, break and continue in
// nested loops, and a loop whose trip count differs per thread (a naive
// matrix product and a banded prefix computed per output element).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int per_element(const int* a, const int* b, int M, int K, int N, int r, int c) {
  int s = 0;
  for (int k = 0; k < K; ++k) {
    if ((k + r) % 5 == 0) continue;
    s += a[r * K + k] * b[k * N + c];
  }
  int band = 0;
  for (int i = 0; i <= r; ++i) {
    for (int j = 0; j <= c; ++j) {
      if (i + j > r + 3) break;
      band += (i ^ j) & 3;
    }
  }
  int w = r * c, steps = 0;
  while (w > 1) {
    w /= 3;
    ++steps;
  }
  int d = 0;
  do {
    d += 2;
  } while (d < c % 7);
  (void)M;
  return s * 100 + band * 10 + steps + d;
}

int main() {
  const int M = 29, K = 23, N = 37;
  std::vector<int> a(M * K), b(K * N), out(M * N, 0);
  for (int i = 0; i < M * K; ++i) a[i] = i % 9 - 4;
  for (int i = 0; i < K * N; ++i) b[i] = i % 7 - 3;
  array_view<const int, 2> av(M, K, a), bv(K, N, b);
  array_view<int, 2> ov(M, N, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<2> idx) restrict(amp) {
    const int r = idx[0], c = idx[1];
    int s = 0;
    for (int k = 0; k < K; ++k) {
      if ((k + r) % 5 == 0) continue;
      s += av(r, k) * bv(k, c);
    }
    int band = 0;
    for (int i = 0; i <= r; ++i) {
      for (int j = 0; j <= c; ++j) {
        if (i + j > r + 3) break;
        band += (i ^ j) & 3;
      }
    }
    int w = r * c, steps = 0;
    while (w > 1) {
      w /= 3;
      ++steps;
    }
    int d = 0;
    do {
      d += 2;
    } while (d < c % 7);
    ov[idx] = s * 100 + band * 10 + steps + d;
  });
  ov.synchronize();
  for (int r = 0; r < M; ++r)
    for (int c = 0; c < N; ++c) {
      int e = per_element(a.data(), b.data(), M, K, N, r, c);
      if (out[r * N + c] != e) {
        std::printf("FAIL: (%d,%d) got %d expected %d\n", r, c, out[r * N + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
