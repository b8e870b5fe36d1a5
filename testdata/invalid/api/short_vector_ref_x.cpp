// short_vector ref_y(): AMP's reference accessors; the shim's components are
// plain data members, which are already lvalues.
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  std::vector<float_2> data(8, float_2(1.0f, 2.0f));
  array_view<float_2, 1> v(8, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    float_2 p = v[i];
    p.ref_y() += 1.0f; // expect-error: amp2hip-1103
    v[i] = p;
  });
  v.synchronize();
  return 0;
}
