// Legacy.cpp : the 32-bit filters, built only for Win32.
//

#include <amp.h>
#include <stdio.h>
#include <tchar.h>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<int> data(256);
    for (int i = 0; i < 256; ++i)
        data[i] = i;
    array_view<int, 1> view(256, data);
    parallel_for_each(view.extent, [=](index<1> idx) restrict(amp)
    {
        view[idx] = 255 - view[idx];
    });
    view.synchronize();
    for (int i = 0; i < 256; ++i)
        if (data[i] != 255 - i)
        {
            _tprintf(_T("FAIL: data[%d] = %d\n"), i, data[i]);
            return 1;
        }
    _tprintf(_T("LegacyFilters: PASS\n"));
    return 0;
}
