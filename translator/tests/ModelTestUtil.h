//===- ModelTestUtil.h - looking at the AMP model of a test input ---------===//
//
// withModel(code, check) parses an in-memory input the way the translator
// does and hands its AMP model (model/AmpModel.h) to \p check, for the unit
// tests of the model's pieces. A parse costs the shim's headers (1-3 s), so
// tests check several constructs of one input at once.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TESTS_MODELTESTUTIL_H
#define AMP2HIP_TESTS_MODELTESTUTIL_H

#include "TestUtil.h"

#include <functional>

namespace amp2hip {
namespace test {

/// Parse \p Code and call \p Check with its model; the test fails when the
/// input does not parse.
inline void withModel(const std::string &Code,
                      const std::function<void(const AmpModel &, clang::ASTContext &)> &Check) {
  std::string ClangOutput;
  bool Parsed = parseFile(
      kInputPath, testOptions(), &Code,
      [&](clang::ASTContext &Ctx, const PreprocessorFacts &PP, const TranslationScope &Scope) {
        AmpModel Model(Ctx, PP, Scope);
        Check(Model, Ctx);
      },
      ClangOutput);
  EXPECT_TRUE(Parsed) << ClangOutput << "\nin:\n" << Code;
}

/// The name of the function \p D (or the lambda's, "operator()").
inline std::string nameOf(const clang::NamedDecl *D) { return D ? D->getNameAsString() : "(null)"; }

/// The first function of \p M named \p Name (its first declaration).
inline const clang::FunctionDecl *functionNamed(const AmpModel &M, const std::string &Name) {
  for (const clang::FunctionDecl *FD : M.Functions)
    if (FD->getNameAsString() == Name)
      return FD;
  ADD_FAILURE() << "no function " << Name;
  return nullptr;
}

} // namespace test
} // namespace amp2hip

#endif
