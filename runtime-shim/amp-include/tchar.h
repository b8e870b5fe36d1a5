// Stand-in for Visual C++'s <tchar.h> (emulate and translate modes): the shim's
// Windows layer, which translated code includes as <amp2hip/tchar.h>.
#include <amp2hip/tchar.h>
