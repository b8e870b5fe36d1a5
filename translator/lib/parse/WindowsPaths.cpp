//===- WindowsPaths.cpp ---------------------------------------------------===//
#include "WindowsPaths.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>
#include <mutex>
#include <vector>

using namespace llvm;

namespace amp2hip {

std::string realPath(const std::string &P) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(P, Real))
    return P;
  return std::string(Real);
}

std::string withForwardSlashes(StringRef Path) {
  std::string S = Path.str();
  for (char &C : S)
    if (C == '\\')
      C = '/';
  return S;
}

bool isWindowsAbsolute(StringRef Path) {
  if (Path.size() >= 2 && isAlpha(Path[0]) && Path[1] == ':')
    return true;
  // \\server\share, and \dir: the root of the current drive.
  return Path.startswith("\\");
}

namespace {

/// Resolves paths component by component over a file system, remembering
/// the directories it listed.
class WindowsResolver {
public:
  explicit WindowsResolver(vfs::FileSystem &FS) : FS(FS) {}

  /// The components of \p Path (relative to \p Base unless absolute) as
  /// spelled on disk, or None. \p Joined receives Base joined with them.
  Optional<std::vector<std::string>> resolve(StringRef Base, StringRef Path,
                                             std::string &Joined) {
    std::string P = withForwardSlashes(Path);
    bool Absolute = sys::path::is_absolute(P);
    std::string Cur = Absolute ? "/" : Base.str();
    SmallVector<StringRef, 8> Parts;
    StringRef(P).split(Parts, '/', -1, false);
    std::vector<std::string> Out;
    for (StringRef Part : Parts) {
      std::string Next = join(Cur, Part);
      if (Part != "." && Part != ".." && !exists(Next)) {
        Optional<std::string> Match = matchIgnoringCase(Cur, Part);
        if (!Match)
          return None;
        Next = join(Cur, *Match);
        Out.push_back(*Match);
      } else {
        Out.push_back(Part.str());
      }
      Cur = Next;
    }
    if (!exists(Cur))
      return None;
    Joined = Cur;
    return Out;
  }

private:
  static std::string join(const std::string &Dir, StringRef Name) {
    if (Dir.empty())
      return Name.str();
    return Dir.back() == '/' ? Dir + Name.str() : Dir + "/" + Name.str();
  }

  bool exists(const std::string &P) { return static_cast<bool>(FS.status(P.empty() ? "." : P)); }

  Optional<std::string> matchIgnoringCase(const std::string &Dir, StringRef Name) {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Listings.find(Dir);
    if (It == Listings.end()) {
      std::vector<std::string> Names;
      std::error_code EC;
      for (vfs::directory_iterator D = FS.dir_begin(Dir.empty() ? "." : Dir, EC), End;
           !EC && D != End; D.increment(EC))
        Names.push_back(sys::path::filename(D->path()).str());
      std::sort(Names.begin(), Names.end()); // The first match is always the same one.
      It = Listings.emplace(Dir, std::move(Names)).first;
    }
    for (const std::string &N : It->second)
      if (StringRef(N).equals_insensitive(Name))
        return N;
    return None;
  }

  vfs::FileSystem &FS;
  std::mutex Mutex;
  std::map<std::string, std::vector<std::string>> Listings;
};

bool worthRetrying(std::error_code EC) {
  return EC == std::errc::no_such_file_or_directory || EC == std::errc::not_a_directory;
}

/// A file found the Windows way: reads as the file on disk, named as on disk.
class RenamedFile : public vfs::File {
public:
  RenamedFile(std::unique_ptr<vfs::File> F, std::string Name) : F(std::move(F)), Name(Name) {}
  ErrorOr<vfs::Status> status() override {
    ErrorOr<vfs::Status> S = F->status();
    if (!S)
      return S;
    return renamed(*S, Name);
  }
  ErrorOr<std::string> getName() override { return Name; }
  ErrorOr<std::unique_ptr<MemoryBuffer>> getBuffer(const Twine &N, int64_t FileSize,
                                                   bool RequiresNullTerminator,
                                                   bool IsVolatile) override {
    return F->getBuffer(N, FileSize, RequiresNullTerminator, IsVolatile);
  }
  std::error_code close() override { return F->close(); }

