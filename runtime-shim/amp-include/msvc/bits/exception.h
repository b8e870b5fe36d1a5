// Visual C++'s std::exception for libstdc++ (--msvc parse and emulate modes
// only; translated code never sees it). Visual C++'s std::exception has a
// constructor from a message, `throw std::exception("bad size")`, which
// libstdc++'s has not. This header stands in front of libstdc++'s
// <bits/exception.h> (on the include path before the standard library):
// libstdc++'s class is renamed and std::exception derives from it, adding
// the constructor (it keeps a copy of the message, as Visual C++'s does) and
// a what() that returns the message.
//
// The translator finds the constructor by its annotation and writes
// `throw std::runtime_error("bad size")` instead, which behaves the same on
// every compiler (amp2hip-4001); where that is not certain (a variable, a
// base class initializer) it says what to change (amp2hip-4004).
#ifndef AMP2HIP_MSVC_BITS_EXCEPTION_H
#define AMP2HIP_MSVC_BITS_EXCEPTION_H

#define exception amp2hip_libstdcxx_exception
#include_next <bits/exception.h>
#undef exception

extern "C++" {
namespace std {

class exception : public amp2hip_libstdcxx_exception {
public:
  exception() noexcept = default;
  __attribute__((annotate("amp2hip.msvc_exception_message"))) explicit exception(
      const char *const &message) noexcept
      : message_(copy(message)) {}
  __attribute__((annotate("amp2hip.msvc_exception_message"))) exception(
      const char *const &message, int) noexcept
      : message_(copy(message)) {}
  exception(const exception &other) noexcept
      : amp2hip_libstdcxx_exception(other), message_(copy(other.message_)) {}
  exception &operator=(const exception &other) noexcept {
    if (this != &other) {
      __builtin_free(message_);
      message_ = copy(other.message_);
    }
    return *this;
  }
  ~exception() noexcept override { __builtin_free(message_); }
  const char *what() const noexcept override {
    return message_ ? message_ : amp2hip_libstdcxx_exception::what();
  }

private:
  // No headers here (<new> includes this one): the compiler's builtins.
  static char *copy(const char *s) noexcept {
    if (!s)
      return nullptr;
    __SIZE_TYPE__ n = __builtin_strlen(s) + 1;
    char *p = static_cast<char *>(__builtin_malloc(n));
    if (p)
      __builtin_memcpy(p, s, n);
    return p;
  }
  char *message_ = nullptr;
};

} // namespace std
}

#endif // AMP2HIP_MSVC_BITS_EXCEPTION_H
