// template_kernel.cpp
//
// Covers: parallel_for_each inside function templates:
//  * a template over the element type T and a non-type int parameter Scale,
//    instantiated for int, float and unsigned int,
//  * a template over the rank N (extent<N>/index<N> in the lambda signature),
//    instantiated for ranks 1, 2 and 3,
//  * a tiled kernel inside a template whose tile size is a template parameter,
//  * a class template member function that launches a kernel.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T, int Scale>
void scale_add(std::vector<T>& data, T offset) {
  array_view<T, 1> v(static_cast<int>(data.size()), data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = v[i] * static_cast<T>(Scale) + offset;
  });
  v.synchronize();
}

// Writes the linearised index of every element, for any rank.
template <int N>
void fill_linear(array_view<int, N> v) {
  parallel_for_each(v.extent, [=](index<N> idx) restrict(amp) {
    int lin = 0;
    for (int d = 0; d < N; ++d) lin = lin * v.extent[d] + idx[d];
    v[idx] = lin;
  });
  v.synchronize();
}

template <int TS, typename T>
T sum_tiles(const std::vector<T>& data) {
  const int n = static_cast<int>(data.size());
  std::vector<T> partial(n / TS);
  array_view<const T, 1> in(n, data);
  array_view<T, 1> out(n / TS, partial);
  out.discard_data();
  parallel_for_each(in.extent.template tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static T buf[TS];
    buf[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      T s = T(0);
      for (int k = 0; k < TS; ++k) s += buf[k];
      out[t.tile] = s;
    }
  });
  out.synchronize();
  T total = T(0);
  for (T p : partial) total += p;
  return total;
}

template <typename T>
class Buffer {
 public:
  explicit Buffer(int n) : host_(n, T(1)) {}
  void square_all() {
    array_view<T, 1> v(static_cast<int>(host_.size()), host_);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * v[i] + T(i[0]); });
    v.synchronize();
  }
  const std::vector<T>& host() const { return host_; }

 private:
  std::vector<T> host_;
};

int main() {
  std::vector<int> vi(301);
  std::vector<float> vf(299);
  std::vector<unsigned int> vu(257);
  for (int i = 0; i < 301; ++i) vi[i] = i - 150;
  for (int i = 0; i < 299; ++i) vf[i] = i * 0.5f;
  for (int i = 0; i < 257; ++i) vu[i] = 4000000000u - i;
  scale_add<int, 3>(vi, 7);
  scale_add<float, -2>(vf, 0.25f);
  scale_add<unsigned int, 1>(vu, 5u);
  for (int i = 0; i < 301; ++i)
    if (vi[i] != (i - 150) * 3 + 7) {
      std::printf("FAIL: int vi[%d] got %d expected %d\n", i, vi[i], (i - 150) * 3 + 7);
      return 1;
    }
  for (int i = 0; i < 299; ++i)
    if (!(std::fabs(vf[i] - (i * 0.5f * -2.0f + 0.25f)) <= 1e-5f)) {
      std::printf("FAIL: float vf[%d] got %f expected %f\n", i, vf[i], i * 0.5f * -2.0f + 0.25f);
      return 1;
    }
  for (int i = 0; i < 257; ++i)
    if (vu[i] != 4000000000u - i + 5u) {
      std::printf("FAIL: unsigned vu[%d] got %u expected %u\n", i, vu[i], 4000000000u - i + 5u);
      return 1;
    }

  std::vector<int> l1(77), l2(9 * 13), l3(3 * 5 * 7);
  fill_linear<1>(array_view<int, 1>(77, l1));
  fill_linear<2>(array_view<int, 2>(9, 13, l2));
  fill_linear<3>(array_view<int, 3>(3, 5, 7, l3));
  const std::vector<int>* all[3] = {&l1, &l2, &l3};
  for (int r = 0; r < 3; ++r)
    for (int i = 0; i < static_cast<int>(all[r]->size()); ++i)
      if ((*all[r])[i] != i) {
        std::printf("FAIL: fill_linear rank %d element %d got %d\n", r + 1, i, (*all[r])[i]);
        return 1;
      }

  std::vector<int> si(64 * 5);
  for (int i = 0; i < 64 * 5; ++i) si[i] = i % 9;
  int expect_i = 0;
  for (int x : si) expect_i += x;
  int got_i = sum_tiles<64>(si);
  std::vector<float> sf(16 * 11, 0.5f);
  float got_f = sum_tiles<16>(sf);
  if (got_i != expect_i || got_f != 88.0f) {
    std::printf("FAIL: sum_tiles got %d / %f expected %d / 88\n", got_i, got_f, expect_i);
    return 1;
  }

  Buffer<int> b(100);
  b.square_all();
  for (int i = 0; i < 100; ++i)
    if (b.host()[i] != 1 + i) {
      std::printf("FAIL: Buffer element %d got %d expected %d\n", i, b.host()[i], 1 + i);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
