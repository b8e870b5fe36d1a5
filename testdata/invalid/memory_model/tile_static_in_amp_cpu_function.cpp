// tile_static in a restrict(amp, cpu) function: its CPU version has no tile.
#include <amp.h>
#include <vector>
using namespace concurrency;

int window_sum(const int* v, int at) restrict(amp, cpu) {
  tile_static int w[3];  // expect-error: amp2hip-2008
  w[0] = v[at];
  w[1] = v[at + 1];
  w[2] = v[at + 2];
  return w[0] + w[1] + w[2];
}

int main() {
  std::vector<int> v(64, 1), out(62, 0);
  array_view<const int, 1> in(64, v);
  array_view<int, 1> o(62, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    o[i] = in[i] + in[i + 1] + in[i + 2];
  });
  o.synchronize();
  return window_sum(v.data(), 0) == 3 ? 0 : 1;
}
