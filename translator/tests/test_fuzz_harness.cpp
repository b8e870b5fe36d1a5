//===- test_fuzz_harness.cpp - the fuzzer's modes, mutators and fast parse -===//
//
// translator/fuzz/ is built in every build (amp2hip_fuzz_support); these
// tests pin what its parts promise: the mode line, that each idiom mutation
// builds its construct, the conditional-shape check the conditional-broken
// oracle rests on, and that parsing against the precompiled headers gives
// the translation the CLI gives.
//
//===----------------------------------------------------------------------===//
#include "CodeShapes.h"
#include "FastParse.h"
#include "FuzzModes.h"
#include "IdiomMutator.h"
#include "TestUtil.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace amp2hip;
using namespace amp2hip::fuzz;
using ::testing::AnyOf;
using ::testing::HasSubstr;

namespace {

const std::string Kernel = test::lines({
    "#include <amp.h>",
    "#include <vector>",
    "using namespace concurrency;",
    "struct P { int x; };",
    "int twice(int x) restrict(amp) { return 2 * x; }",
    "void f(array_view<int, 1> av, long long n) {",
    "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {",
    "    int k = twice(i[0]);",
    "    av[i] += k;",
    "  });",
    "}",
    "template <typename C> void g(C &c, typename C::value_type x) { c[0] = x; }",
});

TEST(FuzzHarness, ModeLineNamesTheMode) {
  EXPECT_EQ(modeOf(Kernel).Name, "default");
  for (const FuzzMode &M : fuzzModes()) {
    std::string In = withMode(Kernel, M);
    EXPECT_EQ(modeOf(In).Name, M.Name);
    EXPECT_EQ(withMode(In, fuzzModes().front()), Kernel) << M.Name;
  }
  EXPECT_EQ(modeOf("// fuzz-mode: no-such-mode\nint x;").Name, "default");
  std::vector<std::string> Names;
  for (const FuzzMode &M : fuzzModes())
    Names.push_back(M.Name);
  EXPECT_THAT(Names, ::testing::Contains("delayed-templates"));
  EXPECT_THAT(Names, ::testing::Contains("ms-extensions"));
}

TEST(FuzzHarness, EveryIdiomBuildsItsConstruct) {
  const std::map<std::string, std::vector<std::string>> Marks = {
      {"launch-macro", {"PFE", "LAUNCH(", "RUN_ON_GPU("}},
      {"lambda-macro", {"KERNEL(", "KERNEL_HEAD"}},
      {"restrict-spelling", {"__GPU_ONLY", "GPU_FN", "restrict(cpu", "restrict(amp, cpu)"}},
      {"if-around-kernel", {"#endif"}},
      {"templatize", {"template <typename T>"}},
      {"drop-typename", {"g(C &c, C::value_type x)"}},
      {"restrict-overload", {"restrict(cpu)", "restrict(amp, cpu)"}},
      {"msvc-spelling", {"__int64", "__int32", "__declspec", "__forceinline", "inline "}},
      {"type-macro", {"#define TYPE_"}},
  };
  ASSERT_EQ(Marks.size(), idiomNames().size());
  for (const std::string &Name : idiomNames()) {
    for (unsigned Seed = 0; Seed < 8; ++Seed) {
      std::mt19937 Rng(Seed);
      std::string Out = applyIdiom(Name, Kernel, Rng);
      ASSERT_FALSE(Out.empty()) << Name << " did not apply";
      ASSERT_NE(Out, Kernel) << Name;
      bool Marked = false;
      for (const std::string &M : Marks.at(Name))
        Marked |= Out.find(M) != std::string::npos;
      EXPECT_TRUE(Marked) << Name << " (seed " << Seed << "):\n" << Out;
    }
  }
  std::mt19937 Rng(1);
  EXPECT_EQ(applyIdiom("launch-macro", "int main() { return 0; }", Rng), "");
}

TEST(FuzzHarness, MacrosGoAboveAmpH) {
  std::mt19937 Rng(3);
  std::string Out = applyIdiom("type-macro", withMode(Kernel, fuzzModes().back()), Rng);
  EXPECT_EQ(Out.rfind("// fuzz-mode: ", 0), 0u) << Out;
  EXPECT_LT(Out.find("#define TYPE_"), Out.find("#include <amp.h>")) << Out;
}

TEST(FuzzHarness, ConditionalBranchesAgreeOnBraces) {
  const std::string Balanced = test::lines({
      "void f() {",
      "#ifdef A",
      "  g(); }",
      "#else",
      "  h(); }",
      "#endif",
      "void k() {",
      "#if 1",
      "  int s = '{';",
      "#endif",
      "}",
  });
  EXPECT_TRUE(conditionalBranchesAgree(tokenize(Balanced)));
  // A kernel cut at the active branch's closing brace (what the
  // else_branch_closes_kernel expected failure does to its output).
  const std::string Broken = test::lines({
      "__global__ void k() {",
      "#ifdef A",
      "  g(); });",
      "#else",
      "  h();",
      "}",
      "void f() {",
      "  { launch(); }",
      "#endif",
      "}",
  });
  std::string Where;
  EXPECT_FALSE(conditionalBranchesAgree(tokenize(Broken), &Where));
  EXPECT_THAT(Where, HasSubstr("line 2"));
}

std::string readFile(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  return Buf ? (*Buf)->getBuffer().str() : "";
}

// The fuzzer parses against precompiled headers and without the headers'
// template bodies; on valid programs that must not change the translation.
TEST(FuzzHarness, FastParseTranslatesAsTheCliDoes) {
  llvm::SmallString<128> Cache;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fuzz-harness-pch", Cache));
  FastParse Fast(AMP2HIP_SHIM_SOURCE_DIR, std::string(Cache));
  const FuzzMode &Mode = fuzzModes().front();
  for (const char *Program : {"tiled_2d_matmul.cpp", "template_kernel.cpp", "restrict_macros.cpp"}) {
    std::string Path = std::string(AMP2HIP_SHIM_SOURCE_DIR) + "/../testdata/programs/" + Program;
    std::string Code = readFile(Path);
    ASSERT_FALSE(Code.empty()) << Path;
    DriverOptions Opts = test::testOptions();
    FileResult Exact = translateFile("/fuzz-harness/input.cpp", Opts, &Code);
    Opts.Tuning = Fast.tuning(Mode);
    ASSERT_FALSE(Opts.Tuning.TranslateArgs.empty()) << "no precompiled header";
    FileResult Quick = translateFile("/fuzz-harness/input.cpp", Opts, &Code);
    ASSERT_TRUE(Exact.Parsed) << Exact.ClangOutput;
    ASSERT_TRUE(Quick.Parsed) << Quick.ClangOutput;
    EXPECT_EQ(Quick.Result.Output, Exact.Result.Output) << Program;
    EXPECT_EQ(Quick.Diags.diagnostics().size(), Exact.Diags.diagnostics().size()) << Program;
  }
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Cache, EC), End; It != End && !EC; It.increment(EC))
    llvm::sys::fs::remove(It->path());
  llvm::sys::fs::remove(Cache);
}

} // namespace
