//===- test_file_io.cpp - reading and writing whole files -----------------===//
#include "FileIO.h"

#include "gtest/gtest.h"

#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace amp2hip;

namespace {

/// A fresh directory, removed with everything in it at the end.
struct ScratchDir {
  fs::path Path;
  ScratchDir() {
    Path = fs::temp_directory_path() / ("amp2hip-fileio-" + std::to_string(getpid()) + "-" +
                                        std::to_string(Counter++));
    fs::remove_all(Path);
    fs::create_directories(Path);
  }
  ~ScratchDir() { fs::remove_all(Path); }
  std::string operator/(const std::string &Rel) const { return (Path / Rel).string(); }
  static inline int Counter = 0;
};

std::string contents(const std::string &Path) {
  std::string Data, Error;
  EXPECT_TRUE(readFile(Path, Data, Error)) << Path << ": " << Error;
  return Data;
}

} // namespace

TEST(FileIo, RoundTripCreatesDirectoriesAndKeepsBytes) {
  ScratchDir D;
  std::string Data("a\r\nb\0c", 6), Error;
  ASSERT_TRUE(writeFileAtomically(D / "x/y/z.cpp", Data, Error)) << Error;
  EXPECT_EQ(contents(D / "x/y/z.cpp"), Data);
  for (const auto &E : fs::recursive_directory_iterator(D.Path))
    EXPECT_EQ(E.path().string().find(".amp2hip-tmp"), std::string::npos) << E.path();
}

TEST(FileIo, ReplacingKeepsPermissions) {
  ScratchDir D;
  std::string Error;
  ASSERT_TRUE(writeFileAtomically(D / "f", "old", Error));
  fs::permissions(D / "f", fs::perms::owner_read | fs::perms::owner_write);
  ASSERT_TRUE(writeFileAtomically(D / "f", "new", Error)) << Error;
  EXPECT_EQ(contents(D / "f"), "new");
  EXPECT_EQ(fs::status(D / "f").permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write);
}

TEST(FileIo, WritesThroughASymbolicLink) {
  ScratchDir D;
  std::string Error;
  ASSERT_TRUE(writeFileAtomically(D / "target", "old", Error));
  fs::create_symlink(D / "target", D / "link");
  ASSERT_TRUE(writeFileAtomically(D / "link", "new", Error)) << Error;
  EXPECT_TRUE(fs::is_symlink(D / "link"));
  EXPECT_EQ(contents(D / "target"), "new");
}

TEST(FileIo, ErrorsSayWhy) {
  ScratchDir D;
  std::string Data, Error;
  EXPECT_FALSE(readFile(D / "missing", Data, Error));
  EXPECT_EQ(Error, "No such file or directory");
  fs::create_directories(D / "dir");
  EXPECT_FALSE(writeFileAtomically(D / "dir", "x", Error));
  EXPECT_EQ(Error, "is a directory");
  ASSERT_TRUE(writeFileAtomically(D / "plain", "x", Error));
  EXPECT_FALSE(writeFileAtomically(D / "plain/below", "x", Error));
  EXPECT_FALSE(Error.empty());
}

TEST(FileIo, DevicesAreWrittenInPlace) {
  std::string Error;
  EXPECT_TRUE(writeFileAtomically("/dev/null", "discarded", Error)) << Error;
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST(FileIo, RealPathResolvesLinksAndKeepsMissingPaths) {
  ScratchDir D;
  fs::create_directories(D / "real");
  fs::create_directory_symlink(D / "real", D / "alias");
  EXPECT_EQ(realPath(D / "alias/../alias"), realPath(D / "real"));
  EXPECT_EQ(realPath(D / "nowhere/x"), D / "nowhere/x");
}
