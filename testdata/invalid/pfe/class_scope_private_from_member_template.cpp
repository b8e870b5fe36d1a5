// A kernel in a member function template uses a private static helper of its
// class: the kernel's template arguments include the member template's, which
// the class cannot name in a friend declaration.
#include <amp.h>
#include <vector>
using namespace concurrency;

class Blur {
public:
  template <typename T>
  void run(std::vector<T> &data) {
    array_view<T, 1> av(static_cast<int>(data.size()), data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {  // expect-error: amp2hip-1016
      av[i] = weight(av[i]);
    });
    av.synchronize();
  }

private:
  template <typename T>
  static T weight(T v) restrict(amp, cpu) { return v / 2; }
};

int main() {
  std::vector<float> v(64, 1.0f);
  Blur().run(v);
  return 0;
}
