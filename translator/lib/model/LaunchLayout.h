//===- LaunchLayout.h - a launch's text across preprocessor directives ----===//
//
// Kernel emission moves a kernel lambda's body out of its function (into a
// __global__ function before it) and replaces the call with a launch. Real
// code puts directives across those boundaries:
//
//   parallel_for_each(v.extent,              the head chosen by #if: the
//   #if USE_DOUBLE                           launch replaces the whole group,
//     [=](index<1> i) restrict(amp, cpu) {   the body starts after #endif
//   #else
//     [=](index<1> i) restrict(amp) {
//   #endif
//       v[i] = AXPB(v[i]);                   AXPB, #defined in the function:
//     });                                    the kernel gets the #define
//
//   parallel_for_each(e, [=](index<1> i) restrict(amp) {
//   #ifdef DOUBLE_STEP                       each branch closes the launch:
//     av[i] += 2; });                        the kernel keeps the group, each
//   #else                                    branch without its `});`, and
//     av[i] += 1; });                        the launch replaces the text up
//   #endif                                   to the #endif
//
// (Where the kernel goes when its function's signature is under #if:
// KernelPlacement.h.)
// A shape that cannot be moved this way is a Problem (amp2hip-1014), never
// a conditional cut in two.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_LAUNCHLAYOUT_H
#define AMP2HIP_LAUNCHLAYOUT_H

#include "KernelLaunch.h"

#include "clang/Basic/SourceManager.h"
#include <string>
#include <vector>

namespace amp2hip {

struct LaunchLayout {
  /// Why the directives keep the launch from being translated (empty: they
  /// do not): the directive, what it does, what to write instead.
  std::string ProblemDirective, Problem, Remedy;
  clang::SourceLocation ProblemAt;
  /// The text the launch replaces; when it starts at a directive's line,
  /// the launch is indented like the call.
  clang::CharSourceRange Replaced;
  /// The kernel body's text in pieces, when directives cross its braces
  /// (empty: the text between its braces).
  std::vector<clang::CharSourceRange> BodyPieces;
  /// The `#define` lines of the enclosing function that the kernel uses,
  /// and their macros (the kernel #undefs them after itself).
  std::vector<std::string> LocalDefines, LocalMacros;

  bool ok() const { return Problem.empty(); }
};

/// How \p K's text is moved, given the text its launch replaces by default
/// (\p Replaced: the call, with its `;` when it is a statement).
LaunchLayout layoutLaunch(const clang::SourceManager &SM, const clang::LangOptions &LO,
                          const KernelLaunch &K, clang::CharSourceRange Replaced);

} // namespace amp2hip

#endif
