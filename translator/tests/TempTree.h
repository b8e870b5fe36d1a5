//===- TempTree.h - a scratch directory of files for a test --------------===//
#ifndef AMP2HIP_TESTS_TEMPTREE_H
#define AMP2HIP_TESTS_TEMPTREE_H

#include "gtest/gtest.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <filesystem>
#include <fstream>
#include <string>

namespace amp2hip {
namespace test {

/// A fresh directory (a real path) that is removed with the object.
class TempTree {
public:
  TempTree() {
    llvm::SmallString<256> Dir;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("amp2hip-test", Dir));
    llvm::SmallString<256> Real;
    EXPECT_FALSE(llvm::sys::fs::real_path(Dir, Real));
    Root = std::string(Real);
  }
  ~TempTree() {
    std::error_code EC;
    std::filesystem::remove_all(Root, EC);
  }
  TempTree(const TempTree &) = delete;
  TempTree &operator=(const TempTree &) = delete;

  /// Write \p Text to \p Rel ('/'-separated), creating directories.
  std::string write(const std::string &Rel, const std::string &Text) const {
    std::string P = path(Rel);
    std::filesystem::create_directories(std::filesystem::path(P).parent_path());
    std::ofstream(P, std::ios::binary) << Text;
    return P;
  }
  std::string path(const std::string &Rel) const { return Root + "/" + Rel; }

  std::string Root;
};

} // namespace test
} // namespace amp2hip

#endif
