//===- FileIO.h - reading and writing whole files -------------------------===//
//
// Every mode writes its results through writeFileAtomically, so an
// interrupted run never leaves half a file behind.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FILEIO_H
#define AMP2HIP_FILEIO_H

#include "Diagnostics.h"
#include "WindowsPaths.h" // realPath

#include <string>
#include <vector>

namespace amp2hip {

/// Read a whole file; false (with \p Error) when it cannot be read.
bool readFile(const std::string &Path, std::string &Data, std::string &Error);

/// Write \p Data to \p Path through a temporary file and a rename, so a
/// crash never leaves half a file. Creates missing directories; writes
/// through a symbolic link to its target and into a device or pipe in
/// place; keeps the permissions of the file it replaces.
bool writeFileAtomically(const std::string &Path, const std::string &Data, std::string &Error);

/// Print amp2hip's diagnostic \p ID (a 3xxx file error without a location)
/// with its arguments to stderr.
void reportFileError(DiagID ID, const std::vector<std::string> &Args);

} // namespace amp2hip

#endif
