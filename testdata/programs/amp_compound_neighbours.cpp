// amp_compound_neighbours.cpp - what restrict(amp) code may declare and
// build, beside what Visual C++ rejects (testdata/invalid: bit-fields,
// pointer members, bool pointer arithmetic, function pointer locals, arrays
// made in a kernel, lambdas capturing pointers, misplaced restrictions):
// nested classes of ints and floats, int pointer arithmetic, a nested lambda
// capturing values, a const member function restricted after its const, an
// array made on the host and captured by reference.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Range {
  int lo;
  int hi;
};

struct Window {
  Range bounds; // a class member, one level down: ints only
  float weight;
  int clamp(int v) const restrict(amp, cpu) { return v < bounds.lo ? bounds.lo : (v > bounds.hi ? bounds.hi : v); }
};

class Scale {
public:
  explicit Scale(int k) restrict(amp, cpu) : k(k) {}
  int apply(int v) const restrict(amp) { return k * v; }

private:
  int k;
};

int sum_first(const int* first, int n) restrict(amp) {
  int total = 0;
  for (const int* p = first; p != first + n; ++p)
    total += *p;
  return total;
}

int main() {
  const int n = 64;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = i;
  array<int, 1> table(4); // made on the host, captured by reference
  std::vector<int> init = {1, 2, 3, 4};
  copy(init.begin(), init.end(), table);
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  Window w = {{5, 40}, 1.0f};
  parallel_for_each(ov.extent, [=, &table](index<1> i) restrict(amp) {
    int local[4] = {table[0], table[1], table[2], table[3]};
    Scale s(2);
    Window inner = w;
    int base = iv[i];
    auto twice_clamped = [=]() restrict(amp) { return inner.clamp(s.apply(base)); };
    ov[i] = twice_clamped() + sum_first(local, 4);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = (2 * i < 5 ? 5 : (2 * i > 40 ? 40 : 2 * i)) + 10;
    if (out[i] != want) {
      std::printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], want);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
