// Visual C++ parses a function template's body only when something
// instantiates it (clang: -fdelayed-template-parsing, part of --msvc). Here
// nothing instantiates scale_all, and its body uses a helper declared after
// it (Visual C++'s lookup at instantiation accepts that). amp2hip used to
// crash on the missing body (SIGSEGV in the restrict rewrite), losing the
// whole tree run; now the body is parsed at the end of the file and its
// kernel is translated like any other.
#include <amp.h>
using namespace concurrency;

template <typename T>
void scale_all(array_view<T, 1> data, T factor) {
  parallel_for_each(data.extent, [=](index<1> i) restrict(amp) {
    data[i] = twice(data[i]) * factor;
  });
}

template <typename T> T twice(T x) restrict(amp, cpu) { return x + x; }

struct Holder {
  template <int N> int member_template() const { return N; }
};

int main() { return Holder().member_template<0>(); }
