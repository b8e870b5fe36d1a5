// class_scope_kernels.cpp
//
// Kernels written in member functions that use, unqualified, what the class
// scope shows them (issue 28, item 1): private and protected static member
// functions of the class and of a base class, enumerators of a plain enum and
// of an enum class, static const members, nested structs; in a plain class
// (inline and out-of-line members), a class template, a class deriving a
// helper base, and a tiled kernel whose tile size is a static const member.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// A plain class: everything the kernel uses is private.
class Scaler {
public:
  explicit Scaler(int mode) : mode_(mode) {}

  void run(std::vector<float> &data) const {
    array_view<float, 1> av(static_cast<int>(data.size()), data);
    const int mode = mode_;
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      Pair p = {av[i], static_cast<float>(kOffset)};
      float v = mode == Twice ? 2.0f * p.a : p.a;
      av[i] = Clamp(v + p.b);
    });
    av.synchronize();
  }

  static float expect(float x, int mode) {
    Pair p = {x, static_cast<float>(kOffset)};
    return Clamp((mode == Twice ? 2.0f * p.a : p.a) + p.b);
  }

  enum Mode { Once, Twice };

private:
  struct Pair {
    float a, b;
  };
  static const int kOffset = 3;
  static float Clamp(float v) restrict(amp, cpu) { return v > 40.0f ? 40.0f : v; }
  int mode_;
};

// A base class with protected helpers; the derived class's member is
// defined out of line, after both classes.
class FilterBase {
protected:
  enum class Edge { Zero, Wrap };
  static int wrap(int i, int n) restrict(amp, cpu) { return (i % n + n) % n; }
  static const int kRadius = 2;
};

class BoxFilter : public FilterBase {
public:
  void apply(const std::vector<int> &in, std::vector<int> &out, bool wrapEdges) const;
  static int expect(const std::vector<int> &in, int i, bool wrapEdges);
};

void BoxFilter::apply(const std::vector<int> &in, std::vector<int> &out, bool wrapEdges) const {
  const int n = static_cast<int>(in.size());
  array_view<const int, 1> src(n, in);
  array_view<int, 1> dst(n, out);
  dst.discard_data();
  const Edge edge = wrapEdges ? Edge::Wrap : Edge::Zero;
  parallel_for_each(dst.extent, [=](index<1> idx) restrict(amp) {
    int sum = 0;
    for (int k = -kRadius; k <= kRadius; ++k) {
      int j = idx[0] + k;
      if (edge == Edge::Wrap)
        sum += src[wrap(j, n)];
      else if (j >= 0 && j < n)
        sum += src[j];
    }
    dst[idx] = sum;
  });
  dst.synchronize();
}

int BoxFilter::expect(const std::vector<int> &in, int i, bool wrapEdges) {
  const int n = static_cast<int>(in.size());
  int sum = 0;
  for (int k = -kRadius; k <= kRadius; ++k) {
    int j = i + k;
    if (wrapEdges)
      sum += in[wrap(j, n)];
    else if (j >= 0 && j < n)
      sum += in[j];
  }
  return sum;
}

// A class template: a private static helper, a nested type, a static const
// member and an enum class, all of the template.
template <typename T, int Times>
class Accumulator {
public:
  enum class Op { Sum, Max };

  static void run(std::vector<T> &data, Op op) {
    array_view<T, 1> av(static_cast<int>(data.size()), data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      Cell c;
      c.value = av[i];
      c.count = kTimes;
      av[i] = op == Op::Sum ? combine(c) : c.value * static_cast<T>(Times);
    });
    av.synchronize();
  }

  static T expect(T x, Op op) {
    Cell c;
    c.value = x;
    c.count = kTimes;
    return op == Op::Sum ? combine(c) : x * static_cast<T>(Times);
  }

private:
  struct Cell {
    T value;
    int count;
  };
  static const int kTimes = Times + 1;
  static T combine(const Cell &c) restrict(amp, cpu) {
    T s = 0;
    for (int k = 0; k < c.count; ++k)
      s += c.value;
    return s;
  }
};

// A class template deriving a (non-template) helper base, with a tiled
// kernel whose tile size is the class's static const member.
struct MathHelpers {
protected:
  static float square(float v) restrict(amp, cpu) { return v * v; }
};

template <typename T>
class TileSquares : public MathHelpers {
public:
  static const int TS = 16;
  void run(std::vector<T> &data) {
    array_view<T, 1> av(static_cast<int>(data.size()), data);
    parallel_for_each(av.extent.template tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
      tile_static T cache[TS];
      cache[t.local[0]] = av[t.global];
      t.barrier.wait();
      av[t.global] = static_cast<T>(square(static_cast<float>(cache[TS - 1 - t.local[0]])));
    });
    av.synchronize();
  }
};

int main() {
  bool ok = true;
  std::vector<float> f(100);
  for (int i = 0; i < 100; ++i)
    f[i] = static_cast<float>(i) * 0.5f;
  for (int mode = 0; mode < 2; ++mode) {
    std::vector<float> d = f;
    Scaler(mode).run(d);
    for (int i = 0; i < 100; ++i)
      if (d[i] != Scaler::expect(f[i], mode)) {
        std::printf("FAIL: Scaler mode %d [%d] got %f\n", mode, i, d[i]);
        ok = false;
        break;
      }
  }

  std::vector<int> in(50), out(50);
  for (int i = 0; i < 50; ++i)
    in[i] = i * 7 % 13;
  for (int w = 0; w < 2; ++w) {
    BoxFilter().apply(in, out, w == 1);
    for (int i = 0; i < 50; ++i)
      if (out[i] != BoxFilter::expect(in, i, w == 1)) {
        std::printf("FAIL: BoxFilter wrap %d [%d] got %d\n", w, i, out[i]);
        ok = false;
        break;
      }
  }

  typedef Accumulator<int, 3> Acc;
  for (Acc::Op op : {Acc::Op::Sum, Acc::Op::Max}) {
    std::vector<int> a(64);
    for (int i = 0; i < 64; ++i)
      a[i] = i - 20;
    std::vector<int> orig = a;
    Acc::run(a, op);
    for (int i = 0; i < 64; ++i)
      if (a[i] != Acc::expect(orig[i], op)) {
        std::printf("FAIL: Accumulator [%d] got %d\n", i, a[i]);
        ok = false;
        break;
      }
  }

  std::vector<float> s(64);
  for (int i = 0; i < 64; ++i)
    s[i] = static_cast<float>(i % 9);
  std::vector<float> sq = s;
  TileSquares<float>().run(sq);
  for (int i = 0; i < 64; ++i) {
    int tile = i / 16, local = i % 16;
    float src = s[tile * 16 + 15 - local];
    if (sq[i] != src * src) {
      std::printf("FAIL: TileSquares [%d] got %f expected %f\n", i, sq[i], src * src);
      ok = false;
      break;
    }
  }
  if (!ok)
    return 1;
  std::printf("PASS\n");
  return 0;
}
