// dependent_base_typedefs.cpp
//
// Covers (Visual C++ dialect, --msvc): the template leniencies of
// Visual C++ that name types. `typedef T::value_type elem;` without
// `typename` (clang rejects it even in its MSVC mode); a dependent base
// class's typedefs (value_type, size_type) used unqualified in a member's
// signature and body, which need `typename Base<T>::` (not `this->`); a
// member function of the same base called unqualified (`this->`); a member
// template called without `template` through an `auto` variable of a
// dependent type (`auto h = Holder<N>(); h.get<2>()`). The
// derived class launches a kernel over its base's view; the result is
// checked on the CPU.
//
// amp2hip-test: no-emulate (clang rejects `typedef T::value_type elem;`
// even in its MSVC mode, so the AMP program cannot be built as it is;
// Visual C++ accepts it, and amp2hip fixes it)
#include <amp.h>
#include <stdio.h>
#include <vector>

using namespace concurrency;

template <typename Container> struct FirstOf {
    typedef Container::value_type elem;
    typedef Container::size_type count_type;
    elem operator()(const Container& c) const { return c[0]; }
    count_type size(const Container& c) const { return c.size(); }
};

template <typename T> class GridBase {
public:
    typedef T value_type;
    typedef int size_type;
    GridBase(std::vector<T>& data) : m_view((int)data.size(), data) {}
    array_view<T, 1>& view() { return m_view; }
    size_type length() const { return m_view.extent[0]; }
private:
    array_view<T, 1> m_view;
};

template <typename T> class Scaled : public GridBase<T> {
public:
    Scaled(std::vector<T>& data) : GridBase<T>(data) {}
    value_type scale_all(value_type factor) {
        array_view<T, 1> v = view();
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
            v[i] = v[i] * factor;
        });
        v.synchronize();
        value_type sum = value_type();
        for (size_type i = 0; i < length(); ++i) sum += v[i];
        return sum;
    }
};

template <int N> struct Holder {
    template <int K> int get() const { return N * K; }
};

template <int N> int pick()
{
    auto h = Holder<N>();
    return h.get<2>();
}

int main()
{
    std::vector<int> data(300);
    for (int i = 0; i < 300; ++i) data[i] = i;
    Scaled<int> s(data);
    int sum = s.scale_all(3);
    FirstOf<std::vector<int> > first;
    bool ok = sum == 3 * 299 * 300 / 2 && first(data) == 0 && data[299] == 897 &&
              first.size(data) == 300u && pick<7>() == 14;
    printf(ok ? "PASS\n" : "FAIL: sum %d\n", sum);
    return ok ? 0 : 1;
}
