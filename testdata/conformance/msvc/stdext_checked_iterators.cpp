// stdext_checked_iterators.cpp
//
// Covers (Visual C++ dialect, --msvc): stdext's checked array iterators
// around a kernel, as Visual C++ code copies into raw buffers to keep
// C4996 quiet: std::copy from a vector into a new[] buffer through
// stdext::make_checked_array_iterator, a stdext::checked_array_iterator<int*>
// variable stepped, compared and indexed, std::transform reading a view's
// results back through one, and stdext::make_unchecked_array_iterator. No
// header but <amp.h> and the standard ones (Visual C++'s <iterator>
// declares stdext; the translation includes <amp2hip/msvc.h>).
#include <amp.h>
#include <algorithm>
#include <stdio.h>
#include <vector>

using namespace concurrency;

int main()
{
    const int n = 256;
    std::vector<int> input(n);
    for (int i = 0; i < n; ++i) input[i] = i;

    int* buffer = new int[n];
    std::copy(input.begin(), input.end(), stdext::make_checked_array_iterator(buffer, n));

    array_view<int, 1> v(n, buffer);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = v[i] * 2 + 1;
    });
    v.synchronize();

    stdext::checked_array_iterator<int*> it(buffer, n);
    stdext::checked_array_iterator<int*> end = it + n;
    int sum = 0;
    for (; it != end; ++it) sum += *it;
    bool ok = sum == n * n && end - stdext::checked_array_iterator<int*>(buffer, n) == n &&
              stdext::checked_array_iterator<int*>(buffer, n, 3)[2] == 11;

    std::vector<int> halves(n);
    std::transform(buffer, buffer + n, stdext::make_unchecked_array_iterator(halves.data()),
                   [](int x) { return x / 2; });
    ok = ok && halves[10] == 10 && halves[n - 1] == n - 1;

    delete[] buffer;
    printf(ok ? "PASS\n" : "FAIL: sum %d\n", sum);
    return ok ? 0 : 1;
}
