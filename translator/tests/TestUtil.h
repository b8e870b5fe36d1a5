//===- TestUtil.h - shared helpers for the translator unit tests ---------===//
//
// translate(code) runs the whole translator (Driver.h: parse with the shim
// headers of this source tree, then every rewrite) over an in-memory buffer
// named kInputPath. Each translation parses the shim's headers (1-3 s), so
// results are memoized by input text: several TESTs can check one
// translated snippet and it is parsed once per process.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TESTS_TESTUTIL_H
#define AMP2HIP_TESTS_TESTUTIL_H

#include "Driver.h"
#include "HeaderCache.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace amp2hip {
namespace test {

/// The name the in-memory input is parsed under (absolute, so diagnostics
/// carry exactly this name).
inline const std::string kInputPath = "/amp2hip-unit-tests/input.cpp";

/// One translation, with everything a test may look at.
struct Translation {
  bool Parsed = false;
  bool Changed = false;
  std::string Output;
  ConstructCounts Counts;
  std::vector<Diagnostic> Diags;

  /// The diagnostics with this ID.
  std::vector<Diagnostic> withID(unsigned ID) const {
    std::vector<Diagnostic> Out;
    for (const Diagnostic &D : Diags)
      if (static_cast<unsigned>(D.ID) == ID)
        Out.push_back(D);
    return Out;
  }
  /// Every diagnostic as printed, one a line (for failure messages).
  std::string diagText() const {
    std::string S;
    for (const Diagnostic &D : Diags)
      S += D.str() + "\n";
    return S.empty() ? "(no diagnostics)\n" : S;
  }
  unsigned count(const std::string &Construct) const {
    auto It = Counts.find(Construct);
    return It == Counts.end() ? 0 : It->second;
  }
};

/// The CLI's options: <amp.h> from a header cache (HeaderCache.h) in the
/// build directory, or where AMP2HIP_CACHE_DIR says ("off": parse in full).
inline DriverOptions testOptions() {
  DriverOptions Opts;
  Opts.ShimDir = AMP2HIP_SHIM_SOURCE_DIR;
  Opts.Tuning.HeaderCacheDir =
      getenv("AMP2HIP_CACHE_DIR") ? defaultHeaderCacheDir() : AMP2HIP_TEST_CACHE_DIR;
  return Opts;
}

/// Translate \p Code (memoized).
inline const Translation &translateFull(const std::string &Code,
                                        const std::string &Path = kInputPath) {
  static std::map<std::pair<std::string, std::string>, std::unique_ptr<Translation>> Cache;
  std::unique_ptr<Translation> &Slot = Cache[{Path, Code}];
  if (!Slot) {
    FileResult R = translateFile(Path, testOptions(), &Code);
    Slot = std::make_unique<Translation>();
    Slot->Parsed = R.Parsed;
    Slot->Changed = R.Result.Changed;
    Slot->Output = R.Result.Output;
    Slot->Counts = R.Result.Counts;
    Slot->Diags = R.Diags.diagnostics();
  }
  return *Slot;
}

/// The translated text of \p Code; the test fails when it does not parse.
inline std::string translate(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << "the test input does not parse:\n" << Code;
  return T.Output;
}

/// The amp2hip diagnostics of translating \p Code.
inline const std::vector<Diagnostic> &diagnostics(const std::string &Code) {
  return translateFull(Code).Diags;
}

/// 1-based line and column of the first occurrence of \p Needle in \p Text
/// (to say where a diagnostic must point without counting by hand).
struct Position {
  unsigned Line = 0, Column = 0;
};
inline Position positionOf(const std::string &Text, const std::string &Needle,
                           size_t Offset = 0) {
  size_t At = Text.find(Needle);
  EXPECT_NE(At, std::string::npos) << "'" << Needle << "' is not in the test input";
  Position P;
  if (At == std::string::npos)
    return P;
  At += Offset;
  P.Line = 1;
  size_t LineStart = 0;
  for (size_t I = 0; I < At; ++I)
    if (Text[I] == '\n') {
      ++P.Line;
      LineStart = I + 1;
    }
  P.Column = At - LineStart + 1;
  return P;
}

/// Number of (non-overlapping) occurrences of \p Needle.
inline unsigned occurrences(const std::string &Text, const std::string &Needle) {
  unsigned N = 0;
  for (size_t At = Text.find(Needle); At != std::string::npos;
       At = Text.find(Needle, At + Needle.size()))
    ++N;
  return N;
}

/// Offset of \p Needle in \p Text, or npos (for "A comes before B" checks).
inline size_t offsetOf(const std::string &Text, const std::string &Needle) {
  return Text.find(Needle);
}

/// The text from \p Begin up to and including the first \p End after it
/// (e.g. one kernel: from "__global__ void f_kernel(" to "\n}\n").
inline std::string slice(const std::string &Text, const std::string &Begin,
                         const std::string &End) {
  size_t B = Text.find(Begin);
  if (B == std::string::npos)
    return "";
  size_t E = Text.find(End, B + Begin.size());
  if (E == std::string::npos)
    return Text.substr(B);
  return Text.substr(B, E + End.size() - B);
}

/// \p Text with every run of whitespace (newlines included) made one space,
/// for checks that must not depend on where the translator wraps lines.
inline std::string squash(const std::string &Text) {
  std::string Out;
  bool Space = false;
  for (char C : Text) {
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      Space = true;
      continue;
    }
    if (Space && !Out.empty())
      Out += ' ';
    Space = false;
    Out += C;
  }
  return Out;
}

/// Every 2xxx diagnostic, printed (for failure messages and "none" checks).
inline std::string ruleErrors(const Translation &T) {
  std::string S;
  for (const Diagnostic &D : T.Diags)
    if (static_cast<unsigned>(D.ID) / 1000 == 2)
      S += D.str() + "\n";
  return S;
}

/// \p Code breaks none of AMP's rules.
inline void expectNoRuleError(const std::string &Code) {
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed) << Code;
  EXPECT_EQ(ruleErrors(T), "") << Code;
}

/// Exactly one diagnostic \p ID, at the first occurrence of \p At, and no
/// other rule error.
inline void expectRuleError(const std::string &Code, unsigned ID, const std::string &At) {
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed) << Code;
  std::vector<Diagnostic> Hits = T.withID(ID);
  ASSERT_EQ(Hits.size(), 1u) << T.diagText() << Code;
  Position P = positionOf(Code, At);
  EXPECT_EQ(Hits[0].Line, P.Line) << T.diagText();
  EXPECT_EQ(Hits[0].Column, P.Column) << T.diagText();
  EXPECT_EQ(ruleErrors(T), Hits[0].str() + "\n") << "other rule errors";
}

/// Lines of text, for building test inputs readably.
inline std::string lines(std::initializer_list<const char *> Ls) {
  std::string S;
  for (const char *L : Ls)
    S += std::string(L) + "\n";
  return S;
}

} // namespace test
} // namespace amp2hip

#endif
