// Tool.cpp : a Windows-only utility of the solution; it uses no AMP.
#include <windows.h>
#include <atlbase.h>

int WINAPI wWinMain(HINSTANCE, HINSTANCE, LPWSTR, int)
{
    CComPtr<IUnknown> unknown;
    MessageBoxW(nullptr, L"Hello", L"Tools", MB_OK);
    return 0;
}
