// amp2hip/win/concurrent_vector.h: PPL's concurrent_vector<T> (from
// <concurrent_vector.h>): a vector that threads grow at once (push_back,
// grow_by, grow_to_at_least) while others read the elements already there.
// Elements never move: storage is a list of segments, each twice the size
// of the one before, so growing allocates a new segment and keeps every
// reference and iterator valid, as PPL's does. Growth is serialized by a
// mutex (PPL's is lock-free); reading an element takes no lock. clear,
// reserve, assignment and destruction are not safe under concurrency (as in
// PPL).
#ifndef AMP2HIP_WIN_CONCURRENT_VECTOR_H
#define AMP2HIP_WIN_CONCURRENT_VECTOR_H

#include <atomic>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <mutex>
#include <new>
#include <stdexcept>
#include <utility>

namespace amp2hip {
namespace ppl {

template <typename T> class concurrent_vector {
  static constexpr std::size_t kFirstBits = 3; // the first segment holds 8
  static constexpr std::size_t kSegments = 64 - kFirstBits;

  /// Segment k holds the indices [2^(k+3) - 8, 2^(k+4) - 8).
  static std::size_t segment_of(std::size_t i) {
    std::size_t v = (i + (std::size_t(1) << kFirstBits)) >> kFirstBits, k = 0;
    while (v >>= 1)
      ++k;
    return k;
  }
  static std::size_t segment_start(std::size_t k) {
    return (std::size_t(1) << (k + kFirstBits)) - (std::size_t(1) << kFirstBits);
  }
  static std::size_t segment_size(std::size_t k) { return std::size_t(1) << (k + kFirstBits); }

public:
  template <bool Const> class basic_iterator {
    using Owner = std::conditional_t<Const, const concurrent_vector, concurrent_vector>;

  public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using pointer = std::conditional_t<Const, const T *, T *>;
    using reference = std::conditional_t<Const, const T &, T &>;

    basic_iterator() = default;
    basic_iterator(Owner *v, std::size_t i) : v_(v), i_(i) {}
    template <bool C = Const, typename = std::enable_if_t<C>>
    basic_iterator(const basic_iterator<false> &o) : v_(o.v_), i_(o.i_) {}

    reference operator*() const { return (*v_)[i_]; }
    pointer operator->() const { return &(*v_)[i_]; }
    reference operator[](difference_type n) const { return (*v_)[i_ + n]; }
    basic_iterator &operator++() { return ++i_, *this; }
    basic_iterator operator++(int) { basic_iterator t = *this; ++i_; return t; }
    basic_iterator &operator--() { return --i_, *this; }
    basic_iterator operator--(int) { basic_iterator t = *this; --i_; return t; }
    basic_iterator &operator+=(difference_type n) { return i_ += n, *this; }
    basic_iterator &operator-=(difference_type n) { return i_ -= n, *this; }
    basic_iterator operator+(difference_type n) const { return {v_, i_ + n}; }
    friend basic_iterator operator+(difference_type n, const basic_iterator &it) { return it + n; }
    basic_iterator operator-(difference_type n) const { return {v_, i_ - n}; }
    difference_type operator-(const basic_iterator &o) const {
      return static_cast<difference_type>(i_) - static_cast<difference_type>(o.i_);
    }
    bool operator==(const basic_iterator &o) const { return i_ == o.i_; }
    bool operator!=(const basic_iterator &o) const { return i_ != o.i_; }
    bool operator<(const basic_iterator &o) const { return i_ < o.i_; }
    bool operator>(const basic_iterator &o) const { return i_ > o.i_; }
    bool operator<=(const basic_iterator &o) const { return i_ <= o.i_; }
    bool operator>=(const basic_iterator &o) const { return i_ >= o.i_; }

  private:
    friend class concurrent_vector;
    friend class basic_iterator<!Const>;
    Owner *v_ = nullptr;
    std::size_t i_ = 0;
  };

  using value_type = T;
  using reference = T &;
  using const_reference = const T &;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using iterator = basic_iterator<false>;
  using const_iterator = basic_iterator<true>;

  concurrent_vector() = default;
  explicit concurrent_vector(size_type n) { grow_to_at_least(n); }
  concurrent_vector(size_type n, const T &value) { grow_by(n, value); }
  template <typename InputIterator, typename = typename std::iterator_traits<InputIterator>::iterator_category>
  concurrent_vector(InputIterator first, InputIterator last) {
    for (; first != last; ++first)
      push_back(*first);
  }
  concurrent_vector(std::initializer_list<T> init) : concurrent_vector(init.begin(), init.end()) {}
  concurrent_vector(const concurrent_vector &other) : concurrent_vector(other.begin(), other.end()) {}
  concurrent_vector(concurrent_vector &&other) noexcept { steal(other); }
  concurrent_vector &operator=(const concurrent_vector &other) {
    if (this != &other) {
      concurrent_vector copy(other);
      clear_and_free();
      steal(copy);
    }
    return *this;
  }
  concurrent_vector &operator=(concurrent_vector &&other) noexcept {
    if (this != &other) {
      clear_and_free();
      steal(other);
    }
    return *this;
  }
  ~concurrent_vector() { clear_and_free(); }

  iterator push_back(const T &value) { return emplace(1, [&](T *p) { new (p) T(value); }); }
  iterator push_back(T &&value) { return emplace(1, [&](T *p) { new (p) T(std::move(value)); }); }
  /// Appends \p n default-constructed elements; an iterator to the first.
  iterator grow_by(size_type n) { return emplace(n, [](T *p) { new (p) T(); }); }
  iterator grow_by(size_type n, const T &value) { return emplace(n, [&](T *p) { new (p) T(value); }); }
  /// Grows to at least \p n elements (default-constructed); as in PPL, an
  /// iterator to the first new one, or to index \p n when none was needed.
  iterator grow_to_at_least(size_type n) {
    std::lock_guard<std::mutex> lock(grow_);
    size_type at = size_.load(std::memory_order_relaxed);
    for (size_type i = at; i < n; ++i)
      new (slot(i)) T();
    if (n > at)
      size_.store(n, std::memory_order_release);
    return iterator(this, at < n ? at : n);
  }

  /// The elements whose construction has finished.
  size_type size() const { return size_.load(std::memory_order_acquire); }
  bool empty() const { return size() == 0; }
  size_type capacity() const {
    size_type k = 0;
    while (k < kSegments && segments_[k].load(std::memory_order_acquire))
      ++k;
    return k == 0 ? 0 : segment_start(k);
  }
  size_type max_size() const { return segment_start(kSegments - 1); }
  void reserve(size_type n) {
    std::lock_guard<std::mutex> lock(grow_);
    if (n > 0)
      slot(n - 1);
  }

  T &operator[](size_type i) { return *element(i); }
  const T &operator[](size_type i) const { return *element(i); }
  T &at(size_type i) {
    if (i >= size())
      throw std::out_of_range("concurrent_vector::at: index out of range");
    return *element(i);
  }
  const T &at(size_type i) const { return const_cast<concurrent_vector *>(this)->at(i); }
  T &front() { return (*this)[0]; }
  const T &front() const { return (*this)[0]; }
  T &back() { return (*this)[size() - 1]; }
  const T &back() const { return (*this)[size() - 1]; }

  iterator begin() { return iterator(this, 0); }
  iterator end() { return iterator(this, size()); }
  const_iterator begin() const { return const_iterator(this, 0); }
  const_iterator end() const { return const_iterator(this, size()); }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }

