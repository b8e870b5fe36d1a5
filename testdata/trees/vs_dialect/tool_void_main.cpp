// tool_void_main.cpp : a second console tool of the project, written the
// way older Visual C++ samples were: void main, no stdafx.h, __int64 on
// the host (AMP kernels have no 64-bit integers).

#include <amp.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

using namespace concurrency;

void main()
{
	const int n = 777;
	std::vector<int> v(n);
	array_view<int, 1> av(n, v);
	parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
		av[i] = i[0] * i[0];
	});
	av.synchronize();
	unsigned __int64 sum = 0, want = 0;
	for (int i = 0; i < n; ++i) {
		if (v[i] != i * i) {
			printf_s("FAIL: v[%d] = %d\n", i, v[i]);
			exit(1);
		}
		sum += v[i];
		want += (unsigned __int64)i * i;
	}
	if (sum != want) {
		printf_s("FAIL: sum %llu expected %llu\n", sum, want);
		exit(1);
	}
	printf_s("PASS\n");
}
