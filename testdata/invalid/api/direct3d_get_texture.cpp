// Direct3D interop: the Direct3D texture behind a texture.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;

int main() {
  graphics::texture<int, 1> tex(64);
  IUnknown *d3d_texture = graphics::direct3d::get_texture(tex); // expect-error: amp2hip-1101
  return d3d_texture != nullptr ? 0 : 1;
}
