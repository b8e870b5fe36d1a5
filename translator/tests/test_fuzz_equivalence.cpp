//===- test_fuzz_equivalence.cpp - the fuzzer translates seeds as the CLI ---===//
//
// The fuzz harness parses each input against its own precompiled headers,
// without the headers' template bodies (translator/fuzz/FastParse.h). Its findings are only worth reporting if
// its translation is the CLI's: for each seed of the fuzz corpus (the
// directories scripts/fuzz.sh seeds from, each seed in a dialect mode in
// turn, as fuzz.sh gives them) that the CLI's way translates, the fast way
// must give the same output, both parses included (the translation and the
// output check), and the same diagnostics.
//
// Every seed takes the CLI's full parse (about a second of CPU each, some
// 400 seeds), too long for each CI run: by default an even sample of 16;
// AMP2HIP_FULL=1 compares every seed.
//
//===----------------------------------------------------------------------===//
#include "FastParse.h"
#include "FuzzModes.h"
#include "TestUtil.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cstdlib>

using namespace amp2hip;
using namespace amp2hip::fuzz;

namespace {

// As scripts/fuzz.sh: not the pending programs of open issues (_NAME).
std::vector<std::string> seeds() {
  std::string Testdata = std::string(AMP2HIP_SHIM_SOURCE_DIR) + "/../testdata/";
  std::vector<std::string> Found;
  for (const char *Dir : {"programs", "conformance", "invalid", "bad", "trees", "golden",
                          "fuzz/regressions", "fuzz/expected-failures"}) {
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator It(Testdata + Dir, EC), End;
         It != End && !EC; It.increment(EC)) {
      llvm::StringRef P = It->path();
      llvm::StringRef Ext = llvm::sys::path::extension(P);
      uint64_t Size = 0;
      if (P.contains("/_") || (Ext != ".cpp" && Ext != ".h" && Ext != ".hpp") ||
          llvm::sys::fs::file_size(P, Size) || Size >= 20000)
        continue;
      Found.push_back(P.str());
    }
  }
  std::sort(Found.begin(), Found.end());
  return Found;
}

std::string located(const FileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diags.diagnostics())
    S += D.str() + "\n";
  return S;
}

TEST(FuzzEquivalence, FastParseTranslatesEverySeedAsTheCliDoes) {
  std::vector<std::string> All = seeds();
  ASSERT_GT(All.size(), 100u) << "the seed directories moved";
  const char *Full = getenv("AMP2HIP_FULL");
  size_t Step = Full && *Full && *Full != '0' ? 1 : All.size() / 16;
  llvm::SmallString<128> Cache;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fuzz-equivalence-pch", Cache));
  FastParse Fast(AMP2HIP_SHIM_SOURCE_DIR, std::string(Cache));
  const std::vector<FuzzMode> &Modes = fuzzModes();
  unsigned Compared = 0;
  for (size_t I = 0; I < All.size(); I += Step) {
    auto Buf = llvm::MemoryBuffer::getFile(All[I]);
    ASSERT_TRUE(bool(Buf)) << All[I];
    std::string Code = (*Buf)->getBuffer().str();
    if (Code.rfind("// fuzz-mode:", 0) != 0)
      Code = withMode(Code, Modes[(I / Step) % Modes.size()]);
    const FuzzMode &Mode = modeOf(Code);
    DriverOptions Opts = test::testOptions();
    Opts.ExtraArgs = Mode.Args;
    Opts.VerifyOutput = true;
    FileResult Cli = translateFile("/amp2hip-fuzz/input.cpp", Opts, &Code);
    if (!Cli.Parsed || Cli.Diags.hasErrors())
      continue; // fast parses may accept what only a header's body rejects
    Opts.Tuning = Fast.tuning(Mode);
    // Both parses against a PCH: the output check's had been built with the
    // dialect's arguments its parse drops, clang refused it, and every
    // ms-extensions input parsed the headers again (a second a parse).
    ASSERT_FALSE(Opts.Tuning.TranslateArgs.empty()) << Mode.Name << ": no precompiled header";
    ASSERT_FALSE(Opts.Tuning.CheckArgs.empty()) << Mode.Name << ": no check PCH";
    FileResult Quick = translateFile("/amp2hip-fuzz/input.cpp", Opts, &Code);
    EXPECT_TRUE(Quick.Parsed) << All[I] << " (" << Mode.Name << ")\n" << Quick.ClangOutput;
    EXPECT_EQ(Quick.Result.Output, Cli.Result.Output) << All[I] << " (" << Mode.Name << ")";
    EXPECT_EQ(located(Quick), located(Cli)) << All[I] << " (" << Mode.Name << ")";
    ++Compared;
  }
  EXPECT_GT(Compared, Step == 1 ? 100u : 5u) << "too few seeds translate to compare";
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Cache, EC), End; It != End && !EC; It.increment(EC))
    llvm::sys::fs::remove(It->path());
  llvm::sys::fs::remove(Cache);
}

} // namespace
