// fetch_bitwise.cpp
//
// Covers: concurrency::atomic_fetch_and, atomic_fetch_or, atomic_fetch_xor
// on int and unsigned int (AMP 1.2 spec, "Atomic operations"): every thread
// sets, clears or toggles its own bit of shared bitmask words, and the
// returned old value is checked in the kernel to have had the thread's bit
// in the state the operation implies (no other thread touches that bit).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 32 * 40;  // 40 words of 32 bits
  constexpr int kWords = n / 32;
  std::vector<unsigned int> set_words(kWords, 0u), clear_words(kWords, 0xffffffffu), flip_words(kWords);
  std::vector<int> iset(kWords, 0), iflip(kWords);
  for (int w = 0; w < kWords; ++w) {
    flip_words[w] = 0x0f0f0f0fu * static_cast<unsigned int>(w + 1);
    iflip[w] = static_cast<int>(0x33333333u ^ static_cast<unsigned int>(w));
  }
  std::vector<int> bad(1, 0);
  array_view<unsigned int, 1> vs(kWords, set_words), vc(kWords, clear_words), vf(kWords, flip_words);
  array_view<int, 1> vis(kWords, iset), vif(kWords, iflip), vbad(1, bad);
  const std::vector<unsigned int> flip0 = flip_words;
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int w = idx[0] / 32, b = idx[0] % 32;
    const unsigned int bit = 1u << b;
    if (idx[0] % 3 != 0) {
      const unsigned int old = atomic_fetch_or(&vs[w], bit);
      if (old & bit)
        atomic_fetch_add(&vbad[0], 1);
      atomic_fetch_or(&vis[w], static_cast<int>(bit));
    }
    if (idx[0] % 5 != 0) {
      const unsigned int old = atomic_fetch_and(&vc[w], ~bit);
      if (!(old & bit))
        atomic_fetch_add(&vbad[0], 1);
    }
    atomic_fetch_xor(&vf[w], bit * static_cast<unsigned int>(b % 2));
    atomic_fetch_xor(&vif[w], static_cast<int>(bit));
  });
  vs.synchronize();
  vc.synchronize();
  vf.synchronize();
  vis.synchronize();
  vif.synchronize();
  vbad.synchronize();
  if (bad[0] != 0) {
    std::printf("FAIL: %d returned old values had the wrong bit state\n", bad[0]);
    return 1;
  }
  for (int w = 0; w < kWords; ++w) {
    unsigned int ws = 0, wc = 0xffffffffu;
    for (int b = 0; b < 32; ++b) {
      const int i = w * 32 + b;
      if (i % 3 != 0)
        ws |= 1u << b;
      if (i % 5 != 0)
        wc &= ~(1u << b);
    }
    const unsigned int wf = flip0[w] ^ 0xaaaaaaaau;
    const int wif = static_cast<int>(0x33333333u ^ static_cast<unsigned int>(w) ^ 0xffffffffu);
    if (set_words[w] != ws || clear_words[w] != wc || flip_words[w] != wf || iset[w] != static_cast<int>(ws) ||
        iflip[w] != wif) {
      std::printf("FAIL: word %d got or %08x and %08x xor %08x int-or %08x int-xor %08x expected %08x %08x %08x %08x %08x\n",
                  w, set_words[w], clear_words[w], flip_words[w], static_cast<unsigned int>(iset[w]),
                  static_cast<unsigned int>(iflip[w]), ws, wc, wf, ws, static_cast<unsigned int>(wif));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
