// stats - a histogram on the accelerator (histogram.cpp) checked on the
// CPU, with the C checksum both programs share.
#include <cstdio>
#include <vector>

#include "histogram.h"
#include "checksum.h"

int problem_size();

// The smoothing program has a report() too (see smooth/main.cpp).
void report(const char *what, long sum) { std::printf("stats %s checksum %ld\n", what, sum); }

int main() {
  const int n = problem_size();
  if (n != 517) {
    std::printf("FAIL: problem_size() = %d, expected stats' 517\n", n);
    return 1;
  }
  const int bins = 8;
  std::vector<float> values(n);
  for (int i = 0; i < n; ++i)
    values[i] = static_cast<float>((i * 7) % 9) - 0.25f;
  std::vector<int> got = histogram(values, bins);
  std::vector<int> want(bins, 0);
  for (int i = 0; i < n; ++i) {
    int bin = static_cast<int>(values[i]);
    if (bin < 0) bin = 0;
    if (bin >= bins) bin = bins - 1;
    ++want[bin];
  }
  for (int b = 0; b < bins; ++b)
    if (got[b] != want[b]) {
      std::printf("FAIL: histogram[%d] got %d expected %d\n", b, got[b], want[b]);
      return 1;
    }
  std::vector<float> as_float(got.begin(), got.end());
  const long sum = weighted_checksum(as_float.data(), bins);
  long want_sum = 0;
  for (int b = 0; b < bins; ++b)
    want_sum += (b + 1) * static_cast<long>(want[b]);
  if (sum != want_sum) {
    std::printf("FAIL: checksum got %ld expected %ld\n", sum, want_sum);
    return 1;
  }
  report("histogram", sum);
  std::printf("PASS\n");
  return 0;
}
