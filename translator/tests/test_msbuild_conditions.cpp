//===- test_msbuild_conditions.cpp - MSBuild conditions and macros -------===//
#include "MsBuildCondition.h"

#include "gtest/gtest.h"
#include <set>

using namespace amp2hip::project;

namespace {

struct Fixture {
  NameMap Props;
  std::vector<UnknownReference> Unknown;
  std::set<std::string> Files = {"C:/exists.props", "sub/here.props"};

  Fixture() {
    Props.set("Configuration", "Debug");
    Props.set("Platform", "Win32");
    Props.set("VisualStudioVersion", "16.0");
    Props.set("Flag", "true");
    Props.set("OutDir", "bin\\");
  }
  bool eval(const std::string &C, std::string *Error = nullptr) {
    Expander X(Props, Unknown);
    ConditionContext Ctx{X, [&](const std::string &P) { return Files.count(P) > 0; }};
    std::string E;
    bool V = evaluateCondition(C, Ctx, E);
    if (Error)
      *Error = E;
    else
      EXPECT_EQ(E, "") << C;
    return V;
  }
};

TEST(MsbuildConditions, ConfigurationAndPlatformAsVisualStudioWritesThem) {
  Fixture F;
  EXPECT_TRUE(F.eval("'$(Configuration)|$(Platform)'=='Debug|Win32'"));
  EXPECT_FALSE(F.eval("'$(Configuration)|$(Platform)'=='Release|Win32'"));
  EXPECT_TRUE(F.eval(" '$(Configuration)|$(Platform)' == 'debug|WIN32' ")); // no case
  EXPECT_TRUE(F.eval("'$(Configuration)' != 'Release'"));
  EXPECT_TRUE(F.eval("$(Configuration) == Debug")); // bare operands
  EXPECT_TRUE(F.eval(""));                          // no condition
}

TEST(MsbuildConditions, BooleanOperatorsAndGrouping) {
  Fixture F;
  EXPECT_TRUE(F.eval("'$(Configuration)'=='Debug' and '$(Platform)'=='Win32'"));
  EXPECT_FALSE(F.eval("'$(Configuration)'=='Debug' AND '$(Platform)'=='x64'"));
  EXPECT_TRUE(F.eval("'$(Configuration)'=='Release' Or '$(Platform)'=='Win32'"));
  EXPECT_TRUE(F.eval("!('$(Configuration)'=='Release')"));
  EXPECT_FALSE(F.eval("!(('$(Configuration)'=='Debug' or false) and true)"));
  EXPECT_TRUE(F.eval("$(Flag)"));
  EXPECT_TRUE(F.eval("!false"));
  EXPECT_TRUE(F.eval("'$(Undefined)' == ''"));
}

TEST(MsbuildConditions, NumbersAndVersionsCompareAsNumbers) {
  Fixture F;
  EXPECT_TRUE(F.eval("'$(VisualStudioVersion)' >= '15.0'"));
  EXPECT_FALSE(F.eval("'$(VisualStudioVersion)' < '9.0'")); // 16 > 9, not "16" < "9"
  EXPECT_TRUE(F.eval("'16.0.1' > '16.0'"));
  EXPECT_TRUE(F.eval("0x10 == 16 or 0x10 > 15"));
}

TEST(MsbuildConditions, ExistsAndHasTrailingSlash) {
  Fixture F;
  EXPECT_TRUE(F.eval("Exists('sub/here.props')"));
  EXPECT_FALSE(F.eval("exists('missing.props')"));
  EXPECT_TRUE(F.eval("!Exists('$(Undefined)missing.props')"));
  EXPECT_TRUE(F.eval("HasTrailingSlash('$(OutDir)')"));
  EXPECT_FALSE(F.eval("HasTrailingSlash('$(Configuration)')"));
}

TEST(MsbuildConditions, WhatCannotBeEvaluatedIsFalseAndSaysWhy) {
  Fixture F;
  std::string Error;
  EXPECT_FALSE(F.eval("$([MSBuild]::IsOSPlatform('Windows'))", &Error));
  EXPECT_NE(Error, "");
  EXPECT_FALSE(F.eval("'$(Configuration)' = 'Debug'", &Error));
  EXPECT_NE(Error.find("'='"), std::string::npos) << Error;
  EXPECT_FALSE(F.eval("SomeFunction('x')", &Error));
  EXPECT_NE(Error.find("somefunction"), std::string::npos) << Error;
  EXPECT_FALSE(F.eval("'unterminated", &Error));
  EXPECT_NE(Error, "");
  EXPECT_FALSE(F.eval("'a' == 'a' and", &Error));
  EXPECT_NE(Error, "");
}

TEST(MsbuildConditions, PropertiesExpandWithoutCaseAndUnknownsAreRecorded) {
  NameMap Props;
  Props.set("SolutionDir", "/src/");
  std::vector<UnknownReference> Unknown;
  Expander X(Props, Unknown);
  X.setOrigin({"a.vcxproj", 7}, "ClCompile.AdditionalIncludeDirectories");
  EXPECT_EQ(X.expand("$(solutiondir)inc;$(DXSDK_DIR)Include"), "/src/inc;Include");
  ASSERT_EQ(Unknown.size(), 1u);
  EXPECT_EQ(Unknown[0].Text, "$(DXSDK_DIR)");
  EXPECT_EQ(Unknown[0].Where.str(), "a.vcxproj:7");
  EXPECT_EQ(Unknown[0].Context, "ClCompile.AdditionalIncludeDirectories");
  // Property functions are not evaluated: empty, and said.
  EXPECT_EQ(X.expand("$([System.IO.Path]::Combine('$(SolutionDir)', 'x'))y"), "y");
  EXPECT_EQ(Unknown.size(), 2u);
}

TEST(MsbuildConditions, MetadataExpandsFromTheItemAndEscapesAreUndone) {
  NameMap Props, Meta;
  Meta.set("AdditionalIncludeDirectories", "a;b");
  std::vector<UnknownReference> Unknown;
  Expander X(Props, Unknown);
  EXPECT_EQ(X.expand("c;%(AdditionalIncludeDirectories)"), "c;%(AdditionalIncludeDirectories)");
  X.setMetadata(&Meta);
  EXPECT_EQ(X.expand("c;%(additionalincludedirectories)"), "c;a;b");
  EXPECT_EQ(unescape("A%3BB%25%24"), "A;B%$");
  EXPECT_EQ(splitList(" a ; ;b;\r\n c "), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(referencedProperties("$(A)x$(B.Replace('a','b'))$(C)"),
            (std::vector<std::string>{"a", "c"}));
}

} // namespace
