// precise_gamma.cpp
//
// Covers: concurrency::precise_math tgamma, tgammaf and lgamma(x, &sign),
// lgammaf(x, &sign) (amp_math.h precise_math namespace; AMP's lgamma returns
// the sign of gamma(x) through its int* argument), float and double, on
// positive and negative non-integer arguments, against <cmath> (tgamma,
// lgamma, and the sign of tgamma). Bounds: CUDA documents tgamma 8 ulp
// (double) / 5 ulp (float), lgamma 4 ulp outside its zeros (absolute
// error near them).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 181;

int main() {
  std::vector<double> x(kN);
  for (int i = 0; i < kN; ++i)
    x[i] = -4.93 + 0.0613 * i;  // avoids the poles at 0, -1, -2, ...
  std::vector<double> tg(kN), lg(kN), tgf(kN), lgf(kN);
  std::vector<int> sg(kN), sgf(kN);
  array_view<const double, 1> ax(kN, x);
  array_view<double, 1> atg(kN, tg), alg(kN, lg), atgf(kN, tgf), algf(kN, lgf);
  array_view<int, 1> asg(kN, sg), asgf(kN, sgf);
  atg.discard_data();
  alg.discard_data();
  asg.discard_data();
  parallel_for_each(ax.extent, [=](index<1> i) restrict(amp) {
    const double v = ax[i];
    atg[i] = precise_math::tgamma(v);
    int s = 0;
    alg[i] = precise_math::lgamma(v, &s);
    asg[i] = s;
    atgf[i] = precise_math::tgammaf(static_cast<float>(v));
    int sf = 0;
    algf[i] = precise_math::lgammaf(static_cast<float>(v), &sf);
    asgf[i] = sf;
  });
  atg.synchronize();
  alg.synchronize();
  asg.synchronize();
  atgf.synchronize();
  algf.synchronize();
  asgf.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double v = x[i];
    const float vf = static_cast<float>(v);
    const double wt = std::tgamma(v), wl = std::lgamma(v);
    const double wtf = std::tgamma(static_cast<double>(vf)), wlf = std::lgamma(static_cast<double>(vf));
    const int ws = wt < 0 ? -1 : 1, wsf = wtf < 0 ? -1 : 1;
    if (std::fabs(tg[i] - wt) > 2e-15 * std::fabs(wt)) {
      std::printf("FAIL: tgamma(%.17g) got %.17g expected %.17g\n", v, tg[i], wt);
      return 1;
    }
    if (std::fabs(lg[i] - wl) > 1e-15 * std::fabs(wl) + 1e-15 || sg[i] != ws) {
      std::printf("FAIL: lgamma(%.17g) got %.17g sign %d expected %.17g sign %d\n", v, lg[i], sg[i], wl, ws);
      return 1;
    }
    if (std::fabs(tgf[i] - wtf) > 8e-7 * std::fabs(wtf)) {
      std::printf("FAIL: tgammaf(%.9g) got %.9g expected %.9g\n", vf, tgf[i], wtf);
      return 1;
    }
    if (std::fabs(lgf[i] - wlf) > 6e-7 * std::fabs(wlf) + 1e-6 || sgf[i] != wsf) {
      std::printf("FAIL: lgammaf(%.9g) got %.9g sign %d expected %.9g sign %d\n", vf, lgf[i], sgf[i], wlf, wsf);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
