//===- test_api_table.cpp - the AMP API table and the API usage check -----===//
//
// translator/lib/tables/AmpApi.def (with the shim's math, atomics and direct3d
// tables) is the one source of truth for docs/api-table.md and for the
// diagnostics of AMP API that HIP cannot express (ApiUsageCheck.cpp).
//
//===----------------------------------------------------------------------===//
#include "ApiTable.h"
#include "ApiUsageCheck.h"
#include "TestUtil.h"

#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return "";
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

const std::string kDocs = std::string(AMP2HIP_SHIM_SOURCE_DIR) + "/../docs/api-table.md";

} // namespace

TEST(ApiTable, DocsAreGeneratedFromTheTables) {
  std::string Committed = readFile(kDocs);
  ASSERT_FALSE(Committed.empty()) << kDocs << " is missing";
  // Compare line by line first for a readable failure, then byte for byte.
  std::string Generated = apiTableMarkdown();
  std::istringstream A(Committed), B(Generated);
  std::string LA, LB;
  unsigned Line = 0;
  while (true) {
    bool GA = static_cast<bool>(std::getline(A, LA)), GB = static_cast<bool>(std::getline(B, LB));
    ++Line;
    if (!GA && !GB)
      break;
    ASSERT_EQ(GA ? LA : "(end of file)", GB ? LB : "(end of file)")
        << "docs/api-table.md differs from the tables at line " << Line
        << "; regenerate it: build/amp2hip --print-api-table > docs/api-table.md";
  }
  EXPECT_TRUE(Committed == Generated)
      << "docs/api-table.md differs from the tables; regenerate it: "
         "build/amp2hip --print-api-table > docs/api-table.md";
}

TEST(ApiTable, EveryDiagnosticIsA1xxxErrorOfDiagnosticsDef) {
  std::set<unsigned> Known;
  for (const DiagInfo &D : allDiagnostics())
    if (D.Sev == Severity::Error)
      Known.insert(D.ID);
  unsigned Diagnosed = 0;
  for (const ApiEntry &E : apiEntries()) {
    if (!E.Diag)
      continue;
    ++Diagnosed;
    EXPECT_TRUE(Known.count(E.Diag)) << E.Namespace << "::" << E.Name << ": amp2hip-" << E.Diag
                                     << " is not an error in Diagnostics.def";
    EXPECT_TRUE(E.Diag >= 1000 && E.Diag < 2000)
        << E.Namespace << "::" << E.Name << ": AMP that HIP cannot express is a 1xxx diagnostic";
    // The advice is the message's second argument.
    EXPECT_NE(std::string(diagInfo(static_cast<DiagID>(E.Diag)).Format).find("%1"),
              std::string::npos)
        << "amp2hip-" << E.Diag << " does not show the table's advice (%1)";
  }
  EXPECT_GT(Diagnosed, 20u);
}

TEST(ApiTable, EveryEntryIsNamedOnceAndMapped) {
  std::map<std::string, std::string> Seen;
  for (const ApiEntry &E : apiEntries()) {
    EXPECT_FALSE(E.Mapping.empty()) << E.Namespace << "::" << E.Name << " has no mapping";
    EXPECT_FALSE(E.Header.empty());
    std::string Key = E.Header + " " + E.Namespace + "::" + E.Name;
    EXPECT_TRUE(Seen.emplace(Key, E.Source).second) << Key << " is listed twice";
  }
}

TEST(ApiTable, CoversEveryHeaderAndTheShimTables) {
  std::set<std::string> Headers, Sources;
  for (const ApiEntry &E : apiEntries()) {
    Headers.insert(E.Header);
    Sources.insert(E.Source);
  }
  for (const char *H : {"amp.h", "amp_math.h", "amp_short_vectors.h", "amp_graphics.h"})
    EXPECT_TRUE(Headers.count(H)) << H;
  for (const char *S : {"translator/lib/tables/AmpApi.def",
                        "runtime-shim/include/amp2hip/detail/math_functions.def",
                        "runtime-shim/include/amp2hip/detail/atomics.def",
                        "runtime-shim/include/amp2hip/detail/direct3d_functions.def"})
    EXPECT_TRUE(Sources.count(S)) << S << " is not in the table";
}

TEST(ApiTable, QualifiedNamesDropNotesAndSplitLists) {
  ApiEntry E{"amp_graphics.h", "concurrency::graphics", "Function", "copy (texture overloads)",
             "x", 0, ""};
  EXPECT_EQ(apiQualifiedNames(E), std::vector<std::string>{"concurrency::graphics::copy"});
  E.Name = "texture_view::get, set";
  EXPECT_EQ(apiQualifiedNames(E),
            (std::vector<std::string>{"concurrency::graphics::texture_view::get",
                                      "concurrency::graphics::texture_view::set"}));
}

