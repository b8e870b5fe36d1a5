//===- test_tile_static.cpp - tile_static -> __shared__ ------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const std::string kTileStatic = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "#define SHARED tile_static",
    "#define TS 16",
    "void f(array_view<float, 2> a) {",
    "  parallel_for_each(a.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {",
    "    tile_static float tile[TS][TS + 1];",
    "    tile_static  int count;",
    "    for (int i = 0; i < 2; ++i) {",
    "      tile_static float inner[16];",
    "      while (i < 0) { tile_static int deep[2]; deep[0] = 0; }",
    "      inner[0] = i;",
    "    }",
    "    SHARED int m[4];",
    "    SHARED int m2[4];",
    "    count = m[0] + m2[0];",
    "    tile[0][0] = count;",
    "  });",
    "}",
});

TEST(TileStatic, BecomesSharedInTheKernel) {
  const Translation &T = translateFull(kTileStatic);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  std::string Kernel = slice(T.Output, "__global__ void f_kernel(", "\n}\n");
  ASSERT_FALSE(Kernel.empty()) << T.Output;
  EXPECT_THAT(Kernel, HasSubstr("\n  __shared__ float tile[TS][TS + 1];\n"));
  // Only the keyword changes: the spacing after it stays.
  EXPECT_THAT(Kernel, HasSubstr("\n  __shared__  int count;\n"));
  EXPECT_THAT(T.Output, Not(HasSubstr("tile_static")));
}

TEST(TileStatic, InsideLoopsAndNestedBlocks) {
  const Translation &T = translateFull(kTileStatic);
  std::string Kernel = slice(T.Output, "__global__ void f_kernel(", "\n}\n");
  EXPECT_THAT(Kernel, HasSubstr("\n    __shared__ float inner[16];\n"));
  EXPECT_THAT(Kernel, HasSubstr("while (i < 0) { __shared__ int deep[2]; deep[0] = 0; }"));
}

TEST(TileStatic, ThroughAUserMacroTheDefinitionIsRewrittenOnce) {
  const Translation &T = translateFull(kTileStatic);
  EXPECT_THAT(T.Output, HasSubstr("\n#define SHARED __shared__\n"));
  std::string Kernel = slice(T.Output, "__global__ void f_kernel(", "\n}\n");
  EXPECT_THAT(Kernel, HasSubstr("\n  SHARED int m[4];\n  SHARED int m2[4];\n"));
  // One count per variable, including those declared through the macro.
  EXPECT_EQ(T.count("tile_static"), 6u);
}

TEST(TileStatic, InARestrictedHelperCalledFromATiledKernel) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "int helper(int v) restrict(amp) {",
      "  tile_static int scratch[64];",
      "  scratch[0] = v;",
      "  return scratch[0];",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  EXPECT_EQ(T.Output, lines({
                          "#include <amp2hip/amp.h>",
                          "using namespace concurrency;",
                          "__device__ int helper(int v) {",
                          "  __shared__ int scratch[64];",
                          "  scratch[0] = v;",
                          "  return scratch[0];",
                          "}",
                      }));
}

} // namespace
