// main.cpp - sample application: blur, adjust and measure an image on the
// accelerator, and check every result against a plain CPU computation.
#include "filters.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

static float at(const Image& img, int y, int x) {
  y = std::min(std::max(y, 0), img.height - 1);
  x = std::min(std::max(x, 0), img.width - 1);
  return img.pixels[y * img.width + x];
}

int main() {
  Image img;
  img.width = 203;
  img.height = 117;
  img.pixels.resize(img.width * img.height);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x)
      img.pixels[y * img.width + x] = static_cast<float>((x * 7 + y * 13) % 64) / 63.0f;

  Image blurred;
  box_blur(img, blurred);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) s += at(img, y + dy, x + dx);
      const float want = s / 9.0f, got = blurred.pixels[y * img.width + x];
      if (std::fabs(got - want) > 1e-5f) {
        std::printf("FAIL: blur(%d,%d) = %f, expected %f\n", y, x, got, want);
        return 1;
      }
    }

  Image adjusted = blurred;
  adjust(adjusted, 1.5f, -0.1f);
  for (size_t i = 0; i < adjusted.pixels.size(); ++i) {
    const float want = std::min(std::max(1.5f * blurred.pixels[i] - 0.1f, 0.0f), 1.0f);
    if (std::fabs(adjusted.pixels[i] - want) > 1e-6f) {
      std::printf("FAIL: adjust[%zu] = %f, expected %f\n", i, adjusted.pixels[i], want);
      return 1;
    }
  }

  double want = 0.0;
  for (float p : adjusted.pixels) want += p;
  const double got = total_brightness(adjusted);
  if (std::fabs(got - want) > 1e-3 * want) {
    std::printf("FAIL: brightness %f, expected %f\n", got, want);
    return 1;
  }
  std::printf("blurred, adjusted and measured a %dx%d image: brightness %.2f\n", img.width,
              img.height, got);
  std::printf("PASS\n");
  return 0;
}
