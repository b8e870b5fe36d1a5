// Viewer.cpp : shows an image's histogram in the console.
//

#include "stdafx.h"

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<float> values(100);
    for (int i = 0; i < 100; ++i)
        values[i] = i / 100.0f;
    std::vector<int> bins = ViewKernels::Histogram::Count(values, 4);
    ATL::CString line;
    for (size_t b = 0; b < bins.size(); ++b)
    {
        line.Format(_T("bin %d: %d\n"), static_cast<int>(b), bins[b]);
        _tprintf(_T("%s"), line.GetString());
    }
    return 0;
}
