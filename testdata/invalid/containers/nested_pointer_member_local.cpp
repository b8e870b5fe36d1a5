// A node whose member's type holds a pointer, one level down.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Link {
  int* target;
};
struct Node {
  int value;
  Link next;
};
int sum_values(const Node& n) restrict(amp) { return n.value; }  // expect-error: amp2hip-2033
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = i[0];
  });
  av.synchronize();
  return 0;
}
