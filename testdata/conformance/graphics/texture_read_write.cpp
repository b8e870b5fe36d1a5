// texture_read_write.cpp
//
// Covers: texture<T, N> of rank 1, 2 and 3 created from host iterators and
// from an extent alone; a kernel that captures textures by reference and
// reads them with operator[], operator() (index and int forms) and get(),
// and writes one with set(); texture_view<T, N> (writable) and
// texture_view<const T, N> captured by value; extent / get_extent() in the
// kernel; results copied back with copy(texture, iterator) and compared
// with the same computation on the CPU.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static int fail(const char* what, int i, double got, double want) {
  std::printf("FAIL: %s at %d: got %g, want %g\n", what, i, got, want);
  return 1;
}

int main() {
  const int rows = 19, cols = 23;
  std::vector<float> src(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    src[i] = 0.25f * i - 7.0f;

  // Rank 2: read one texture by reference, write another.
  texture<float, 2> in(rows, cols, src.begin(), src.end());
  texture<float, 2> out(extent<2>(rows, cols));
  parallel_for_each(out.extent, [&in, &out](index<2> idx) restrict(amp) {
    const int r = idx[0], c = idx[1];
    const int cl = c > 0 ? c - 1 : c;
    float v = in[idx] + in(r, cl) * 2.0f + in.get(index<2>(r, 0));
    out.set(idx, v);
  });
  std::vector<float> got(rows * cols);
  copy(out, got.begin());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int cl = c > 0 ? c - 1 : c;
      const float want = src[r * cols + c] + src[r * cols + cl] * 2.0f + src[r * cols];
      if (got[r * cols + c] != want)
        return fail("rank-2 texture", r * cols + c, got[r * cols + c], want);
    }

  // Rank 1 int texture through views: texture_view<const int> reads,
  // texture_view<int> writes.
  const int n = 300;
  std::vector<int> ints(n);
  for (int i = 0; i < n; ++i)
    ints[i] = i * 7 - 100;
  texture<int, 1> t1(n, ints.begin(), ints.end());
  texture<int, 1> r1(n);
  texture_view<const int, 1> rv(t1);
  texture_view<int, 1> wv(r1);
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    const int last = rv.get_extent()[0] - 1;
    wv.set(i, rv[i] * 3 + rv(last - i[0]) + rv[i[0]]);
  });
  std::vector<int> got1(n);
  copy(r1, got1.begin());
  for (int i = 0; i < n; ++i) {
    const int want = ints[i] * 3 + ints[n - 1 - i] + ints[i];
    if (got1[i] != want)
      return fail("rank-1 views", i, got1[i], want);
  }

  // Rank 3 float_4 texture: element-wise sum of the x..w components.
  const int d0 = 3, d1 = 5, d2 = 7;
  std::vector<float_4> vol(d0 * d1 * d2);
  for (int i = 0; i < d0 * d1 * d2; ++i)
    vol[i] = float_4(1.0f * i, 2.0f, -0.5f * i, 0.125f);
  texture<float_4, 3> tv3(extent<3>(d0, d1, d2), vol.begin(), vol.end());
  std::vector<float> sums(d0 * d1 * d2);
  array_view<float, 3> sv(d0, d1, d2, sums);
  sv.discard_data();
  parallel_for_each(sv.extent, [=, &tv3](index<3> i) restrict(amp) {
    const float_4 v = tv3(i[0], i[1], i[2]);
    sv[i] = v.x + v.y + v.z + v.w + static_cast<float>(tv3.extent[2]);
  });
  sv.synchronize();
  for (int i = 0; i < d0 * d1 * d2; ++i) {
    const float want = vol[i].x + vol[i].y + vol[i].z + vol[i].w + d2;
    if (sums[i] != want)
      return fail("rank-3 float_4", i, sums[i], want);
  }
  std::printf("PASS\n");
  return 0;
}
