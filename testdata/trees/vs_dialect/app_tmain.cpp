// app_tmain.cpp : Defines the entry point for the console application.
//

#include "stdafx.h"
#include "Kernels.h"

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
	accelerator acc;
	std::wcout << L"Accelerator: " << acc.description << std::endl;

	std::vector<float> values(1000);
	parallel_for(0, (int)values.size(), [&](int i) { values[i] = (float)(i % 10); });
	kernels::Scaler<float> scaler(values);
	scaler.scale_by_three();
	float want = 0;
	for (int i = 0; i < 1000; ++i)
		want += (float)(i % 10) * 3;
	if (scaler.sum() != want) {
		printf_s("FAIL: sum %f expected %f\n", scaler.sum(), want);
		return 1;
	}

	std::vector<int> data(100000);
	combinable<unsigned __int64> expected;
	parallel_for(0, (int)data.size(), [&](int i) {
		data[i] = (i * 31) % 1000;
		expected.local() += (unsigned __int64)data[i];
	});
	double ms = 0;
	unsigned __int64 got = kernels::tiled_sum(data, ms);
	unsigned __int64 reference = expected.combine([](unsigned __int64 a, unsigned __int64 b) { return a + b; });
	_tprintf(_T("tiled sum %llu in %.3f ms\n"), got, ms);
	if (got != reference) {
		printf_s("FAIL: tiled sum %llu expected %llu\n", got, reference);
		return 1;
	}

	try {
		std::vector<float> none;
		kernels::Scaler<float> empty(none);
		empty.scale_by_three();
		printf_s("FAIL: no exception for an empty buffer\n");
		return 1;
	} catch (std::exception &e) {
		if (strcmp(e.what(), "Scaler: empty buffer") != 0) {
			printf_s("FAIL: what() is '%s'\n", e.what());
			return 1;
		}
	}
	printf_s("PASS\n");
	return 0;
}
