// Stand-in for Visual C++'s <ppltasks.h> (emulate and translate modes): PPL's
// tasks are part of the shim's <amp2hip/ppl.h>, which translated code includes.
#include <amp2hip/ppl.h>
