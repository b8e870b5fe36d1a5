#pragma once

// The Windows version the project targets: SDKDDKVer.h picks the newest the
// SDK knows unless _WIN32_WINNT is set before it.
#include <SDKDDKVer.h>
