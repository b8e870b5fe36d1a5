//===- IncludeLines.h - what the headers a file includes see of it -------===//
//
// A source that stops at a header only Windows has (<conio.h>, ATL, ...)
// does not parse here, but the local headers it includes (stdafx.h and the
// kernels behind it) are still translated (Driver.cpp): from the source's
// #include lines alone, with an empty stand-in for each Windows-only header
// that a local header includes itself, so the parse reads on past it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_INCLUDELINES_H
#define AMP2HIP_INCLUDELINES_H

#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>

namespace amp2hip {

/// \p Text with everything but preprocessor directives blanked (line breaks
/// kept) and the #includes of Windows-only headers dropped: what the headers
/// a file includes see of it.
std::string includeLinesOnly(llvm::StringRef Text);

/// The folder of the stand-ins, one a Windows-only header (-idirafter it):
/// a folder of the parse's own, that no disk has.
extern const char *const WindowsOnlyStandIns;

/// Add the stand-ins, by path, to \p Files (a parse's texts, or a check's
/// headers); the #include that reads one stays as written.
void addWindowsOnlyStandIns(std::map<std::string, std::string> &Files);

} // namespace amp2hip

#endif
