//===- CMakeScan.h - the commands of a CMakeLists.txt ---------------------===//
//
// What migrating a user's CMakeLists.txt (UserCMake.h) needs of CMake's
// syntax: each top-level command invocation with its arguments and where
// each is in the text, so that edits keep every other byte. Comments (line
// and bracket), quoted and bracket arguments and nested parentheses are
// skipped over as CMake reads them; nothing is evaluated.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CMAKESCAN_H
#define AMP2HIP_CMAKESCAN_H

#include <string>
#include <vector>

namespace amp2hip {

struct CMakeArg {
  std::string Value;  ///< Without quotes or brackets; escapes kept.
  size_t Begin = 0;   ///< Offset of its first character (a quote's).
  size_t End = 0;     ///< One past its last.
};

struct CMakeCommand {
  std::string Name;   ///< Lower case: add_executable.
  size_t Begin = 0;   ///< Offset of the name.
  size_t End = 0;     ///< One past the closing parenthesis.
  std::vector<CMakeArg> Args;
};

/// The command invocations of \p Text in order.
std::vector<CMakeCommand> scanCMake(const std::string &Text);

} // namespace amp2hip

#endif
