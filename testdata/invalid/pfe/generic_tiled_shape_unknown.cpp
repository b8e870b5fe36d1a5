// A tiled launch whose tile sizes only a template argument knows: the domain
// is a parameter of template type (a tiled_extent<16> once instantiated) and
// the kernel a functor of template type. A HIP kernel's block is fixed where
// it is launched, so amp2hip needs the tile sizes written where the kernel
// is (tiled_index<16>, e.template tile<TS>()); an untiled launch of this
// shape translates (its rank is the domain's, amp2hip::rank_of).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Zero {
  array_view<int, 1> v;
  void operator()(tiled_index<16> t) const restrict(amp) { v[t.global] = 0; }
};

template <typename TiledDomain, typename Kernel>
void run_tiled(const TiledDomain &tiled_domain, const Kernel &kernel) {
  parallel_for_each(tiled_domain, kernel);  // expect-error: amp2hip-1004
}

int main() {
  std::vector<int> v(64, 1);
  array_view<int, 1> av(64, v);
  run_tiled(av.extent.tile<16>(), Zero{av});
  av.synchronize();
  return v[3] == 0 ? 0 : 1;
}
