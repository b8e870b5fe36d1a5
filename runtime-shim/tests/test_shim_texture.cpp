// Textures (detail/texture.h, detail/texture_format.h) on the host backend:
// texel formats (quantizing writes, half floats, the packed byte layout),
// addressing modes, point / linear / trilinear filtering and gathering, mip
// level geometry and views, the copy family, and the errors each reports.
// The kernels run through parallel_for_each, as translated code does.
#include <amp.h>
#include <amp_graphics.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;
namespace tx = amp2hip::detail;

namespace {

// Samples `view` at each coordinate in a kernel.
template <typename V, typename C>
std::vector<typename V::value_type> sample_all(const V &view, const sampler &s,
                                               const std::vector<C> &coords, float lod = 0.0f) {
  std::vector<typename V::value_type> out(coords.size());
  array_view<const C, 1> in(static_cast<int>(coords.size()), coords);
  array_view<typename V::value_type, 1> res(static_cast<int>(out.size()), out);
  res.discard_data();
  parallel_for_each(res.extent, [=](index<1> i) restrict(amp) {
    res[i] = view.sample(s, in[i], lod);
  });
  res.synchronize();
  return out;
}

// A rows x cols float texture holding 0, 1, 2, ... row by row.
texture<float, 2> counting_texture(int rows, int cols) {
  std::vector<float> v(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    v[i] = static_cast<float>(i);
  return texture<float, 2>(rows, cols, v.begin(), v.end());
}

std::vector<unsigned char> bytes(std::initializer_list<int> b) {
  return std::vector<unsigned char>(b.begin(), b.end());
}

} // namespace

// ---- formats ------------------------------------------------------------------

TEST(TextureFormat, HalfFloatsRoundToNearestEven) {
  EXPECT_EQ(tx::float_to_half(1.0f), 0x3C00);
  EXPECT_EQ(tx::float_to_half(-2.0f), 0xC000);
  EXPECT_EQ(tx::float_to_half(65504.0f), 0x7BFF);     // largest half
  EXPECT_EQ(tx::float_to_half(65520.0f), 0x7C00);     // rounds up to infinity
  EXPECT_EQ(tx::float_to_half(std::ldexp(1.0f, -24)), 0x0001); // smallest subnormal
  EXPECT_EQ(tx::float_to_half(1e-9f), 0x0000);
  EXPECT_EQ(tx::float_to_half(INFINITY), 0x7C00);
  EXPECT_EQ(tx::float_to_half(NAN) & 0x7E00, 0x7E00); // a quiet NaN
  // Ties go to the even neighbour: 1 + 2^-11 lies halfway between 1 and
  // 1 + 2^-10, 1 + 3 * 2^-11 halfway between 1 + 2^-10 and 1 + 2^-9.
  EXPECT_EQ(tx::float_to_half(1.0f + std::ldexp(1.0f, -11)), 0x3C00);
  EXPECT_EQ(tx::float_to_half(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3C02);
  // Every finite half survives a trip through float.
  for (unsigned h = 0; h < 0x10000; ++h) {
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF))
      continue; // NaNs
    ASSERT_EQ(tx::float_to_half(tx::half_to_float(static_cast<std::uint16_t>(h))), h) << h;
  }
  EXPECT_EQ(tx::half_to_float(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(tx::half_to_float(0xC000), -2.0f);
}

TEST(TextureFormat, WritesAreQuantizedToTheFormat) {
  EXPECT_FLOAT_EQ(tx::quantize(unorm(0.5f), 8), 128.0f / 255.0f);
  EXPECT_FLOAT_EQ(tx::quantize(norm(0.3f), 8), 38.0f / 127.0f);
  EXPECT_FLOAT_EQ(tx::quantize(norm(-1.0f), 8), -1.0f);
  EXPECT_EQ(tx::quantize(300, 8), 127); // integers saturate
  EXPECT_EQ(tx::quantize(-300, 8), -128);
  EXPECT_EQ(tx::quantize(70000u, 16), 65535u);
  EXPECT_EQ(tx::quantize(70000, 32), 70000);
  EXPECT_EQ(tx::quantize(0.1f, 16), tx::half_to_float(tx::float_to_half(0.1f)));
  EXPECT_NE(tx::quantize(0.1f, 16), 0.1f);
  EXPECT_EQ(tx::quantize(0.1f, 32), 0.1f);
  const int_2 v = tx::quantize(int_2(300, -5), 8);
  EXPECT_EQ(v.x, 127);
  EXPECT_EQ(v.y, -5);
}

TEST(TextureFormat, BitsAllowedAndDefaultPerScalarType) {
  EXPECT_EQ(tx::default_bits<float>(), 32u);
  EXPECT_EQ(tx::default_bits<unorm_4>(), 16u);
  EXPECT_EQ(tx::default_bits<norm>(), 16u);
  EXPECT_EQ(tx::default_bits<double_2>(), 64u);
  EXPECT_TRUE(tx::valid_bits<float>(16) && tx::valid_bits<float>(32));
  EXPECT_FALSE(tx::valid_bits<float>(8));
  EXPECT_TRUE(tx::valid_bits<unorm_2>(8) && tx::valid_bits<unorm_2>(16));
  EXPECT_FALSE(tx::valid_bits<unorm_2>(32));
  EXPECT_TRUE(tx::valid_bits<int>(8) && tx::valid_bits<uint_4>(16) && tx::valid_bits<int_2>(32));
  EXPECT_FALSE(tx::valid_bits<int>(64));
  EXPECT_TRUE(tx::valid_bits<double>(64));
  EXPECT_FALSE(tx::valid_bits<double>(32));
  EXPECT_TRUE(tx::is_texel_type<float_4>::value);
  EXPECT_FALSE(tx::is_texel_type<float_3>::value);
  EXPECT_FALSE(tx::is_texel_type<double_4>::value);
}

TEST(TextureFormat, PackedLayoutIsLittleEndianComponentsInOrder) {
  const int_2 in[1] = {int_2(1, -2)};
  std::vector<unsigned char> raw(tx::packed_texel_bytes<int_2>(16));
  ASSERT_EQ(raw.size(), 4u);
  tx::pack(in, 1, 16, raw.data());
  EXPECT_EQ(raw, bytes({0x01, 0x00, 0xFE, 0xFF}));
  int_2 out[1];
  tx::unpack(raw.data(), 1, 16, out); // sign-extended
  EXPECT_EQ(out[0].x, 1);
  EXPECT_EQ(out[0].y, -2);

  const unorm_2 u[1] = {unorm_2(unorm(1.0f), unorm(0.0f))};
  std::vector<unsigned char> ru(2);
  tx::pack(u, 1, 8, ru.data());
  EXPECT_EQ(ru, bytes({0xFF, 0x00}));
  const float f[2] = {1.0f, -2.0f};
  std::vector<unsigned char> rf(4);
  tx::pack(f, 2, 16, rf.data());
  EXPECT_EQ(rf, bytes({0x00, 0x3C, 0x00, 0xC0}));
}

// ---- addressing and geometry --------------------------------------------------

TEST(TextureAddressing, EachModeAlongOneDimension) {
  auto at = [](int i, address_mode m) {
    return tx::address(i, 4, m) ? i : -99;
  };
  const int wrap[] = {-5, -1, 0, 3, 4, 9};
  const int wrapped[] = {3, 3, 0, 3, 0, 1};
  const int mirrored[] = {3, 0, 0, 3, 3, 1};
  const int clamped[] = {0, 0, 0, 3, 3, 3};
  const int bordered[] = {-99, -99, 0, 3, -99, -99};
  for (int k = 0; k < 6; ++k) {
    EXPECT_EQ(at(wrap[k], address_wrap), wrapped[k]) << wrap[k];
    EXPECT_EQ(at(wrap[k], address_mirror), mirrored[k]) << wrap[k];
    EXPECT_EQ(at(wrap[k], address_clamp), clamped[k]) << wrap[k];
    EXPECT_EQ(at(wrap[k], address_border), bordered[k]) << wrap[k];
  }
}

TEST(TextureMipmaps, LevelsHalveEachDimensionDownToOne) {
  typedef tx::mip_geometry<2> geo;
  const extent<2> top(8, 3);
  EXPECT_EQ(geo::full_chain(top), 4u);
  EXPECT_EQ(geo::extent_of(top, 1), (extent<2>(4, 1)));
  EXPECT_EQ(geo::extent_of(top, 3), (extent<2>(1, 1)));
  EXPECT_EQ(geo::offset_of(top, 2), 24 + 4);

  texture<float, 2> t(top, 32u, 0u); // 0: the full chain
  EXPECT_EQ(t.get_mipmap_levels(), 4u);
  EXPECT_EQ(t.get_mipmap_extent(2), (extent<2>(2, 1)));
  EXPECT_EQ(t.get_data_length(), (24u + 4u + 2u + 1u) * 4u);
  EXPECT_EQ(t.get_row_pitch(), 3u * 4u);
  EXPECT_EQ(t.get_depth_pitch(), 0u);
  EXPECT_THROW(t.get_mipmap_extent(4), runtime_exception);
  texture<int, 3> cube(2, 3, 4);
  EXPECT_EQ(cube.get_depth_pitch(), 4u * 4u * 3u);
  EXPECT_EQ((texture<unorm_4, 1>(5, 8u).get_data_length()), 5u * 4u);
}

TEST(TextureMipmaps, LevelViewsWriteOneLevelAndSamplingPicksOrBlendsLevels) {
  texture<float, 2> t(extent<2>(4, 4), 32u, 3u); // 4x4, 2x2, 1x1
  for (unsigned l = 0; l < 3; ++l) {
    texture_view<float, 2> level(t, l);
    EXPECT_EQ(level.get_extent(), (extent<2>(4 >> l, 4 >> l)));
    const float base = 100.0f * l;
    parallel_for_each(level.extent, [=](index<2> i) restrict(amp) {
      level.set(i, base + static_cast<float>(i[0] * 10 + i[1]));
    });
  }
  texture_view<const float, 2> all(t);
  EXPECT_EQ(all.get(index<2>(3, 2), 0), 32.0f);
  EXPECT_EQ(all.get(index<2>(1, 1), 1), 111.0f);
  EXPECT_EQ(all.get(index<2>(0, 0), 2), 200.0f);

  const std::vector<float_2> centre = {float_2(0.5f, 0.5f)};
  const std::vector<float_2> upper_right = {float_2(0.75f, 0.25f)};
  EXPECT_EQ(sample_all(all, sampler(filter_point), upper_right, 1.0f)[0], 101.0f);
  EXPECT_EQ(sample_all(all, sampler(filter_point), upper_right, 1.4f)[0], 101.0f);
  EXPECT_EQ(sample_all(all, sampler(filter_point), upper_right, 1.6f)[0], 200.0f);
  // Linear between level 1 (the mean of its four texels) and level 2.
  EXPECT_FLOAT_EQ(sample_all(all, sampler(filter_linear), centre, 1.5f)[0],
                  0.5f * 105.5f + 0.5f * 200.0f);
  EXPECT_EQ(sample_all(all, sampler(filter_linear), centre, 10.0f)[0], 200.0f); // clamped
  EXPECT_EQ(sample_all(all, sampler(filter_linear), centre, -3.0f)[0], 16.5f);

  texture_view<const float, 2> lower(t, 1, 2);
  EXPECT_EQ(lower.get_extent(), (extent<2>(2, 2)));
  EXPECT_EQ(lower.get_mipmap_levels(), 2u);
  EXPECT_EQ(lower.get(index<2>(1, 0)), 110.0f);
  EXPECT_EQ((texture_view<const float, 2>(lower, 1, 1).get(index<2>(0, 0))), 200.0f);
}

// ---- filtering and gathering ----------------------------------------------------

TEST(TextureSampling, PointLinearAndEveryAddressMode) {
  texture<float, 2> t = counting_texture(2, 2); // rows (0 1) (2 3)
  texture_view<const float, 2> v(t);
  // x runs along the columns, y along the rows.
  const std::vector<float_2> c = {float_2(0.25f, 0.25f), float_2(0.75f, 0.25f),
                                  float_2(0.25f, 0.75f), float_2(1.75f, 0.25f),
                                  float_2(-0.25f, 0.25f)};
  const float border = 9.0f;
  std::vector<float> wrap = sample_all(v, sampler(filter_point, address_wrap), c);
  std::vector<float> mirror = sample_all(v, sampler(filter_point, address_mirror), c);
  std::vector<float> clamp = sample_all(v, sampler(filter_point, address_clamp), c);
  std::vector<float> bord =
      sample_all(v, sampler(filter_point, address_border, float_4(border)), c);
  EXPECT_EQ(wrap, (std::vector<float>{0, 1, 2, 1, 1}));
  EXPECT_EQ(mirror, (std::vector<float>{0, 1, 2, 0, 0}));
  EXPECT_EQ(clamp, (std::vector<float>{0, 1, 2, 1, 0}));
  EXPECT_EQ(bord, (std::vector<float>{0, 1, 2, border, border}));

  // Linear: texel centres give the texel, the middle the mean; half a texel
  // outside with a border blends the border colour in.
  const std::vector<float_2> l = {float_2(0.25f, 0.25f), float_2(0.5f, 0.5f),
                                  float_2(0.0f, 0.25f)};
  EXPECT_EQ(sample_all(v, sampler(filter_linear, address_clamp), l),
            (std::vector<float>{0.0f, 1.5f, 0.0f}));
  EXPECT_EQ(sample_all(v, sampler(filter_linear, address_border, float_4(border)), l),
            (std::vector<float>{0.0f, 1.5f, 0.5f * border}));

  // The template form and the default sampler (linear, clamp).
  std::vector<float> out(1);
  array_view<float, 1> r(1, out);
  parallel_for_each(r.extent, [=](index<1> i) restrict(amp) {
    r[i] = v.sample<filter_point, address_wrap>(float_2(1.75f, 0.25f)) +
           10.0f * v.sample(sampler(), float_2(0.5f, 0.5f));
  });
  r.synchronize();
  EXPECT_EQ(out[0], 1.0f + 15.0f);
}

TEST(TextureSampling, VectorElementsAndRankOne) {
  const std::vector<float_2> texels = {float_2(0.0f, 10.0f), float_2(2.0f, 30.0f)};
  texture<float_2, 1> t(2, texels.begin(), texels.end());
  texture_view<const float_2, 1> v(t);
  const std::vector<float> x = {0.5f, 0.25f};
  std::vector<float_2> got = sample_all(v, sampler(filter_linear), x);
  EXPECT_EQ(got[0].x, 1.0f);
  EXPECT_EQ(got[0].y, 20.0f);
  EXPECT_EQ(got[1].y, 10.0f);
}

TEST(TextureGather, ComponentsOfTheBilinearFootprintInDirect3DOrder) {
  std::vector<float_4> texels;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 2; ++c)
      texels.push_back(float_4(r * 2 + c, 10 + r * 2 + c, 20, 30));
  texture<float_4, 2> t(2, 2, texels.begin(), texels.end());
  texture_view<const float_4, 2> v(t);
  std::vector<float_4> out(3);
  array_view<float_4, 1> r(3, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    r[0] = v.gather_red(sampler(filter_point), float_2(0.5f, 0.5f));
    r[1] = v.gather_green(float_2(0.5f, 0.5f));
    r[2] = v.gather_alpha(sampler(address_border, float_4(7.0f)), float_2(0.0f, 0.0f));
  });
  r.synchronize();
  // (u0, v1), (u1, v1), (u1, v0), (u0, v0).
  EXPECT_EQ(out[0], float_4(2, 3, 1, 0));
  EXPECT_EQ(out[1], float_4(12, 13, 11, 10));
  EXPECT_EQ(out[2], float_4(7, 30, 7, 7)); // only (u1, v1) = texel (0, 0) is inside
}

