// exchange_int_uint_float.cpp
//
// Covers: concurrency::atomic_exchange on int, unsigned int and float (AMP
// 1.2 spec, "Atomic operations"; float is the one floating overload AMP
// has). Every thread swaps its own value into one shared slot and keeps the
// value it got back: the returned values plus the final slot content must be
// exactly the multiset of the initial value and all thread values (nothing
// lost, nothing duplicated).
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 2049;
  std::vector<int> islot(1, -1), iold(n);
  std::vector<unsigned int> uslot(1, 0xdeadbeefu), uold(n);
  std::vector<float> fslot(1, -0.5f), fold(n);
  array_view<int, 1> vis(1, islot), vio(n, iold);
  array_view<unsigned int, 1> vus(1, uslot), vuo(n, uold);
  array_view<float, 1> vfs(1, fslot), vfo(n, fold);
  vio.discard_data();
  vuo.discard_data();
  vfo.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    vio[idx] = atomic_exchange(&vis[0], i * 3);
    vuo[idx] = atomic_exchange(&vus[0], static_cast<unsigned int>(i) + 0x80000000u);
    vfo[idx] = atomic_exchange(&vfs[0], static_cast<float>(i) * 0.25f);
  });
  vis.synchronize();
  vio.synchronize();
  vus.synchronize();
  vuo.synchronize();
  vfs.synchronize();
  vfo.synchronize();

  std::vector<int> gi(iold), wi;
  gi.push_back(islot[0]);
  wi.push_back(-1);
  std::vector<unsigned int> gu(uold), wu;
  gu.push_back(uslot[0]);
  wu.push_back(0xdeadbeefu);
  std::vector<float> gf(fold), wf;
  gf.push_back(fslot[0]);
  wf.push_back(-0.5f);
  for (int i = 0; i < n; ++i) {
    wi.push_back(i * 3);
    wu.push_back(static_cast<unsigned int>(i) + 0x80000000u);
    wf.push_back(static_cast<float>(i) * 0.25f);
  }
  std::sort(gi.begin(), gi.end());
  std::sort(wi.begin(), wi.end());
  std::sort(gu.begin(), gu.end());
  std::sort(wu.begin(), wu.end());
  std::sort(gf.begin(), gf.end());
  std::sort(wf.begin(), wf.end());
  for (int k = 0; k <= n; ++k) {
    if (gi[k] != wi[k] || gu[k] != wu[k] || gf[k] != wf[k]) {
      std::printf("FAIL: exchanged multiset differs at %d: int %d/%d uint %u/%u float %g/%g\n", k, gi[k], wi[k],
                  gu[k], wu[k], gf[k], wf[k]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
