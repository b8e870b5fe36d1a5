// accelerator_view_dependent_kernels.cpp
//
// Covers (AMP spec 3.3, commands on several accelerator_views of one
// accelerator): a kernel on one created view that writes an array_view (and
// an array) and takes long, then a kernel on another created view that reads
// what it wrote, in rounds that alternate the two views; the reader must see
// every write, as in program order. On a GPU the two views are two streams:
// unless the second waits for the first, it runs while the first is still
// writing.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int kIterations = 20000;  // long enough for the reader to start early

static unsigned scramble(unsigned s, int round) restrict(amp, cpu) {
  for (int k = 0; k < kIterations; ++k)
    s = s * 1103515245u + 12345u + static_cast<unsigned>(round);
  return s;
}

int main() {
  accelerator acc;
  accelerator_view va = acc.create_view();
  accelerator_view vb = acc.create_view(queuing_mode_immediate);
  const int n = 1024;
  const int rounds = 4;
  std::vector<unsigned> x(n), y(n, 0u), z(n, 0u);
  for (int i = 0; i < n; ++i) x[i] = static_cast<unsigned>(i) * 2654435761u;
  std::vector<unsigned> want_x(x), want_y(n), want_z(n);
  array_view<unsigned, 1> vx(n, x), vy(n, y), vz(n, z);
  array<unsigned, 1> acopy(n, va);
  for (int r = 0; r < rounds; ++r) {
    const accelerator_view& writer = r % 2 ? vb : va;
    const accelerator_view& reader = r % 2 ? va : vb;
    parallel_for_each(writer, vx.extent, [=, &acopy](index<1> i) restrict(amp) {
      const unsigned s = scramble(vx[i], r);
      vx[i] = s;
      acopy[i] = s ^ 0x5a5a5a5au;
    });
    parallel_for_each(reader, vy.extent, [=, &acopy](index<1> i) restrict(amp) {
      vy[i] += vx[i] >> 3;
      vz[i] += acopy[i] >> 5;
    });
    for (int i = 0; i < n; ++i) {
      want_x[i] = scramble(want_x[i], r);
      want_y[i] += want_x[i] >> 3;
      want_z[i] += (want_x[i] ^ 0x5a5a5a5au) >> 5;
    }
  }
  va.wait();
  vb.wait();
  vx.synchronize();
  vy.synchronize();
  vz.synchronize();
  for (int i = 0; i < n; ++i)
    if (x[i] != want_x[i] || y[i] != want_y[i] || z[i] != want_z[i]) {
      std::printf("FAIL: [%d] got (%u,%u,%u) expected (%u,%u,%u)\n", i, x[i], y[i], z[i], want_x[i],
                  want_y[i], want_z[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
