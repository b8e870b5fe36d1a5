// Visual C++'s AMP keywords, which a header may use before <amp.h>, or
// without ever including it (a source that reaches AMP only through headers
// already migrated): restrict(...), tile_static and the shorthands __GPU,
// __GPU_ONLY and __CPU_ONLY. amp2hip (translate mode) and amp2hip-cc --amp
// (emulate mode) include this file before the source; <amp.h> includes it
// too. Modes: docs/contract.md.
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
// function (docs/contract.md), and what is not a restriction (a constructor
// of a class named restrict, `restrict()`, `restrict(int v)`) it reads again
// as written.
#if defined(AMP2HIP_TRANSLATING)
#define restrict(...)
#else
// Compiled directly: a restriction (its first word amp, cpu or auto)
// vanishes, anything else is `restrict(...)` again, which is not expanded
// a second time.
#define restrict(...)                                                                          \
  AMP2HIP_RESTRICT_IF(AMP2HIP_RESTRICT_CHECK(AMP2HIP_RESTRICT_IS_##__VA_ARGS__))(__VA_ARGS__)
#define AMP2HIP_RESTRICT_IS_amp ~, 1
#define AMP2HIP_RESTRICT_IS_cpu ~, 1
#define AMP2HIP_RESTRICT_IS_auto ~, 1
#define AMP2HIP_RESTRICT_SECOND(a, b, ...) b
#define AMP2HIP_RESTRICT_CHECK(...) AMP2HIP_RESTRICT_SECOND(__VA_ARGS__, 0, 0)
#define AMP2HIP_RESTRICT_IF(c) AMP2HIP_RESTRICT_IF_(c)
#define AMP2HIP_RESTRICT_IF_(c) AMP2HIP_RESTRICT_IF_##c
#define AMP2HIP_RESTRICT_IF_1(...)
#define AMP2HIP_RESTRICT_IF_0(...) restrict(__VA_ARGS__)
#endif

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

// tile_static: in Visual C++ a keyword, like restrict.
#ifdef AMP2HIP_TRANSLATING
// An annotation the translator finds in the AST.
#define tile_static __attribute__((annotate("amp2hip.tile_static")))
#else
// The host backend runs one tile at a time per OS thread, its threads as
// fibers of that OS thread: thread_local storage is per-tile storage.
#define tile_static static thread_local
#endif

// MSVC's shorthands.
#define __GPU restrict(amp, cpu)
#define __GPU_ONLY restrict(amp)
#define __CPU_ONLY restrict(cpu)

#endif // AMP2HIP_AMP_INCLUDE_AMP_KEYWORDS_H
