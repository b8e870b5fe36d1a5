// old_kernels.cpp - the first blur kernels, written against the retired
// vendor SDK (its legacy_sdk.h is no longer shipped).
#include <amp.h>
#include <legacy_sdk.h>

using namespace concurrency;

void legacy_blur(array_view<float, 1> data) {
  parallel_for_each(data.extent, [=](index<1> i) restrict(amp) {
    data[i] = LEGACY_BLUR_WEIGHT * data[i];
  });
}
