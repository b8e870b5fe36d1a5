// clang 15's parser recursed without end here (Parser::isCXXDeclarationSpecifier,
// llvm-project issues 57341 and 63052) and amp2hip died of SIGSEGV: the CI
// fuzz run's input had lost a ':' of `std::` and ended at a '.'. Now the
// parse is abandoned when the stack runs out (parse/StackGuard.h) and the file
// is reported, located at the last token clang read (amp2hip-3013).
// expect-exit: 2
#include <amp.h>
#include <vector>

namespace util {
template <class T> class device_vector;
}

EXPECT_SAME_SIZE(util::device_vector.size(), std:vector.size());

int main() { return 0; }
