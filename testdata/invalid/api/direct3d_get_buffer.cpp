// Direct3D interop: the Direct3D buffer behind an array.
#include <amp.h>
using namespace concurrency;

int main() {
  array<int, 1> a(64);
  IUnknown *buffer = concurrency::direct3d::get_buffer(a); // expect-error: amp2hip-1101
  return buffer != nullptr ? 0 : 1;
}
