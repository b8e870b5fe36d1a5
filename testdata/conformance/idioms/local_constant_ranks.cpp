// local_constant_ranks.cpp
//
// Local constants that a kernel uses only in types (issue 28, item 2), the
// way generic test helpers repeat one block per rank: `const int rank = 2;`
// then a kernel over `index<rank>` and an `array<T, rank>&` captured by
// reference; a constant used only in a local array's bound, only in an
// `extent<rank>` declared in the body, one derived from another
// (`rank2 = rank * 2`), and one in a function template beside its parameter.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

bool rank1_block() {
  const int rank = 1;
  std::vector<int> host(40, 0);
  array<int, rank> a(40);
  parallel_for_each(a.extent, [&a](index<rank> idx) restrict(amp) {
    a[idx] = idx[0] * 3;
  });
  host = a;
  for (int i = 0; i < 40; ++i)
    if (host[i] != i * 3) {
      std::printf("FAIL: rank1 [%d] got %d\n", i, host[i]);
      return false;
    }
  return true;
}

bool rank2_block() {
  const int rank = 2;
  std::vector<float> host(6 * 5, 0.0f);
  array<float, rank> a(6, 5);
  parallel_for_each(a.extent, [&](index<rank> idx) restrict(amp) {
    a[idx] = static_cast<float>(idx[0] * 10 + idx[1]);
  });
  copy(a, host.begin());
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 5; ++j)
      if (host[i * 5 + j] != static_cast<float>(i * 10 + j)) {
        std::printf("FAIL: rank2 [%d][%d] got %f\n", i, j, host[i * 5 + j]);
        return false;
      }
  return true;
}

// The constant appears only in the body's types: a local array bound and
// an extent<rank> the kernel declares.
bool rank3_block() {
  const int rank = 3;
  const int rank2 = rank * 2;
  std::vector<int> host(2 * 3 * 4, 0);
  array_view<int, rank> av(2, 3, 4, host);
  av.discard_data();
  parallel_for_each(av.extent, [=](index<rank> idx) restrict(amp) {
    int parts[rank2];
    for (int k = 0; k < rank; ++k) {
      parts[k] = idx[k];
      parts[k + rank] = 1;
    }
    extent<rank> e(2, 3, 4);
    int sum = 0;
    for (int k = 0; k < rank2; ++k)
      sum += parts[k];
    av[idx] = sum * 100 + e.size();
  });
  av.synchronize();
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k) {
        int e = (i + j + k + 3) * 100 + 24;
        if (host[(i * 3 + j) * 4 + k] != e) {
          std::printf("FAIL: rank3 [%d][%d][%d] got %d\n", i, j, k, host[(i * 3 + j) * 4 + k]);
          return false;
        }
      }
  return true;
}

template <typename T>
bool generic_block(T scale) {
  const int rank = 2;
  array<T, rank> a(4, 8);
  array<T, rank> b(4, 8);
  parallel_for_each(a.extent, [&a, &b, scale](index<rank> idx) restrict(amp) {
    a[idx] = static_cast<T>(idx[1]) * scale;
    b[idx] = static_cast<T>(idx[0]);
  });
  std::vector<T> ha(32), hb(32);
  copy(a, ha.begin());
  copy(b, hb.begin());
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      if (ha[i * 8 + j] != static_cast<T>(j) * scale || hb[i * 8 + j] != static_cast<T>(i)) {
        std::printf("FAIL: generic [%d][%d]\n", i, j);
        return false;
      }
  return true;
}

int main() {
  bool ok = rank1_block() && rank2_block() && rank3_block() && generic_block<int>(3) &&
            generic_block<double>(0.5);
  if (!ok)
    return 1;
  std::printf("PASS\n");
  return 0;
}
