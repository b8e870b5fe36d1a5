// Console.cpp : waits for a key before the console window closes.
//

#include "stdafx.h"
#include <conio.h>

void ShowAndWait(std::vector<float>& pixels)
{
    ImageKernels::Brighten(pixels, 0.1f);
    _tprintf(_T("first pixel: %f; press a key\n"), pixels.empty() ? 0.0f : pixels[0]);
    _getch();
}
