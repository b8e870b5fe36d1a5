// Visual C++ spells AMP's namespace both ways, and code reopens either to
// declare its own helpers: `Concurrency` is a namespace of its own (an alias
// could not be reopened), and each names the other's members. Included by
// amp2hip/amp.h and amp2hip/ppl.h, whichever a program includes first.
#ifndef AMP2HIP_DETAIL_NAMESPACE_SPELLINGS_H
#define AMP2HIP_DETAIL_NAMESPACE_SPELLINGS_H

namespace concurrency {}
namespace Concurrency {
using namespace concurrency;
}
namespace concurrency {
using namespace Concurrency;
}

#endif // AMP2HIP_DETAIL_NAMESPACE_SPELLINGS_H
