// static_members.cpp
//
// Covers (AMP spec 2.3.2): static restrict(amp) and restrict(amp, cpu) member
// functions called through the class name and through an object, static
// constexpr data members read in a kernel without capture, a nested class
// with a static member function, and a static member function template.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Hash {
  static constexpr unsigned kMul = 2654435761u;
  static constexpr int kBuckets = 37;
  static unsigned mix(unsigned v) restrict(amp, cpu) { return (v ^ (v >> 7)) * kMul; }
  static int bucket(unsigned v) restrict(amp, cpu) { return static_cast<int>(mix(v) % kBuckets); }
  struct Inner {
    static int twice(int v) restrict(amp) { return 2 * v; }
  };
  template <int K>
  static int times(int v) restrict(amp, cpu) {
    return K * v;
  }
};

int main() {
  const int n = 999;
  std::vector<int> out(n, 0);
  std::vector<unsigned> mixed(n, 0u);
  array_view<int, 1> ov(n, out);
  array_view<unsigned, 1> mv(n, mixed);
  ov.discard_data();
  mv.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    unsigned v = static_cast<unsigned>(idx[0]);
    Hash h;
    ov[idx] = Hash::bucket(v) + Hash::Inner::twice(Hash::kBuckets) + h.times<3>(idx[0]);
    mv[idx] = h.mix(v);
  });
  ov.synchronize();
  mv.synchronize();
  for (int i = 0; i < n; ++i) {
    unsigned v = static_cast<unsigned>(i);
    int e = Hash::bucket(v) + 2 * Hash::kBuckets + 3 * i;
    if (out[i] != e || mixed[i] != Hash::mix(v)) {
      std::printf("FAIL: [%d] got (%d,%u) expected (%d,%u)\n", i, out[i], mixed[i], e,
                  Hash::mix(v));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