  /// The status of the file on disk under the name it has there. Exposing
  /// it makes clang's FileManager name the file entry by it.
  static vfs::Status renamed(const vfs::Status &S, const std::string &Name) {
    vfs::Status Out = vfs::Status::copyWithNewName(S, Name);
    Out.ExposesExternalVFSPath = true;
    return Out;
  }

private:
  std::unique_ptr<vfs::File> F;
  std::string Name;
};

class WindowsLookupFS : public vfs::ProxyFileSystem {
public:
  explicit WindowsLookupFS(IntrusiveRefCntPtr<vfs::FileSystem> Base)
      : ProxyFileSystem(Base), Resolver(*Base) {}

  ErrorOr<vfs::Status> status(const Twine &Path) override {
    ErrorOr<vfs::Status> S = ProxyFileSystem::status(Path);
    if (S || !worthRetrying(S.getError()))
      return S;
    Optional<std::string> Real = onDisk(Path.str());
    if (!Real)
      return S;
    ErrorOr<vfs::Status> R = ProxyFileSystem::status(*Real);
    return R ? RenamedFile::renamed(*R, *Real) : S;
  }

  ErrorOr<std::unique_ptr<vfs::File>> openFileForRead(const Twine &Path) override {
    ErrorOr<std::unique_ptr<vfs::File>> F = ProxyFileSystem::openFileForRead(Path);
    if (F || !worthRetrying(F.getError()))
      return F;
    Optional<std::string> Real = onDisk(Path.str());
    if (!Real)
      return F;
    ErrorOr<std::unique_ptr<vfs::File>> R = ProxyFileSystem::openFileForRead(*Real);
    if (!R)
      return F;
    return std::unique_ptr<vfs::File>(new RenamedFile(std::move(*R), *Real));
  }

private:
  Optional<std::string> onDisk(const std::string &Path) {
    std::string Joined;
    if (!Resolver.resolve("", Path, Joined))
      return None;
    return Joined;
  }

  WindowsResolver Resolver;
};

} // namespace

Optional<std::string> resolveLikeWindows(StringRef Base, StringRef Path) {
  WindowsResolver R(*vfs::getRealFileSystem());
  std::string Joined;
  if (!R.resolve(Base, Path, Joined))
    return None;
  return Joined;
}

Optional<std::string> linuxSpelling(StringRef SearchDir, StringRef Written) {
  IntrusiveRefCntPtr<vfs::FileSystem> Real = vfs::getRealFileSystem();
  if (!Written.contains('\\')) {
    SmallString<256> Exact(sys::path::is_absolute(Written) ? "" : SearchDir);
    sys::path::append(Exact, Written);
    if (Real->status(Exact))
      return None;
  }
  WindowsResolver R(*Real);
  std::string Joined;
  Optional<std::vector<std::string>> Parts = R.resolve(SearchDir, Written, Joined);
  if (!Parts)
    return None;
  std::string Spelled = sys::path::is_absolute(withForwardSlashes(Written)) ? "/" : "";
  for (size_t I = 0; I < Parts->size(); ++I)
    Spelled += (I ? "/" : "") + (*Parts)[I];
  if (Spelled == Written)
    return None;
  return Spelled;
}

IntrusiveRefCntPtr<vfs::FileSystem>
windowsLookupFileSystem(IntrusiveRefCntPtr<vfs::FileSystem> Base) {
  return new WindowsLookupFS(std::move(Base));
}

IntrusiveRefCntPtr<vfs::FileSystem> windowsLookupOver(const std::map<std::string, std::string> &Texts,
                                                     StringRef Except) {
  auto Mapped = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  for (const auto &[File, Text] : Texts)
    if (File != Except && sys::path::is_absolute(File))
      Mapped->addFile(File, 0, MemoryBuffer::getMemBufferCopy(Text, File));
  auto Layers = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  Layers->pushOverlay(Mapped);
  return windowsLookupFileSystem(Layers);
}

} // namespace amp2hip
