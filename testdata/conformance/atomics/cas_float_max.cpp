// cas_float_max.cpp
//
// Covers: building float atomics from AMP's integer atomics (AMP 1.2 has no
// float atomic_fetch_max/add): atomic_compare_exchange on the unsigned bit
// pattern of a float (a float maximum and a float sum via CAS loops), and
// atomic_exchange(float*) to publish a last value. The maximum must equal
// the serial maximum exactly; the sum (order-dependent rounding) within a
// relative 1e-5 of the double sum.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

static unsigned int bits_of(float f) restrict(amp, cpu) {
  union {
    float f;
    unsigned int u;
  } v;
  v.f = f;
  return v.u;
}
static float float_of(unsigned int u) restrict(amp, cpu) {
  union {
    float f;
    unsigned int u;
  } v;
  v.u = u;
  return v.f;
}

int main() {
  constexpr int n = 2500;
  std::vector<float> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = std::sin(i * 0.37f) * (1.0f + (i % 17));
  std::vector<unsigned int> cells(2, 0u);
  cells[0] = bits_of(-1e30f);  // running max
  cells[1] = bits_of(0.0f);    // running sum
  std::vector<float> last(1, 0.0f);
  array_view<const float, 1> vd(n, data);
  array_view<unsigned int, 1> vc(2, cells);
  array_view<float, 1> vl(1, last);
  parallel_for_each(vd.extent, [=](index<1> i) restrict(amp) {
    const float v = vd[i];
    unsigned int e = vc[0];
    while (float_of(e) < v && !atomic_compare_exchange(&vc[0], &e, bits_of(v))) {
    }
    unsigned int s = vc[1];
    while (!atomic_compare_exchange(&vc[1], &s, bits_of(float_of(s) + v))) {
    }
    if (i[0] == n - 1)
      atomic_exchange(&vl[0], v);
  });
  vc.synchronize();
  vl.synchronize();

  float wmax = -1e30f;
  double wsum = 0;
  for (float v : data) {
    wmax = v > wmax ? v : wmax;
    wsum += v;
  }
  const float gmax = float_of(cells[0]), gsum = float_of(cells[1]);
  if (gmax != wmax) {
    std::printf("FAIL: CAS float max got %.9g expected %.9g\n", gmax, wmax);
    return 1;
  }
  if (std::fabs(gsum - wsum) > 1e-5 * (std::fabs(wsum) + 100.0)) {
    std::printf("FAIL: CAS float sum got %.9g expected %.9g\n", gsum, wsum);
    return 1;
  }
  if (last[0] != data[n - 1]) {
    std::printf("FAIL: atomic_exchange(float) got %.9g expected %.9g\n", last[0], data[n - 1]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
