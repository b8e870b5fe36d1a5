//===- test_generic_kernels.cpp - kernels a template decides ---------------===//
//
// Issue 12, item 2: a kernel whose index type, rank, callable or captures
// a template decides becomes a template over what is dependent: the rank of
// `typename View::index_type` is the domain's (amp2hip::rank_of), a named
// lambda or `*this` in a template is a functor kernel, `auto` captures and
// member typedefs become template parameters or kernel typedefs, a captured
// parameter pack is passed expanded. Each translation is parsed again
// against the shim (the output check), so an empty diagnostic list means
// the output compiles.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

::testing::AssertionResult containsSquashed(const std::string &Out, const std::string &Expected) {
  if (squash(Out).find(squash(Expected)) != std::string::npos)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "expected (whitespace-insensitively):\n"
                                       << Expected << "\nin:\n"
                                       << Out;
}

/// \p Code translated without a diagnostic (so its output compiles).
const Translation &clean(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << Code;
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  return T;
}

const std::string kHead = lines({"#include <amp.h>", "using namespace concurrency;"});

/// A user's view wrapper, as generic code writes them (AMP's array_view has
/// no index_type).
const std::string kWrapper = lines({
    "template <typename T, int N>",
    "struct Wrap {",
    "  typedef index<N> index_type;",
    "  array_view<T, N> v;",
    "  extent<N> extent;",
    "  T &operator[](const index_type &i) const restrict(amp) { return v[i]; }",
    "};",
});

