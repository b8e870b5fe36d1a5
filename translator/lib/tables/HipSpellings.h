//===- HipSpellings.h - the spellings of HipSpellings.def -----------------===//
#ifndef AMP2HIP_HIPSPELLINGS_H
#define AMP2HIP_HIPSPELLINGS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {
namespace hip {

#define AMP2HIP_HIP(NAME, SPELLING, WHAT) inline constexpr llvm::StringLiteral NAME(SPELLING);
#define AMP2HIP_SHIM(NAME, SPELLING, WHAT) inline constexpr llvm::StringLiteral NAME(SPELLING);
#include "HipSpellings.def"

/// HIP's qualifiers for an AMP restriction: restrict(amp, cpu), restrict(amp),
/// and nothing for restrict(cpu).
inline llvm::StringRef qualifiersFor(bool Amp, bool Cpu) {
  return Amp && Cpu ? llvm::StringRef(HostDevice) : Amp ? llvm::StringRef(Device) : "";
}

/// `Fn(Args)`: a call of a spelled function.
inline std::string call(llvm::StringRef Fn, llvm::StringRef Args) {
  return Fn.str() + "(" + Args.str() + ")";
}

/// `Name<Args>`: a spelled template with its arguments.
inline std::string instance(llvm::StringRef Name, llvm::StringRef Args) {
  return Name.str() + "<" + Args.str() + ">";
}

} // namespace hip
} // namespace amp2hip

#endif
