// histogram.cpp: 256-bin histogram of n values with atomic_fetch_add on a
// global array_view. Kernel: histogram_atomic (untiled).
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void histogram_atomic(std::vector<int>& vHist, const std::vector<int>& vData, int n)
{
    array_view<const int, 1> data(n, vData);
    array_view<int, 1> hist(256, vHist);  // zeroed by the caller: copied in
    parallel_for_each(data.extent, [=](index<1> idx) restrict(amp) {
        int bin = data[idx] & 255;
        atomic_fetch_add(&hist[bin], 1);
    });
    hist.synchronize();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 1 << 16);
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<int> Data(n), Hist(256, 0), Want(256, 0);
    for (int i = 0; i < n; ++i) { Data[i] = (i * 2654435761u) >> 7; Want[Data[i] & 255]++; }
    // data in, the zeroed bins in, the bins out
    const unsigned long long need = (unsigned long long)n * sizeof(int) + 2ull * 256 * sizeof(int);
    amp2hip::reset_transfer_stats();
    histogram_atomic(Hist, Data, n);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    for (int b = 0; b < 256; ++b)
        if (Hist[b] != Want[b]) { std::cout << "FAIL bin " << b << std::endl; return 1; }
    std::cout << "PASS" << std::endl;
    if (reps > 0) bench::report_time("simple", bench::median_seconds(reps, [&] {
        std::fill(Hist.begin(), Hist.end(), 0); histogram_atomic(Hist, Data, n); }));
    return 0;
}
