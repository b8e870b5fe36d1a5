// The value an atomic returns differs between threads, so a loop on it is
// divergent.
#include <amp.h>
#include <vector>
using namespace concurrency;

void take_tickets(std::vector<int>& data, std::vector<int>& counter) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  array_view<int, 1> cv(1, counter);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    int ticket = atomic_fetch_add(&cv[0], 1);
    while (ticket % 16 != 0) {
      t.barrier.wait();  // expect-error: amp2hip-2006
      ticket--;
    }
    av[t.global] = ticket;
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(64, 0), c(1, 0);
  take_tickets(v, c);
  return 0;
}
