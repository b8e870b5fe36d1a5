//===- test_api_overloads.cpp - the overload table and what it generates --===//
//
// runtime-shim/include/amp2hip/detail/api_overloads.def is the one list of
// AMP 1.2's overloads: docs/api-overloads.md and the call-every-overload
// program (built in every mode by tests/e2e/test_api_overloads.py) come
// from it. These tests keep the docs in step, the table consistent with
// AmpApi.def, and the generator honest.
//
//===----------------------------------------------------------------------===//
#include "ApiOverloads.h"
#include "ApiTable.h"
#include "TestUtil.h"

#include <fstream>
#include <set>
#include <sstream>

using namespace amp2hip;
using ::testing::HasSubstr;

namespace {

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

const std::string kDocs = std::string(AMP2HIP_SHIM_SOURCE_DIR) + "/../docs/api-overloads.md";
const char kRegenerate[] = "regenerate it: build/amp2hip --print-api-overloads > docs/api-overloads.md";

} // namespace

TEST(ApiOverloads, DocsAreGeneratedFromTheTable) {
  std::string Committed = readFile(kDocs);
  ASSERT_FALSE(Committed.empty()) << kDocs << " is missing; " << kRegenerate;
  std::istringstream A(Committed), B(apiOverloadsMarkdown());
  std::string LA, LB;
  for (unsigned Line = 1;; ++Line) {
    bool GA = static_cast<bool>(std::getline(A, LA)), GB = static_cast<bool>(std::getline(B, LB));
    if (!GA && !GB)
      break;
    ASSERT_EQ(GA ? LA : "(end of file)", GB ? LB : "(end of file)")
        << "docs/api-overloads.md differs from the table at line " << Line << "; " << kRegenerate;
  }
}

TEST(ApiOverloads, EveryRowIsWellFormed) {
  const std::set<std::string> Kinds = {"Ctor",     "Member",   "Static",  "Operator", "Conversion",
                                       "Property", "Constant", "Typedef", "Function"};
  const std::set<std::string> Restricts = {"cpu", "amp", "amp_cpu", "none"};
  const std::set<std::string> Statuses = {"Shim", "Translated", "Diagnosed"};
  EXPECT_GT(apiOverloads().size(), 400u);
  for (const Overload &O : apiOverloads()) {
    std::string Where = O.Class + ": " + overloadDeclaration(O);
    EXPECT_TRUE(Kinds.count(O.Kind)) << Where;
    EXPECT_TRUE(Restricts.count(O.Restrict)) << Where;
    EXPECT_TRUE(Statuses.count(O.Status)) << Where;
    EXPECT_EQ(O.Restrict == "none", O.Kind == "Constant" || O.Kind == "Typedef") << Where;
    EXPECT_FALSE(O.Ranks.empty()) << Where;
    for (int R : overloadRanks(O))
      EXPECT_TRUE(R >= 0 && R <= 4 && (R == 0) == (O.Ranks == "0")) << Where;
    // A rank-free row binds no rank placeholder.
    if (O.Ranks == "0")
      EXPECT_EQ(bindPlaceholders(overloadDeclaration(O), 0).find("<0"), std::string::npos) << Where;
  }
}

TEST(ApiOverloads, DiagnosedRowsAreReportedByTheApiTable) {
  unsigned Diagnosed = 0;
  for (const Overload &O : apiOverloads()) {
    if (O.Status != "Diagnosed")
      continue;
    ++Diagnosed;
    std::string Want = "concurrency::" + (O.Class == "concurrency" ? "" : O.Class + "::") + O.Name;
    bool Found = false;
    for (const ApiEntry &E : apiEntries())
      for (const std::string &Q : apiQualifiedNames(E))
        Found |= Q == Want && E.Diag != 0;
    EXPECT_TRUE(Found) << Want << " is Diagnosed here but AmpApi.def gives it no diagnostic";
  }
  EXPECT_GE(Diagnosed, 5u);
}

TEST(ApiOverloads, EveryClassIsInTheApiTable) {
  std::set<std::string> Classes;
  for (const ApiEntry &E : apiEntries())
    if (E.Kind == "Class" && E.Namespace == "concurrency")
      Classes.insert(E.Name);
  for (const Overload &O : apiOverloads()) {
    std::string C = O.Class == "array_view_const" ? "array_view" : O.Class;
    if (C != "concurrency")
      EXPECT_TRUE(Classes.count(C)) << C << " has overloads but no Class row in AmpApi.def";
  }
}

TEST(ApiOverloads, PlaceholdersBindPerRank) {
  EXPECT_EQ(bindPlaceholders("tiled_extent<TILE>", 1), "tiled_extent<4>");
  EXPECT_EQ(bindPlaceholders("tiled_extent<TILE>", 3), "tiled_extent<2, 4, 8>");
  EXPECT_EQ(bindPlaceholders("array_view<const T, NM1>", 3), "array_view<const float, 2>");
  EXPECT_EQ(bindPlaceholders("copy(InputIterator, OutputIterator)", 2),
            "copy(std::vector<float>::iterator, std::vector<float>::iterator)");
  // Only whole identifiers are placeholders.
  EXPECT_EQ(bindPlaceholders("Tint Nx T_", 2), "Tint Nx T_");
}

TEST(ApiOverloads, TheProgramChecksTypesConstnessAndRestriction) {
  const std::string P = apiOverloadTestProgram();
  // A member function's exact type, through a pointer to it.
  EXPECT_THAT(P, HasSubstr("static_cast<array_view<float, 2> (array_view<float, 2>::*)(const "
                           "index<2>&, const extent<2>&) const>(&array_view<float, 2>::section)"));
  // The result type of a call, references included.
  EXPECT_THAT(P, HasSubstr("std::is_same<decltype(self += a0), index<3>&>"));
  // Explicit constructors stay explicit.
  EXPECT_THAT(P, HasSubstr("!std::is_convertible<const extent<2>&, array<float, 2>>"));
  // restrict(amp) overloads are called from restrict(amp) code, cpu ones not.
  EXPECT_THAT(P, HasSubstr("void amp2hip_check_"));
  EXPECT_THAT(P, HasSubstr(") restrict(amp) {\n  static_assert(std::is_same<decltype(self.section("));
  EXPECT_EQ(P.find("get_source_accelerator_view()), accelerator_view>::value, \"array_view<float, 1>: "
                   "accelerator_view get_source_accelerator_view() const: returns accelerator_view\");\n"
                   "  self.get_source_accelerator_view();\n}\nvoid amp2hip_check"),
            std::string::npos)
      << "a cpu-only member is checked from cpu code only";
  // Kernels are written in place, and Diagnosed rows are left out.
  EXPECT_THAT(P, HasSubstr("concurrency::parallel_for_each(a0, [=](tiled_index<2, 4, 8> amp2hip_idx) restrict(amp)"));
  EXPECT_EQ(P.find("to_task"), std::string::npos);
}
