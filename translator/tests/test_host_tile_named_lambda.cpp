//===- test_host_tile_named_lambda.cpp - a named tiled lambda's host form -===//
//
// `auto body = [=](tiled_index<N> t) restrict(amp) {...};` launched by
// name: its tile-loop form (HostTileForm.h) is a second lambda of the same
// name and captures, declared in its place under the host backend's #if,
// which the kernel's host form calls with amp2hip::tile_loop_kernel. What
// the form cannot replace keeps the fiber path with note amp2hip-1015.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

/// A function that declares the tiled lambda `body` (\p Captures) and runs
/// \p Uses (launches) after it; \p Head comes first (the function's
/// template header, if any).
std::string namedLambdaProgram(const char *Head, const char *Tile, const char *Captures,
                               std::initializer_list<const char *> Uses) {
  std::string Code = std::string("#include <amp.h>\nusing namespace concurrency;\n") + Head +
                     "void reverse(array_view<float, 1> av) {\n"
                     "  auto body = " + Captures + "(tiled_index<" + Tile + "> t) restrict(amp) {\n"
                     "    tile_static float s[" + Tile + "];\n"
                     "    float v = av[t.global];\n"
                     "    s[t.local[0]] = v;\n"
                     "    t.barrier.wait();\n"
                     "    av[t.global] = s[" + Tile + " - 1 - t.local[0]] + v;\n"
                     "  };\n";
  for (const char *U : Uses)
    Code += std::string("  ") + U + "\n";
  return Code + "}\n";
}

const Translation &translatedClean(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << Code;
  EXPECT_TRUE(T.withID(1015).empty()) << T.diagText();
  return T;
}

const char *const kLaunch = "parallel_for_each(av.extent.tile<64>(), body);";

TEST(HostTileNamedLambda, DeclaredAgainUnderTheHostBackendsIf) {
  const Translation &T = translatedClean(namedLambdaProgram("", "64", "[=]", {kLaunch}));
  EXPECT_THAT(T.Output, HasSubstr("void reverse(array_view<float, 1> av) {\n"
                                  "#if defined(AMP2HIP_HOST_BACKEND)\n"
                                  "  auto body = [=](amp2hip::tile_loop_kernel) {\n"
                                  "    [[maybe_unused]] tiled_index<64> t = "
                                  "amp2hip::this_tiled_index<64>();\n"
                                  "    __shared__ float s[64];\n"
                                  "    amp2hip::per_thread<float, 64> v_of_thread;\n"));
  EXPECT_THAT(T.Output, HasSubstr("      amp2hip::keep_for_thread(v_of_thread[tile_thread.id()], v);\n"));
  // The declaration as the GPU has it, unchanged, after #else.
  EXPECT_THAT(T.Output, HasSubstr("  };\n#else\n  auto body = [=] __device__ (tiled_index<64> t) {\n"));
  EXPECT_THAT(T.Output, HasSubstr("    av[t.global] = s[64 - 1 - t.local[0]] + v;\n  };\n#endif\n"));
  std::string Host = slice(T.Output, "__global__ void reverse_kernel(amp2hip::tile_loop_kernel", "#else");
  EXPECT_THAT(Host, HasSubstr("body(amp2hip::tile_loop_kernel());"));
  std::string Gpu = slice(T.Output, "#else\ntemplate", "#endif");
  EXPECT_THAT(Gpu, HasSubstr("body(amp2hip::this_tiled_index<64>());"));
  EXPECT_EQ(T.count("tile-loop kernel"), 1u);
}

TEST(HostTileNamedLambda, ExplicitCapturesAreKept) {
  const Translation &T = translatedClean(namedLambdaProgram("", "64", "[av]", {kLaunch}));
  EXPECT_THAT(T.Output, HasSubstr("  auto body = [av](amp2hip::tile_loop_kernel) {\n"));
  EXPECT_THAT(T.Output, HasSubstr("#else\n  auto body = [av] __device__ (tiled_index<64> t) {\n"));
}

