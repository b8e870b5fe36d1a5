//===- FuzzModes.cpp ------------------------------------------------------===//
#include "FuzzModes.h"

namespace amp2hip {
namespace fuzz {

namespace {
const char *const ModePrefix = "// fuzz-mode: ";
}

const std::vector<FuzzMode> &fuzzModes() {
  // -fms-compatibility on its own does not parse libstdc++ on Linux (no
  // __GCC_ATOMIC_* macros, no char16_t before -fms-compatibility-version=19):
  // every input would stop at clang's errors. The MSVC mode of issue 14 will
  // make it parse; it joins this list then.
  static const std::vector<FuzzMode> Modes = {
      {"default", {}},
      {"ms-extensions", {"-fms-extensions"}},
      {"delayed-templates", {"-fdelayed-template-parsing"}},
      {"msvc", {"-fms-extensions", "-fdelayed-template-parsing"}},
  };
  return Modes;
}

const FuzzMode &modeOf(const std::string &Code) {
  const std::vector<FuzzMode> &Modes = fuzzModes();
  if (Code.compare(0, std::string(ModePrefix).size(), ModePrefix) != 0)
    return Modes.front();
  size_t B = std::string(ModePrefix).size();
  size_t E = Code.find_first_of("\r\n", B);
  std::string Name = Code.substr(B, E == std::string::npos ? std::string::npos : E - B);
  while (!Name.empty() && Name.back() == ' ')
    Name.pop_back();
  for (const FuzzMode &M : Modes)
    if (M.Name == Name)
      return M;
  return Modes.front();
}

std::string withMode(const std::string &Code, const FuzzMode &Mode) {
  std::string Rest = Code;
  if (Rest.compare(0, std::string(ModePrefix).size(), ModePrefix) == 0) {
    size_t E = Rest.find('\n');
    Rest = E == std::string::npos ? "" : Rest.substr(E + 1);
  }
  if (Mode.Name == fuzzModes().front().Name)
    return Rest;
  return ModePrefix + Mode.Name + "\n" + Rest;
}

} // namespace fuzz
} // namespace amp2hip
