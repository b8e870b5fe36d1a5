// properties_and_errors.cpp
//
// Covers: texture's static rank, value_type and scalar_type; extent,
// get_extent, accelerator_view / get_accelerator_view and
// associated_accelerator_view (also for a staging-style texture with two
// views); row_pitch / depth_pitch and data() reading the host copy of
// level 0; sampler's defaults (linear, clamp, zero border) and its
// filter_mode / address_mode / border_color properties and getters; the
// runtime_exception AMP throws for a bad mip level, a view of levels that
// do not exist, a raw buffer smaller than the texture and textures of
// different extents in copy.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

#define CHECK(cond, ...)                 \
  do {                                   \
    if (!(cond)) {                       \
      std::printf("FAIL: " __VA_ARGS__); \
      std::printf("\n");                 \
      return 1;                          \
    }                                    \
  } while (0)

template <typename F> static bool throws(F f) {
  try {
    f();
  } catch (const runtime_exception&) {
    return true;
  }
  return false;
}

int main() {
  static_assert(texture<float_4, 3>::rank == 3, "rank");
  static_assert(std::is_same<texture<uint_2, 1>::value_type, uint_2>::value, "value_type");
  static_assert(std::is_same<texture<unorm_4, 2>::scalar_type, unorm>::value, "scalar_type");
  static_assert(std::is_same<texture_view<const float_2, 2>::value_type, float_2>::value,
                "view value_type");
  static_assert(std::is_same<texture_view<const float, 2>::coordinates_type, float_2>::value,
                "coordinates_type");
  static_assert(std::is_same<texture_view<const int_2, 2>::gather_return_type, int_4>::value,
                "gather_return_type");

  accelerator acc;
  accelerator_view av = acc.default_view;
  texture<float, 3> t(extent<3>(2, 3, 4), av);
  CHECK(t.extent == extent<3>(2, 3, 4) && t.get_extent() == t.extent, "extent");
  CHECK(t.accelerator_view == av && t.get_accelerator_view() == av, "accelerator_view");
  CHECK(t.get_associated_accelerator_view() == av, "associated_accelerator_view");
  CHECK(t.row_pitch == 4 * sizeof(float) && t.get_depth_pitch() == 3 * 4 * sizeof(float),
        "pitches %u %u", t.row_pitch, t.depth_pitch);

  accelerator cpu(accelerator::cpu_accelerator);
  texture<int, 2> staging(extent<2>(3, 5), cpu.default_view, av);
  CHECK(staging.associated_accelerator_view == av, "staging associated view");
  std::vector<int> vals(15);
  for (int i = 0; i < 15; ++i)
    vals[i] = i * i;
  copy(vals.begin(), vals.end(), staging);
  const int* host = static_cast<const int*>(staging.data());
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 5; ++c)
      CHECK(host[r * (staging.row_pitch / sizeof(int)) + c] == vals[r * 5 + c], "data() at %d,%d",
            r, c);

  sampler def;
  CHECK(def.filter_mode == filter_linear && def.get_address_mode() == address_clamp, "default sampler");
  CHECK(def.border_color.x == 0.0f && def.get_border_color().w == 0.0f, "default border");
  sampler s(filter_point, address_border, float_4(1.0f, 2.0f, 3.0f, 4.0f));
  CHECK(s.get_filter_mode() == filter_point && s.address_mode == address_border &&
            s.border_color.z == 3.0f,
        "sampler properties");
  sampler wrap_only(address_wrap);
  CHECK(wrap_only.filter_mode == filter_linear && wrap_only.address_mode == address_wrap,
        "sampler(address_mode)");

  texture<float, 2> mip(extent<2>(8, 8), 32u, 2u);
  CHECK(throws([&] { mip.get_mipmap_extent(2); }), "no error for mip level 2 of 2");
  CHECK(throws([&] { texture_view<float, 2> v(mip, 5); }), "no error for a view of level 5");
  CHECK(throws([&] { texture_view<const float, 2> v(mip, 1, 2); }), "no error for levels 1..2");
  CHECK(throws([&] { texture<float, 2> too_many(extent<2>(4, 4), 32u, 4u); }),
        "no error for 4 levels of a 4x4 texture");
  std::vector<float> small(10);
  CHECK(throws([&] { copy(small.data(), 10 * sizeof(float), mip); }), "no error for a short buffer");
  texture<float, 2> other(4, 8);
  CHECK(throws([&] { copy(mip, other); }), "no error for different extents");
  std::printf("PASS\n");
  return 0;
}
