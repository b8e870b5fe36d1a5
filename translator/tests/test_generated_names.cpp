//===- test_generated_names.cpp - names the translation adds --------------===//
//
// A kernel and its launch declare names of their own (the kernel's domain
// parameter, the functor call's index, the launch's block and domain, a
// lambda object's type parameter): none may hide or redeclare a user's name
// (issue 12, item 7).
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;

namespace {

const Translation &translated(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << Code;
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  return T;
}

const std::string kFunctor = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "struct AddOne {",
    "  array_view<int, 1> v;",
    "  void operator()(index<1> i) const restrict(amp) { v[i] += 1; }",
    "};",
});

TEST(GeneratedNames, FunctorNamedDomainOrIdxKeepsItsName) {
  const Translation &T = translated(kFunctor + lines({
                                                   "void f(array_view<int, 1> v) {",
                                                   "  AddOne domain{v};",
                                                   "  parallel_for_each(v.extent, domain);",
                                                   "  AddOne idx{v};",
                                                   "  parallel_for_each(v.extent, idx);",
                                                   "}",
                                               }));
  std::string First = slice(T.Output, "__global__ void f_kernel(", "\n}\n");
  EXPECT_THAT(squash(First), HasSubstr("amp2hip::compute_domain<1> domain_1, AddOne domain)"));
  EXPECT_THAT(First, HasSubstr("idx = domain_1.thread_index();"));
  EXPECT_THAT(First, HasSubstr("  domain(idx);"));
  std::string Second = slice(T.Output, "__global__ void f_kernel_2(", "\n}\n");
  EXPECT_THAT(Second, HasSubstr("const concurrency::index<1> idx_1 = domain.thread_index();"));
  EXPECT_THAT(Second, HasSubstr("if (!domain.contains(idx_1)) return;"));
  EXPECT_THAT(Second, HasSubstr("  idx(idx_1);"));
}

TEST(GeneratedNames, IndexParameterNamedDomainUsedOrNot) {
  const Translation &T = translated(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent, [=](index<1> domain) restrict(amp) { v[domain] = 1; });",
      "  parallel_for_each(v.extent, [=](index<1> domain) restrict(amp) { v[0] = 1; });",
      "}",
  }));
  for (const char *Kernel : {"__global__ void f_kernel(", "__global__ void f_kernel_2("}) {
    std::string K = slice(T.Output, Kernel, "\n}\n");
    EXPECT_THAT(K, HasSubstr("compute_domain<1> domain_1")) << K;
    EXPECT_THAT(K, HasSubstr("concurrency::index<1> domain = domain_1.thread_index();")) << K;
  }
}

} // namespace
