//===- ExitCode.cpp -------------------------------------------------------===//
#include "ExitCode.h"

namespace amp2hip {

std::string exitCodeHelp() {
  std::string Text = "Exit codes:\n";
#define AMP2HIP_EXIT(CODE, NAME, TEXT) Text += "  " #CODE "  " TEXT "\n";
#include "ExitCodes.def"
  return Text;
}

} // namespace amp2hip
