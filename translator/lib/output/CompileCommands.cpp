//===- CompileCommands.cpp ------------------------------------------------===//
#include "CompileCommands.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

std::unique_ptr<clang::tooling::CompilationDatabase>
loadCompileCommands(const std::string &BuildDir, std::string &Error) {
  return clang::tooling::JSONCompilationDatabase::loadFromFile(
      BuildDir + "/compile_commands.json", Error,
      clang::tooling::JSONCommandLineSyntax::AutoDetect);
}

std::vector<std::string> parseFlagsFor(const clang::tooling::CompilationDatabase &DB,
                                       const std::string &File) {
  std::vector<std::string> Out;
  std::vector<clang::tooling::CompileCommand> Cmds = DB.getCompileCommands(File);
  if (Cmds.empty())
    return Out;
  const clang::tooling::CompileCommand &C = Cmds.front();
  auto Abs = [&](const std::string &P) {
    if (P.empty() || sys::path::is_absolute(P))
      return P;
    SmallString<256> A(C.Directory);
    sys::path::append(A, P);
    return std::string(A);
  };
  const std::vector<std::string> &A = C.CommandLine;
  for (size_t I = 1; I < A.size(); ++I) {
    StringRef S = A[I];
    if ((S == "-I" || S == "-isystem" || S == "-include" || S == "-iquote") && I + 1 < A.size()) {
      Out.push_back(S.str());
      Out.push_back(S == "-include" ? A[I + 1] : Abs(A[I + 1]));
      ++I;
    } else if (S == "-D" || S == "-U") {
      if (I + 1 < A.size()) {
        Out.push_back(S.str() + A[I + 1]);
        ++I;
      }
    } else if (S.startswith("-I")) {
      Out.push_back("-I" + Abs(S.drop_front(2).str()));
    } else if (S.startswith("-isystem")) {
      Out.push_back("-isystem" + Abs(S.drop_front(8).str()));
    } else if (S.startswith("-D") || S.startswith("-U") || S.startswith("-std=")) {
      Out.push_back(S.str());
    }
  }
  return Out;
}

} // namespace amp2hip