TEST(HostTileNamedLambda, InAFunctionTemplateSpellsTheTileWithItsParameter) {
  const Translation &T = translatedClean(
      namedLambdaProgram("template <int TS>\n", "TS",
                         "[=]", {"parallel_for_each(av.extent.tile<TS>(), body);"}) +
      "void run(array_view<float, 1> av) { reverse<64>(av); reverse<128>(av); }\n");
  EXPECT_THAT(T.Output, HasSubstr("    [[maybe_unused]] tiled_index<TS> t = amp2hip::this_tiled_index<TS>();\n"));
  EXPECT_THAT(T.Output, HasSubstr("amp2hip::tile_thread_walk<TS> tile_thread;"));
}

TEST(HostTileNamedLambda, LaunchedTwiceHasOneForm) {
  const Translation &T = translatedClean(namedLambdaProgram("", "64", "[=]", {kLaunch, kLaunch}));
  EXPECT_EQ(occurrences(T.Output, "(amp2hip::tile_loop_kernel) {"), 1u) << T.Output;
  EXPECT_EQ(T.count("tile-loop kernel"), 2u);
}

/// The note of a program that keeps the fiber path.
std::string fiberNote(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << T.diagText();
  EXPECT_EQ(T.count("tile-loop kernel"), 0u) << T.Output;
  return T.withID(1015).size() == 1 ? T.withID(1015)[0].Message : T.diagText();
}

TEST(HostTileNamedLambda, UsedOtherThanByALaunchKeepsFibers) {
  // A copy made for something else would need the tiled_index form too.
  EXPECT_THAT(fiberNote(namedLambdaProgram("", "64", "[=]", {"auto copy = body;", kLaunch})),
              HasSubstr("used other than as a tiled launch's kernel"));
}

TEST(HostTileNamedLambda, MutableKeepsFibers) {
  std::string Code = namedLambdaProgram("", "64", "[=]", {kLaunch});
  size_t At = Code.find("restrict(amp) {\n    tile_static");
  ASSERT_NE(At, std::string::npos);
  Code.insert(At, "mutable ");
  EXPECT_THAT(fiberNote(Code), HasSubstr("the lambda is mutable"));
}

TEST(HostTileNamedLambda, DeclarationSharingItsLineKeepsFibers) {
  std::string Code = namedLambdaProgram("", "64", "[=]", {kLaunch});
  size_t At = Code.find("  auto body = ");
  Code.replace(At, 2, "  int unused = 0; ");
  EXPECT_THAT(fiberNote(Code), HasSubstr("code precedes the lambda's declaration on its line"));
}

TEST(HostTileNamedLambda, DirectiveInTheBodyKeepsFibers) {
  std::string Code = namedLambdaProgram("", "64", "[=]", {kLaunch});
  size_t At = Code.find("    t.barrier.wait();");
  Code.insert(At, "#ifndef NO_WAIT\n");
  Code.insert(Code.find("\n", Code.find("    t.barrier.wait();")) + 1, "#endif\n");
  EXPECT_THAT(fiberNote(Code), HasSubstr("directives cross the lambda's body"));
}

TEST(HostTileNamedLambda, LambdaParameterKeepsFibers) {
  // The lambda is not written in the launching function: in the template,
  // F is any functor.
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "template <typename F>",
      "void launch(array_view<float, 1> av, const F &f) {",
      "  parallel_for_each(av.extent.tile<64>(), f);",
      "}",
      "void run(array_view<float, 1> av) {",
      "  launch(av, [=](tiled_index<64> t) restrict(amp) {",
      "    tile_static float s[64];",
      "    s[t.local[0]] = av[t.global];",
      "    t.barrier.wait();",
      "    av[t.global] = s[0];",
      "  });",
      "}",
  }));
  ASSERT_TRUE(T.Parsed) << T.diagText();
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message, HasSubstr("the functor's operator() has no definition here"));
}

} // namespace
