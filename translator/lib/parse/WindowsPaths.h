//===- WindowsPaths.h - file names the way Windows looks them up ---------===//
//
// Visual Studio code bases are written on a file system that ignores letter
// case and takes '\' as a separator: `#include "Helpers\Timer.h"` finds
// helpers/timer.h there. On Linux the same spelling finds nothing. Rather
// than renaming the user's files, lookups that fail exactly are retried the
// Windows way: backslashes as separators, each component matched without
// case (an exact match always wins). The parser sees this through a
// virtual file system (windowsLookupFileSystem); the include-spelling
// rewrite and the project reader use the same resolution, so the output
// spells each name the way it is on disk.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_WINDOWSPATHS_H
#define AMP2HIP_WINDOWSPATHS_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/Optional.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <string>

namespace amp2hip {

/// \p P with symbolic links and `..` resolved, or \p P itself when it does
/// not exist: how every stage names a file it compares or keys a map by.
std::string realPath(const std::string &P);

/// \p Path with every '\' turned into '/'.
std::string withForwardSlashes(llvm::StringRef Path);

/// A path written for Windows that cannot mean anything here: a drive
/// letter (C:\...), a network share (\\server\...) or the current drive's
/// root (\dir, which is also what "$(UNSET)\dir" becomes).
bool isWindowsAbsolute(llvm::StringRef Path);

/// The existing file or directory that \p Path names on Windows: '\' read as
/// '/', each component the entry of its directory that equals it without
/// case (the exact spelling first). \p Path is relative to \p Base unless
/// absolute. The result is \p Base joined with the components as spelled on
/// disk ('..' and '.' kept); None when nothing matches.
llvm::Optional<std::string> resolveLikeWindows(llvm::StringRef Base, llvm::StringRef Path);

/// The spelling of \p Written (an #include's file name, relative to
/// \p SearchDir where it was found) that finds the same file on Linux: '/'
/// separators and each component as on disk. None when \p Written already
/// does or when it does not resolve at all.
llvm::Optional<std::string> linuxSpelling(llvm::StringRef SearchDir, llvm::StringRef Written);

/// \p Base with lookups that fail retried the Windows way (resolveLikeWindows).
/// The files found report their name on disk, so clang's file entries, and
/// every path derived from them, carry the real spelling.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
windowsLookupFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base);

/// windowsLookupFileSystem over the real file system with \p Texts
/// (absolute path -> text; \p Except and relative keys left out) read in
/// place of those files. The texts lie under the Windows lookup, not above
/// it: a fixed header (MsvcDialect.h) that a second project reaches as
/// `..\amplib\kernels.h` reads as fixed too (it read the disk's, and the
/// output check refused the source: amp2hip-3006), and is one file
/// however it is spelled.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
windowsLookupOver(const std::map<std::string, std::string> &Texts, llvm::StringRef Except);

} // namespace amp2hip

#endif
