// sample_filters_addressing.cpp
//
// Covers: texture_view<const T, 2>::sample with a sampler for every filter
// (filter_point, filter_linear) and address mode (address_wrap,
// address_mirror, address_clamp, address_border with a border colour), at
// coordinates inside, on and well outside [0, 1]; the sample<filter,
// address> template form; rank-1 sampling; float and float_2 elements.
// Expected values come from a CPU model of Direct3D's rules written here:
// texel i covers [i/n, (i+1)/n); linear filtering weights the two nearest
// texel centres per dimension; wrap repeats, mirror reflects, clamp holds
// the edge, border returns the border colour.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

// --- CPU model ----------------------------------------------------------------
static bool addr(int& i, int n, address_mode m) {
  if (m == address_wrap) {
    i = ((i % n) + n) % n;
  } else if (m == address_mirror) {
    int p = ((i % (2 * n)) + 2 * n) % (2 * n);
    i = p < n ? p : 2 * n - 1 - p;
  } else if (m == address_clamp) {
    i = i < 0 ? 0 : (i > n - 1 ? n - 1 : i);
  } else if (i < 0 || i >= n) {
    return false;
  }
  return true;
}

static float texel(const std::vector<float>& t, int rows, int cols, int r, int c,
                   address_mode m, float border) {
  if (!addr(r, rows, m) || !addr(c, cols, m))
    return border;
  return t[r * cols + c];
}

static float model(const std::vector<float>& t, int rows, int cols, float x, float y,
                   filter_mode f, address_mode m, float border) {
  if (f == filter_point)
    return texel(t, rows, cols, (int)std::floor(y * rows), (int)std::floor(x * cols), m, border);
  float u = x * cols - 0.5f, v = y * rows - 0.5f;
  int c0 = (int)std::floor(u), r0 = (int)std::floor(v);
  float fu = u - c0, fv = v - r0;
  float a = texel(t, rows, cols, r0, c0, m, border), b = texel(t, rows, cols, r0, c0 + 1, m, border);
  float c = texel(t, rows, cols, r0 + 1, c0, m, border), d = texel(t, rows, cols, r0 + 1, c0 + 1, m, border);
  return (1 - fv) * ((1 - fu) * a + fu * b) + fv * ((1 - fu) * c + fu * d);
}

static bool close(float a, float b) { return std::fabs(a - b) <= 1e-4f * (1.0f + std::fabs(b)); }

int main() {
  const int rows = 6, cols = 9;
  std::vector<float> img(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    img[i] = (float)((i * 37) % 23) - 4.5f;
  texture<float, 2> tex(rows, cols, img.begin(), img.end());
  texture_view<const float, 2> view(tex);

  // Sample points: inside, on texel edges and centres, and outside [0, 1].
  std::vector<float_2> coords;
  for (int j = -7; j <= 20; ++j)
    for (int k = -5; k <= 14; ++k)
      coords.push_back(float_2(j * 0.0931f + 0.013f, k * 0.0877f - 0.004f));
  coords.push_back(float_2(0.5f / cols, 0.5f / rows));  // first texel centre
  coords.push_back(float_2(1.0f, 1.0f));
  const int n = (int)coords.size();

  const filter_mode filters[2] = {filter_point, filter_linear};
  const address_mode modes[4] = {address_wrap, address_mirror, address_clamp, address_border};
  const float border = 42.5f;
  for (filter_mode f : filters)
    for (address_mode m : modes) {
      sampler s(f, m, float_4(border, 0.0f, 0.0f, 0.0f));
      std::vector<float> got(n);
      array_view<const float_2, 1> cv(n, coords);
      array_view<float, 1> gv(n, got);
      gv.discard_data();
      parallel_for_each(gv.extent, [=](index<1> i) restrict(amp) {
        gv[i] = view.sample(s, cv[i]);
      });
      gv.synchronize();
      for (int i = 0; i < n; ++i) {
        float want = model(img, rows, cols, coords[i].x, coords[i].y, f, m, border);
        if (!close(got[i], want)) {
          std::printf("FAIL: filter %d address %d at (%g, %g): got %g, want %g\n", (int)f, (int)m,
                      coords[i].x, coords[i].y, got[i], want);
          return 1;
        }
      }
    }

  // The template form (no sampler object): linear + wrap, point + clamp.
  {
    std::vector<float> lin(n), pt(n);
    array_view<const float_2, 1> cv(n, coords);
    array_view<float, 1> lv(n, lin), pv(n, pt);
    parallel_for_each(lv.extent, [=](index<1> i) restrict(amp) {
      lv[i] = view.sample<filter_linear, address_wrap>(cv[i]);
      pv[i] = view.sample<filter_point, address_clamp>(cv[i], 0.0f);
    });
    lv.synchronize();
    pv.synchronize();
    for (int i = 0; i < n; ++i) {
      float wl = model(img, rows, cols, coords[i].x, coords[i].y, filter_linear, address_wrap, 0);
      float wp = model(img, rows, cols, coords[i].x, coords[i].y, filter_point, address_clamp, 0);
      if (!close(lin[i], wl) || !close(pt[i], wp)) {
        std::printf("FAIL: template sample at %d: got %g/%g, want %g/%g\n", i, lin[i], pt[i], wl, wp);
        return 1;
      }
    }
  }

  // Rank 1, float_2 elements, linear + mirror: each component filtered.
  {
    const int len = 10;
    std::vector<float_2> line(len);
    for (int i = 0; i < len; ++i)
      line[i] = float_2(1.0f * i * i, -2.0f * i);
    texture<float_2, 1> t1(len, line.begin(), line.end());
    texture_view<const float_2, 1> v1(t1);
    const int m = 64;
    std::vector<float_2> got(m);
    array_view<float_2, 1> gv(m, got);
    gv.discard_data();
    sampler s(filter_linear, address_mirror);
    parallel_for_each(gv.extent, [=](index<1> i) restrict(amp) {
      gv[i] = v1.sample(s, i[0] * 0.041f - 0.6f);
    });
    gv.synchronize();
    for (int i = 0; i < m; ++i) {
      float u = (i * 0.041f - 0.6f) * len - 0.5f;
      int a = (int)std::floor(u), b = a + 1;
      float w = u - a;
      addr(a, len, address_mirror);
      addr(b, len, address_mirror);
      float wx = (1 - w) * line[a].x + w * line[b].x, wy = (1 - w) * line[a].y + w * line[b].y;
      if (!close(got[i].x, wx) || !close(got[i].y, wy)) {
        std::printf("FAIL: rank-1 float_2 at %d: got (%g, %g), want (%g, %g)\n", i, got[i].x,
                    got[i].y, wx, wy);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
