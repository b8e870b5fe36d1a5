// wcout_with_printf.cpp
//
// Covers (wide console output): the accelerator's description (a
// std::wstring) printed with std::wcout, then results with printf and
// std::cout, then wcout again, then PASS with printf. On glibc the first
// wide write used to make stdout wide-only and every later printf vanish,
// so a passing program looked silent; the harness needs the PASS line.
#include <amp.h>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  std::wcout << L"Running on " << acc.description << L" (" << acc.device_path << L")" << std::endl;
  const int n = 300;
  std::vector<int> v(n);
  array_view<int, 1> av(n, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = 2 * i[0] + 1; });
  av.synchronize();
  int odd = 0;
  for (int i = 0; i < n; ++i)
    odd += v[i] % 2;
  std::printf("%d odd values\n", odd);
  std::cout << "sum of first ten: " << (v[0] + v[1] + v[2] + v[3] + v[4] + v[5] + v[6] + v[7] + v[8] + v[9]) << std::endl;
  std::wcout << L"done: " << std::wstring(L"wide again") << L' ' << 42 << std::endl;
  std::wcerr << L"(progress on stderr)" << std::endl;
  if (odd != n) {
    std::printf("FAIL: %d of %d odd\n", odd, n);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
