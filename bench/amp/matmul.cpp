// matmul.cpp: simple (untiled) and tiled matrix multiply, n x n floats.
// Kernels: matmul_simple, matmul_tiled (16 x 16 tiles; n must be a multiple
// of 16). Host timing: both kernels and a hand-written OpenMP loop doing the
// same work as matmul_simple.
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void matmul_simple(std::vector<float>& vC, const std::vector<float>& vA,
                   const std::vector<float>& vB, int n)
{
    array_view<const float, 2> a(n, n, vA), b(n, n, vB);
    array_view<float, 2> c(n, n, vC);
    c.discard_data();
    parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) {
        float sum = 0.0f;
        for (int k = 0; k < n; ++k)
            sum += a(idx[0], k) * b(k, idx[1]);
        c[idx] = sum;
    });
    c.synchronize();
}

void matmul_tiled(std::vector<float>& vC, const std::vector<float>& vA,
                  const std::vector<float>& vB, int n)
{
    static const int TS = 16;
    array_view<const float, 2> a(n, n, vA), b(n, n, vB);
    array_view<float, 2> c(n, n, vC);
    c.discard_data();
    parallel_for_each(c.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
        int row = t.local[0];
        int col = t.local[1];
        float sum = 0.0f;
        for (int i = 0; i < n; i += TS) {
            tile_static float la[TS][TS], lb[TS][TS];
            la[row][col] = a(t.global[0], col + i);
            lb[row][col] = b(row + i, t.global[1]);
            t.barrier.wait();
            for (int k = 0; k < TS; ++k)
                sum += la[row][k] * lb[k][col];
            t.barrier.wait();
        }
        c[t.global] = sum;
    });
    c.synchronize();
}

// The same work as matmul_simple, as a hand-written OpenMP loop.
void matmul_openmp(std::vector<float>& C, const std::vector<float>& A,
                   const std::vector<float>& B, int n)
{
    const float* a = A.data();
    const float* b = B.data();
    float* c = C.data();
#pragma omp parallel for
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            float sum = 0.0f;
            for (int k = 0; k < n; ++k)
                sum += a[i * n + k] * b[k * n + j];
            c[i * n + j] = sum;
        }
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 128) / 16 * 16;
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<float> A(n * n), B(n * n), C(n * n, 0.0f), R(n * n, 0.0f);
    for (int i = 0; i < n * n; ++i) {
        A[i] = static_cast<float>((i * 7) % 19) - 9.0f;
        B[i] = static_cast<float>((i * 3) % 23) * 0.25f;
    }
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            float s = 0.0f;
            for (int k = 0; k < n; ++k) s += A[i * n + k] * B[k * n + j];
            R[i * n + j] = s;
        }

    // One checked run of each kernel, counting the bytes the shim moves.
    const unsigned long long need = 3ull * n * n * sizeof(float);  // A, B in; C out
    amp2hip::reset_transfer_stats();
    matmul_simple(C, A, B, n);
    auto s1 = amp2hip::transfer_stats();
    bench::report_bytes(s1.host_to_device_bytes + s1.device_to_host_bytes, need);
    for (int i = 0; i < n * n; ++i)
        if (!bench::close(C[i], R[i])) { std::cout << "FAIL simple " << i << std::endl; return 1; }
    std::fill(C.begin(), C.end(), 0.0f);
    amp2hip::reset_transfer_stats();
    matmul_tiled(C, A, B, n);
    auto s2 = amp2hip::transfer_stats();
    bench::report_bytes(s2.host_to_device_bytes + s2.device_to_host_bytes, need);
    for (int i = 0; i < n * n; ++i)
        if (!bench::close(C[i], R[i])) { std::cout << "FAIL tiled " << i << std::endl; return 1; }
    std::fill(C.begin(), C.end(), 0.0f);
    matmul_openmp(C, A, B, n);
    for (int i = 0; i < n * n; ++i)
        if (!bench::close(C[i], R[i])) { std::cout << "FAIL openmp " << i << std::endl; return 1; }
    std::cout << "PASS" << std::endl;

    if (reps > 0 && bench::kernels_on_gpu()) {
        // No OpenMP reference on a GPU: it is the host backend's yardstick,
        // and while the CPU runs it the GPU idles and clocks down, so the
        // kernel launched next ran 1.5x slower on an H100.
        auto t = bench::median_seconds_interleaved(reps, [&] { matmul_simple(C, A, B, n); },
                                                   [&] { matmul_tiled(C, A, B, n); });
        bench::report_time("simple", t[0]);
        bench::report_time("tiled", t[1]);
    } else if (reps > 0) {
        auto t = bench::median_seconds_interleaved(reps, [&] { matmul_simple(C, A, B, n); },
                                                   [&] { matmul_openmp(C, A, B, n); },
                                                   [&] { matmul_tiled(C, A, B, n); });
        bench::report_time("simple", t[0]);
        bench::report_time("openmp", t[1]);
        bench::report_time("tiled", t[2]);
    }
    return 0;
}
