// stencil.cpp: one 5-point Jacobi step on an n x n grid (the border is
// copied). Kernel: stencil_2d (untiled).
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void stencil_2d(std::vector<float>& vOut, const std::vector<float>& vIn, int n)
{
    array_view<const float, 2> in(n, n, vIn);
    array_view<float, 2> out(n, n, vOut);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
        int i = idx[0], j = idx[1];
        if (i == 0 || j == 0 || i == n - 1 || j == n - 1) {
            out[idx] = in[idx];
        } else {
            out[idx] = 0.2f * (in(i, j) + in(i - 1, j) + in(i + 1, j) + in(i, j - 1) + in(i, j + 1));
        }
    });
    out.synchronize();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 256);
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<float> In(n * n), Out(n * n, 0.0f);
    for (int i = 0; i < n * n; ++i) In[i] = static_cast<float>((i * 13) % 31) * 0.125f;
    const unsigned long long need = 2ull * n * n * sizeof(float);
    amp2hip::reset_transfer_stats();
    stencil_2d(Out, In, n);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            float want = (i == 0 || j == 0 || i == n - 1 || j == n - 1)
                ? In[i * n + j]
                : 0.2f * (In[i * n + j] + In[(i - 1) * n + j] + In[(i + 1) * n + j] + In[i * n + j - 1] + In[i * n + j + 1]);
            if (!bench::close(Out[i * n + j], want)) { std::cout << "FAIL " << i << "," << j << std::endl; return 1; }
        }
    std::cout << "PASS" << std::endl;
    if (reps > 0) bench::report_time("simple", bench::median_seconds(reps, [&] { stencil_2d(Out, In, n); }));
    return 0;
}
