//===- Harness.cpp --------------------------------------------------------===//
#include "Harness.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <regex>

namespace amp2hip {
namespace fuzz {

namespace {

bool envSet(const char *Name) {
  const char *V = getenv(Name);
  return V && *V && strcmp(V, "0") != 0;
}

std::string cacheDir() {
  if (const char *C = getenv("AMP2HIP_FUZZ_CACHE_DIR"); C && *C)
    return C;
  llvm::SmallString<256> T;
  llvm::sys::path::system_temp_directory(true, T);
  llvm::sys::path::append(T, "amp2hip-fuzz-pch");
  return std::string(T);
}

} // namespace

const Verdict *HarnessResult::finding() const {
  if (!Known.empty() || Skipped)
    return nullptr;
  if (!Confirmed.Finding.empty())
    return &Confirmed;
  if (!Fast.Finding.empty() && Confirmed.Outcome.empty())
    return &Fast; // exact: nothing to confirm with
  return nullptr;
}

Harness::Harness(bool Exact, bool Eager) {
  const char *Shim = getenv("AMP2HIP_SHIM_DIR");
  ShimDir = Shim && *Shim ? Shim : AMP2HIP_SHIM_SOURCE_DIR;
  llvm::SmallString<256> Dir;
  if (!llvm::sys::fs::createUniqueDirectory("amp2hip-fuzz", Dir))
    WorkDir = std::string(Dir);
  loadKnownFindings();
  if (Exact || envSet("AMP2HIP_FUZZ_EXACT"))
    return;
  Fast = std::make_unique<FastParse>(ShimDir, cacheDir());
  for (const FuzzMode &M : fuzzModes())
    if (Eager && std::find(SkippedModes.begin(), SkippedModes.end(), M.Name) == SkippedModes.end())
      Fast->tuning(M);
}

Harness::~Harness() {
  if (WorkDir.empty())
    return;
  for (const char *F : {"input.cpp", "input.diff", "patched.cpp", "patch.log"})
    llvm::sys::fs::remove(WorkDir + "/" + F);
  llvm::sys::fs::remove(WorkDir);
}

JudgeContext Harness::context(const FuzzMode &Mode, bool Exact) {
  JudgeContext C;
  C.ShimDir = ShimDir;
  C.Mode = &Mode;
  C.Tuning = Exact || !Fast ? &FastParse::exact() : &Fast->tuning(Mode);
  C.WorkDir = WorkDir;
  return C;
}

void Harness::loadKnownFindings() {
  const char *Env = getenv("AMP2HIP_FUZZ_KNOWN");
  std::string Path = Env ? Env : std::string(AMP2HIP_SHIM_SOURCE_DIR) + "/../testdata/fuzz/known-findings.txt";
  if (Path.empty())
    return;
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf)
    return;
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.trim();
    if (L.empty() || L.startswith("#"))
      continue;
    auto [Kind, Rest] = L.split(' ');
    Rest = Rest.trim();
    if (Kind == "skip-mode")
      SkippedModes.push_back(Rest.str());
    else
      Known.push_back({Kind.str(), Rest.str()});
  }
}

std::string Harness::knownAs(const std::string &Code, const Verdict &V) const {
  for (const auto &[Kind, Pattern] : Known) {
    if (Kind != V.Finding)
      continue;
    std::regex Re(Pattern, std::regex::ECMAScript);
    if (std::regex_search(Code, Re) || std::regex_search(V.Details, Re))
      return Kind + " " + Pattern;
  }
  return "";
}

HarnessResult Harness::run(const std::string &Code) {
  HarnessResult R;
  R.Mode = &modeOf(Code);
  for (const std::string &M : SkippedModes)
    if (M == R.Mode->Name) {
      R.Skipped = true;
      return R;
    }
  R.Fast = judge(Code, context(*R.Mode, false));
  if (!R.Fast.Finding.empty() && Fast)
    R.Confirmed = judge(Code, context(*R.Mode, true));
  if (const Verdict *F = R.finding())
    R.Known = knownAs(Code, *F);
  return R;
}

bool Harness::outOfScope(const std::string &Code) {
  for (const char *Bad : {"AMP2HIP", "amp2hip", "annotate", "/dev/", "/proc/", "/sys/",
                          "#include \"/", "#include </", "__has_include", "#pragma",
                          "#import", "#include_next"})
    if (Code.find(Bad) != std::string::npos)
      return true;
  return false;
}

} // namespace fuzz
} // namespace amp2hip
