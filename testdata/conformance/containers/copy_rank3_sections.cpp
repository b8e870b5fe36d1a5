// copy_rank3_sections.cpp
//
// Covers (AMP spec 5.3, copies of strided rank-3 data): copy() from a rank-3
// section of an array to host, from host into a rank-3 section of an
// array_view, from a section of an array to a section of a view and back
// into an array section; only the section's elements change, in row-major
// order of the section.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int X = 4, Y = 5, Z = 6;
  array<int, 3> a(X, Y, Z);
  parallel_for_each(a.extent, [&a](index<3> i) restrict(amp) { a[i] = (i[0] * Y + i[1]) * Z + i[2]; });
  const index<3> o(1, 2, 3);
  const extent<3> e(2, 3, 2);
  // Array section -> host.
  std::vector<int> out(e.size(), 0);
  copy(a.section(o, e), out.begin());
  int k = 0;
  for (int x = 0; x < 2; ++x) for (int y = 0; y < 3; ++y) for (int z = 0; z < 2; ++z, ++k)
    if (out[k] != ((x + 1) * Y + y + 2) * Z + z + 3) { std::printf("FAIL: out[%d]=%d\n", k, out[k]); return 1; }
  // Host -> view section.
  std::vector<int> h(X * Y * Z, -1);
  array_view<int, 3> hv(X, Y, Z, h);
  std::vector<int> in(e.size());
  for (size_t i = 0; i < in.size(); ++i) in[i] = 1000 + static_cast<int>(i);
  copy(in.begin(), in.end(), hv.section(index<3>(0, 0, 0), e));
  // Array section -> view section, then view section -> array section.
  copy(a.section(o, e), hv.section(index<3>(2, 2, 4), e));
  copy(hv.section(index<3>(0, 0, 0), e), a.section(index<3>(2, 0, 0), e));
  hv.synchronize();
  k = 0;
  for (int x = 0; x < X; ++x) for (int y = 0; y < Y; ++y) for (int z = 0; z < Z; ++z) {
    int want = -1;
    if (x < 2 && y < 3 && z < 2) want = 1000 + (x * 3 + y) * 2 + z;
    if (x >= 2 && y >= 2 && z >= 4) want = ((x - 1) * Y + y) * Z + z - 1;
    if (h[(x * Y + y) * Z + z] != want) { std::printf("FAIL: h(%d,%d,%d)=%d expected %d\n", x, y, z, h[(x * Y + y) * Z + z], want); return 1; }
  }
  std::vector<int> av = a;
  for (int x = 0; x < X; ++x) for (int y = 0; y < Y; ++y) for (int z = 0; z < Z; ++z) {
    int want = (x * Y + y) * Z + z;
    if (x >= 2 && y < 3 && z < 2) want = 1000 + ((x - 2) * 3 + y) * 2 + z;
    if (av[(x * Y + y) * Z + z] != want) { std::printf("FAIL: a(%d,%d,%d)=%d expected %d\n", x, y, z, av[(x * Y + y) * Z + z], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
