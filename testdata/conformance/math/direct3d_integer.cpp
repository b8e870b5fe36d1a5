// direct3d_integer.cpp
//
// Covers: the integer intrinsics of concurrency::direct3d (amp.h): abs,
// clamp (int), imax, imin, umax, umin, sign, and mad (int and unsigned
// overloads, with unsigned wrap-around), plus `using namespace
// concurrency::direct3d;` with unqualified calls in a restrict(amp)
// function; against plain CPU expressions.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kOut = 9;

static int unq(int a, int b) restrict(amp) {
  using namespace concurrency::direct3d;
  return imax(a, b) - imin(a, b) + sign(a - b);
}

int main() {
  constexpr int n = 401;
  std::vector<int> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = (i * 37) % 201 - 100;
    b[i] = (i * 53) % 151 - 75;
  }
  std::vector<int> out(n * kOut);
  array_view<const int, 1> va(n, a), vb(n, b);
  array_view<int, 2> o(n, kOut, out);
  o.discard_data();
  parallel_for_each(va.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const int x = va[idx], y = vb[idx];
    o(i, 0) = direct3d::abs(x);
    o(i, 1) = direct3d::clamp(x, -40, 60);
    o(i, 2) = direct3d::imax(x, y);
    o(i, 3) = direct3d::imin(x, y);
    o(i, 4) = static_cast<int>(direct3d::umax(static_cast<unsigned int>(x), static_cast<unsigned int>(y)));
    o(i, 5) = static_cast<int>(direct3d::umin(static_cast<unsigned int>(x), static_cast<unsigned int>(y)));
    o(i, 6) = direct3d::sign(x);
    o(i, 7) = direct3d::mad(x, y, 7) +
              static_cast<int>(direct3d::mad(static_cast<unsigned int>(x), 3u, 0xfffffff0u));
    o(i, 8) = unq(x, y);
  });
  o.synchronize();
  for (int i = 0; i < n; ++i) {
    const int x = a[i], y = b[i];
    const unsigned int ux = static_cast<unsigned int>(x), uy = static_cast<unsigned int>(y);
    const int want[kOut] = {x < 0 ? -x : x,
                            x < -40 ? -40 : (x > 60 ? 60 : x),
                            x > y ? x : y,
                            x < y ? x : y,
                            static_cast<int>(ux > uy ? ux : uy),
                            static_cast<int>(ux < uy ? ux : uy),
                            (x > 0) - (x < 0),
                            x * y + 7 + static_cast<int>(ux * 3u + 0xfffffff0u),
                            (x > y ? x : y) - (x < y ? x : y) + ((x - y > 0) - (x - y < 0))};
    for (int k = 0; k < kOut; ++k) {
      if (out[i * kOut + k] != want[k]) {
        std::printf("FAIL: output %d for x=%d y=%d got %d expected %d\n", k, x, y, out[i * kOut + k], want[k]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
