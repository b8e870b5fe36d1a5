//===- test_header_cache.cpp - when <amp.h> may come precompiled ----------===//
//
// HeaderCache.h: a source may load <amp.h> from a PCH only when nothing
// before its #include could change what the header declares. The cache's
// behaviour end to end (built once, rebuilt when stale, a rejected PCH
// dropped, the same output either way over testdata/) is
// tests/e2e/test_header_cache.py.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;

namespace {

TEST(HeaderCache, FirstIncludeAfterCommentsAndStandardHeaders) {
  EXPECT_TRUE(beginsWithInclude("#include <amp.h>\n", "amp.h"));
  EXPECT_TRUE(beginsWithInclude("// saxpy.cpp\n/* a block\n   # not a directive */\n"
                                "#pragma once\n#include <vector>\n#include <cstdio>\n"
                                "  #  include   <amp.h>  // the AMP runtime\nint x;\n",
                                "amp.h"));
  EXPECT_TRUE(beginsWithInclude("#include <stdio.h>\r\n#include <amp.h>\r\n", "amp.h"));
  EXPECT_TRUE(beginsWithInclude("#include <amp2hip/amp.h>\n", "amp2hip/amp.h"));
}

TEST(HeaderCache, AnythingElseFirstMeansAFullParse) {
  // A macro may change what <amp.h> (or a header it includes) declares.
  EXPECT_FALSE(beginsWithInclude("#define NOMINMAX\n#include <amp.h>\n", "amp.h"));
  EXPECT_FALSE(beginsWithInclude("#ifndef X\n#include <amp.h>\n#endif\n", "amp.h"));
  // Visual Studio's precompiled header, a Windows header, another AMP header.
  EXPECT_FALSE(beginsWithInclude("#include \"stdafx.h\"\n#include <amp.h>\n", "amp.h"));
  EXPECT_FALSE(beginsWithInclude("#include <windows.h>\n#include <amp.h>\n", "amp.h"));
  EXPECT_FALSE(beginsWithInclude("#include <amp_math.h>\n#include <amp.h>\n", "amp.h"));
  // A local file of that name is not the stand-in.
  EXPECT_FALSE(beginsWithInclude("#include \"amp.h\"\n", "amp.h"));
  // Code first, a macro-named include, or no <amp.h> at all.
  EXPECT_FALSE(beginsWithInclude("int before;\n#include <amp.h>\n", "amp.h"));
  EXPECT_FALSE(beginsWithInclude("#include AMP_HEADER\n", "amp.h"));
  EXPECT_FALSE(beginsWithInclude("#include <vector>\nint main() {}\n", "amp.h"));
  EXPECT_FALSE(beginsWithInclude("", "amp.h"));
}

TEST(HeaderCache, RejectionIsRecognizedInClangsWords) {
  EXPECT_TRUE(rejectsPch("fatal error: file '/s/amp.h' has been modified since the precompiled "
                         "header '/c/amp.h-1.pch' was built",
                         "/c/amp.h-1.pch"));
  EXPECT_TRUE(rejectsPch("error: PCH file built from a different branch", "/c/amp.h-1.pch"));
  EXPECT_FALSE(rejectsPch("k.cpp:3:1: error: unknown type name 'x'", "/c/amp.h-1.pch"));
}

} // namespace
