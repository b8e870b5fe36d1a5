// Direct3D interop inside a template: an array over a Direct3D buffer.
#include <amp.h>
using namespace concurrency;

template <typename T> array<T, 1> wrap(IUnknown *buffer, int n) {
  return direct3d::make_array<T, 1>(extent<1>(n), accelerator().default_view, buffer); // expect-error: amp2hip-1101
}

int main() { return 0; }
