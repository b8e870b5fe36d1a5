//===- HeaderCache.cpp ----------------------------------------------------===//
#include "HeaderCache.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <unistd.h>

using namespace clang;

namespace amp2hip {

namespace {

/// The C++17 library's headers and the C headers it includes: a source may
/// include these before <amp.h> in any order ([using.headers]).
bool isStandardHeader(llvm::StringRef Name) {
  static const llvm::StringSet<> Std = {
      "algorithm", "any", "array", "atomic", "bitset", "cassert", "cctype", "cerrno", "cfenv",
      "cfloat", "charconv", "chrono", "cinttypes", "climits", "clocale", "cmath", "complex",
      "condition_variable", "csetjmp", "csignal", "cstdarg", "cstddef", "cstdint", "cstdio",
      "cstdlib", "cstring", "ctime", "cuchar", "cwchar", "cwctype", "deque", "exception",
      "execution", "filesystem", "forward_list", "fstream", "functional", "future",
      "initializer_list", "iomanip", "ios", "iosfwd", "iostream", "istream", "iterator", "limits",
      "list", "locale", "map", "memory", "memory_resource", "mutex", "new", "numeric", "optional",
      "ostream", "queue", "random", "ratio", "regex", "scoped_allocator", "set", "shared_mutex",
      "sstream", "stack", "stdexcept", "streambuf", "string", "string_view", "system_error",
      "thread", "tuple", "type_traits", "typeindex", "typeinfo", "unordered_map",
      "unordered_set", "utility", "valarray", "variant", "vector", "assert.h", "ctype.h",
      "errno.h", "fenv.h", "float.h", "inttypes.h", "limits.h", "locale.h", "math.h", "setjmp.h",
      "signal.h", "stdarg.h", "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h",
      "time.h", "uchar.h", "wchar.h", "wctype.h"};
  return Std.contains(Name);
}

/// \p Text without its comments (line breaks kept).
std::string withoutComments(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '/' && I + 1 < Text.size() && Text[I + 1] == '/') {
      while (I < Text.size() && Text[I] != '\n')
        ++I;
      if (I < Text.size())
        Out += '\n';
    } else if (Text[I] == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      End = End == llvm::StringRef::npos ? Text.size() : End + 2;
      Out += ' ';
      for (size_t J = I; J < End; ++J)
        if (Text[J] == '\n')
          Out += '\n';
      I = End - 1;
    } else {
      Out += Text[I];
    }
  }
  return Out;
}

std::string manifestOf(llvm::StringRef Pch) { return (Pch + ".inputs").str(); }

/// "size mtime path" for \p Path, or "" when it cannot be read.
std::string fingerprint(llvm::StringRef Path) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St))
    return "";
  return std::to_string(St.getSize()) + " " +
         std::to_string(llvm::sys::toTimeT(St.getLastModificationTime())) + " " + Path.str();
}

/// Every file of \p Pch's manifest is as it was when the PCH was built.
bool isCurrent(const std::string &Pch) {
  if (!llvm::sys::fs::exists(Pch))
    return false;
  auto Manifest = llvm::MemoryBuffer::getFile(manifestOf(Pch));
  if (!Manifest)
    return false;
  llvm::SmallVector<llvm::StringRef, 256> Lines;
  (*Manifest)->getBuffer().split(Lines, '\n', -1, false);
  if (Lines.empty())
    return false;
  for (llvm::StringRef Line : Lines) {
    llvm::StringRef Path = Line.split(' ').second.split(' ').second;
    if (Path.empty() || fingerprint(Path) != Line)
      return false;
  }
  return true;
}

bool writeAtomically(const std::string &Path, llvm::StringRef Text) {
  std::string Tmp = Path + "." + std::to_string(getpid());
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Tmp, EC);
    if (EC)
      return false;
    OS << Text;
  }
  if (!llvm::sys::fs::rename(Tmp, Path))
    return true;
  llvm::sys::fs::remove(Tmp);
  return false;
}

