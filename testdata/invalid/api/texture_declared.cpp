// A texture: amp2hip does not translate textures.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;

int main() {
  graphics::texture<float, 2> tex(16, 16); // expect-error: amp2hip-1102
  return 0;
}
