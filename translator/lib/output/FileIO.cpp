//===- FileIO.cpp ---------------------------------------------------------===//
#include "FileIO.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace amp2hip {

bool readFile(const std::string &Path, std::string &Data, std::string &Error) {
  std::ifstream IS(Path, std::ios::binary);
  if (!IS) {
    Error = std::strerror(errno);
    return false;
  }
  std::ostringstream SS;
  SS << IS.rdbuf();
  if (IS.bad()) {
    Error = "read error";
    return false;
  }
  Data = SS.str();
  return true;
}

namespace {

/// A device or pipe (/dev/null, /dev/stdout) is written in place: a rename
/// would replace it with a regular file.
bool writeInPlace(const std::string &Target, const std::string &Data, std::string &Error) {
  std::ofstream OS(Target, std::ios::binary);
  OS.write(Data.data(), Data.size());
  OS.flush();
  if (!OS) {
    Error = std::strerror(errno ? errno : EIO);
    return false;
  }
  return true;
}

/// Write \p Data to a new file \p Tmp; removes it again on failure.
bool writeTemporary(const std::string &Tmp, const std::string &Data, std::string &Error) {
  std::ofstream OS(Tmp, std::ios::binary | std::ios::trunc);
  if (!OS) {
    Error = std::strerror(errno);
    return false;
  }
  OS.write(Data.data(), Data.size());
  OS.flush();
  if (!OS) {
    Error = errno ? std::strerror(errno) : "write failed (disk full?)";
    OS.close();
    std::remove(Tmp.c_str());
    return false;
  }
  return true;
}

} // namespace

bool writeFileAtomically(const std::string &Path, const std::string &Data, std::string &Error) {
  std::error_code EC;
  // Write through a symbolic link to its target, as a compiler's -o does.
  std::string Target = Path;
  if (fs::is_symlink(Path, EC)) {
    fs::path Resolved = fs::weakly_canonical(Path, EC);
    if (!EC)
      Target = Resolved.string();
  }
  fs::file_status Status = fs::status(Target, EC);
  bool Exists = !EC && fs::exists(Status);
  if (Exists && fs::is_directory(Status)) {
    Error = "is a directory";
    return false;
  }
  if (Exists && !fs::is_regular_file(Status))
    return writeInPlace(Target, Data, Error);
  fs::path P(Target);
  if (P.has_parent_path())
    fs::create_directories(P.parent_path(), EC);
  std::string Tmp = Target + ".amp2hip-tmp." + std::to_string(getpid());
  if (!writeTemporary(Tmp, Data, Error))
    return false;
  // The result keeps the permissions of the file it replaces.
  if (Exists)
    fs::permissions(Tmp, Status.permissions(), EC);
  if (std::rename(Tmp.c_str(), Target.c_str()) != 0) {
    Error = std::strerror(errno);
    std::remove(Tmp.c_str());
    return false;
  }
  return true;
}

void reportFileError(DiagID ID, const std::vector<std::string> &Args) {
  llvm::errs() << Diagnostic::make(ID, "", 0, 0, Args).str() << "\n";
}


} // namespace amp2hip
