// A defaulted copy assignment used in a restrict(amp) function: it assigns a
// member whose operator= is restrict(cpu).
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Weight {
  float w;
  Weight &operator=(const Weight &o) restrict(cpu) {
    w = o.w;
    return *this;
  }
};
struct Edge {
  int from, to;
  Weight weight;
  Edge &operator=(const Edge &) = default;
};
static void keep_heavier(Edge &best, const Edge &e) restrict(amp) {
  if (e.weight.w > best.weight.w)
    best = e;  // expect-error: amp2hip-2030
}
int main() {
  std::vector<Edge> edges(8);
  array_view<Edge, 1> ev(8, edges);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    for (int k = 1; k < 8; ++k) keep_heavier(ev[0], ev[k]);
  });
  ev.synchronize();
  return 0;
}
