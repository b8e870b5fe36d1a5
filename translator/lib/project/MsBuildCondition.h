//===- MsBuildCondition.h - evaluating MSBuild Condition attributes ------===//
//
// Visual Studio writes a condition on nearly everything that differs by
// configuration: Condition="'$(Configuration)|$(Platform)'=='Debug|Win32'".
// The language (MSBuild's "Conditions" reference): quoted or bare operands
// with $(...) expanded, == and != (without case), < > <= >= on numbers and
// dotted versions, !, and, or, parentheses, Exists('path') and
// HasTrailingSlash('text').
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_MSBUILDCONDITION_H
#define AMP2HIP_PROJECT_MSBUILDCONDITION_H

#include "MsBuildProperties.h"

#include <functional>
#include <string>

namespace amp2hip {
namespace project {

struct ConditionContext {
  const Expander &Expand;
  /// Does the file or directory exist? Given the expanded argument of
  /// Exists(), relative paths and backslashes as written.
  std::function<bool(const std::string &)> Exists;
};

/// Evaluate \p Condition. An empty condition is true. A condition amp2hip
/// cannot evaluate is false, with \p Error saying why.
bool evaluateCondition(const std::string &Condition, const ConditionContext &Ctx,
                       std::string &Error);

} // namespace project
} // namespace amp2hip

#endif