static const char *const kTextureCode = R"cpp(#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;
unsigned f(texture<float, 2> &tex, std::vector<float> &v) {
  unsigned bits = tex.get_bits_per_scalar_element();
  copy(tex, v.data(), 1024u);
  float x = tex(1, 2);
  sampler s(filter_point, address_wrap);
  return bits + static_cast<unsigned>(x) + (s.get_filter_mode() == filter_point);
}
void k(texture<float, 2> &dst, const texture<float, 2> &src) {
  texture_view<const float, 2> tv(src);
  sampler s(filter_linear, address_mirror);
  writeonly_texture_view<float, 2> wv(dst);
  parallel_for_each(dst.extent, [=](index<2> i) restrict(amp) {
    wv.set(i, tv.sample(s, float_2(0.25f, 0.75f)) + tv.gather_red(s, float_2(0.5f, 0.5f)).x);
  });
}
)cpp";

// The shim implements textures, texture views and samplers: their uses are
// translated, not reported (amp2hip-1102 is retired).
TEST(ApiUsageCheck, TextureUsesAreNotReported) {
  const Translation &T = translateFull(kTextureCode);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  for (const ApiEntry &E : apiEntries())
    if (E.Header == "amp_graphics.h" && E.Namespace == "concurrency::graphics")
      EXPECT_EQ(E.Diag, 0u) << E.Name;
}

TEST(ApiUsageCheck, TextureInteropIsReportedWhereItIs) {
  std::string Code = R"cpp(#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
int main() {
  graphics::texture<int, 1> tex(64);
  IUnknown *p = graphics::direct3d::get_texture(tex);
  graphics::sampler s = graphics::direct3d::make_sampler(p);
  return s.get_filter_mode() == graphics::filter_linear;
}
)cpp";
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  std::vector<Diagnostic> D = T.withID(1101);
  std::vector<Position> Want = {positionOf(Code, "get_texture"), positionOf(Code, "make_sampler")};
  ASSERT_EQ(D.size(), Want.size()) << T.diagText();
  for (size_t I = 0; I < Want.size(); ++I) {
    EXPECT_EQ(D[I].Line, Want[I].Line) << D[I].str();
    EXPECT_EQ(D[I].Column, Want[I].Column) << D[I].str();
    EXPECT_NE(D[I].Message.find("instead"), std::string::npos) << D[I].str();
  }
  EXPECT_EQ(T.Diags.size(), D.size()) << T.diagText();
}

TEST(ApiUsageCheck, ArrayCopyIsNotMistakenForATextureCopy) {
  const Translation &T = translateFull(R"cpp(#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;
int main() {
  std::vector<int> v(16, 1);
  array<int, 1> a(16);
  copy(v.begin(), v.end(), a);
  copy(a, v.begin());
  float_4 f(1.0f);
  return static_cast<int>(f.x) + v[0];
}
)cpp");
  ASSERT_TRUE(T.Parsed) << T.diagText();
  for (unsigned ID : {1101u, 1102u, 1103u})
    EXPECT_TRUE(T.withID(ID).empty()) << T.diagText();
}

TEST(ApiUsageCheck, InteropIsReportedInTemplatesAndOnlyForAMPsNames) {
  std::string Code = R"cpp(#include <amp.h>
using namespace concurrency;
namespace mine { void *get_device(int); struct texture {}; }
template <typename T> IUnknown *buffer_of(const array<T, 1> &a) {
  return direct3d::get_buffer(a);
}
int main() {
  mine::texture t;
  return mine::get_device(0) != nullptr;
}
)cpp";
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  std::vector<Diagnostic> D = T.withID(1101);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  Position P = positionOf(Code, "get_buffer(a)");
  EXPECT_EQ(D[0].Line, P.Line);
  EXPECT_EQ(D[0].Column, P.Column);
  EXPECT_NE(D[0].Message.find("instead"), std::string::npos) << D[0].str();
  EXPECT_TRUE(T.withID(1102).empty()) << T.diagText();
}

TEST(ApiUsageCheck, TranslatableAMPIsNotReported) {
  const Translation &T = translateFull(R"cpp(#include <amp.h>
#include <amp_math.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> v(64, 1.0f);
  array_view<float, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = fast_math::sqrt(av[i]) + direct3d::mad(av[i], 2.0f, 1.0f);
  });
  av.synchronize();
  accelerator acc;
  return acc.get_supports_double_precision() ? 0 : 1;
}
)cpp");
  ASSERT_TRUE(T.Parsed) << T.diagText();
  for (unsigned ID : {1101u, 1102u, 1103u})
    EXPECT_TRUE(T.withID(ID).empty()) << T.diagText();
}
