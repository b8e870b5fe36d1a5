// dependent_base_kernels.cpp
//
// Covers (Visual C++ dialect, --msvc; its two-phase lookup leniency): a
// class template deriving from a base template that owns an array_view and
// helpers; the derived class names the base's data members and member
// functions without `this->` and a dependent type without `typename` (a
// return type), in host code around kernels and in a
// kernel-launching member. The translation inserts what g++ needs.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> struct float_traits { typedef T scalar; };

template <typename T> struct Scale {
  template <int K> T apply(T x) const restrict(amp, cpu) { return x * K; }
};

template <typename T> class GridBase {
public:
  typedef T value_type;
  GridBase(int n, std::vector<T> &v) : size(n), view(n, v) {}
  int count() const { return size; }

protected:
  int size;
  array_view<T, 1> view;
};

template <typename T, typename Traits> class Grid : public GridBase<T> {
public:
  Grid(int n, std::vector<T> &v) : GridBase<T>(n, v) {}

  void triple_plus(int shift) {
    array_view<T, 1> v = view;          // base member, no this->
    Scale<T> ops;
    const T s = (T)shift;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      v[i] = ops.template apply<3>(v[i]) + s;
    });
    v.synchronize();
  }

  GridBase<T>::value_type total() {    // no typename
    T t = 0;
    for (int i = 0; i < count(); ++i)   // base member function, no this->
      t += view[i];
    return t;
  }
};

int main() {
  const int n = 1001;
  std::vector<float> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = (float)(i % 17);
  Grid<float, float_traits<float> > g(n, data);
  g.triple_plus(2);
  float want_total = 0;
  for (int i = 0; i < n; ++i) {
    float want = (float)(i % 17) * 3 + 2;
    if (data[i] != want) {
      std::printf("FAIL: data[%d] got %f expected %f\n", i, data[i], want);
      return 1;
    }
    want_total += want;
  }
  if (g.total() != want_total) {
    std::printf("FAIL: total got %f expected %f\n", g.total(), want_total);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
