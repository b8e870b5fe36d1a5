// unsigned_partial_specializations.cpp
//
// Covers (Visual C++ dialect, --msvc): partial specializations that take
// apart a template with an `unsigned int` (or `size_t`) non-type parameter
// and deduce it into an `int` parameter of their own. Visual C++ (and clang)
// match them; the standard does not (deduction fails when the types differ),
// so g++ and nvcc fall back to the undefined primary template. Shapes: a
// traits class over a fixed-size vector type `Vec<T, unsigned int N>` whose
// length a kernel reads, a specialization over a `size_t` tile count, the
// same parameter used twice (`Mat<T, R, R>`), one specialization already
// right (`unsigned int`) beside them. The translation gives each parameter
// the type it is matched against (amp2hip-4001). Results checked on the CPU.
#include <amp.h>
#include <stddef.h>
#include <stdio.h>
#include <vector>

using namespace concurrency;

template <typename T, unsigned int N> struct Vec { T v[N]; };
template <typename T, unsigned int R, unsigned int C> struct Mat { T m[R][C]; };
template <size_t Tiles> struct Plan { };

template <typename V> struct Length;
template <typename T, int N> struct Length<Vec<T, N> > {
    static const int value = N;
};

template <typename M> struct IsSquare { static const bool value = false; };
template <typename T, int R> struct IsSquare<Mat<T, R, R> > {
    static const bool value = true;
};

template <typename P> struct TileCount;
template <int Tiles> struct TileCount<Plan<Tiles> > {
    static const int value = Tiles;
};

template <typename V> struct Width;
template <typename T, unsigned int N> struct Width<Vec<T, N> > {
    static const unsigned int value = N;
};

template <typename V> int run_kernel(std::vector<int>& data)
{
    array_view<int, 1> a((int)data.size(), data);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        a[i] = a[i] * Length<V>::value + (int)Width<V>::value;
    });
    a.synchronize();
    int sum = 0;
    for (size_t i = 0; i < data.size(); ++i) sum += data[i];
    return sum;
}

int main()
{
    std::vector<int> data(32, 1);
    int sum = run_kernel<Vec<float, 4> >(data);          // each 1 * 4 + 4
    bool ok = sum == 32 * 8 && IsSquare<Mat<int, 3, 3> >::value &&
              !IsSquare<Mat<int, 2, 3> >::value && TileCount<Plan<16> >::value == 16;
    printf(ok ? "PASS\n" : "FAIL: %d\n", sum);
    return ok ? 0 : 1;
}
