// dependent_functional_casts.cpp
//
// Covers (Visual C++ dialect, --msvc): a dependent type name used as a
// functional cast without `typename` (`Container::value_type(x)`), which
// Visual C++ accepts and clang reports only when it instantiates the
// template, as an error without a fix-it. Shapes: a conversion in a kernel
// lambda of a function template instantiated for two element types; a
// class template's static helpers (restrict(amp, cpu)) returning
// `T::value_type()` and `T::value_type(x)`, called from a tiled kernel and
// from host code; the type name passed
// through a macro's argument (`ELEM_OF(C, x)`); an accumulator declared
// `C::value_type s = C::value_type(0);` (a declaration and a cast on one
// line); non-static members of a class template (clang reports those as
// "unexpected type name": a constructor's member initializer, a
// restrict(amp, cpu) member function of an object captured by a kernel, a
// braced `T::value_type{1}`, a name qualified by a template-id,
// `Wrap<T>::type::value_type(x)`). The translation inserts `typename` before
// each qualified name (amp2hip-4001); the results are checked on the CPU.
//
// amp2hip-test: no-emulate (clang rejects the casts even in its MSVC mode,
// so the AMP program cannot be built as it is; Visual C++ accepts them, and
// amp2hip fixes them)
#include <amp.h>
#include <stdio.h>
#include <vector>

using namespace concurrency;

#define ELEM_OF(C, x) C::value_type(x)

template <typename Container> void halve_all(Container& data)
{
    array_view<typename Container::value_type, 1> v((int)data.size(), data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = Container::value_type(v[i] / 2);
    });
    v.synchronize();
}

template <typename T> struct Limits {
    static typename T::value_type floor_of() restrict(amp, cpu) { return T::value_type(); }
    static typename T::value_type clamp(typename T::value_type x, int hi) restrict(amp, cpu)
    {
        return x < T::value_type(hi) ? (x < floor_of() ? floor_of() : x) : T::value_type(hi);
    }
    static typename T::value_type start() { return T::value_type(3) + floor_of(); }
};

template <typename C> void clamp_tiles(C& data, int hi)
{
    array_view<typename C::value_type, 1> v((int)data.size(), data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        v[t.global] = Limits<C>::clamp(v[t.global], hi) + ELEM_OF(C, 0);
    });
    v.synchronize();
}

struct IntTraits {
    typedef int value_type;
};
template <typename T> struct Wrap {
    typedef T type;
};

template <typename T> class Scaler {
public:
    explicit Scaler(float f) : k(T::value_type(f)) {}
    typename T::value_type apply(typename T::value_type x) const restrict(amp, cpu)
    {
        return T::value_type(x * k) + T::value_type{1};
    }
    typename T::value_type factor() const { return Wrap<T>::type::value_type(k); }

private:
    typename T::value_type k;
};

template <typename T> void scale_all(std::vector<int>& data, const Scaler<T>& s)
{
    array_view<int, 1> v((int)data.size(), data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = s.apply(v[i]); });
    v.synchronize();
}

template <typename C> typename C::value_type total(const C& c)
{
    C::value_type s = C::value_type(0);
    for (size_t i = 0; i < c.size(); ++i)
        s += c[i];
    return s;
}

int main()
{
    std::vector<int> ints(64);
    std::vector<float> floats(64);
    for (int i = 0; i < 64; ++i) {
        ints[i] = i - 16;
        floats[i] = 0.5f * i;
    }
    halve_all(ints);
    halve_all(floats);
    clamp_tiles(ints, 10);
    int want_ints = 0;
    float want_floats = 0;
    for (int i = 0; i < 64; ++i) {
        int h = (i - 16) / 2;
        want_ints += h < 10 ? (h < 0 ? 0 : h) : 10;
        want_floats += 0.25f * i;
    }
    const int got_ints = total(ints);
    const float got_floats = total(floats);
    const int start = Limits<std::vector<int> >::start();
    if (got_ints != want_ints || got_floats != want_floats || start != 3) {
        printf("FAIL ints %d (want %d) floats %f (want %f) start %d\n", got_ints, want_ints,
               got_floats, want_floats, start);
        return 1;
    }
    const Scaler<IntTraits> times3(3.7f);
    std::vector<int> small(32);
    for (int i = 0; i < 32; ++i)
        small[i] = i;
    scale_all(small, times3);
    for (int i = 0; i < 32; ++i) {
        if (small[i] != 3 * i + 1 || times3.apply(i) != 3 * i + 1 || times3.factor() != 3) {
            printf("FAIL scaled %d: %d (want %d), factor %d\n", i, small[i], 3 * i + 1,
                   times3.factor());
            return 1;
        }
    }
    printf("PASS\n");
    return 0;
}
