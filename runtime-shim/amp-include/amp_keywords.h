// Visual C++'s AMP keywords that a header may use before <amp.h>, or without
// ever including it: restrict(...) and the shorthands __GPU, __GPU_ONLY and
// __CPU_ONLY. amp2hip (translate mode) and amp2hip-cc --amp (emulate mode)
// include this file before the source; <amp.h> includes it too. (tile_static
// stays <amp.h>'s: only tiled kernels use it, and a file without AMP may
// have a variable of that name.) Modes: docs/contract.md.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_KEYWORDS_H
#define AMP2HIP_AMP_INCLUDE_AMP_KEYWORDS_H

#ifndef AMP2HIP_AMP_DIALECT
#define AMP2HIP_AMP_DIALECT 1
#endif

// restrict(amp), restrict(cpu), restrict(amp, cpu). Function-like, so that
// `restrict` elsewhere (a C qualifier, a variable or member named restrict)
// is untouched: it is a contextual keyword. While translating, amp2hip's
// preprocessor callback sees each one; after restrict(amp) alone it adds an
// attribute that keeps an overload on the restriction alone a separate
// function (docs/contract.md).
#define restrict(...)

#if defined(AMP2HIP_TRANSLATING) && !defined(AMP2HIP_NO_AMP_ONLY_MARK)
// Added by the translator after restrict(amp) (not after restrict(amp, cpu)
// or restrict(cpu)): a function that differs from another only in being
// restrict(amp) is then its overload, and a call that can take either
// resolves to it; the translator sends host calls to the other one. (Not
// when a parse with it failed: the translator parses once more without it,
// so that a member declared restrict(amp) and defined without it is AMP's
// error, amp2hip-2029, not C++'s.)
#define AMP2HIP_AMP_ONLY __attribute__((enable_if(1, "restrict(amp)")))
#endif

// MSVC's shorthands.
#define __GPU restrict(amp, cpu)
#define __GPU_ONLY restrict(amp)
#define __CPU_ONLY restrict(cpu)

#endif // AMP2HIP_AMP_INCLUDE_AMP_KEYWORDS_H
