// local_typedef_views.cpp
//
// Kernels whose captured views are declared through typedefs local to the
// launching function, as container-generic AMP code writes them: the element
// type from a container's value_type, in a plain function and in function
// templates (the typedef dependent on the template's parameter), a typedef
// of a typedef, a typedef of the view type itself, a const element, and a
// tiled kernel with a tile_static array of the local element type. The
// kernel amp2hip writes at namespace scope does not see the function's
// typedefs: each must still name the same type there.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Samples {
  typedef float value_type;
  std::vector<float> data;
};

struct Counts {
  typedef int value_type;
  std::vector<int> data;
};

// Not a template: the typedefs name concrete types.
void brighten(Samples &s) {
  typedef Samples::value_type elem;
  typedef array_view<elem, 1> view_t;
  view_t v(static_cast<int>(s.data.size()), s.data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    elem x = v[i];
    v[i] = x + elem(1);
  });
  v.synchronize();
}

// The element type depends on the template parameter.
template <typename Container>
void twice(Container &c) {
  typedef typename Container::value_type elem;
  array_view<elem, 1> v(static_cast<int>(c.data.size()), c.data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= elem(2); });
  v.synchronize();
}

// A typedef of a typedef, a const view of it, and the view type a typedef too.
template <typename Container>
void addFrom(Container &dst, const Container &src) {
  typedef typename Container::value_type value_type;
  typedef value_type elem;
  typedef array_view<const elem, 1> input_view;
  input_view in(static_cast<int>(src.data.size()), src.data);
  array_view<elem, 1> out(static_cast<int>(dst.data.size()), dst.data);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] += in[i]; });
  out.synchronize();
}

// A tiled kernel: tile sums in a tile_static array of the local element type.
template <typename Container, int Tile>
void tileSums(const Container &c, std::vector<typename Container::value_type> &sums) {
  typedef typename Container::value_type elem;
  array_view<const elem, 1> in(static_cast<int>(c.data.size()), c.data);
  array_view<elem, 1> out(static_cast<int>(sums.size()), sums);
  out.discard_data();
  parallel_for_each(in.extent.template tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    tile_static elem part[Tile];
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      elem total = 0;
      for (int k = 0; k < Tile; ++k)
        total += part[k];
      out[t.tile] = total;
    }
  });
  out.synchronize();
}

int main() {
  bool ok = true;
  Samples s;
  s.data.assign(64, 1.5f);
  brighten(s);
  twice(s);
  ok = ok && s.data[10] == 5.0f;

  Counts c;
  c.data.resize(64);
  for (int i = 0; i < 64; ++i)
    c.data[i] = i;
  twice(c);
  Counts ones;
  ones.data.assign(64, 1);
  addFrom(c, ones);
  ok = ok && c.data[7] == 15 && c.data[63] == 127;

  std::vector<int> sums(4);
  tileSums<Counts, 16>(c, sums);
  int want0 = 0;
  for (int i = 0; i < 16; ++i)
    want0 += 2 * i + 1;
  ok = ok && sums[0] == want0;

  std::vector<float> fsums(4);
  tileSums<Samples, 16>(s, fsums);
  ok = ok && fsums[3] == 80.0f;

  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
