// amp2hip/win/checked_iterators.h: Visual C++'s checked array iterators
// (namespace stdext, declared by its <iterator>, which every standard
// header brings in): code that copies into a raw buffer writes
// std::copy(first, last, stdext::make_checked_array_iterator(buf, n)) to
// keep Visual C++'s C4996 quiet. A checked_array_iterator is a pointer with
// the buffer's size; stepping or dereferencing it outside [buf, buf + n]
// ends the program after saying so, as the CRT's invalid-parameter handler
// does in Visual C++'s default builds. unchecked_array_iterator is the
// pointer alone.
#ifndef AMP2HIP_WIN_CHECKED_ITERATORS_H
#define AMP2HIP_WIN_CHECKED_ITERATORS_H

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <iterator>

namespace stdext {

namespace amp2hip_detail {
[[noreturn]] inline void checked_iterator_out_of_range(const char *what) {
  std::fprintf(stderr, "stdext::checked_array_iterator: %s outside its array\n", what);
  std::abort();
}
} // namespace amp2hip_detail

template <typename Ptr> class checked_array_iterator {
public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = typename std::iterator_traits<Ptr>::value_type;
  using difference_type = std::ptrdiff_t;
  using pointer = Ptr;
  using reference = typename std::iterator_traits<Ptr>::reference;

  checked_array_iterator() = default;
  checked_array_iterator(Ptr array, std::size_t size, std::size_t index = 0)
      : m_array(array), m_size(size), m_index(index) {
    if (index > size)
      amp2hip_detail::checked_iterator_out_of_range("constructed");
  }

  Ptr base() const { return m_array + m_index; }

  reference operator*() const {
    if (m_index >= m_size)
      amp2hip_detail::checked_iterator_out_of_range("dereferenced");
    return m_array[m_index];
  }
  pointer operator->() const { return &**this; }
  reference operator[](difference_type n) const { return *(*this + n); }

  checked_array_iterator &operator+=(difference_type n) {
    difference_type to = static_cast<difference_type>(m_index) + n;
    if (to < 0 || to > static_cast<difference_type>(m_size))
      amp2hip_detail::checked_iterator_out_of_range("moved");
    m_index = static_cast<std::size_t>(to);
    return *this;
  }
  checked_array_iterator &operator-=(difference_type n) { return *this += -n; }
  checked_array_iterator &operator++() { return *this += 1; }
  checked_array_iterator &operator--() { return *this += -1; }
  checked_array_iterator operator++(int) { checked_array_iterator t = *this; ++*this; return t; }
  checked_array_iterator operator--(int) { checked_array_iterator t = *this; --*this; return t; }
  checked_array_iterator operator+(difference_type n) const { checked_array_iterator t = *this; return t += n; }
  checked_array_iterator operator-(difference_type n) const { checked_array_iterator t = *this; return t -= n; }
  friend checked_array_iterator operator+(difference_type n, const checked_array_iterator &i) { return i + n; }
  difference_type operator-(const checked_array_iterator &o) const {
    return static_cast<difference_type>(m_index) - static_cast<difference_type>(o.m_index);
  }

  bool operator==(const checked_array_iterator &o) const { return base() == o.base(); }
  bool operator!=(const checked_array_iterator &o) const { return !(*this == o); }
  bool operator<(const checked_array_iterator &o) const { return m_index < o.m_index; }
  bool operator>(const checked_array_iterator &o) const { return o < *this; }
  bool operator<=(const checked_array_iterator &o) const { return !(o < *this); }
  bool operator>=(const checked_array_iterator &o) const { return !(*this < o); }

private:
  Ptr m_array = Ptr();
  std::size_t m_size = 0;
  std::size_t m_index = 0;
};

template <typename Ptr>
checked_array_iterator<Ptr> make_checked_array_iterator(Ptr array, std::size_t size,
                                                        std::size_t index = 0) {
  return checked_array_iterator<Ptr>(array, size, index);
}

template <typename Ptr> class unchecked_array_iterator {
public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = typename std::iterator_traits<Ptr>::value_type;
  using difference_type = std::ptrdiff_t;
  using pointer = Ptr;
  using reference = typename std::iterator_traits<Ptr>::reference;

  unchecked_array_iterator() = default;
  explicit unchecked_array_iterator(Ptr p) : m_p(p) {}
  Ptr base() const { return m_p; }
  reference operator*() const { return *m_p; }
  pointer operator->() const { return m_p; }
  reference operator[](difference_type n) const { return m_p[n]; }
  unchecked_array_iterator &operator+=(difference_type n) { m_p += n; return *this; }
  unchecked_array_iterator &operator-=(difference_type n) { m_p -= n; return *this; }
  unchecked_array_iterator &operator++() { ++m_p; return *this; }
  unchecked_array_iterator &operator--() { --m_p; return *this; }
  unchecked_array_iterator operator++(int) { return unchecked_array_iterator(m_p++); }
  unchecked_array_iterator operator--(int) { return unchecked_array_iterator(m_p--); }
  unchecked_array_iterator operator+(difference_type n) const { return unchecked_array_iterator(m_p + n); }
  unchecked_array_iterator operator-(difference_type n) const { return unchecked_array_iterator(m_p - n); }
  difference_type operator-(const unchecked_array_iterator &o) const { return m_p - o.m_p; }
  bool operator==(const unchecked_array_iterator &o) const { return m_p == o.m_p; }
  bool operator!=(const unchecked_array_iterator &o) const { return m_p != o.m_p; }
  bool operator<(const unchecked_array_iterator &o) const { return m_p < o.m_p; }

private:
  Ptr m_p = Ptr();
};

template <typename Ptr> unchecked_array_iterator<Ptr> make_unchecked_array_iterator(Ptr p) {
  return unchecked_array_iterator<Ptr>(p);
}

} // namespace stdext

#endif // AMP2HIP_WIN_CHECKED_ITERATORS_H
