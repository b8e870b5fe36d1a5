// functor_kernels.cpp
//
// Covers (AMP spec 3.1, kernel as a function object): a class with
// `void operator()(index<2>) const restrict(amp)` and array_view members
// passed by name and as a temporary, a functor with a scalar member set by
// its constructor, and a functor whose operator() calls a private
// restrict(amp) helper and reads a member struct.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Coeffs {
  int a, b;
};

class Stencil {
 public:
  Stencil(array_view<const int, 2> in, array_view<int, 2> out, Coeffs c)
      : in_(in), out_(out), c_(c) {}
  void operator()(index<2> idx) const restrict(amp) { out_[idx] = c_.a * at(idx[0], idx[1]) + c_.b * around(idx); }

 private:
  int at(int r, int c) const restrict(amp) {
    if (r < 0 || c < 0 || r >= in_.extent[0] || c >= in_.extent[1]) return 0;
    return in_(r, c);
  }
  int around(index<2> i) const restrict(amp) {
    return at(i[0] - 1, i[1]) + at(i[0] + 1, i[1]) + at(i[0], i[1] - 1) + at(i[0], i[1] + 1);
  }
  array_view<const int, 2> in_;
  array_view<int, 2> out_;
  Coeffs c_;
};

struct AddScalar {
  array_view<int, 2> v;
  int s;
  AddScalar(array_view<int, 2> view, int scalar) : v(view), s(scalar) {}
  void operator()(index<2> idx) const restrict(amp) { v[idx] += s; }
};

int main() {
  const int rows = 45, cols = 67;
  std::vector<int> in(rows * cols), out(rows * cols, 0);
  for (int i = 0; i < rows * cols; ++i) in[i] = (i * 31) % 23 - 11;
  array_view<const int, 2> iv(rows, cols, in);
  array_view<int, 2> ov(rows, cols, out);
  ov.discard_data();
  Stencil st(iv, ov, Coeffs{4, -1});
  parallel_for_each(ov.extent, st);
  parallel_for_each(ov.extent, AddScalar(ov, 9));
  ov.synchronize();
  auto at = [&](int r, int c) {
    return (r < 0 || c < 0 || r >= rows || c >= cols) ? 0 : in[r * cols + c];
  };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int e = 4 * at(r, c) - (at(r - 1, c) + at(r + 1, c) + at(r, c - 1) + at(r, c + 1)) + 9;
      if (out[r * cols + c] != e) {
        std::printf("FAIL: out(%d,%d) got %d expected %d\n", r, c, out[r * cols + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
