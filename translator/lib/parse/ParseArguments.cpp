//===- ParseArguments.cpp - where the shim is, what clang is told ---------===//
//
// The runtime-shim directory the parse and the output read, and the clang
// arguments every parse of an AMP source starts from (Driver.h).
//
//===----------------------------------------------------------------------===//
#include "ParseArguments.h"
#include "MsvcDialect.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace amp2hip {

bool isShimDir(const std::string &Dir) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, "amp-include", "amp.h");
  return llvm::sys::fs::exists(P);
}

std::string findShimDir(const char *Argv0) {
  if (const char *Env = getenv("AMP2HIP_SHIM_DIR"))
    return Env;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, (void *)&findShimDir);
  if (!Exe.empty()) {
    llvm::SmallString<256> P(llvm::sys::path::parent_path(Exe));
    llvm::sys::path::append(P, "..", "share", "amp2hip", "runtime-shim");
    if (isShimDir(std::string(P)))
      return std::string(P);
  }
  return AMP2HIP_SHIM_SOURCE_DIR;
}

std::vector<std::string> parseArguments(const DriverOptions &Opts) {
  std::vector<std::string> Args = {
      "-xc++",
      "-std=c++17",
      "-fsyntax-only",
      "-fparse-all-comments",
      "-fno-caret-diagnostics", // the printer's own options show carets
      "-Wno-everything",
      "-DAMP2HIP_TRANSLATING=1",
      "-resource-dir=" AMP2HIP_CLANG_RESOURCE_DIR,
      "-I" + Opts.ShimDir + "/amp-include",
      "-I" + Opts.ShimDir + "/include",
      // glibc's ::index (<cstring>) must not clash with concurrency::index,
      // whatever the source includes first (see the header).
      "-include",
      "amp2hip/detail/posix_index.h",
      // Visual C++ knows restrict(...), tile_static and __GPU before any
      // header: a header may use them ahead of <amp.h>, or never include it.
      "-include",
      Opts.ShimDir + "/amp-include/amp_keywords.h",
  };
  std::vector<std::string> Msvc = Opts.Msvc ? msvcParseArguments(Opts.ShimDir) : std::vector<std::string>();
  Args.insert(Args.end(), Msvc.begin(), Msvc.end());
  bool MsCompatibility = false;
  for (const std::string &A : Msvc)
    MsCompatibility |= A == "-fms-compatibility";
  for (const std::string &A : Opts.ExtraArgs)
    MsCompatibility = A == "-fms-compatibility" ? true : A == "-fno-ms-compatibility" ? false : MsCompatibility;
  if (MsCompatibility) {
    // Without a version clang's MSVC mode is Visual C++ 6 (no char16_t,
    // which libstdc++ needs): Visual Studio 2019's, unless one is given.
    bool Versioned = false;
    for (const std::string &A : Args)
      Versioned |= llvm::StringRef(A).startswith("-fms-compatibility-version=");
    for (const std::string &A : Opts.ExtraArgs)
      Versioned |= llvm::StringRef(A).startswith("-fms-compatibility-version=") ||
                   llvm::StringRef(A).startswith("-fmsc-version=");
    std::vector<std::string> Dialect = msvcFlags(Opts.ShimDir, "dialect");
    for (const std::string &A : Dialect)
      if (!Versioned && llvm::StringRef(A).startswith("-fms-compatibility-version="))
        Args.push_back(A);
    std::vector<std::string> Gnu = msvcFlags(Opts.ShimDir, "gnu");
    Args.insert(Args.end(), Gnu.begin(), Gnu.end());
  }
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  return Args;
}

} // namespace amp2hip
