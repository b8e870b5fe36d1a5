// A captured settings struct that carries a pointer member.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Settings {
  int count;
  float bias;
  const int *lookup;
};
int main() {
  std::vector<int> table(8, 1), data(128, 0);
  Settings s{8, 0.25f, table.data()};
  array_view<int, 1> dv(128, data);
  parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) {
    dv[i] = i[0] % s.count;  // expect-error: amp2hip-2027
  });
  dv.synchronize();
  return 0;
}
