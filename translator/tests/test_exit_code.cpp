//===- test_exit_code.cpp - amp2hip's exit codes --------------------------===//
#include "ExitCode.h"

#include "gtest/gtest.h"

using namespace amp2hip;

TEST(ExitCode, NumbersAreStable) {
  // Scripts depend on these numbers (README, --help).
  EXPECT_EQ(exitStatus(ExitCode::Translated), 0);
  EXPECT_EQ(exitStatus(ExitCode::Untranslatable), 1);
  EXPECT_EQ(exitStatus(ExitCode::InputError), 2);
  EXPECT_EQ(exitStatus(ExitCode::Usage), 3);
}

TEST(ExitCode, TheWorstCodeWins) {
  ExitCode Acc = ExitCode::Translated;
  worsen(Acc, ExitCode::InputError);
  worsen(Acc, ExitCode::Untranslatable);
  EXPECT_EQ(Acc, ExitCode::InputError);
  EXPECT_EQ(worse(ExitCode::Usage, ExitCode::Translated), ExitCode::Usage);
}

TEST(ExitCode, HelpListsEveryCode) {
  std::string Help = exitCodeHelp();
  for (const char *Line : {"  0  translated", "  1  untranslatable AMP", "  2  the input does not parse",
                           "  3  bad command line"})
    EXPECT_NE(Help.find(Line), std::string::npos) << Line << "\n" << Help;
}
