// Stand-in for Visual C++'s <concurrent_vector.h> (emulate and translate
// modes): the shim's, which translated code includes as
// <amp2hip/concurrent_vector.h>.
#include <amp2hip/concurrent_vector.h>
