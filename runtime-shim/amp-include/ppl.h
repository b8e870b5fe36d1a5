// Stand-in for Visual C++'s <ppl.h> (emulate and translate modes): the shim's
// Windows layer, which translated code includes as <amp2hip/ppl.h>.
#include <amp2hip/ppl.h>
