//===- HeaderTable.h - the system headers amp2hip maps (Headers.def) ------===//
//
// Microsoft's AMP headers and the Windows headers: which the runtime shim
// provides (and under what name translated code includes them), and which
// only Windows has. docs/windows.md is windowsTableMarkdown(), printed by
// `amp2hip --print-windows-table`.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_HEADERTABLE_H
#define AMP2HIP_HEADERTABLE_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

enum class HeaderKind { Amp, WindowsLayer, Direct3D, WindowsOnly };

struct MappedHeader {
  const char *Name; ///< As Microsoft spells it: "amp.h", "SDKDDKVer.h", "wrl/client.h".
  HeaderKind Kind;
  const char *Shim; ///< What translated code includes instead; "" for Direct3D, WindowsOnly.
  const char *What;
};

/// Every row of Headers.def, in table order.
const std::vector<MappedHeader> &mappedHeaders();

/// The row for an #include's file name, compared as Visual C++ does (any
/// letter case, `\` as `/`); null when amp2hip leaves the header alone.
const MappedHeader *findMappedHeader(llvm::StringRef IncludeName);

/// Is \p Name one of Direct3D's or DXGI's (ID3D11Device, D3D11_BUFFER_DESC,
/// IDXGISwapChain, D3D11CreateDevice, D3DCompile, CreateDXGIFactory)? An
/// unknown name of this shape is a use of a Direct3D header (amp2hip-4005).
bool isDirect3DName(llvm::StringRef Name);

/// docs/windows.md.
std::string windowsTableMarkdown();

} // namespace amp2hip

#endif
