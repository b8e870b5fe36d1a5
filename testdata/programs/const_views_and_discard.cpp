// const_views_and_discard.cpp
//
// Covers: the coherence hints of array_view:
//  * array_view<const T,N> inputs (never copied back; the host data stays
//    as it was),
//  * discard_data() on an output whose old contents must NOT be relied upon
//    (the kernel writes every element, so results are the same either way),
//  * an output WITHOUT discard_data() that is only partly written (the rest
//    must keep the host values: the view must copy them in),
//  * a view converted from array_view<T> to array_view<const T>,
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 333;
  std::vector<int> in(n), full(n, 42), partial(n);
  for (int i = 0; i < n; ++i) {
    in[i] = i * 3;
    partial[i] = 1000 + i;  // must survive where the kernel does not write
  }
  const std::vector<int> in_copy = in;

  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vfull(n, full);
  array_view<int, 1> vpart(n, partial);
  vfull.discard_data();

  parallel_for_each(vfull.extent, [=](index<1> i) restrict(amp) {
    vfull[i] = vin[i] + 1;
    if (i[0] % 3 == 0) vpart[i] = -vin[i];
  });
  vfull.synchronize();
  vpart.synchronize();

  // A writable view used as const input to a second kernel.
  array_view<int, 1> writable(n, full);
  array_view<const int, 1> as_const = writable;
  std::vector<int> second(n, 0);
  array_view<int, 1> vsecond(n, second);
  vsecond.discard_data();
  parallel_for_each(vsecond.extent, [=](index<1> i) restrict(amp) {
    vsecond[i] = as_const[i] * 2;
  });
  vsecond.synchronize();

  for (int i = 0; i < n; ++i) {
    if (in[i] != in_copy[i]) {
      std::printf("FAIL: const input in[%d] changed to %d (was %d)\n", i, in[i], in_copy[i]);
      return 1;
    }
    if (full[i] != 3 * i + 1) {
      std::printf("FAIL: full[%d] got %d expected %d\n", i, full[i], 3 * i + 1);
      return 1;
    }
    int pe = (i % 3 == 0) ? -3 * i : 1000 + i;
    if (partial[i] != pe) {
      std::printf("FAIL: partial[%d] got %d expected %d\n", i, partial[i], pe);
      return 1;
    }
    if (second[i] != 2 * (3 * i + 1)) {
      std::printf("FAIL: second[%d] got %d expected %d\n", i, second[i], 2 * (3 * i + 1));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
