//===- RuntimeCopy.cpp ----------------------------------------------------===//
#include "RuntimeCopy.h"
#include "CMakeEmitter.h"

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace amp2hip {

namespace {

/// What the copy is, for whoever finds it in their repository.
std::string readme(const std::string &Folder) {
  return "# " + Folder + ": amp2hip's runtime shim, version " AMP2HIP_VERSION "\n\n"
         "This folder was copied here by `amp2hip --emit-cmake` so that the migrated\n"
         "tree builds on a machine where amp2hip was never built or installed:\n\n"
         "- `include/`: the header-only runtime the translated sources include\n"
         "  (`<amp2hip/amp.h>`: AMP's data model over HIP, and the host backend that\n"
         "  runs kernels on the CPU);\n"
         "- `cmake/`: its CMake package (`find_package(amp2hip)`, target\n"
         "  `amp2hip::shim`, and the backends host, amd and nvidia chosen with\n"
         "  `-DAMP2HIP_BACKEND`).\n\n"
         "The build files of the tree find it here before an installed amp2hip.\n"
         "Licence: the licence of the amp2hip release it came from (see that\n"
         "release's repository); it is unchanged amp2hip source, not generated code.\n\n"
         "To update it, run a newer amp2hip's `--emit-cmake` migration again, or\n"
         "replace `include/` and `cmake/` with `runtime-shim/include` and\n"
         "`runtime-shim/cmake` of the amp2hip version you want (an installed amp2hip\n"
         "has them in `<prefix>/share/amp2hip/runtime-shim`). To use an installed\n"
         "amp2hip instead, delete this folder.\n";
}

} // namespace

std::string runtimeFolder(const std::vector<TreeFile> &Files) {
  return unusedDirectory(Files, "amp2hip-runtime");
}

bool copyRuntime(const std::string &ShimDir, const std::string &Dest, std::string &Error) {
  std::error_code EC;
  fs::remove_all(Dest, EC); // An older copy: nothing of it may stay behind.
  for (const char *Part : {"include", "cmake"}) {
    fs::create_directories(fs::path(Dest) / Part, EC);
    if (!EC)
      fs::copy(fs::path(ShimDir) / Part, fs::path(Dest) / Part,
               fs::copy_options::recursive | fs::copy_options::overwrite_existing, EC);
    if (EC) {
      Error = EC.message();
      return false;
    }
  }
  std::ofstream Out(fs::path(Dest) / "README.md", std::ios::binary);
  Out << readme(fs::path(Dest).filename().string());
  if (!Out.flush()) {
    Error = "cannot write README.md";
    return false;
  }
  return true;
}

std::string findRuntimeLines(const std::string &Prefix, const std::string &Runtime) {
  std::string Text;
  if (!Runtime.empty())
    Text += "find_package(amp2hip 0.1 CONFIG QUIET NO_DEFAULT_PATH\n"
            "             PATHS \"${CMAKE_CURRENT_SOURCE_DIR}/" + Prefix + Runtime + "/cmake\")\n"
            "if(NOT amp2hip_FOUND)\n  ";
  Text += "find_package(amp2hip 0.1 CONFIG\n"
          "             HINTS \"${AMP2HIP_SHIM_DIR}/cmake\" \"$ENV{AMP2HIP_SHIM_DIR}/cmake\")\n";
  if (!Runtime.empty())
    Text += "endif()\n";
  Text += "if(NOT amp2hip_FOUND)\n"
          "  message(FATAL_ERROR \"amp2hip's runtime shim not found: install amp2hip, or set \"\n"
          "                      \"AMP2HIP_SHIM_DIR to its runtime-shim directory\")\n"
          "endif()\n";
  return Text;
}

} // namespace amp2hip
