// tile_static in host code (a helper that prepares data on the CPU).
#include <amp.h>
#include <vector>
using namespace concurrency;

int checksum(const std::vector<int>& v) {
  tile_static int partial[16];  // expect-error: amp2hip-2008
  for (int i = 0; i < 16; ++i) partial[i] = 0;
  for (size_t i = 0; i < v.size(); ++i) partial[i % 16] += v[i];
  int sum = 0;
  for (int i = 0; i < 16; ++i) sum += partial[i];
  return sum;
}

int main() {
  std::vector<int> v(100, 1);
  array_view<int, 1> av(100, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  return checksum(v) == 200 ? 0 : 1;
}
