// declspec_crt_functions.cpp
//
// Covers (Visual C++ dialect, --msvc, no Windows header): `__declspec(align(16))`
// on a struct used as an array_view element, `__forceinline` and
// `__declspec(noinline)` host helpers, `__int32`/`unsigned __int64`,
// `_countof`, and the CRT's sprintf_s (array and explicit size), strcpy_s,
// strcat_s, _stricmp and printf_s around a kernel. The translation includes
// <amp2hip/msvc.h> for them.
#include <amp.h>
#include <stdio.h>
#include <string.h>
#include <vector>

using namespace concurrency;

struct __declspec(align(16)) Particle {
  float x, y, vx, vy;
};

static __forceinline float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }
static __declspec(noinline) unsigned __int64 checksum(const Particle *p, int n) {
  unsigned __int64 h = 1469598103934665603ull;
  for (int i = 0; i < n; ++i)
    h = (h ^ (unsigned __int64)(__int32)(p[i].x * 8)) * 1099511628211ull;
  return h;
}

int main() {
  const __int32 steps[] = {1, 2, 3, 5};
  const int n = 333;
  std::vector<Particle> ps(n), expect(n);
  for (int i = 0; i < n; ++i) {
    Particle p = {(float)i, (float)(n - i), 0.5f * (i % 3), -0.25f * (i % 5)};
    ps[i] = expect[i] = p;
  }
  array_view<Particle, 1> av(n, ps);
  for (int s = 0; s < (int)_countof(steps); ++s) {
    const float dt = (float)steps[s];
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      Particle p = av[i];
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      av[i] = p;
    });
    for (int i = 0; i < n; ++i) {
      expect[i].x += expect[i].vx * dt;
      expect[i].y += expect[i].vy * dt;
    }
  }
  av.synchronize();
  if (alignof(Particle) != 16) {
    printf_s("FAIL: alignof(Particle) = %d\n", (int)alignof(Particle));
    return 1;
  }
  for (int i = 0; i < n; ++i)
    if (ps[i].x != expect[i].x || ps[i].y != expect[i].y) {
      printf_s("FAIL: particle %d got (%f, %f) expected (%f, %f)\n", i, ps[i].x, ps[i].y,
               expect[i].x, expect[i].y);
      return 1;
    }
  char got[64], want[64], label[32];
  sprintf_s(got, "%llu", checksum(ps.data(), n));
  sprintf_s(want, sizeof(want), "%llu", checksum(expect.data(), n));
  strcpy_s(label, "check");
  strcat_s(label, sizeof(label), "SUM");
  if (strcmp(got, want) != 0 || _stricmp(label, "CheckSum") != 0 ||
      clampf(2.5f, 0.0f, 1.0f) != 1.0f) {
    printf_s("FAIL: %s %s got %s expected %s\n", label, "checksum", got, want);
    return 1;
  }
  printf_s("PASS\n");
  return 0;
}
