// texture_copies.cpp
//
// Covers: the texture overloads of copy and copy_async: iterators ->
// texture, texture -> iterator, raw memory <-> texture for a region
// (index offset + extent), texture -> texture whole and region to region,
// texture::copy_to(texture) and copy_to(writeonly_texture_view);
// copy_async(...).get() for the same; a texture copy-constructed or
// assigned from another is a deep copy (later writes do not show through);
// texture(texture_view<const T>) copies the viewed level; a
// writeonly_texture_view written by a kernel.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

#define CHECK(cond, ...)                 \
  do {                                   \
    if (!(cond)) {                       \
      std::printf("FAIL: " __VA_ARGS__); \
      std::printf("\n");                 \
      return 1;                          \
    }                                    \
  } while (0)

static std::vector<int> read_all(const texture<int, 2>& t) {
  std::vector<int> v(t.extent.size());
  copy(t, v.begin());
  return v;
}

int main() {
  const int rows = 6, cols = 8;
  std::vector<int> src(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    src[i] = i * 3 + 1;
  texture<int, 2> a(rows, cols);
  copy(src.begin(), src.end(), a);
  CHECK(read_all(a) == src, "iterator round trip");

  // Region of raw memory into a region of the texture, and back out.
  std::vector<int> patch(2 * 3);
  for (int i = 0; i < 6; ++i)
    patch[i] = -100 - i;
  copy(patch.data(), (unsigned)(patch.size() * sizeof(int)), a, index<2>(3, 4), extent<2>(2, 3));
  std::vector<int> want = src;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c)
      want[(3 + r) * cols + 4 + c] = patch[r * 3 + c];
  CHECK(read_all(a) == want, "raw region into texture");
  std::vector<int> region(2 * 4);
  copy(a, index<2>(3, 3), extent<2>(2, 4), region.data(), (unsigned)(region.size() * sizeof(int)));
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 4; ++c)
      CHECK(region[r * 4 + c] == want[(3 + r) * cols + 3 + c], "raw region out at %d,%d", r, c);

  // Texture to texture: whole, copy_to, region to region.
  texture<int, 2> b(rows, cols);
  copy(a, b);
  CHECK(read_all(b) == want, "texture to texture");
  texture<int, 2> c2(rows, cols);
  a.copy_to(c2);
  CHECK(read_all(c2) == want, "copy_to");
  texture<int, 2> d(4, 4, src.begin(), src.begin() + 16);
  copy(a, index<2>(0, 2), d, index<2>(1, 1), extent<2>(2, 3));
  std::vector<int> dwant(src.begin(), src.begin() + 16);
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c)
      dwant[(1 + r) * 4 + 1 + c] = want[r * cols + 2 + c];
  CHECK(read_all(d) == dwant, "region to region");

  // Asynchronous forms.
  std::vector<int> doubled(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    doubled[i] = 2 * src[i];
  texture<int, 2> e(rows, cols);
  copy_async(doubled.begin(), doubled.end(), e).get();
  CHECK(read_all(e) == doubled, "copy_async iterators -> texture");
  std::vector<int> back(rows * cols);
  completion_future f = copy_async(e, back.data(), (unsigned)(back.size() * sizeof(int)));
  f.wait();
  CHECK(back == doubled, "copy_async texture -> raw");
  texture<int, 2> g(rows, cols);
  copy_async(e, g).get();
  CHECK(read_all(g) == doubled, "copy_async texture -> texture");

  // Deep copies.
  texture<int, 2> h(a);
  texture<int, 2> k(2, 2);
  k = a;
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a.set(i, 0); });
  CHECK(read_all(h) == want && read_all(k) == want, "copies changed with the original");
  CHECK(read_all(a) == std::vector<int>(rows * cols, 0), "kernel write");

  // writeonly_texture_view: written by a kernel, and the target of copy_to.
  texture<int, 2> w(rows, cols);
  writeonly_texture_view<int, 2> wv(w);
  parallel_for_each(w.extent, [=](index<2> i) restrict(amp) { wv.set(i, i[0] * 100 + i[1]); });
  std::vector<int> wvals = read_all(w);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      CHECK(wvals[r * cols + c] == r * 100 + c, "writeonly view at %d,%d", r, c);
  e.copy_to(wv);
  CHECK(read_all(w) == doubled, "copy_to(writeonly_texture_view)");

  // A texture built from a view copies its data.
  texture_view<const int, 2> ev(e);
  texture<int, 2> fromview(ev);
  CHECK(read_all(fromview) == doubled, "texture(texture_view)");
  std::printf("PASS\n");
  return 0;
}
