// member_functions.cpp
//
// Covers (AMP spec 2.3.2, restriction of member functions): a class with
// restrict(amp) const member functions, non-const restrict(amp) members that
// modify a local object inside the kernel, a member defined out of class
// (`int Acc::total() const restrict(amp)`), and a restrict(amp, cpu) member
// used on both sides.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

class Acc {
 public:
  Acc(int seed) restrict(amp, cpu) : sum_(seed), count_(0) {}
  void add(int v) restrict(amp) {
    sum_ += v;
    ++count_;
  }
  int total() const restrict(amp);
  int count() const restrict(amp, cpu) { return count_; }
  int weighted(int w) const restrict(amp, cpu) { return sum_ * w + count_; }

 private:
  int sum_;
  int count_;
};

int Acc::total() const restrict(amp) { return sum_; }

int main() {
  const int n = 501;
  const int k = 9;
  std::vector<int> data(n * k), totals(n, 0), counts(n, 0), weighted(n, 0);
  for (int i = 0; i < n * k; ++i) data[i] = (i * 13) % 29 - 14;
  array_view<const int, 2> d(n, k, data);
  array_view<int, 1> t(n, totals), c(n, counts), w(n, weighted);
  t.discard_data();
  c.discard_data();
  w.discard_data();
  parallel_for_each(t.extent, [=](index<1> idx) restrict(amp) {
    Acc acc(idx[0]);
    for (int j = 0; j < k; ++j)
      if (d(idx[0], j) > 0) acc.add(d(idx[0], j));
    t[idx] = acc.total();
    c[idx] = acc.count();
    w[idx] = acc.weighted(3);
  });
  t.synchronize();
  c.synchronize();
  w.synchronize();
  for (int i = 0; i < n; ++i) {
    int s = i, cnt = 0;
    for (int j = 0; j < k; ++j)
      if (data[i * k + j] > 0) {
        s += data[i * k + j];
        ++cnt;
      }
    if (totals[i] != s || counts[i] != cnt || weighted[i] != s * 3 + cnt) {
      std::printf("FAIL: row %d got (%d,%d,%d) expected (%d,%d,%d)\n", i, totals[i], counts[i],
                  weighted[i], s, cnt, s * 3 + cnt);
      return 1;
    }
  }
  Acc host(4);
  if (host.count() != 0 || host.weighted(2) != 8) {
    std::printf("FAIL: host Acc\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
