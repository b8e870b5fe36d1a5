// Direct3D interop: an accelerator_view over an existing Direct3D device.
#include <amp.h>
#include <vector>
using namespace concurrency;

void scale(IUnknown *d3d_device, std::vector<float> &data) {
  accelerator_view av = direct3d::create_accelerator_view(d3d_device); // expect-error: amp2hip-1101
  array_view<float, 1> v(static_cast<int>(data.size()), data);
  parallel_for_each(av, v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2.0f; });
  v.synchronize();
}

int main() { return 0; }
