// amp_h_windows_ppl.cpp
//
// Covers (Visual C++ dialect, --msvc): a program that includes only <amp.h>
// and uses what Visual C++'s <amp.h> brings in from <windows.h>: a timer
// class over LARGE_INTEGER and QueryPerformanceCounter/Frequency, DWORD,
// BOOL/TRUE, ZeroMemory. An unused <d3d11.h>, whose interop is only under
// an #if that is false. PPL beside the kernel: parallel_reduce (the
// plain sum, a symmetric function, a range function and a combiner),
// concurrent_vector filled from parallel_for, concurrent_queue as a work
// list drained by parallel_invoke, combinable. Every result is checked
// against a sequential computation on the CPU.
#include "amp.h"
#include <d3d11.h>
#include <ppl.h>
#include <concurrent_queue.h>
#include <concurrent_vector.h>
#include <stdio.h>
#include <algorithm>
#include <numeric>
#include <vector>

#define USE_D3D_INTEROP 0

using namespace concurrency;

class Timer {
public:
    Timer() { QueryPerformanceFrequency(&m_freq); ZeroMemory(&m_start, sizeof(m_start)); }
    void Start() { QueryPerformanceCounter(&m_start); }
    double ElapsedMs() const {
        LARGE_INTEGER now;
        QueryPerformanceCounter(&now);
        return (now.QuadPart - m_start.QuadPart) * 1000.0 / m_freq.QuadPart;
    }
private:
    LARGE_INTEGER m_freq, m_start;
};

#if USE_D3D_INTEROP
static accelerator_view make_view(ID3D11Device* device)
{
    return direct3d::create_accelerator_view(device);
}
#endif

static BOOL check(bool ok, const char* what)
{
    if (!ok) printf("FAIL: %s\n", what);
    return ok ? TRUE : FALSE;
}

int main()
{
    const DWORD n = 4096;
    std::vector<int> data(n);
    for (DWORD i = 0; i < n; ++i) data[i] = (int)(i % 97) - 40;

    Timer t;
    t.Start();
    std::vector<int> squares(n);
    array_view<const int, 1> in(n, data);
    array_view<int, 1> out(n, squares);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
        out[idx] = in[idx] * in[idx];
    });
    out.synchronize();
    double ms = t.ElapsedMs();

    long long expected = 0;
    int expectedMax = 0;
    for (DWORD i = 0; i < n; ++i) {
        expected += (long long)data[i] * data[i];
        expectedMax = std::max(expectedMax, data[i] * data[i]);
    }
    std::vector<long long> wide(squares.begin(), squares.end());
    BOOL ok = TRUE;
    ok &= check(parallel_reduce(wide.begin(), wide.end(), 0LL) == expected, "parallel_reduce sum");
    ok &= check(parallel_reduce(squares.begin(), squares.end(), 0,
                                [](int a, int b) { return a > b ? a : b; }) == expectedMax,
                "parallel_reduce max");
    size_t big = parallel_reduce(squares.begin(), squares.end(), size_t(0),
        [](std::vector<int>::const_iterator b, std::vector<int>::const_iterator e, size_t init) {
            return init + (size_t)std::count_if(b, e, [](int v) { return v > 100; });
        },
        [](size_t a, size_t b) { return a + b; });
    ok &= check(big == (size_t)std::count_if(squares.begin(), squares.end(), [](int v) { return v > 100; }),
                "parallel_reduce range function");

    concurrent_vector<int> odd;
    parallel_for(0, (int)n, [&](int i) { if (squares[i] % 2) odd.push_back(i); });
    std::sort(odd.begin(), odd.end());
    std::vector<int> oddExpected;
    for (DWORD i = 0; i < n; ++i) if (squares[i] % 2) oddExpected.push_back((int)i);
    ok &= check(std::equal(odd.begin(), odd.end(), oddExpected.begin(), oddExpected.end()),
                "concurrent_vector from parallel_for");

    concurrent_queue<int> work;
    for (DWORD i = 0; i < 1000; ++i) work.push((int)i);
    combinable<long long> drained;
    auto drain = [&]() { int item; while (work.try_pop(item)) drained.local() += item; };
    parallel_invoke(drain, drain, drain);
    ok &= check(work.empty() && drained.combine(std::plus<long long>()) == 999LL * 1000 / 2,
                "concurrent_queue drained by parallel_invoke");
    ok &= check(ms >= 0.0, "timer");

    if (!ok) return 1;
    printf("PASS\n");
    return 0;
}
