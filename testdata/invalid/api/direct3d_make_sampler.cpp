// Direct3D interop: a sampler made from a Direct3D sampler state.
#include <amp.h>
#include <amp_graphics.h>

int main() {
  IUnknown *d3d_sampler = nullptr;
  concurrency::graphics::sampler s = concurrency::graphics::direct3d::make_sampler(d3d_sampler); // expect-error: amp2hip-1101
  return s.get_filter_mode() == concurrency::graphics::filter_linear ? 0 : 1;
}