// ---- copies ----------------------------------------------------------------------

TEST(TextureCopies, RawMemoryInThePackedFormatWholeAndBoxes) {
  const signed char src[6] = {1, -2, 3, -4, 5, -6};
  texture<int, 2> t(extent<2>(2, 3), src, 6u, 8u);
  EXPECT_EQ(t.get_bits_per_scalar_element(), 8u);
  EXPECT_EQ((texture_view<const int, 2>(t).get(index<2>(1, 0))), -4);
  signed char whole[6] = {};
  copy(t, whole, 6u);
  EXPECT_EQ(std::memcmp(whole, src, 6), 0);
  signed char box[4] = {};
  copy(t, index<2>(0, 1), extent<2>(2, 2), box, 4u);
  EXPECT_EQ((std::vector<signed char>(box, box + 4)), (std::vector<signed char>{-2, 3, 5, -6}));
  const signed char patch[2] = {100, 101};
  copy(patch, 2u, t, index<2>(1, 1), extent<2>(1, 2));
  std::vector<int> all(6);
  copy(t, all.begin());
  EXPECT_EQ(all, (std::vector<int>{1, -2, 3, -4, 100, 101}));
  // copy_async, then the whole texture from raw memory again.
  signed char later[6] = {};
  copy_async(t, static_cast<void *>(later), 6u).get();
  EXPECT_EQ(later[5], 101);
  copy(src, 6u, t);
  copy(t, all.begin());
  EXPECT_EQ(all, (std::vector<int>{1, -2, 3, -4, 5, -6}));
}

