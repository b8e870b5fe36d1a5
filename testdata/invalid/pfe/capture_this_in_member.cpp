// A member function's kernel that uses a data member (captures `this`).
#include <amp.h>
#include <vector>
using namespace concurrency;

class Blur {
public:
  explicit Blur(int radius) : radius_(radius) {}
  void run(array_view<int, 1> av) const {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] = av[i] / radius_;  // expect-error: amp2hip-2002
    });
  }

private:
  int radius_;
};

int main() {
  std::vector<int> v(64, 9);
  array_view<int, 1> av(64, v);
  Blur(3).run(av);
  av.synchronize();
  return 0;
}
