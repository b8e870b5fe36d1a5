// HipSpellings.def: each shim entry point a translation calls is declared by
// the shim under that name, so a renamed shim function cannot leave the
// translator writing calls that no longer compile; and each spelling is
// written once (a second row with the same text is a table error).
#include "HipSpellings.h"

#include "gtest/gtest.h"
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

struct Row {
  const char *Name, *Spelling;
  bool Shim;
};

const Row Rows[] = {
#define AMP2HIP_HIP(NAME, SPELLING, WHAT) {#NAME, SPELLING, false},
#define AMP2HIP_SHIM(NAME, SPELLING, WHAT) {#NAME, SPELLING, true},
#include "HipSpellings.def"
};

std::string shimHeaders() {
  std::string All;
  namespace fs = std::filesystem;
  for (const auto &E :
       fs::recursive_directory_iterator(std::string(AMP2HIP_SHIM_SOURCE_DIR) + "/include/amp2hip")) {
    if (!E.is_regular_file() || E.path().extension() != ".h")
      continue;
    std::ifstream In(E.path());
    std::stringstream SS;
    SS << In.rdbuf();
    All += SS.str();
  }
  return All;
}

TEST(HipSpellings, ShimDeclaresEntryPoints) {
  const std::string Headers = shimHeaders();
  ASSERT_FALSE(Headers.empty());
  for (const Row &R : Rows) {
    if (!R.Shim)
      continue;
    std::string Name = std::string(R.Spelling).substr(std::string("amp2hip::").size());
    // A function (`T name(`, `name(` after a return type on the line
    // before) or a class template (`struct name`, `class name`).
    std::regex Decl("(\\w[\\w:<>,\\s*&]*\\s" + Name + "\\s*\\(|(struct|class)\\s+" + Name + "\\b)");
    EXPECT_TRUE(std::regex_search(Headers, Decl)) << R.Name << ": the shim declares no " << Name;
  }
}

TEST(HipSpellings, EachSpellingOnce) {
  std::set<std::string> Seen, Names;
  for (const Row &R : Rows) {
    EXPECT_TRUE(Seen.insert(R.Spelling).second) << R.Spelling << " is spelled by two rows";
    EXPECT_TRUE(Names.insert(R.Name).second) << R.Name << " names two rows";
  }
}

TEST(HipSpellings, CallsAndInstances) {
  using namespace amp2hip;
  EXPECT_EQ(hip::call(hip::ToDevice, "av"), "amp2hip::to_device(av)");
  EXPECT_EQ(hip::instance(hip::ComputeDomain, "2"), "amp2hip::compute_domain<2>");
  EXPECT_EQ(hip::call(hip::CheckLaunch, ""), "amp2hip::check_launch()");
}

} // namespace
