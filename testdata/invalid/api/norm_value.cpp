// norm: a float clamped to [-1, 1]; amp2hip does not provide it.
#include <amp.h>
#include <amp_short_vectors.h>

int main() {
  concurrency::graphics::norm n(0.5f); // expect-error: amp2hip-1103
  float f = n;
  return f > 0.0f ? 0 : 1;
}
