// AMP's exception hierarchy, and the helper that turns a failed HIP call into
// one of them.
#ifndef AMP2HIP_DETAIL_EXCEPTIONS_H
#define AMP2HIP_DETAIL_EXCEPTIONS_H

#include "amp2hip/config.h"

#include <exception>
#include <string>

namespace amp2hip {
// AMP reports Windows HRESULTs; these are the values its runtime used.
typedef long hresult;
constexpr hresult e_fail = static_cast<hresult>(0x80004005L);
constexpr hresult e_invalidarg = static_cast<hresult>(0x80070057L);
constexpr hresult e_outofmemory = static_cast<hresult>(0x8007000EL);
constexpr hresult e_notimpl = static_cast<hresult>(0x80004001L);
constexpr hresult e_device_removed = static_cast<hresult>(0x887A0005L);
} // namespace amp2hip

namespace concurrency {

class runtime_exception : public std::exception {
public:
  runtime_exception(const char *message, amp2hip::hresult hr) noexcept
      : message_(message ? message : ""), hr_(hr) {}
  explicit runtime_exception(amp2hip::hresult hr) noexcept
      : message_("runtime_exception"), hr_(hr) {}
  runtime_exception(const runtime_exception &) = default;
  runtime_exception &operator=(const runtime_exception &) = default;
  ~runtime_exception() noexcept override = default;

  const char *what() const noexcept override { return message_.c_str(); }
  amp2hip::hresult get_error_code() const { return hr_; }

private:
  std::string message_;
  amp2hip::hresult hr_;
};

class out_of_memory : public runtime_exception {
public:
  explicit out_of_memory(const char *message) noexcept
      : runtime_exception(message, amp2hip::e_outofmemory) {}
  out_of_memory() noexcept
      : runtime_exception("out of memory", amp2hip::e_outofmemory) {}
};

class invalid_compute_domain : public runtime_exception {
public:
  explicit invalid_compute_domain(const char *message) noexcept
      : runtime_exception(message, amp2hip::e_invalidarg) {}
  invalid_compute_domain() noexcept
      : runtime_exception("invalid compute domain", amp2hip::e_invalidarg) {}
};

class unsupported_feature : public runtime_exception {
public:
  explicit unsupported_feature(const char *message) noexcept
      : runtime_exception(message, amp2hip::e_notimpl) {}
  unsupported_feature() noexcept
      : runtime_exception("unsupported feature", amp2hip::e_notimpl) {}
};

// AMP throws it for an object used before it was initialized; the shim's
// objects are always initialized, so only user code throws it.
class uninitialized_object : public runtime_exception {
public:
  explicit uninitialized_object(const char *message) noexcept
      : runtime_exception(message, amp2hip::e_invalidarg) {}
  uninitialized_object() noexcept
      : runtime_exception("uninitialized object", amp2hip::e_invalidarg) {}
};

class accelerator_view_removed : public runtime_exception {
public:
  accelerator_view_removed(const char *message,
                           amp2hip::hresult view_removed_reason) noexcept
      : runtime_exception(message, amp2hip::e_device_removed),
        reason_(view_removed_reason) {}
  explicit accelerator_view_removed(amp2hip::hresult view_removed_reason) noexcept
      : runtime_exception("accelerator_view removed",
                          amp2hip::e_device_removed),
        reason_(view_removed_reason) {}
  amp2hip::hresult get_view_removed_reason() const { return reason_; }

private:
  amp2hip::hresult reason_;
};

} // namespace concurrency

namespace amp2hip {
namespace detail {

// Throws the AMP exception matching a failed HIP call, with HIP's error text.
[[noreturn]] inline void throw_hip_error(hipError_t err, const char *what) {
  std::string msg = std::string(what) + ": " + hipGetErrorString(err);
  if (err == hipErrorOutOfMemory)
    throw concurrency::out_of_memory(msg.c_str());
  if (err == hipErrorInvalidConfiguration)
    throw concurrency::invalid_compute_domain(msg.c_str());
  if (err == hipErrorNotSupported)
    throw concurrency::unsupported_feature(msg.c_str());
  // A kernel killed by the watchdog: what Direct3D reports as a removed
  // device (a TDR), so AMP code that handles that case sees it.
  if (err == hipErrorLaunchTimeOut)
    throw concurrency::accelerator_view_removed(msg.c_str(), e_device_removed);
  throw concurrency::runtime_exception(msg.c_str(), e_fail);
}

// HIP also records a failed call as the "last error"; it is reported here,
// so it is consumed, lest the next check_launch() report it again.
inline void check(hipError_t err, const char *what) {
  if (err != hipSuccess) {
    (void)hipGetLastError();
    throw_hip_error(err, what);
  }
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_EXCEPTIONS_H
