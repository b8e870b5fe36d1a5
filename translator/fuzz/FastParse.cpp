//===- FastParse.cpp ------------------------------------------------------===//
#include "FastParse.h"
#include "Driver.h"
#include "HeaderCache.h"
#include "MsvcDialect.h"
#include "OutputCheck.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Sema.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace amp2hip {
namespace fuzz {

namespace {

/// Sema asks its external sources for pending instantiations right before
/// it performs those of the translation unit: the moment to drop the ones
/// whose template lives in a header.
class HeaderBodySkipper : public ExternalSemaSource {
public:
  void InitializeSema(Sema &S) override { TheSema = &S; }
  void ForgetSema() override { TheSema = nullptr; }

  void ReadPendingInstantiations(
      SmallVectorImpl<std::pair<ValueDecl *, SourceLocation>> &Pending) override {
    if (!TheSema)
      return;
    // A dropped function has no definition: Sema must not say it is used
    // but not defined (an error for internal-linkage types, as lambdas).
    auto Outside = [&](const std::pair<ValueDecl *, SourceLocation> &P) {
      if (inMainFile(P.first))
        return false;
      TheSema->UndefinedButUsed.erase(P.first);
      return true;
    };
    Pending.erase(std::remove_if(Pending.begin(), Pending.end(), Outside), Pending.end());
    auto &Own = TheSema->PendingInstantiations;
    Own.erase(std::remove_if(Own.begin(), Own.end(), Outside), Own.end());
  }

private:
  bool inMainFile(const ValueDecl *D) const {
    const Decl *Pattern = D;
    if (const auto *F = dyn_cast<FunctionDecl>(D)) {
      if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
        Pattern = P;
    } else if (const auto *V = dyn_cast<VarDecl>(D)) {
      if (const VarDecl *P = V->getTemplateInstantiationPattern())
        Pattern = P;
    }
    const SourceManager &SM = TheSema->getSourceManager();
    return SM.isInMainFile(SM.getExpansionLoc(Pattern->getLocation()));
  }

  Sema *TheSema = nullptr;
};

// Headers the seeds include besides the AMP ones; precompiled with them.
const char *const StdHeaders = "#include <vector>\n#include <cstdio>\n#include <cstdlib>\n"
                               "#include <cmath>\n#include <algorithm>\n#include <numeric>\n"
                               "#include <string>\n#include <iostream>\n#include <type_traits>\n"
                               "#include <cstring>\n#include <chrono>\n";

const char *const AmpHeaders = "#include <amp.h>\n#include <amp_math.h>\n"
                               "#include <amp_short_vectors.h>\n#include <amp_graphics.h>\n";
const char *const HostHeaders = "#include <amp2hip/amp.h>\n#include <amp2hip/amp_math.h>\n"
                                "#include <amp2hip/amp_short_vectors.h>\n"
                                "#include <amp2hip/amp_graphics.h>\n";

/// A translation unit that must translate (with a kernel, so the kernel
/// rewrite and the output check's launch are reached) and check cleanly.
const char *const Probe = "#include <amp.h>\n#include <vector>\nusing namespace concurrency;\n"
                          "template <typename T> void g(array_view<T, 1> a) {\n"
                          "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = 0; });\n"
                          "}\n"
                          "void f(std::vector<int> &v) {\n"
                          "  array_view<int, 1> av((int)v.size(), v);\n"
                          "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                          "    av[i] += 1;\n  });\n  g(av);\n}\n";

} // namespace

void skipHeaderTemplateBodies(CompilerInstance &CI) {
  CI.setExternalSemaSource(new HeaderBodySkipper());
}

FastParse::FastParse(std::string ShimDir, std::string CacheDir, bool SkipHeaderBodies)
    : ShimDir(std::move(ShimDir)), CacheDir(std::move(CacheDir)),
      SkipHeaderBodies(SkipHeaderBodies) {
  llvm::sys::fs::create_directories(this->CacheDir);
}

const ParseTuning &FastParse::exact() {
  static const ParseTuning None;
  return None;
}

