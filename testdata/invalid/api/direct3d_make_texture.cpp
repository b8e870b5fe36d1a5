// Direct3D interop: a texture made from a Direct3D texture.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;

int main() {
  IUnknown *d3d_texture = nullptr;
  accelerator_view av = accelerator().default_view;
  graphics::texture<float, 2> tex = graphics::direct3d::make_texture<float, 2>(av, d3d_texture); // expect-error: amp2hip-1101
  return tex.get_extent()[0] == 16 ? 0 : 1;
}
