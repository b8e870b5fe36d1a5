// Report.h : forced into every source of App (ForcedIncludeFiles, /FI), so
// the sources print their verdict without including it.
#pragma once

#include <cstdio>

#define APP_VERDICT(ok) (std::printf((ok) ? "PASS\n" : "FAIL\n"), (ok) ? 0 : 1)
