// returns_before_barriers.cpp
//
// Covers (AMP spec 4.4: a return before a barrier is valid only when every
// thread of the tile takes it or none does): tiles that skip their work by
// a flag read per tile (some tiles return, their neighbours do not), a guard
// on a captured count that no thread takes, a return from inside a nested
// if on the tile's position, and locals declared between the returns and
// the barrier that the threads keep across it. The host backend's tile-loop
// form counts the threads that returned (the tile ends when all did); the
// GPU form is the kernel as written.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#define TILE 32

// Reverses each tile's elements into out, except in tiles whose flag is set,
// which keep out as it was.
void reverse_unflagged_tiles(const std::vector<int>& in, const std::vector<int>& flags,
                             std::vector<int>& out, int limit)
{
    array_view<const int, 1> src((int)in.size(), in);
    array_view<const int, 1> skip((int)flags.size(), flags);
    array_view<int, 1> dst((int)out.size(), out);
    parallel_for_each(src.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp)
    {
        if (limit < 0)
            return;                       // taken by no thread
        if (skip[t.tile[0]] != 0)
            return;                       // taken by every thread of the tile
        const int mine = src[t.global] * 2;
        int twice = mine + 1;
        if (t.tile[0] > 1000) {
            if (limit == 0)
                return;                   // nested, taken by no thread here
        }
        tile_static int buf[TILE];
        buf[t.local[0]] = mine;
        t.barrier.wait();
        dst[t.global] = buf[TILE - 1 - t.local[0]] + twice - mine - 1;
    });
    dst.synchronize();
}

// 2-D tiles: the lower-right tile of the grid returns before each of two
// barriers (the second decided through tile_static memory, so uniform).
void sum_rows_of_tiles(const std::vector<float>& in, std::vector<float>& out, int rows, int cols)
{
    array_view<const float, 2> a(rows, cols, in);
    array_view<float, 2> s(rows, cols, out);
    parallel_for_each(a.extent.tile<4, 8>(), [=](tiled_index<4, 8> t) restrict(amp)
    {
        tile_static float row[4][8];
        tile_static int tile_is_empty;
        if (t.tile[0] == rows / 4 - 1 && t.tile[1] == cols / 8 - 1)
            return;
        float v = a[t.global];
        row[t.local[0]][t.local[1]] = v;
        if (t.local[0] == 0 && t.local[1] == 0)
            tile_is_empty = 1;
        t.barrier.wait();
        if (v != 0.0f)
            tile_is_empty = 0;            // every writer stores the same value
        t.barrier.wait();
        if (tile_is_empty)
            return;
        float sum = 0.0f;
        for (int c = 0; c < 8; ++c)
            sum += row[t.local[0]][c];
        t.barrier.wait_with_tile_static_memory_fence();
        s[t.global] = sum;
    });
    s.synchronize();
}

int main()
{
    const int tiles = 12;
    const int n = TILE * tiles;
    std::vector<int> in(n), flags(tiles), out(n, -5);
    for (int i = 0; i < n; ++i) in[i] = (i * 37) % 101 - 50;
    for (int k = 0; k < tiles; ++k) flags[k] = (k % 3 == 1) ? 1 : 0;
    reverse_unflagged_tiles(in, flags, out, 7);
    for (int i = 0; i < n; ++i) {
        int tile = i / TILE, local = i % TILE;
        int expected = flags[tile] ? -5 : 2 * in[tile * TILE + TILE - 1 - local];
        if (out[i] != expected) {
            std::printf("FAIL: reverse out[%d] = %d, expected %d\n", i, out[i], expected);
            return 1;
        }
    }

    const int rows = 12, cols = 24;
    std::vector<float> a(rows * cols), s(rows * cols, -1.0f);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            a[r * cols + c] = (r / 4 == 1) ? 0.0f : float((r * 3 + c) % 7);
    sum_rows_of_tiles(a, s, rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            bool last_tile = r / 4 == rows / 4 - 1 && c / 8 == cols / 8 - 1;
            bool empty = r / 4 == 1;
            float expected = -1.0f;
            if (!last_tile && !empty) {
                expected = 0.0f;
                for (int k = (c / 8) * 8; k < (c / 8) * 8 + 8; ++k) expected += a[r * cols + k];
            }
            if (s[r * cols + c] != expected) {
                std::printf("FAIL: rows s[%d][%d] = %g, expected %g\n", r, c, s[r * cols + c],
                            expected);
                return 1;
            }
        }
    std::printf("PASS\n");
    return 0;
}
