// tiled_2d_matmul.cpp
//
// Covers: the seed-style tiled matrix multiply. The tile size comes from a
// function-local `static const int TS = 16;` and is used both as the tile
// template argument (extent.tile<TS, TS>(), tiled_index<TS, TS>) and as the
// bound of two tile_static float arrays. Uses t.local, t.global, two
// barrier waits per phase, and av(row, col) accessors. Matrices are
// 48 x 80 times 80 x 32 (multiples of TS as AMP requires for plain tiles).
#include <amp2hip/amp.h>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;

#if defined(AMP2HIP_HOST_BACKEND)
__global__ void MatrixMultiplyTiled_kernel(amp2hip::tile_loop_kernel, int W,
                                           array_view<const float, 2> a,
                                           array_view<const float, 2> b, array_view<float, 2> c)
{
    const int TS = 16;
    tiled_index<TS, TS> t_idx = amp2hip::this_tiled_index<TS, TS>();
    amp2hip::per_thread<int, amp2hip::tile_thread_walk<TS, TS>::threads> row_of_thread;
    amp2hip::per_thread<int, amp2hip::tile_thread_walk<TS, TS>::threads> col_of_thread;
    amp2hip::per_thread<float, amp2hip::tile_thread_walk<TS, TS>::threads> sum_of_thread;
    for (amp2hip::tile_thread_walk<TS, TS> tile_thread; tile_thread.more(); tile_thread.step()) {
        int row = threadIdx.y;
        int col = threadIdx.x;
        float sum = 0.0f;
        amp2hip::keep_for_thread(row_of_thread[tile_thread.id()], row);
        amp2hip::keep_for_thread(col_of_thread[tile_thread.id()], col);
        amp2hip::keep_for_thread(sum_of_thread[tile_thread.id()], sum);
    }
    [[maybe_unused]] auto &row = row_of_thread[0];
    [[maybe_unused]] auto &col = col_of_thread[0];
    [[maybe_unused]] auto &sum = sum_of_thread[0];
    for (int i = 0; i < W; i += TS) {
        __shared__ float locA[TS][TS], locB[TS][TS];
        for (amp2hip::tile_thread_walk<TS, TS> tile_thread; tile_thread.more(); tile_thread.step()) {
            auto &row = row_of_thread[tile_thread.id()];
            auto &col = col_of_thread[tile_thread.id()];
            locA[row][col] = a(blockIdx.y * TS + threadIdx.y, col + i);
            locB[row][col] = b(row + i, blockIdx.x * TS + threadIdx.x);
        }
        // __syncthreads();: the loops before and after it are the barrier
        for (amp2hip::tile_thread_walk<TS, TS> tile_thread; tile_thread.more(); tile_thread.step()) {
            auto &row = row_of_thread[tile_thread.id()];
            auto &col = col_of_thread[tile_thread.id()];
            auto &sum = sum_of_thread[tile_thread.id()];
            for (int k = 0; k < TS; k++)
                sum += locA[row][k] * locB[k][col];
        }
        // __syncthreads();: the loops before and after it are the barrier
    }
    for (amp2hip::tile_thread_walk<TS, TS> tile_thread; tile_thread.more(); tile_thread.step()) {
        [[maybe_unused]] tiled_index<TS, TS> t_idx = amp2hip::this_tiled_index<TS, TS>();
        auto &sum = sum_of_thread[tile_thread.id()];
        c[t_idx.global] = sum;
    }
}
#else
__global__ void MatrixMultiplyTiled_kernel(int W, array_view<const float, 2> a,
                                           array_view<const float, 2> b, array_view<float, 2> c)
{
    const int TS = 16;
    tiled_index<TS, TS> t_idx = amp2hip::this_tiled_index<TS, TS>();
    int row = threadIdx.y;
    int col = threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < W; i += TS)
    {
        __shared__ float locA[TS][TS], locB[TS][TS];
        locA[row][col] = a(blockIdx.y * TS + threadIdx.y, col + i);
        locB[row][col] = b(row + i, blockIdx.x * TS + threadIdx.x);
        __syncthreads();
        for (int k = 0; k < TS; k++)
            sum += locA[row][k] * locB[k][col];
        __syncthreads();
    }
    c[t_idx.global] = sum;
}
#endif

void MatrixMultiplyTiled(std::vector<float>& vC, const std::vector<float>& vA,
                         const std::vector<float>& vB, int M, int N, int W)
{
    static const int TS = 16;
    array_view<const float, 2> a(M, W, vA), b(W, N, vB);
    array_view<float, 2> c(M, N, vC);
    c.discard_data();

    {
        const concurrency::tiled_extent<TS, TS> domain = c.extent.tile<TS, TS>();
        hipLaunchKernelGGL(MatrixMultiplyTiled_kernel, amp2hip::tile_grid(domain), dim3(TS, TS), 0, 0,
                           W, amp2hip::to_device(a), amp2hip::to_device(b), amp2hip::to_device(c));
        amp2hip::check_launch();
    }
    c.synchronize();
}

int main()
{
    const int M = 48, N = 32, W = 80;
    std::vector<float> A(M * W), B(W * N), C(M * N, 0.0f);
    for (int i = 0; i < M * W; ++i) A[i] = static_cast<float>((i * 7) % 19) - 9.0f;
    for (int i = 0; i < W * N; ++i) B[i] = static_cast<float>((i * 3) % 23) * 0.25f;

    MatrixMultiplyTiled(C, A, B, M, N, W);

    for (int r = 0; r < M; ++r)
        for (int cc = 0; cc < N; ++cc)
        {
            float expected = 0.0f;
            for (int k = 0; k < W; ++k) expected += A[r * W + k] * B[k * N + cc];
            float got = C[r * N + cc];
            if (!(std::fabs(got - expected) <= 1e-3f * (1.0f + std::fabs(expected))))
            {
                std::cout << "FAIL: C(" << r << "," << cc << ") got " << got
                          << " expected " << expected << std::endl;
                return 1;
            }
        }
    std::cout << "PASS" << std::endl;
    return 0;
}
