// A sampler's filter mode: no texture sampling in amp2hip.
#include <amp.h>
#include <amp_graphics.h>

int main() {
  int mode = concurrency::graphics::filter_linear; // expect-error: amp2hip-1102
  return mode == 1 ? 0 : 1;
}
