// completion_future::to_task: PPL tasks exist only on Windows.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(8, 1);
  array<int, 1> a(8);
  completion_future f = copy_async(data.begin(), data.end(), a);
  f.to_task().wait(); // expect-error: amp2hip-1103
  return 0;
}