TEST(TextureCopies, IteratorsQuantizeAndTexturesCopyTexelForTexel) {
  const std::vector<int> values = {1, 300, -300, 4};
  texture<int, 1> narrow(4, 8u);
  copy(values.begin(), values.end(), narrow);
  std::vector<int> back(4);
  copy(narrow, back.begin());
  EXPECT_EQ(back, (std::vector<int>{1, 127, -128, 4}));

  texture<int, 1> wide(4, values.begin(), values.end());
  texture<int, 1> other(4);
  copy(wide, other);
  copy(other, back.begin());
  EXPECT_EQ(back, values);
  copy(wide, index<1>(1), other, index<1>(0), extent<1>(2));
  copy(other, back.begin());
  EXPECT_EQ(back, (std::vector<int>{300, -300, -300, 4}));

  // Into a narrower texture through a write-only view: quantized again.
  texture<int, 1> target(4, 8u);
  wide.copy_to(writeonly_texture_view<int, 1>(target));
  copy(target, back.begin());
  EXPECT_EQ(back, (std::vector<int>{1, 127, -128, 4}));
}

TEST(TextureCopies, DeepCopiesFromTexturesAndViews) {
  texture<float, 2> t = counting_texture(2, 3);
  texture<float, 2> copy_of(t, accelerator().default_view);
  texture<float, 2> from_view{texture_view<const float, 2>(t)};
  texture_view<float, 2> w(t);
  parallel_for_each(w.extent, [=](index<2> i) restrict(amp) { w.set(i, -1.0f); });
  std::vector<float> a(6), b(6);
  copy(copy_of, a.begin());
  copy(from_view, b.begin());
  EXPECT_EQ(a, (std::vector<float>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(b, a);
  copy(t, a.begin());
  EXPECT_EQ(a, std::vector<float>(6, -1.0f));
}

// ---- errors --------------------------------------------------------------------

TEST(TextureErrors, BadShapesFormatsLevelsAndRegions) {
  EXPECT_THROW((texture<float, 2>(0, 4)), runtime_exception);
  EXPECT_THROW((texture<float, 1>(4, 8u)), runtime_exception);          // no 8-bit float
  EXPECT_THROW((texture<float, 2>(extent<2>(4, 4), 32u, 4u)), runtime_exception); // 3 levels
  texture<float, 2> t(extent<2>(4, 4), 32u, 2u);
  EXPECT_THROW((texture_view<float, 2>(t, 2)), runtime_exception);
  EXPECT_THROW((texture_view<const float, 2>(t, 1, 2)), runtime_exception);
  EXPECT_THROW((texture_view<const float, 2>(t, 0, 0)), runtime_exception);

  const std::vector<float> three(3, 1.0f);
  EXPECT_THROW((texture<float, 2>(2, 2, three.begin(), three.end())), runtime_exception);
  texture<float, 2> small(2, 2);
  EXPECT_THROW(copy(three.begin(), three.end(), small), runtime_exception);
  float buf[16] = {};
  EXPECT_THROW(copy(small, buf, 8u), runtime_exception); // needs 16 bytes
  EXPECT_THROW(copy(buf, 8u, small), runtime_exception);
  EXPECT_THROW((copy(small, index<2>(1, 1), extent<2>(2, 1), buf, 64u)), runtime_exception);
  texture<float, 2> other(2, 3);
  EXPECT_THROW(copy(small, other), runtime_exception);
  EXPECT_THROW(small.copy_to(writeonly_texture_view<float, 2>(other)), runtime_exception);
  try {
    texture<float, 1> bad(4, 8u);
    FAIL() << "no exception";
  } catch (const runtime_exception &e) {
    EXPECT_EQ(e.get_error_code(), amp2hip::e_invalidarg);
    EXPECT_NE(std::string(e.what()).find("bits_per_scalar_element"), std::string::npos);
  }
}
