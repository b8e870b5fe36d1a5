// Stand-in for Visual C++'s <concurrent_queue.h> (emulate and translate
// modes): the shim's, which translated code includes as
// <amp2hip/concurrent_queue.h>.
#include <amp2hip/concurrent_queue.h>
