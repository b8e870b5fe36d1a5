// tiling.cpp: tiled kernel shapes an optimization chapter walks through, each
// timed on its own, for host_vs_emulate_ratio_max (issue 34): the host
// backend runs a tiled kernel as loops over the tile's threads split at its
// barriers, or as fibers; these are the shapes where that costs most.
//   cascade        each thread sums a strided window into a local, then the
//                  tile reduces in tile_static memory (a barrier in a loop)
//   register_block each thread of a 16x16 tile computes four outputs; its
//                  accumulators (a local array) live across the barriers
//   big_tile       a 64x65 tile_static block (16 KiB), each thread moving
//                  sixteen elements of a transpose
//   view_of_view   a kernel reading a section of a section through a
//                  projection, and writing a reshaped view
// Kernels: cascade, register_block, big_tile, view_of_view.
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

#define TILE 16
#define BLOCK_ROWS 4

class Tiling {
public:
    static const int kReduceTile = 256;
    static const int kReduceTiles = 32;

    static void cascade(std::vector<float>& vPartial, const std::vector<float>& vIn, int n)
    {
        array_view<const float, 1> in(n, vIn);
        array_view<float, 1> partial(kReduceTiles, vPartial);
        partial.discard_data();
        parallel_for_each(extent<1>(kReduceTiles * kReduceTile).tile<kReduceTile>(),
            [=](tiled_index<kReduceTile> t) restrict(amp) {
            tile_static float s[kReduceTile];
            const int l = t.local[0];
            float sum = 0.0f;
            for (int i = t.global[0]; i < n; i += kReduceTiles * kReduceTile)
                sum += in[i];
            s[l] = sum;
            t.barrier.wait();
            for (int stride = kReduceTile / 2; stride > 0; stride >>= 1) {
                if (l < stride)
                    s[l] += s[l + stride];
                t.barrier.wait();
            }
            if (l == 0)
                partial[t.tile[0]] = s[0];
        });
        partial.synchronize();
    }

    // C = A * B, n x n; a 16x16 tile of threads computes a 16x64 block of C.
    static void registerBlock(std::vector<float>& vC, const std::vector<float>& vA,
                              const std::vector<float>& vB, int n)
    {
        array_view<const float, 2> a(n, n, vA), b(n, n, vB);
        array_view<float, 2> c(n, n, vC);
        c.discard_data();
        parallel_for_each(extent<2>(n, n / BLOCK_ROWS).tile<TILE, TILE>(),
            [=](tiled_index<TILE, TILE> t) restrict(amp) {
            tile_static float ta[TILE][TILE];
            tile_static float tb[TILE][TILE * BLOCK_ROWS];
            const int row = t.global[0], lr = t.local[0], lc = t.local[1];
            const int col0 = t.tile[1] * TILE * BLOCK_ROWS;
            float acc[BLOCK_ROWS] = {0.0f, 0.0f, 0.0f, 0.0f};
            for (int k0 = 0; k0 < n; k0 += TILE) {
                ta[lr][lc] = a(row, k0 + lc);
                for (int j = 0; j < BLOCK_ROWS; ++j)
                    tb[lr][lc + j * TILE] = b(k0 + lr, col0 + lc + j * TILE);
                t.barrier.wait();
                for (int k = 0; k < TILE; ++k) {
                    const float x = ta[lr][k];
                    for (int j = 0; j < BLOCK_ROWS; ++j)
                        acc[j] += x * tb[k][lc + j * TILE];
                }
                t.barrier.wait();
            }
            for (int j = 0; j < BLOCK_ROWS; ++j)
                c(row, col0 + lc + j * TILE) = acc[j];
        });
        c.synchronize();
    }

