//===- test_launch_shape.cpp - each launch's callable and shape -----------===//
//
// The model reads every parallel_for_each once (model/LaunchShape.h): the
// accelerator_view, the domain, what kind of callable the kernel is, and
// the shape (tiled or not, rank, tile dimensions as written, so template
// parameters stay names).
//
//===----------------------------------------------------------------------===//
#include "ModelTestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::ElementsAre;

namespace {

const std::string kLaunches = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "struct Scale {",
    "  array_view<float, 1> v;",
    "  void operator()(index<1> i) const restrict(amp) { v[i] *= 2; }",
    "};",
    "struct Tiler {",
    "  array_view<float, 2> v;",
    "  void operator()(tiled_index<8, 4> t) const restrict(amp) { v[t.global] = 0; }",
    "  void run() { parallel_for_each(v.extent.tile<8, 4>(), *this); }",
    "};",
    "template <int N, int TS>",
    "void generic(array_view<int, N> v) {",
    "  parallel_for_each(v.extent, [=](index<N> i) restrict(amp) { v[i] = 0; });",
    "  parallel_for_each(v.extent.template tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {",
    "    v[t.global] = 1; });",
    "}",
    "void launches(accelerator_view av, array_view<float, 1> a, array_view<float, 2> b) {",
    "  parallel_for_each(av, a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });",
    "  parallel_for_each(b.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {",
    "    b[t.global] = 2; });",
    "  auto body = [=](index<1> i) restrict(amp) { a[i] += 1; };",
    "  parallel_for_each(a.extent, body);",
    "  parallel_for_each(a.extent, Scale{a});",
    "  parallel_for_each(a.extent, [=](auto i) restrict(amp) { a[i] = 3; });",
    "}",
});

/// The launch whose kernel is in the \p N-th parallel_for_each of the input.
const KernelLaunch &launch(const AmpModel &M, size_t N) {
  static const KernelLaunch None;
  EXPECT_LT(N, M.Launches.size());
  return N < M.Launches.size() ? M.Launches[N] : None;
}

TEST(LaunchShape, EveryLaunchOnceWithItsCallableAndShape) {
  withModel(kLaunches, [](const AmpModel &M, clang::ASTContext &) {
    ASSERT_EQ(M.Launches.size(), 8u);

    // *this in a member: the shape comes from the domain's type.
    const KernelLaunch &This = launch(M, 0);
    EXPECT_EQ(This.Kind, KernelCallable::This);
    EXPECT_TRUE(This.Shape.Known);
    EXPECT_TRUE(This.Shape.Tiled);
    EXPECT_THAT(This.Shape.TileDims, ElementsAre("8", "4"));
    EXPECT_EQ(This.Shape.Rank, "2");
    EXPECT_EQ(nameOf(This.Entry), "operator()");

    // Template parameters stay names: the rank is N, the tile TS.
    const KernelLaunch &Generic = launch(M, 1);
    EXPECT_EQ(Generic.Kind, KernelCallable::InPlaceLambda);
    EXPECT_TRUE(Generic.Shape.Known);
    EXPECT_FALSE(Generic.Shape.Tiled);
    EXPECT_EQ(Generic.Shape.Rank, "N");
    const KernelLaunch &GenericTiled = launch(M, 2);
    EXPECT_TRUE(GenericTiled.Shape.Tiled);
    EXPECT_THAT(GenericTiled.Shape.TileDims, ElementsAre("TS"));

    // The accelerator_view comes first when there are three arguments.
    const KernelLaunch &OnView = launch(M, 3);
    ASSERT_NE(OnView.AcceleratorView, nullptr);
    EXPECT_EQ(OnView.Shape.Rank, "1");
    EXPECT_NE(OnView.Shape.IndexParam, nullptr);
    EXPECT_EQ(OnView.Entry, OnView.Lambda->getCallOperator());

    const KernelLaunch &Tiled = launch(M, 4);
    EXPECT_EQ(Tiled.AcceleratorView, nullptr);
    EXPECT_TRUE(Tiled.Shape.Tiled);
    EXPECT_THAT(Tiled.Shape.TileDims, ElementsAre("16", "16"));
    EXPECT_EQ(Tiled.Shape.Rank, "2");
  });
}

TEST(LaunchShape, NamedLambdasFunctorsAndUnknownRanks) {
  withModel(kLaunches, [](const AmpModel &M, clang::ASTContext &Ctx) {
    ASSERT_EQ(M.Launches.size(), 8u);
    // A lambda in a variable: its lambda is known, the shape comes from the
    // domain (the kernel calls the object).
    const KernelLaunch &Named = launch(M, 5);
    EXPECT_EQ(Named.Kind, KernelCallable::NamedLambda);
    ASSERT_NE(Named.NamedLambda, nullptr);
    EXPECT_EQ(Named.Lambda, nullptr);
    EXPECT_EQ(Named.Entry, Named.NamedLambda->getCallOperator());
    EXPECT_EQ(Named.Shape.Rank, "1");

    const KernelLaunch &Functor = launch(M, 6);
    EXPECT_EQ(Functor.Kind, KernelCallable::Functor);
    EXPECT_EQ(nameOf(Functor.Entry), "operator()");
    EXPECT_FALSE(Functor.Shape.Tiled);

    // A generic lambda: its parameter has no rank to read, the domain's
    // type has (the kernel declares `auto i = domain.thread_index();`).
    const KernelLaunch &Generic = launch(M, 7);
    EXPECT_TRUE(Generic.Shape.Known);
    EXPECT_FALSE(Generic.Shape.Tiled);
    EXPECT_EQ(Generic.Shape.Rank, "1");
    EXPECT_NE(Generic.Shape.IndexParam, nullptr);
    (void)Ctx;
  });
}

TEST(LaunchShape, TrailingZeroTileDimensionsAreDropped) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent.tile<64>(), [=](tiled_index<64, 0, 0> t) restrict(amp) {",
      "    v[t.global] = 0; });",
      "}",
  });
  withModel(Code, [](const AmpModel &M, clang::ASTContext &) {
    ASSERT_EQ(M.Launches.size(), 1u);
    EXPECT_THAT(M.Launches[0].Shape.TileDims, ElementsAre("64"));
    EXPECT_EQ(M.Launches[0].Shape.Rank, "1");
  });
}

} // namespace