std::string FastParse::precompile(const std::string &Name, const std::string &Prelude,
                                  std::vector<std::string> Args, bool Rebuild) {
  llvm::SmallString<256> Header(CacheDir), Pch(CacheDir);
  llvm::sys::path::append(Header, Name + ".h");
  llvm::sys::path::append(Pch, Name + ".pch");
  if (!Rebuild && llvm::sys::fs::exists(Pch))
    return std::string(Pch);
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Header, EC);
    if (EC)
      return "";
    OS << Prelude;
  }
  // Parallel fuzzing jobs share the cache (generatePch renames into place).
  std::string Messages;
  if (!generatePch(Args, std::string(Header), std::string(Pch), Messages, nullptr,
                   {"-fpch-instantiate-templates"})) {
    llvm::errs() << "amp2hip_fuzz: could not precompile " << Name << ":\n" << Messages;
    return "";
  }
  return std::string(Pch);
}

bool FastParse::works(const FuzzMode &Mode, const ParseTuning &T, std::string &Why) {
  DriverOptions Opts;
  Opts.ShimDir = ShimDir;
  Opts.ExtraArgs = Mode.Args;
  Opts.Tuning = T;
  std::string Code = Probe;
  FileResult R = translateFile("/amp2hip-fuzz/probe.cpp", Opts, &Code);
  if (R.Parsed && !R.Diags.hasErrors() && R.Result.Changed)
    return true;
  Why = R.ClangOutput;
  for (const Diagnostic &D : R.Diags.diagnostics())
    Why += D.str() + "\n";
  return false;
}

const ParseTuning &FastParse::tuning(const FuzzMode &Mode) {
  auto Found = ByMode.find(Mode.Name);
  if (Found != ByMode.end())
    return Found->second;
  DriverOptions Opts;
  Opts.ShimDir = ShimDir;
  Opts.ExtraArgs = Mode.Args;
  std::vector<std::string> TArgs = parseArguments(Opts);
  // The output check parses without the dialect's arguments (the output is
  // compiled by g++ and hipcc): one check PCH serves every mode that only
  // adds dialect arguments. Built with the mode's own, clang refused it.
  std::vector<std::string> Strict = strictArguments(Mode.Args);
  std::vector<std::string> CArgs = outputCheckArguments(ShimDir, Strict);
  std::string CheckName = Strict.empty() ? "check" : "check-" + Mode.Name;
  ParseTuning T;
  if (SkipHeaderBodies)
    T.BeforeParse = skipHeaderTemplateBodies;
  std::string Why;
  for (bool Rebuild : {false, true}) {
    std::string TPch = precompile("translate-" + Mode.Name, std::string(AmpHeaders) + StdHeaders,
                                  TArgs, Rebuild);
    std::string CPch = precompile(CheckName, std::string(HostHeaders) + StdHeaders,
                                  CArgs, Rebuild);
    T.TranslateArgs.clear();
    T.CheckArgs.clear();
    // An input with an error is "does not parse" at its first error; most
    // mutants are, and clang would go on to the end of the file.
    T.TranslateArgs = {"-ferror-limit=1"};
    if (!TPch.empty())
      T.TranslateArgs.insert(T.TranslateArgs.end(), {"-include-pch", TPch});
    if (!CPch.empty())
      T.CheckArgs = {"-include-pch", CPch};
    if (works(Mode, T, Why))
      return ByMode[Mode.Name] = T;
  }
  llvm::errs() << "amp2hip_fuzz: mode " << Mode.Name
               << ": the precompiled headers do not work; parsing the headers each time:\n"
               << Why;
  T.TranslateArgs = {"-ferror-limit=1"};
  T.CheckArgs.clear();
  if (!works(Mode, T, Why)) {
    llvm::errs() << "amp2hip_fuzz: mode " << Mode.Name << ": the probe does not translate:\n"
                 << Why;
    abort();
  }
  return ByMode[Mode.Name] = T;
}

} // namespace fuzz
} // namespace amp2hip

// ASan's defaults for every program that parses against these PCHs (the
// libFuzzer target and the replay tool; ASAN_OPTIONS still adds to them).
// With a PCH, clang's ASTReader is the identifier table's external lookup and
// allocates identifiers itself (IdentifierTable::getOwn, in the uninstrumented
// libclang-cpp), while the translator's instrumented copies of LLVM's inline
// BumpPtrAllocator poison each slab they start. An identifier the reader puts
// into such a slab stays poisoned, and the translator's next read of it is a
// false use-after-poison (CI's fuzz gate, on RestrictRecorder::markAmpOnly's
// lookup of AMP2HIP_AMP_ONLY). Poisoning by user code is off; use-after-free,
// overflows and leaks of malloc'd memory are still reported.
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }
