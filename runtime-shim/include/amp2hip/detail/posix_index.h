// POSIX declares a function ::index(const char *, int) in <strings.h>, which
// <cstring> and <string.h> pull in on glibc. AMP code says
// `using namespace concurrency;` and then `index<2>`, which that function
// makes ambiguous. AMP code never means the (long obsolete) POSIX function,
// so the shim includes <strings.h> first with the function renamed; the
// symbol it links to is unchanged (glibc binds it with __asm("index")).
//
// This only helps when no header included earlier in the translation unit
// already pulled in <strings.h>; include the shim (or <amp.h>) first.
#ifndef AMP2HIP_DETAIL_POSIX_INDEX_H
#define AMP2HIP_DETAIL_POSIX_INDEX_H

#if defined(__has_include)
#if __has_include(<strings.h>) && !defined(_STRINGS_H)
#define index amp2hip_posix_index
#include <strings.h>
#undef index
#endif
#endif

#endif // AMP2HIP_DETAIL_POSIX_INDEX_H
