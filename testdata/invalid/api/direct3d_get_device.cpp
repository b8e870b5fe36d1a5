// Direct3D interop: the Direct3D device behind an accelerator_view.
#include <amp.h>
using namespace concurrency;

int main() {
  accelerator_view av = accelerator().default_view;
  IUnknown *device = direct3d::get_device(av); // expect-error: amp2hip-1101
  return device != nullptr ? 0 : 1;
}
