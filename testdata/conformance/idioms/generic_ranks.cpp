// generic_ranks.cpp
//
// Covers (issue 12, item 2): rank-generic code as AMP libraries write it.
// A class template `Field<T, Rank>` launching from its members (an in-place
// lambda over `index<Rank>`, `parallel_for_each(ext, *this)` with a tiled
// operator() over the class's tile size), `index<View::rank>` from a view
// type parameter, index and extent types through a traits class
// (`typename Traits::index_type`), a named lambda over `index<N>` in a
// function template, `auto` locals captured in a template, and a functor
// template launched over `v.extent.template tile<TS>()`.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T, int Rank>
struct field_traits {
  typedef index<Rank> index_type;
  typedef extent<Rank> extent_type;
  typedef array_view<T, Rank> view_type;
};

template <typename T, int Rank>
class Field {
public:
  typedef field_traits<T, Rank> traits;

  explicit Field(const array_view<T, Rank>& data) : m_data(data) {}

  void Scale(T factor) {
    array_view<T, Rank> data = m_data;
    parallel_for_each(data.extent, [=](index<Rank> idx) restrict(amp) {
      data[idx] *= factor;
    });
  }

  void AddOffset(T offset) {
    typename traits::view_type data = m_data;
    typename traits::extent_type ext = data.extent;
    parallel_for_each(ext, [=](typename traits::index_type idx) restrict(amp) {
      data[idx] += offset;
    });
  }

  const array_view<T, Rank>& Data() const { return m_data; }

private:
  array_view<T, Rank> m_data;
};

// Each tile of TileSize elements gets its tile's first element added.
template <typename T, int TileSize>
class TileBroadcast {
public:
  TileBroadcast(array_view<T, 1> data, int n) : m_data(data), m_extent(n) {}

  void Run() { parallel_for_each(m_extent.tile<TileSize>(), *this); }

  void operator()(tiled_index<TileSize> tidx) const restrict(amp) {
    tile_static T first;
    if (tidx.local[0] == 0)
      first = m_data[tidx.global];
    tidx.barrier.wait();
    if (tidx.local[0] != 0)
      m_data[tidx.global] += first;
  }

private:
  array_view<T, 1> m_data;
  extent<1> m_extent;
};

template <typename View>
void Negate(const View& view) {
  parallel_for_each(view.extent, [=](index<View::rank> idx) restrict(amp) {
    view[idx] = -view[idx];
  });
}

template <int N>
void Clear(array_view<int, N> v) {
  auto kernel = [=](index<N> idx) restrict(amp) { v[idx] = 0; };
  parallel_for_each(v.extent, kernel);
}

template <typename Container>
void AddFirstTimesCount(Container& c) {
  auto first = c[0];
  auto count = static_cast<int>(c.size());
  array_view<int, 1> av(count, c);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    av[idx] += first * count;
  });
  av.synchronize();
}

template <typename T, int TS>
struct TileReverse {
  array_view<const T, 1> in;
  array_view<T, 1> out;
  void operator()(tiled_index<TS> t) const restrict(amp) {
    tile_static T buf[TS];
    buf[t.local[0]] = in[t.global];
    t.barrier.wait();
    out[t.global] = buf[TS - 1 - t.local[0]];
  }
};

template <int TS, typename T>
void ReverseTiles(array_view<const T, 1> in, array_view<T, 1> out) {
  parallel_for_each(out.extent.template tile<TS>(), TileReverse<T, TS>{in, out});
}

#define CHECK(cond, ...)                         \
  do {                                           \
    if (!(cond)) {                               \
      std::printf("FAIL: " __VA_ARGS__);         \
      std::printf("\n");                         \
      return 1;                                  \
    }                                            \
  } while (0)

int main() {
  std::vector<float> f2(8 * 5);
  for (int i = 0; i < 40; ++i) f2[i] = static_cast<float>(i);
  array_view<float, 2> f2v(8, 5, f2);
  Field<float, 2> field(f2v);
  field.Scale(2.0f);
  field.AddOffset(1.0f);
  f2v.synchronize();
  for (int i = 0; i < 40; ++i) CHECK(f2[i] == 2.0f * i + 1.0f, "field2 %d: %f", i, f2[i]);

  std::vector<int> i3(2 * 3 * 4, 3);
  array_view<int, 3> i3v(2, 3, 4, i3);
  Field<int, 3> field3(i3v);
  field3.AddOffset(4);
  field3.Scale(-1);
  Negate(field3.Data());
  i3v.synchronize();
  for (int i = 0; i < 24; ++i) CHECK(i3[i] == 7, "field3 %d: %d", i, i3[i]);

  std::vector<double> d1(64);
  for (int i = 0; i < 64; ++i) d1[i] = i;
  array_view<double, 1> d1v(64, d1);
  Negate(d1v);
  TileBroadcast<double, 16>(d1v, 64).Run();
  d1v.synchronize();
  for (int i = 0; i < 64; ++i) {
    double want = (i % 16 == 0) ? -i : -i - (i - i % 16);
    CHECK(d1[i] == want, "broadcast %d: %f", i, d1[i]);
  }

  std::vector<int> z(6 * 6, 9);
  array_view<int, 2> zv(6, 6, z);
  Clear(zv);
  zv.synchronize();
  for (int i = 0; i < 36; ++i) CHECK(z[i] == 0, "clear %d: %d", i, z[i]);

  std::vector<int> c(10, 1);
  c[0] = 3;
  AddFirstTimesCount(c);
  CHECK(c[0] == 33 && c[9] == 31, "auto captures %d %d", c[0], c[9]);

  std::vector<int> in(96), out(96, 0);
  for (int i = 0; i < 96; ++i) in[i] = i * 3;
  array_view<const int, 1> inv(96, in);
  array_view<int, 1> outv(96, out);
  ReverseTiles<32>(inv, outv);
  outv.synchronize();
  for (int i = 0; i < 96; ++i) {
    int src = (i / 32) * 32 + 31 - i % 32;
    CHECK(out[i] == in[src], "reverse %d: %d", i, out[i]);
  }

  std::printf("PASS\n");
  return 0;
}
