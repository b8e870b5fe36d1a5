// The texture side of amp_graphics.h that holds no texels: filter and
// address modes, the sampler a kernel captures by value, and the forward
// declarations of the texture classes (detail/texture.h includes it all).
#ifndef AMP2HIP_DETAIL_TEXTURE_SAMPLER_H
#define AMP2HIP_DETAIL_TEXTURE_SAMPLER_H

#include "amp2hip/amp.h"
#include "amp2hip/detail/short_vectors.h"

namespace concurrency {
namespace graphics {

enum filter_mode { filter_point = 0, filter_linear = 1, filter_unknown = 0xFFFFFFFF };
enum address_mode {
  address_wrap = 1,
  address_mirror = 2,
  address_clamp = 3,
  address_border = 4,
  address_unknown = 0xFFFFFFFF
};

// How texture_view::sample and gather read: a plain value, usable in
// kernels (AMP creates samplers on the host and captures them by value).
class sampler {
public:
  AMP2HIP_HD sampler()
      : filter_mode(filter_linear), address_mode(address_clamp), border_color(0.0f) {}
  AMP2HIP_HD explicit sampler(graphics::filter_mode f)
      : filter_mode(f), address_mode(address_clamp), border_color(0.0f) {}
  AMP2HIP_HD explicit sampler(graphics::address_mode a, float_4 border = float_4(0.0f))
      : filter_mode(filter_linear), address_mode(a), border_color(border) {}
  AMP2HIP_HD sampler(graphics::filter_mode f, graphics::address_mode a,
                     float_4 border = float_4(0.0f))
      : filter_mode(f), address_mode(a), border_color(border) {}

  AMP2HIP_HD graphics::filter_mode get_filter_mode() const { return filter_mode; }
  AMP2HIP_HD graphics::address_mode get_address_mode() const { return address_mode; }
  AMP2HIP_HD float_4 get_border_color() const { return border_color; }

  // Properties.
  graphics::filter_mode filter_mode;
  graphics::address_mode address_mode;
  float_4 border_color;
};

template <typename T, int N> class texture;
template <typename T, int N> class texture_view;
template <typename T, int N> class writeonly_texture_view;

} // namespace graphics
} // namespace concurrency

#endif // AMP2HIP_DETAIL_TEXTURE_SAMPLER_H