  /// Destroys the elements, keeps the storage (as PPL's clear).
  void clear() {
    size_type n = size();
    for (size_type i = 0; i < n; ++i)
      element(i)->~T();
    size_.store(0, std::memory_order_release);
  }

private:
  T *element(size_type i) const {
    size_type k = segment_of(i);
    return segments_[k].load(std::memory_order_acquire) + (i - segment_start(k));
  }
  /// Storage for index i, its segment allocated if need be (under grow_).
  T *slot(size_type i) {
    size_type k = segment_of(i);
    for (size_type s = 0; s <= k; ++s)
      if (!segments_[s].load(std::memory_order_relaxed))
        segments_[s].store(static_cast<T *>(::operator new(sizeof(T) * segment_size(s),
                                                             std::align_val_t(alignof(T)))),
                           std::memory_order_release);
    return segments_[k].load(std::memory_order_relaxed) + (i - segment_start(k));
  }
  template <typename Construct> iterator emplace(size_type n, const Construct &construct) {
    std::lock_guard<std::mutex> lock(grow_);
    size_type at = size_.load(std::memory_order_relaxed);
    for (size_type i = 0; i < n; ++i)
      construct(slot(at + i));
    size_.store(at + n, std::memory_order_release);
    return iterator(this, at);
  }
  void clear_and_free() {
    clear();
    for (auto &s : segments_)
      if (T *p = s.exchange(nullptr))
        ::operator delete(p, std::align_val_t(alignof(T)));
  }
  void steal(concurrent_vector &other) {
    for (size_type k = 0; k < kSegments; ++k)
      segments_[k].store(other.segments_[k].exchange(nullptr));
    size_.store(other.size_.exchange(0));
  }

  std::atomic<T *> segments_[kSegments] = {};
  std::atomic<size_type> size_{0};
  std::mutex grow_;
};

} // namespace ppl
} // namespace amp2hip

#endif // AMP2HIP_WIN_CONCURRENT_VECTOR_H
