// A linked-list node as the element type of an array_view.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Node {
  int value;
  Node *next;
};
int main() {
  std::vector<Node> nodes(16);
  array_view<Node, 1> nv(16, nodes);  // expect-error: amp2hip-2027
  parallel_for_each(nv.extent, [=](index<1> i) restrict(amp) { nv[i].value = i[0]; });
  nv.synchronize();
  return 0;
}
