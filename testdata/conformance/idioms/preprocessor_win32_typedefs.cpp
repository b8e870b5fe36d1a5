// preprocessor_win32_typedefs.cpp
//
// Covers (issue 28, item 5): the portability header a Windows code base
// writes around its kernels: `#ifdef _WIN32` with `unsigned __int32` and
// `__int32` typedefs and a `__declspec(noinline)` signature, `#else` with
// the <cstdint> spellings and a plain signature. The kernels use those
// typedefs, so they go after them, in each branch, before the function
// (amp2hip used to put them before the #ifdef: amp2hip-3006). Also a
// member function defined out of class under the same kind of group, and
// a group whose branches hold `#define`d constants the kernel uses.
#include <amp.h>
#include <cstdio>
#include <cstdint>
#include <vector>

using namespace concurrency;

#ifdef _WIN32
typedef unsigned __int32 hash_t;
typedef __int32 word_t;
__declspec(noinline)
void fnv_rows(array_view<const word_t, 2> words, array_view<hash_t, 1> hashes)
#else
typedef std::uint32_t hash_t;
typedef std::int32_t word_t;
void fnv_rows(array_view<const word_t, 2> words, array_view<hash_t, 1> hashes)
#endif
{
  const int cols = words.extent[1];
  parallel_for_each(hashes.extent, [=](index<1> r) restrict(amp) {
    // 32-bit FNV-1a per row (restrict(amp) code has no 64-bit integers).
    hash_t h = 2166136261u;
    for (int c = 0; c < cols; ++c) {
      word_t w = words(r[0], c);
      h = (h ^ static_cast<hash_t>(w)) * 16777619u;
    }
    hashes[r] = h;
  });
}

struct Histogram {
  explicit Histogram(int bins) : counts(bins, 0) {}
  void add(array_view<const int, 1> values);
  std::vector<int> counts;
};

#ifdef _WIN32
typedef long count_t;
#define BIN_SHIFT 3
void Histogram::add(array_view<const int, 1> values)
#else
typedef int count_t;
#define BIN_SHIFT 3
void Histogram::add(array_view<const int, 1> values)
#endif
{
  const int bins = static_cast<int>(counts.size());
  array_view<int, 1> cv(bins, counts);
  parallel_for_each(values.extent, [=](index<1> i) restrict(amp) {
    count_t bin = static_cast<count_t>(values[i] >> BIN_SHIFT);
    if (bin >= 0 && bin < bins)
      atomic_fetch_add(&cv[static_cast<int>(bin)], 1);
  });
  cv.synchronize();
}

static unsigned int fnv_host(const std::vector<word_t> &w, int row, int cols) {
  unsigned int h = 2166136261u;
  for (int c = 0; c < cols; ++c)
    h = (h ^ static_cast<unsigned int>(w[row * cols + c])) * 16777619u;
  return h;
}

int main() {
  const int rows = 9, cols = 13;
  std::vector<word_t> words(rows * cols);
  for (int i = 0; i < rows * cols; ++i) words[i] = static_cast<word_t>(i * 2654435761u);
  std::vector<hash_t> hashes(rows);
  array_view<hash_t, 1> hv(rows, hashes);
  fnv_rows(array_view<const word_t, 2>(rows, cols, words), hv);
  hv.synchronize();
  for (int r = 0; r < rows; ++r)
    if (hashes[r] != static_cast<hash_t>(fnv_host(words, r, cols))) {
      std::printf("FAIL: hashes[%d]\n", r);
      return 1;
    }

  const int n = 200;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) values[i] = (i * 7) % 64;
  Histogram h(8);
  h.add(array_view<const int, 1>(n, values));
  std::vector<int> want(8, 0);
  for (int v : values) ++want[v >> 3];
  for (int b = 0; b < 8; ++b)
    if (h.counts[b] != want[b]) { std::printf("FAIL: counts[%d] = %d\n", b, h.counts[b]); return 1; }
  std::printf("PASS\n");
  return 0;
}
