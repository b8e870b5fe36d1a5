// transfer.cpp: host <-> device bandwidth through concurrency::copy, n floats
// from a std::vector into a concurrency::array and back. Kernel: scale (a
// trivial one, so the data round-trips through the device). Times the copy in
// (h2d) and the copy out (d2h) separately; the GPU suite compares them with a
// plain hipMemcpy loop over the same bytes (bench/gpu/baselines_main.hip).
#include <amp.h>
#include <chrono>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void scale(array<float, 1>& a, float f)
{
    parallel_for_each(a.extent, [=, &a](index<1> idx) restrict(amp) {
        a[idx] *= f;
    });
}

double seconds_since(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 1 << 20);
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<float> In(n), Out(n, 0.0f);
    for (int i = 0; i < n; ++i) In[i] = static_cast<float>(i % 1021) * 0.5f;
    array<float, 1> a(n);

    // One checked round trip: In to the device, doubled there, back to Out.
    const unsigned long long need = 2ull * n * sizeof(float);
    amp2hip::reset_transfer_stats();
    copy(In.begin(), In.end(), a);
    scale(a, 2.0f);
    copy(a, Out.begin());
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    for (int i = 0; i < n; ++i)
        if (Out[i] != 2.0f * In[i]) { std::cout << "FAIL at " << i << std::endl; return 1; }
    std::cout << "PASS" << std::endl;

    // Each repetition copies in, touches the data on the device (so the copy
    // out has something to bring back), and copies out; only the copies count.
    std::vector<double> h2d, d2h;
    for (int r = 0; r <= reps; ++r) {
        auto t0 = std::chrono::steady_clock::now();
        copy(In.begin(), In.end(), a);
        double t_in = seconds_since(t0);
        scale(a, 1.0f);
        a.accelerator_view.wait();
        t0 = std::chrono::steady_clock::now();
        copy(a, Out.begin());
        double t_out = seconds_since(t0);
        if (r > 0) { h2d.push_back(t_in); d2h.push_back(t_out); }  // r == 0: warm-up
    }
    if (reps > 0) {
        std::sort(h2d.begin(), h2d.end());
        std::sort(d2h.begin(), d2h.end());
        bench::report_time("h2d", h2d[h2d.size() / 2]);
        bench::report_time("d2h", d2h[d2h.size() / 2]);
    }
    return 0;
}
