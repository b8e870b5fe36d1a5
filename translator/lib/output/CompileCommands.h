//===- CompileCommands.h - parse flags from compile_commands.json ---------===//
//
// Tree mode with -p BUILD: each source is parsed with the include paths,
// macros, forced includes and language standard of its own compile command.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_COMPILECOMMANDS_H
#define AMP2HIP_COMPILECOMMANDS_H

#include "clang/Tooling/CompilationDatabase.h"
#include <memory>
#include <string>
#include <vector>

namespace amp2hip {

/// \p BuildDir/compile_commands.json, or null (with \p Error) when it
/// cannot be read.
std::unique_ptr<clang::tooling::CompilationDatabase>
loadCompileCommands(const std::string &BuildDir, std::string &Error);

/// The flags of \p File's compile command that matter for parsing (-I,
/// -isystem, -iquote, -include, -D, -U, -std=), relative paths made
/// absolute against the command's directory.
std::vector<std::string> parseFlagsFor(const clang::tooling::CompilationDatabase &DB,
                                       const std::string &File);

} // namespace amp2hip

#endif
