// Direct3D interop: locking the Direct3D device of a view.
#include <amp.h>
using namespace concurrency;

int main() {
  accelerator_view av = accelerator().create_view();
  {
    direct3d::scoped_d3d_access_lock lock(av); // expect-error: amp2hip-1101
    av.flush();
  }
  return 0;
}