TEST(GenericKernels, DependentIndexTypeTakesTheDomainsRank) {
  const Translation &T = clean(kHead + kWrapper + lines({
      "template <typename View>",
      "void neg(View v) {",
      "  parallel_for_each(v.extent, [=](typename View::index_type i) restrict(amp) {",
      "    v[i] = -v[i]; });",
      "}",
      "void use(array_view<int, 2> a) { neg(Wrap<int, 2>{a, a.extent}); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
template <typename View, int Rank>
__global__ void neg_kernel(amp2hip::compute_domain<Rank> domain, View v) {
  typename View::index_type i = domain.thread_index();
)"));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
    constexpr int Rank = amp2hip::rank_of<decltype(v.extent)>();
    const dim3 block = amp2hip::default_block<Rank>();
    const amp2hip::compute_domain<Rank> domain(v.extent, block);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(neg_kernel<View, Rank>), domain.grid(), block, 0, 0, domain,
)"));
}

TEST(GenericKernels, RankParameterDoesNotTakeANameTheKernelUses) {
  const Translation &T = clean(kHead + kWrapper + lines({
      "template <typename View>",
      "void fill(View v, int Rank) {",
      "  parallel_for_each(v.extent, [=](typename View::index_type i) restrict(amp) {",
      "    v[i] = Rank; });",
      "}",
      "void use(array_view<int, 1> a) { fill(Wrap<int, 1>{a, a.extent}, 3); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, "template <typename View, int Rank_1>"));
  EXPECT_TRUE(containsSquashed(T.Output, "HIP_KERNEL_NAME(fill_kernel<View, Rank_1>)"));
}

TEST(GenericKernels, FunctorTemplateOverADependentExtent) {
  const Translation &T = clean(kHead + lines({
      "template <int N>",
      "struct Inc {",
      "  array_view<int, N> v;",
      "  void operator()(index<N> i) const restrict(amp) { v[i] += 1; }",
      "};",
      "template <int N>",
      "void inc(array_view<int, N> v) { parallel_for_each(v.extent, Inc<N>{v}); }",
      "void use(array_view<int, 3> a) { inc(a); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
template <int N, int Rank>
__global__ void inc_kernel(amp2hip::compute_domain<Rank> domain, Inc<N> functor) {
  const concurrency::index<Rank> idx = domain.thread_index();
)"));
}

TEST(GenericKernels, ThisInAClassTemplateDeclaresTheClassFirst) {
  const Translation &T = clean(kHead + lines({
      "template <typename T, int TS>",
      "class Zero {",
      "public:",
      "  Zero(array_view<T, 1> v) : v_(v) {}",
      "  void run() { parallel_for_each(v_.extent.template tile<TS>(), *this); }",
      "  void operator()(tiled_index<TS> t) const restrict(amp) { v_[t.global] = 0; }",
      "private:",
      "  array_view<T, 1> v_;",
      "};",
      "void use(array_view<float, 1> a) { Zero<float, 64>(a).run(); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
template <typename T, int TS>
class Zero;

template <typename T, int TS>
__global__ void Zero_run_kernel(Zero<T, TS> functor) {
  functor(amp2hip::this_tiled_index<TS>());
}
)"));
}

TEST(GenericKernels, NamedTiledLambdaInAFunctionTemplate) {
  const Translation &T = clean(kHead + lines({
      "template <typename T>",
      "void clear(array_view<T, 1> v) {",
      "  auto body = [=](tiled_index<32> t) restrict(amp) { v[t.global] = 0; };",
      "  parallel_for_each(v.extent.template tile<32>(), body);",
      "}",
      "void use(array_view<int, 1> a) { clear(a); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
template <typename T, typename Functor>
__global__ void clear_kernel(Functor body) {
  body(amp2hip::this_tiled_index<32>());
}
)"));
  EXPECT_TRUE(containsSquashed(T.Output, "HIP_KERNEL_NAME(clear_kernel<T, decltype(body)>)"));
}

TEST(GenericKernels, CapturedParameterPackIsPassedExpanded) {
  const Translation &T = clean(kHead + lines({
      "inline int sum() restrict(amp) { return 0; }",
      "template <typename A, typename... R>",
      "int sum(A a, R... r) restrict(amp) { return a + sum(r...); }",
      "template <typename... Ts>",
      "void add(array_view<int, 1> v, Ts... ks) {",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += sum(ks...); });",
      "}",
      "void use(array_view<int, 1> a) { add(a, 1, 2, 3); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
template <typename... Ts>
__global__ void add_kernel(amp2hip::compute_domain<1> domain, array_view<int, 1> v, Ts... ks) {
)"));
  EXPECT_TRUE(containsSquashed(T.Output, "amp2hip::to_device(v), amp2hip::to_device(ks)...);"));
}

TEST(GenericKernels, AutoCapturesBecomeTemplateParameters) {
  const Translation &T = clean(kHead + lines({
      "#include <vector>",
      "template <typename C>",
      "void addFirst(C &c) {",
      "  auto first = c[0];",
      "  array_view<int, 1> av((int)c.size(), c);",
      "  parallel_for_each(av.extent, [=, k = c.size()](index<1> i) restrict(amp) {",
      "    av[i] += first + (int)k; });",
      "}",
      "void use(std::vector<int> &v) { addFirst(v); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, "Type_first first"));
  EXPECT_TRUE(containsSquashed(T.Output, "Type_k k"));
  EXPECT_TRUE(containsSquashed(
      T.Output, "addFirst_kernel<C, std::decay_t<decltype(first)>, std::decay_t<decltype(c.size())>>"));
}

TEST(GenericKernels, MemberTypedefsOfTheClassReachTheKernel) {
  const Translation &T = clean(kHead + lines({
      "template <typename T, int N>",
      "struct traits { typedef index<N> index_type; typedef array_view<T, N> view_type; };",
      "template <typename T, int N>",
      "class Field {",
      "public:",
      "  typedef traits<T, N> tr;",
      "  Field(array_view<T, N> v) : v_(v) {}",
      "  void zero() {",
      "    typename tr::view_type v = v_;",
      "    parallel_for_each(v.extent, [=](typename tr::index_type i) restrict(amp) { v[i] = 0; });",
      "  }",
      "  array_view<T, N> v_;",
      "};",
      "void use(array_view<float, 2> a) { Field<float, 2>(a).zero(); }",
  }));
  EXPECT_TRUE(containsSquashed(T.Output, "Type_v v"));
  EXPECT_TRUE(containsSquashed(T.Output, R"(
  typedef typename Field<T, N>::tr tr;
  typename tr::index_type i = domain.thread_index();
)"));
}

TEST(GenericKernels, UnknownTiledShapeNamesTheDomainAsWritten) {
  const std::string Code = kHead + lines({
      "template <typename F, typename E>",
      "void run(E e, F f) { parallel_for_each(e.tiled(), f); }",
  });
  const Translation &T = translateFull(Code);
  std::vector<Diagnostic> D = T.withID(1004);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  EXPECT_NE(D[0].Message.find("'e.tiled()'"), std::string::npos) << D[0].Message;
}

} // namespace
