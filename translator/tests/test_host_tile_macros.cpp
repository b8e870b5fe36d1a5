//===- test_host_tile_macros.cpp - a tiled kernel's own macros, in loop form ===//
//
// Issue 28, item 3 (a): a kernel that #defines a macro in its body and uses
// it across barriers. The host backend's tile-loop form is made of the
// statements' texts, so it writes the body's #defines and #undefs again in
// their places (rewrites/TileFormDirectives.h); the macro's spelling of the
// tiled index finds the index the form declares in each loop. Before, the
// form dropped the directive and the output check refused it (3006).
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

std::string tiledProgram(std::initializer_list<const char *> Body) {
  std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void run(array_view<int, 1> av) {",
      "  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t_idx) restrict(amp) {",
  });
  for (const char *L : Body)
    Code += std::string("    ") + L + "\n";
  return Code + "  });\n}\n";
}

std::string hostForm(const std::string &Out) {
  return slice(Out, "#if defined(AMP2HIP_HOST_BACKEND)", "#else");
}

/// Translated, checked by the output check (no 3006), in tile-loop form (no 1015).
const Translation &translatedClean(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << Code;
  EXPECT_TRUE(T.withID(3006).empty()) << T.diagText();
  EXPECT_TRUE(T.withID(1015).empty()) << T.diagText();
  return T;
}

TEST(HostTileMacros, DefineInTheBodyIsWrittenBeforeItsUsesAndUndefinedAfter) {
  const Translation &T = translatedClean(tiledProgram({
      "tile_static int sh[64];",
      "#define AT(k) sh[((k) + t_idx.local[0]) % 64] + t_idx.tile[0]",
      "sh[t_idx.local[0]] = av[t_idx.global];",
      "for (int r = 0; r < 2; ++r) {",
      "  t_idx.barrier.wait();",
      "  int v = AT(r);",
      "  t_idx.barrier.wait();",
      "  sh[t_idx.local[0]] = v;",
      "}",
      "t_idx.barrier.wait();",
      "av[t_idx.global] = sh[t_idx.local[0]];",
      "#undef AT",
  }));
  std::string Host = hostForm(T.Output);
  size_t Define = Host.find("#define AT(k) sh[((k) + t_idx.local[0]) % 64] + t_idx.tile[0]\n");
  size_t Use = Host.find("int v = AT(r);");
  size_t Undef = Host.find("#undef AT");
  ASSERT_NE(Define, std::string::npos) << Host;
  ASSERT_NE(Use, std::string::npos) << Host;
  ASSERT_NE(Undef, std::string::npos) << Host;
  EXPECT_LT(Define, Use);
  EXPECT_LT(Use, Undef);
  // Before the first loop over the threads, not inside it; once.
  EXPECT_LT(Define, Host.find("for (amp2hip::tile_thread_walk<64> tile_thread;"));
  EXPECT_EQ(occurrences(Host, "#define AT"), 1u);
  // The loop that expands it declares the thread's index by its own name.
  std::string UseLoop = Host.substr(Host.rfind("tile_thread.step()) {", Use), Use - Host.rfind("tile_thread.step()) {", Use));
  EXPECT_THAT(UseLoop, HasSubstr("tiled_index<64> t_idx = amp2hip::this_tiled_index<64>();"));
  // The parenthesized loop variable in the macro's argument is only read:
  // the loop stays uniform.
  EXPECT_THAT(Host, HasSubstr("for (int r = 0; r < 2; ++r) {"));
}

TEST(HostTileMacros, StatementEndingInAMacroIsRead) {
  // `out = AT(0);` ends inside a macro's expansion: the form reads the
  // statement up to its semicolon (it used to give up: fibers).
  const Translation &T = translatedClean(tiledProgram({
      "tile_static int sh[64];",
      "#define AT(k) sh[(k)]",
      "sh[t_idx.local[0]] = av[t_idx.global];",
      "t_idx.barrier.wait();",
      "if (t_idx.local[0] == 0)",
      "  av[t_idx.global] = AT(63);",
      "#undef AT",
  }));
  EXPECT_THAT(hostForm(T.Output), HasSubstr("av[t_idx.global] = AT(63);"));
}

TEST(HostTileMacros, DefineUnderAnIfInTheBodyKeepsFibersWithTheReason) {
  const Translation &T = translateFull(tiledProgram({
      "tile_static int sh[64];",
      "#if defined(WIDE)",
      "#define AT(k) sh[(k) % 64]",
      "#else",
      "#define AT(k) sh[(k) % 32]",
      "#endif",
      "sh[t_idx.local[0]] = av[t_idx.global];",
      "t_idx.barrier.wait();",
      "av[t_idx.global] = AT(t_idx.local[0] + 1);",
      "#undef AT",
  }));
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.withID(3006).empty()) << T.diagText();
  std::vector<Diagnostic> Notes = T.withID(1015);
  ASSERT_EQ(Notes.size(), 1u) << T.diagText();
  EXPECT_THAT(Notes[0].Message, HasSubstr("a #define or #undef of 'AT' under an #if inside the kernel"));
}

TEST(HostTileMacros, FunctorMemberFormKeepsTheDefines) {
  const Translation &T = translatedClean(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "struct Shift {",
      "  array_view<int, 1> v;",
      "  void operator()(tiled_index<32> t) const restrict(amp) {",
      "    tile_static int s[32];",
      "#define MINE s[t.local[0]]",
      "    MINE = v[t.global];",
      "    t.barrier.wait();",
      "    v[t.global] = s[(t.local[0] + 1) % 32] + MINE;",
      "#undef MINE",
      "  }",
      "};",
      "void run(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent.tile<32>(), Shift{v});",
      "}",
  }));
  std::string Member = slice(T.Output, "void amp2hip_tile_loops() const {", "#endif");
  EXPECT_THAT(Member, HasSubstr("\n#define MINE s[t.local[0]]\n"));
  EXPECT_THAT(Member, HasSubstr("\n#undef MINE\n"));
}

} // namespace