/// Keeps the directory to the newest \p Keep PCHs (each is about 15 MB).
void prune(const std::string &Dir, size_t Keep) {
  std::vector<std::pair<llvm::sys::TimePoint<>, std::string>> Pchs;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC)) {
    if (llvm::sys::path::extension(It->path()) != ".pch")
      continue;
    llvm::sys::fs::file_status St;
    if (!llvm::sys::fs::status(It->path(), St))
      Pchs.push_back({St.getLastModificationTime(), It->path()});
  }
  if (Pchs.size() <= Keep)
    return;
  std::sort(Pchs.begin(), Pchs.end());
  for (size_t I = 0; I + Keep < Pchs.size(); ++I)
    forgetPrecompiledHeader(Pchs[I].second);
}

/// GeneratePCHAction that also lists the files the header read.
class ListingPchAction : public GeneratePCHAction {
public:
  explicit ListingPchAction(std::vector<std::string> *Inputs) : Inputs(Inputs) {}

  void EndSourceFileAction() override {
    if (Inputs && getCompilerInstance().hasSourceManager()) {
      SourceManager &SM = getCompilerInstance().getSourceManager();
      for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
        Inputs->push_back(It->first->getName().str());
    }
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::vector<std::string> *Inputs;
};

class ListingPchFactory : public tooling::FrontendActionFactory {
public:
  explicit ListingPchFactory(std::vector<std::string> *Inputs) : Inputs(Inputs) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<ListingPchAction>(Inputs);
  }

private:
  std::vector<std::string> *Inputs;
};

} // namespace

std::string defaultHeaderCacheDir() {
  if (const char *Env = getenv("AMP2HIP_CACHE_DIR"))
    return llvm::StringRef(Env) == "off" ? "" : Env;
  llvm::SmallString<256> Dir;
  if (const char *Xdg = getenv("XDG_CACHE_HOME"); Xdg && *Xdg)
    Dir = Xdg;
  else if (const char *Home = getenv("HOME"); Home && *Home)
    llvm::sys::path::append(Dir, Home, ".cache");
  else
    return "";
  llvm::sys::path::append(Dir, "amp2hip");
  return std::string(Dir);
}

bool beginsWithInclude(llvm::StringRef Source, llvm::StringRef Header) {
  std::string Text = withoutComments(Source);
  llvm::StringRef Rest = Text;
  while (!Rest.empty()) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef T = Line.trim();
    if (T.empty())
      continue;
    if (!T.consume_front("#"))
      return false;
    T = T.ltrim();
    if (T.consume_front("pragma") && T.trim() == "once")
      continue;
    if (!T.consume_front("include") || !T.ltrim().startswith("<"))
      return false;
    llvm::StringRef Name = T.ltrim().drop_front();
    size_t Close = Name.find('>');
    if (Close == llvm::StringRef::npos || !Name.drop_front(Close + 1).trim().empty())
      return false;
    Name = Name.take_front(Close).trim();
    if (Name == Header)
      return true;
    if (!isStandardHeader(Name))
      return false;
  }
  return false;
}

/// Part of every cached PCH's name: a change to how PCHs are made (the
/// arguments generatePch adds) must not load one made the old way.
static const char PchFormat[] = "pch-instantiate-templates";

bool generatePch(const std::vector<std::string> &Args, const std::string &HeaderFile,
                 const std::string &Out, std::string &Messages, std::vector<std::string> *Inputs,
                 const std::vector<std::string> &ExtraPchArgs) {
  std::string Tmp = Out + "." + std::to_string(getpid());
  std::vector<std::string> PchArgs;
  for (const std::string &A : Args)
    if (A != "-fsyntax-only")
      PchArgs.push_back(A == "-xc++" ? "-xc++-header" : A);
  // The header's own template instantiations (shim classes the header uses
  // itself) are done once, in the PCH, not at the end of every parse that
  // loads it: about a third of a small translation's time.
  PchArgs.push_back("-fpch-instantiate-templates");
  PchArgs.insert(PchArgs.end(), ExtraPchArgs.begin(), ExtraPchArgs.end());
  PchArgs.insert(PchArgs.end(), {"-o", Tmp});
  tooling::FixedCompilationDatabase DB(".", PchArgs);
  tooling::ClangTool Tool(DB, {HeaderFile});
  Tool.clearArgumentsAdjusters();
  llvm::raw_string_ostream OS(Messages);
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  ListingPchFactory Factory(Inputs);
  if (Tool.run(&Factory) == 0 && !llvm::sys::fs::rename(Tmp, Out))
    return true;
  llvm::sys::fs::remove(Tmp);
  return false;
}

