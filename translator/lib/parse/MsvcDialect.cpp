//===- MsvcDialect.cpp ----------------------------------------------------===//
#include "MsvcDialect.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace amp2hip;

namespace {

struct FixRow {
  unsigned DiagID;
  MsvcFixKind Kind;
  const char *Name, *What;
};

const std::vector<FixRow> &fixRows() {
  static const std::vector<FixRow> Rows = {
#define AMP2HIP_MSVC_FIX(CLANG_DIAG, FIX, WHAT)                                                   \
  {clang::diag::CLANG_DIAG, MsvcFixKind::FIX, #CLANG_DIAG, WHAT},
#include "MsvcFixes.def"
  };
  return Rows;
}

} // namespace

std::vector<std::string> amp2hip::msvcFlags(const std::string &ShimDir,
                                             llvm::StringRef Section) {
  std::vector<std::string> Out;
  auto Buf = llvm::MemoryBuffer::getFile(ShimDir + "/amp-include/msvc/clang-msvc.flags");
  if (!Buf)
    return Out;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    auto [Name, Flag] = L.trim().split(' ');
    if (Name == Section && !Flag.trim().empty())
      Out.push_back(Flag.trim().str());
  }
  return Out;
}

std::vector<std::string> amp2hip::msvcParseArguments(const std::string &ShimDir) {
  std::vector<std::string> Args = msvcFlags(ShimDir, "dialect");
  std::vector<std::string> More = {
      // Visual C++'s std::exception (a constructor from a message), for the
      // parse only (amp-include/msvc/bits/exception.h).
      "-I" + ShimDir + "/amp-include/msvc",
      "-include",
      "amp2hip/msvc.h",
      // The leniencies the translation fixes or names (MsvcFixes.def).
      "-Wmicrosoft",
      "-Wtypename-missing",
  };
  Args.insert(Args.end(), More.begin(), More.end());
  return Args;
}

bool amp2hip::isMsvcDialectArgument(llvm::StringRef Arg) {
  static const char *const Prefixes[] = {
      "-fms-extensions",  "-fms-compatibility", "-fdelayed-template-parsing",
      "-fmsc-version=",   "-fno-ms-extensions", "-fno-ms-compatibility",
      "-fno-delayed-template-parsing"};
  for (const char *P : Prefixes)
    if (Arg.startswith(P))
      return true;
  return false;
}

std::vector<std::string> amp2hip::strictArguments(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  for (const std::string &A : Args)
    if (!isMsvcDialectArgument(A))
      Out.push_back(A);
  return Out;
}

MsvcFixKind amp2hip::msvcFixFor(unsigned DiagID, bool HasFixIt) {
  for (const FixRow &R : fixRows())
    if (R.DiagID == DiagID)
      return R.Kind == MsvcFixKind::ClangFixIt && !HasFixIt ? MsvcFixKind::ByHand : R.Kind;
  llvm::StringRef Group = clang::DiagnosticIDs::getWarningOptionForDiag(DiagID);
  if (!Group.startswith("microsoft"))
    return MsvcFixKind::None;
  return HasFixIt ? MsvcFixKind::ClangFixIt : MsvcFixKind::ByHand;
}

std::string amp2hip::applyMsvcFixes(llvm::StringRef Text, std::vector<MsvcFix> Fixes) {
  std::stable_sort(Fixes.begin(), Fixes.end(),
                   [](const MsvcFix &A, const MsvcFix &B) { return A.Offset < B.Offset; });
  std::string Out;
  unsigned At = 0;
  for (const MsvcFix &F : Fixes) {
    if (F.Offset < At || F.Offset + F.Length > Text.size())
      continue; // overlaps an earlier fix (or was reported twice)
    Out += Text.substr(At, F.Offset - At).str();
    Out += F.Replacement;
    At = F.Offset + F.Length;
  }
  Out += Text.substr(At).str();
  return Out;
}

std::string amp2hip::describeMsvcFix(const MsvcFix &F) {
  if (F.Length == 0)
    return "inserts '" + F.Replacement + "'";
  if (F.Replacement.empty())
    return "removes it";
  return "writes '" + F.Replacement + "' instead";
}

std::string amp2hip::msvcFixesMarkdown() {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "## Visual C++ dialect (--msvc)\n\n"
     << "`amp2hip --msvc` parses sources as Visual C++ accepts them: clang's\n"
     << "`-fms-extensions -fms-compatibility -fms-compatibility-version=19.29\n"
     << "-fdelayed-template-parsing`, with `amp2hip/msvc.h` included first (so\n"
     << "`__int64`, `__declspec(align(16))` and `sprintf_s` need no header) and\n"
     << "the GNU macros libstdc++ needs restored. Each flag also works alone through\n"
     << "`--extra-arg`. Delayed template bodies are parsed at the end of the file,\n"
     << "so a kernel in a template nothing instantiates is still translated.\n\n"
     << "The output is checked, and must build, without any of that. Where Visual\n"
     << "C++ is lenient and the fix is certain, the translation is fixed and the\n"
     << "fix reported at its place (amp2hip-4001, also counted as `msvc fix` in the\n"
     << "tree report):\n\n"
     << "| Visual C++ accepts | the translation | clang diagnostic |\n"
     << "| --- | --- | --- |\n";
  for (const FixRow &R : fixRows()) {
    llvm::StringRef What(R.What);
    auto [Construct, Fix] = What.split(": ");
    OS << "| " << Construct << " | " << Fix << " | `" << R.Name << "` |\n";
  }
  OS << "\nTwo more are found in the AST, as clang says nothing about them:\n\n"
     << "- a function that a template calls before the function is declared (Visual\n"
     << "  C++ binds the call when it instantiates the template; g++, hipcc and nvcc\n"
     << "  where the template is written): its head as written, ending in `;`, is\n"
     << "  inserted on the blank line above the first template that calls it (or in\n"
     << "  front of it), no line moved (parse/LateBoundCalls.cpp). Where that cannot\n"
     << "  be said there (default arguments, a deduced return type, another file or\n"
     << "  namespace, a macro) it is amp2hip-4006: declare it before the template.\n"
     << "- a partial specialization whose non-type parameter is deduced from another\n"
     << "  template's parameter of another integral type (`template <typename T, int N>\n"
     << "  struct Size<Vec<T, N>>` for `Vec<typename T, unsigned int N>`; Visual C++\n"
     << "  and clang match it, g++ and nvcc do not): the parameter takes that type\n"
     << "  (parse/PartialSpecializationTypes.cpp).\n";
  OS << "\nThe other leniencies clang reports in its `-Wmicrosoft` groups get\n"
     << "clang's fix-it where it has one (amp2hip-4001), else amp2hip-4002: change\n"
     << "the code by hand. What clang rejects even in its MSVC mode (binding a\n"
     << "temporary to a non-const reference, `std::exception(\"message\")`) stays\n"
     << "clang's own error, at its place.\n";
  OS.flush();
  return Out;
}
