// Stand-in for the Windows SDK's <SDKDDKVer.h> (emulate and translate modes),
// which Visual Studio's targetver.h includes: <amp2hip/sdkddkver.h> in
// translated code.
#include <amp2hip/sdkddkver.h>