/// Clang's delayed template parsing (Visual C++'s behaviour: --msvc, or a
/// *-windows-msvc target) does not survive inside a PCH: the template
/// bodies it stores as tokens are later parsed outside their namespace
/// (libstdc++'s `__value` "not in the global namespace"). The headers a PCH
/// holds (the shim, the standard library) are standard C++ and need no
/// leniency, and the option is a benign one to clang's PCH check, so such a
/// parse loads a PCH made with the headers' templates parsed eagerly; the
/// user's own templates, after the PCH, are still delayed.
static bool delaysTemplateParsing(const std::vector<std::string> &Args) {
  bool Delayed = false;
  for (const std::string &A : Args) {
    llvm::StringRef Arg(A);
    if (Arg == "-fdelayed-template-parsing" || Arg.contains("windows-msvc"))
      Delayed = true;
    else if (Arg == "-fno-delayed-template-parsing")
      Delayed = false;
  }
  return Delayed;
}

std::string precompiledHeader(const std::string &Dir, llvm::StringRef Header,
                              const std::vector<std::string> &Args) {
  if (Dir.empty())
    return "";
  std::vector<std::string> PchArgs = Args;
  if (delaysTemplateParsing(Args))
    PchArgs.push_back("-fno-delayed-template-parsing");
  std::string Key = clang::getClangFullVersion() + "\n" + PchFormat + "\n" + Header.str();
  for (const std::string &A : PchArgs)
    Key += "\n" + A;
  std::string Name = Header.str();
  std::replace(Name.begin(), Name.end(), '/', '_');
  Name += "-" + llvm::utohexstr(llvm::xxHash64(Key), /*LowerCase=*/true);
  llvm::SmallString<256> Pch(Dir), Source(Dir);
  llvm::sys::path::append(Pch, Name + ".pch");
  llvm::sys::path::append(Source, Name + ".h");
  if (isCurrent(std::string(Pch)))
    return std::string(Pch);
  // Written once: clang checks the header a PCH was made from, and another
  // process may be loading one made from this file right now.
  std::string Include = "#include <" + Header.str() + ">\n";
  auto Old = llvm::MemoryBuffer::getFile(Source);
  if (llvm::sys::fs::create_directories(Dir) ||
      (!(Old && (*Old)->getBuffer() == Include) && !writeAtomically(std::string(Source), Include)))
    return "";
  std::string Messages;
  std::vector<std::string> Inputs;
  if (!generatePch(PchArgs, std::string(Source), std::string(Pch), Messages, &Inputs))
    return "";
  std::sort(Inputs.begin(), Inputs.end());
  std::string Manifest;
  for (const std::string &In : Inputs) {
    std::string F = fingerprint(In);
    if (F.empty()) // A file that is gone already: this PCH cannot be trusted.
      return "";
    Manifest += F + "\n";
  }
  if (!writeAtomically(manifestOf(Pch), Manifest))
    return "";
  prune(Dir, 24);
  return std::string(Pch);
}

bool rejectsPch(llvm::StringRef Messages, llvm::StringRef Pch) {
  return Messages.contains(Pch) || Messages.contains("PCH file") ||
         Messages.contains("precompiled header");
}

void forgetPrecompiledHeader(const std::string &Pch) {
  llvm::sys::fs::remove(Pch);
  llvm::sys::fs::remove(manifestOf(Pch));
}

} // namespace amp2hip
