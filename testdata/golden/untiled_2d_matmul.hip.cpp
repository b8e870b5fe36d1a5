// untiled_2d_matmul.cpp
//
// Covers: the "simple model" matrix multiply. array_view<const int,2> inputs
// built from (rows, cols, vector), an output array_view<int,2> with
// discard_data(), a 2-D untiled parallel_for_each over c.extent with index<2>,
// idx[0]/idx[1] and av(row, col) accessors, a captured loop bound, reading
// b.extent[0] inside the kernel, and synchronize(). Sizes are odd.
#include <amp2hip/amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

__global__ void MatMul_kernel(amp2hip::compute_domain<2> domain, array_view<const int, 2> a,
                              array_view<const int, 2> b, array_view<int, 2> c)
{
    concurrency::index<2> idx = domain.thread_index();
    if (!domain.contains(idx)) return;
    int row = idx[0];
    int col = idx[1];
    int sum = 0;
    for (int i = 0; i < b.extent[0]; i++)
        sum += a(row, i) * b(i, col);
    c[idx] = sum;
}

// C[M x N] = A[M x W] * B[W x N]
void MatMul(std::vector<int>& vC, const std::vector<int>& vA,
            const std::vector<int>& vB, int M, int N, int W)
{
    array_view<const int, 2> a(M, W, vA), b(W, N, vB);
    array_view<int, 2> c(M, N, vC);
    c.discard_data();
    {
        const dim3 block(32, 8);
        const amp2hip::compute_domain<2> domain(c.extent, block);
        hipLaunchKernelGGL(MatMul_kernel, domain.grid(), block, 0, 0, domain,
                           amp2hip::to_device(a), amp2hip::to_device(b), amp2hip::to_device(c));
        amp2hip::check_launch();
    }
    c.synchronize();
}

int main()
{
    const int M = 37, N = 53, W = 29;
    std::vector<int> A(M * W), B(W * N), C(M * N, -1);
    for (int i = 0; i < M * W; ++i) A[i] = (i * 3) % 17 - 8;
    for (int i = 0; i < W * N; ++i) B[i] = (i * 5) % 11 - 5;

    MatMul(C, A, B, M, N, W);

    for (int r = 0; r < M; ++r) {
        for (int col = 0; col < N; ++col) {
            int expected = 0;
            for (int k = 0; k < W; ++k) expected += A[r * W + k] * B[k * N + col];
            if (C[r * N + col] != expected) {
                std::cout << "FAIL: C(" << r << "," << col << ") got " << C[r * N + col]
                          << " expected " << expected << std::endl;
                return 1;
            }
        }
    }
    std::cout << "PASS" << std::endl;
    return 0;
}
