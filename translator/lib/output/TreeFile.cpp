//===- TreeFile.cpp -------------------------------------------------------===//
#include "TreeFile.h"

#include <filesystem>

namespace amp2hip {

// Indexed by the enums; their order is the order of the declarations.
const char *kindName(FileKind K) {
  static const char *const Names[] = {"source", "header", "other", "c source"};
  return Names[static_cast<int>(K)];
}

const char *statusName(FileStatus S) {
  static const char *const Names[] = {"translated", "unchanged", "copied", "failed",
                                      "untranslated"};
  return Names[static_cast<int>(S)];
}

FileKind classifyPath(const std::string &Path) {
  static const char *const SourceExts[] = {".cpp", ".cc", ".cxx", ".c++", ".cp", ".C"};
  static const char *const HeaderExts[] = {".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".H"};
  const std::string Ext = std::filesystem::path(Path).extension().string();
  for (const char *E : SourceExts)
    if (Ext == E)
      return FileKind::Source;
  for (const char *E : HeaderExts)
    if (Ext == E)
      return FileKind::Header;
  if (Ext == ".c")
    return FileKind::CSource;
  return FileKind::Other;
}

unsigned TreeFile::kernels() const {
  unsigned K = 0;
  for (const char *Construct : {"kernel", "tiled kernel"}) {
    auto It = Counts.find(Construct);
    if (It != Counts.end())
      K += It->second;
  }
  return K;
}

} // namespace amp2hip
