// A valid AMP kernel indented with tabs.
#include <amp.h>
using namespace concurrency;

int main() {
	int data[16] = {0};
	array_view<int, 1> av(16, data);
	parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
		av[i] = i[0];	// tab, then comment
	});
	av.synchronize();
	return data[15] == 15 ? 0 : 1;
}
