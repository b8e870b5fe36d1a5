// pointers_and_references.cpp
//
// Covers (AMP spec 2.4.1, pointers and references in amp code): pointers to
// kernel locals and to elements of local arrays, pointer arithmetic and
// comparison within a local array, re-seating a pointer (one level of
// indirection only: AMP forbids pointers to pointers), references to locals,
// reference parameters of restrict(amp) helpers, const references, and a
// reference to an array_view element (written through).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static void swap_ints(int* a, int* b) restrict(amp, cpu) {
  int t = *a;
  *a = *b;
  *b = t;
}

static void bubble(int* first, int* last) restrict(amp, cpu) {
  for (int* end = last; end > first + 1; --end)
    for (int* p = first; p + 1 < end; ++p)
      if (*p > *(p + 1)) swap_ints(p, p + 1);
}

static int sum_ref(const int (&arr)[6]) restrict(amp, cpu) {
  int s = 0;
  for (int i = 0; i < 6; ++i) s += arr[i] * (i + 1);
  return s;
}

static void bump(int& r, const int& by) restrict(amp, cpu) { r += by; }

static int host_ref(int i) {
  int local[6];
  for (int k = 0; k < 6; ++k) local[k] = (i * (k + 3)) % 17;
  bubble(local, local + 6);
  int x = 5, y = 9;
  int* px = &x;
  int* py = &y;
  px = py;
  *px += 1;
  int& rx = x;
  bump(rx, y);
  return sum_ref(local) * 100 + x;
}

int main() {
  const int n = 444;
  std::vector<int> out(n, 0), inout(n);
  for (int i = 0; i < n; ++i) inout[i] = i;
  array_view<int, 1> ov(n, out), iov(n, inout);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int local[6];
    for (int k = 0; k < 6; ++k) local[k] = (i * (k + 3)) % 17;
    bubble(local, local + 6);
    int x = 5, y = 9;
    int* px = &x;
    int* py = &y;
    px = py;  // re-seated: px now points at y
    *px += 1;
    int& rx = x;
    bump(rx, y);
    ov[idx] = sum_ref(local) * 100 + x;
    int& elem = iov[idx];
    elem = elem * 3 + 1;
  });
  ov.synchronize();
  iov.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = host_ref(i);
    if (out[i] != e || inout[i] != i * 3 + 1) {
      std::printf("FAIL: [%d] got (%d,%d) expected (%d,%d)\n", i, out[i], inout[i], e, i * 3 + 1);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
