//===- test_compile_commands.cpp - flags from compile_commands.json -------===//
#include "CompileCommands.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

std::unique_ptr<clang::tooling::CompilationDatabase> database(const std::string &Command) {
  std::string Json = "[{\"directory\": \"/build\", \"file\": \"/src/a.cpp\", \"command\": \"" +
                     Command + "\"}]";
  std::string Error;
  auto DB = clang::tooling::JSONCompilationDatabase::loadFromBuffer(
      Json, Error, clang::tooling::JSONCommandLineSyntax::Gnu);
  EXPECT_TRUE(DB) << Error;
  return DB;
}

} // namespace

TEST(CompileCommands, KeepsWhatParsingNeedsWithAbsolutePaths) {
  auto DB = database("g++ -O2 -Wall -Iinc -I /abs -isystem sys -isystemrel2 -iquote q "
                     "-include pch.h -DA=1 -D B -UC -std=c++17 -o a.o -c /src/a.cpp");
  std::vector<std::string> Want = {"-I/build/inc", "-I",         "/abs",       "-isystem",
                                   "/build/sys",   "-isystem/build/rel2",      "-iquote",
                                   "/build/q",     "-include",   "pch.h",      "-DA=1",
                                   "-DB",          "-UC",        "-std=c++17"};
  EXPECT_EQ(parseFlagsFor(*DB, "/src/a.cpp"), Want);
}

TEST(CompileCommands, FilesWithoutACommandGetNoFlags) {
  auto DB = database("g++ -Iinc -c /src/a.cpp");
  EXPECT_TRUE(parseFlagsFor(*DB, "/src/other.cpp").empty());
}

TEST(CompileCommands, MissingDatabaseSaysWhy) {
  std::string Error;
  EXPECT_FALSE(loadCompileCommands("/nonexistent-amp2hip-build", Error));
  EXPECT_FALSE(Error.empty());
}
