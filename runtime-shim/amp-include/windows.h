// Stand-in for Visual C++'s <windows.h> (emulate and translate modes): the shim's
// Windows layer, which translated code includes as <amp2hip/windows.h>.
#include <amp2hip/windows.h>
