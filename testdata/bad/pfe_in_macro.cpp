// parallel_for_each inside a macro body: amp2hip-1006.
#include <amp.h>
using namespace concurrency;

#define LAUNCH(view, body) \
  parallel_for_each((view).extent, [=](index<1> i) restrict(amp) { body; })

int main() {
  int data[8] = {0};
  array_view<int, 1> av(8, data);
  LAUNCH(av, av[i] = i[0]);
  return 0;
}
