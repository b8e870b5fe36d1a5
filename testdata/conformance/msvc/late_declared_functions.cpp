// late_declared_functions.cpp
//
// Covers (Visual C++ dialect, --msvc): functions that templates call before
// they are declared. Visual C++ has no two-phase lookup: it reads a
// template's body when it instantiates it, so such a call binds to a
// function further down the file; g++, hipcc and nvcc look it up where the
// template is written. Shapes: a restrict(amp, cpu) function template
// called in a kernel with a dependent argument (an element of a view of T,
// which argument-dependent lookup never finds), a restrict(amp) function
// called with a non-dependent argument in the same kernel, a host function
// called with a std::vector<T> (ADL looks in std only) after the launch, two
// of them called from a member function of a class template, one called
// from two templates, and a function whose head spans two lines with a
// comment. The translation declares each before the first template that
// calls it (amp2hip-4001). Results are checked on the CPU. (The oracle,
// emulate mode under --msvc, parses template bodies late too.)
#include <amp.h>
#include <stdio.h>
#include <vector>

using namespace concurrency;

template <typename T> T scale_all(std::vector<T>& data, int factor)
{
    array_view<T, 1> v((int)data.size(), data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = times(v[i], factor) + offset_of(1);
    });
    v.synchronize();
    return host_sum(data);
}

template <typename T> class Accumulator {
public:
    explicit Accumulator(int n) : m_data(n, T(1)) {}
    T run()
    {
        array_view<T, 1> v((int)m_data.size(), m_data);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
            v[i] = clamp_to(v[i] + square_of(i[0]), T(100));
        });
        v.synchronize();
        return host_sum(m_data);
    }
private:
    std::vector<T> m_data;
};

template <typename T> T times(T x, int f) restrict(amp, cpu) { return x * f; }

int offset_of(int k) restrict(amp) { return k + 1; }

int host_sum(const std::vector<int>& d)
{
    int s = 0;
    for (size_t i = 0; i < d.size(); ++i) s += d[i];
    return s;
}

template <typename T>
T clamp_to(T x, /* the upper bound */
           T hi) restrict(amp) { return x < hi ? x : hi; }

inline int square_of(int i) restrict(amp) { return i * i; }

int main()
{
    std::vector<int> data(64, 1);
    int a = scale_all(data, 3); // each element 1 * 3 + 2
    Accumulator<int> acc(16);
    int b = acc.run();          // min(1 + i * i, 100), i < 16
    int want_b = 0;
    for (int i = 0; i < 16; ++i) want_b += 1 + i * i < 100 ? 1 + i * i : 100;
    bool ok = a == 64 * 5 && b == want_b;
    printf(ok ? "PASS\n" : "FAIL: %d %d\n", a, b);
    return ok ? 0 : 1;
}
