// enums.cpp
//
// Covers (AMP spec 2.4, amp-compatible types): unscoped enums and enum class
// (with an explicit underlying type) as kernel locals, captured scalars and
// function parameters, a switch over an enum class, enum values compared and
// converted to int, and an enum stored in an array_view of int.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

enum Color { Red, Green = 5, Blue };
enum class Op : int { Add = 1, Sub, Mul, Max };

static int apply(Op op, int a, int b) restrict(amp, cpu) {
  switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    case Op::Max: return a > b ? a : b;
  }
  return 0;
}

static Color classify(int v) restrict(amp, cpu) { return v < 0 ? Red : (v == 0 ? Green : Blue); }

int main() {
  const int n = 401;
  std::vector<int> a(n), b(n), out(n, 0), cls(n, 0);
  for (int i = 0; i < n; ++i) {
    a[i] = i % 19 - 9;
    b[i] = (i * 3) % 11 - 5;
  }
  const Op chosen = Op::Mul;
  array_view<const int, 1> av(n, a), bv(n, b);
  array_view<int, 1> ov(n, out), cv(n, cls);
  ov.discard_data();
  cv.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    Op local = static_cast<Op>(1 + idx[0] % 4);
    int r = apply(local, av[idx], bv[idx]);
    if (local == chosen) r += 1000;
    ov[idx] = r;
    Color c = classify(r);
    cv[idx] = static_cast<int>(c) + (c == Blue ? 10 : 0);
  });
  ov.synchronize();
  cv.synchronize();
  for (int i = 0; i < n; ++i) {
    Op local = static_cast<Op>(1 + i % 4);
    int r = apply(local, a[i], b[i]);
    if (local == chosen) r += 1000;
    Color c = classify(r);
    int ec = static_cast<int>(c) + (c == Blue ? 10 : 0);
    if (out[i] != r || cls[i] != ec) {
      std::printf("FAIL: [%d] got (%d,%d) expected (%d,%d)\n", i, out[i], cls[i], r, ec);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