    // out = transpose(in), n x n, through a 64x65 tile_static block.
    static void bigTile(std::vector<float>& vOut, const std::vector<float>& vIn, int n)
    {
        static const int kSide = TILE * BLOCK_ROWS;
        array_view<const float, 2> in(n, n, vIn);
        array_view<float, 2> out(n, n, vOut);
        out.discard_data();
        parallel_for_each(extent<2>(n / BLOCK_ROWS, n / BLOCK_ROWS).tile<TILE, TILE>(),
            [=](tiled_index<TILE, TILE> t) restrict(amp) {
            tile_static float block[kSide][kSide + 1];
            const int r0 = t.tile[0] * kSide, c0 = t.tile[1] * kSide;
            for (int i = 0; i < BLOCK_ROWS; ++i)
                for (int j = 0; j < BLOCK_ROWS; ++j)
                    block[t.local[0] + i * TILE][t.local[1] + j * TILE] =
                        in(r0 + t.local[0] + i * TILE, c0 + t.local[1] + j * TILE);
            t.barrier.wait();
            for (int i = 0; i < BLOCK_ROWS; ++i)
                for (int j = 0; j < BLOCK_ROWS; ++j)
                    out(c0 + t.local[0] + i * TILE, r0 + t.local[1] + j * TILE) =
                        block[t.local[1] + j * TILE][t.local[0] + i * TILE];
        });
        out.synchronize();
    }

    // out[i] = sum of row i of the inner (n-2) x (n-2) block of in, times two,
    // read through in.section(...).section(...) and row projections, written
    // through a 1-D view reshaped as 2-D.
    static void viewOfView(std::vector<float>& vOut, const std::vector<float>& vIn, int n)
    {
        array_view<const float, 2> in(n, n, vIn);
        array_view<const float, 2> inner = in.section(1, 1, n - 2, n - 2).section(index<2>(0, 0), extent<2>(n - 2, n - 2));
        array_view<float, 1> flat(n - 2, vOut);
        array_view<float, 2> out = flat.view_as(extent<2>(n - 2, 1));
        out.discard_data();
        parallel_for_each(extent<1>(n - 2).tile<TILE>().pad(), [=](tiled_index<TILE> t) restrict(amp) {
            const int i = t.global[0];
            if (i >= n - 2)
                return;
            array_view<const float, 1> row = inner[i];
            float sum = 0.0f;
            for (int j = 0; j < row.extent[0]; ++j)
                sum += row[j];
            out(i, 0) = 2.0f * sum;
        });
        out.synchronize();
    }
};

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 256) / 64 * 64;
    const int reps = bench::arg(argc, argv, 2, 3);
    const int len = n * n;
    std::vector<float> In(len), B(len), C(len), T(len), Partial(Tiling::kReduceTiles), Rows(n - 2);
    for (int i = 0; i < len; ++i) {
        In[i] = static_cast<float>(i % 13) - 6.0f;
        B[i] = static_cast<float>((i * 7) % 11) * 0.125f;
    }
    // cascade reads In and writes the partial sums.
    const unsigned long long need = (unsigned long long)len * sizeof(float) + Tiling::kReduceTiles * sizeof(float);
    amp2hip::reset_transfer_stats();
    Tiling::cascade(Partial, In, len);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);

    float want = 0.0f, got = 0.0f;
    for (int i = 0; i < len; ++i) want += In[i];
    for (float p : Partial) got += p;
    bool ok = bench::close(got, want, 1e-2f);
    Tiling::registerBlock(C, In, B, n);
    for (int r = 0; r < n && ok; r += n / 8 + 1)
        for (int c = 0; c < n && ok; c += n / 8 + 3) {
            float w = 0.0f;
            for (int k = 0; k < n; ++k) w += In[r * n + k] * B[k * n + c];
            ok = bench::close(C[r * n + c], w, 1e-2f);
        }
    Tiling::bigTile(T, In, n);
    for (int i = 0; i < len && ok; ++i)
        ok = T[(i % n) * n + i / n] == In[i];
    Tiling::viewOfView(Rows, In, n);
    for (int i = 0; i < n - 2 && ok; ++i) {
        float w = 0.0f;
        for (int j = 1; j < n - 1; ++j) w += In[(i + 1) * n + j];
        ok = bench::close(Rows[i], 2.0f * w);
    }
    if (!ok) { std::cout << "FAIL" << std::endl; return 1; }
    std::cout << "PASS" << std::endl;
    if (reps > 0) {
        bench::report_time("cascade", bench::median_seconds(reps, [&] { Tiling::cascade(Partial, In, len); }));
        bench::report_time("register_block", bench::median_seconds(reps, [&] { Tiling::registerBlock(C, In, B, n); }));
        bench::report_time("big_tile", bench::median_seconds(reps, [&] { Tiling::bigTile(T, In, n); }));
        bench::report_time("view_of_view", bench::median_seconds(reps, [&] { Tiling::viewOfView(Rows, In, n); }));
    }
    return 0;
}
