//===- HeaderCache.h - the AMP headers, precompiled once per machine ------===//
//
// Every parse of an AMP source reads <amp.h>: the runtime shim and the
// standard headers it brings, about 95,000 lines and most of a small
// translation's time. The first parse on a machine precompiles them (a clang
// PCH per argument list) into a cache directory, and later parses of a
// source that begins with <amp.h> load that instead. The output check does
// the same for the translation's <amp2hip/amp.h>, and so does the parse of
// a translation translated again (a re-run over a migrated tree).
//
// A PCH stands for the header only where the source could not have changed
// what the header declares: nothing but comments, blank lines, #pragma once
// and standard-library #includes (which the standard lets come in any order)
// may come before the #include. A #define, a Windows header or a project
// header (stdafx.h) first: the file is parsed in full.
//
// With delayed template parsing (--msvc) the PCH is made with the header's
// templates parsed at once (clang misparses the bodies a PCH keeps as
// tokens); the option may differ between a PCH and its user, so the user's
// own templates are still delayed.
//
// A cached PCH is used only while it is current: its name is a hash of
// clang's version, every argument and the header, and a manifest next to it
// lists each file it read with its size and modification time (system
// headers too: clang itself does not check those). One that clang rejects
// anyway is removed, and the parse runs again without it.
//
// AMP2HIP_CACHE_DIR names the directory (default $XDG_CACHE_HOME/amp2hip,
// else $HOME/.cache/amp2hip); "off" (or an empty value) turns the cache off.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_HEADERCACHE_H
#define AMP2HIP_HEADERCACHE_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The directory AMP2HIP_CACHE_DIR (or the user's cache directory) names;
/// "" when the cache is off or there is nowhere to put it.
std::string defaultHeaderCacheDir();

/// True when \p Source includes <\p Header> with nothing before it but
/// comments, blank lines, `#pragma once` and standard-library #includes.
bool beginsWithInclude(llvm::StringRef Source, llvm::StringRef Header);

/// The PCH of `#include <Header>` for a parse with \p Args (a -fsyntax-only
/// argument list), kept in \p Dir: the cached one while it is current, else
/// built now. "" when it cannot be built (the caller parses in full).
std::string precompiledHeader(const std::string &Dir, llvm::StringRef Header,
                              const std::vector<std::string> &Args);

/// \p Messages (clang's) say that it rejected \p Pch: made by another clang,
/// with other options, or from files that changed since.
bool rejectsPch(llvm::StringRef Messages, llvm::StringRef Pch);

/// \p Pch was rejected by clang: remove it (and its manifest).
void forgetPrecompiledHeader(const std::string &Pch);

/// Precompile \p HeaderFile with \p Args (a -fsyntax-only argument list; its
/// -xc++ becomes -xc++-header) into \p Out, written under a temporary name
/// and renamed, so parallel processes may share \p Out. \p Messages gets
/// clang's diagnostics; \p Inputs (when given) every file the PCH read.
bool generatePch(const std::vector<std::string> &Args, const std::string &HeaderFile,
                 const std::string &Out, std::string &Messages,
                 std::vector<std::string> *Inputs = nullptr,
                 const std::vector<std::string> &ExtraPchArgs = {});

} // namespace amp2hip

#endif
