// exception_hierarchy.cpp
//
// Covers (AMP spec 2.3, exceptions): runtime_exception(message, HRESULT) and
// runtime_exception(HRESULT), what() and get_error_code(); out_of_memory,
// invalid_compute_domain, unsupported_feature and accelerator_view_removed
// (get_view_removed_reason) derive from runtime_exception, which derives
// from std::exception; each is caught by its own type, by
// runtime_exception& and by std::exception&; copies keep message and code.
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <exception>
#include <type_traits>

using namespace concurrency;

template <typename E> static bool caught_as_all(const E &e, const char *msg) {
  int ways = 0;
  try { throw e; } catch (const E &x) { ways += std::strcmp(x.what(), msg) == 0; }
  try { throw e; } catch (const runtime_exception &x) { ways += std::strcmp(x.what(), msg) == 0; }
  try { throw e; } catch (const std::exception &x) { ways += std::strcmp(x.what(), msg) == 0; }
  return ways == 3;
}

int main() {
  static_assert(std::is_base_of<std::exception, runtime_exception>::value, "runtime_exception");
  static_assert(std::is_base_of<runtime_exception, out_of_memory>::value, "out_of_memory");
  static_assert(std::is_base_of<runtime_exception, invalid_compute_domain>::value, "invalid_compute_domain");
  static_assert(std::is_base_of<runtime_exception, unsupported_feature>::value, "unsupported_feature");
  static_assert(std::is_base_of<runtime_exception, accelerator_view_removed>::value, "accelerator_view_removed");

  runtime_exception r("custom failure", 0x80004005L);
  if (std::strcmp(r.what(), "custom failure") != 0 || r.get_error_code() != 0x80004005L) {
    std::printf("FAIL: runtime_exception(message, hr)\n");
    return 1;
  }
  runtime_exception r2(0x8007000EL);
  if (r2.get_error_code() != 0x8007000EL) { std::printf("FAIL: runtime_exception(hr)\n"); return 1; }
  runtime_exception copy(r);
  if (copy.get_error_code() != r.get_error_code() || std::strcmp(copy.what(), r.what()) != 0) {
    std::printf("FAIL: copy\n");
    return 1;
  }
  out_of_memory oom("no memory");
  invalid_compute_domain icd("bad domain");
  unsupported_feature uf("not here");
  accelerator_view_removed avr("gone", 0x887A0006L);
  if (avr.get_view_removed_reason() != 0x887A0006L) { std::printf("FAIL: view removed reason\n"); return 1; }
  if (!caught_as_all(r, "custom failure") || !caught_as_all(oom, "no memory") || !caught_as_all(icd, "bad domain") ||
      !caught_as_all(uf, "not here") || !caught_as_all(avr, "gone")) {
    std::printf("FAIL: catching by base classes\n");
    return 1;
  }
  // Default constructors of the derived exceptions, and distinct error codes.
  out_of_memory oom0;
  invalid_compute_domain icd0;
  unsupported_feature uf0;
  if (oom0.get_error_code() == 0 || icd0.get_error_code() == 0 || uf0.get_error_code() == 0 ||
      oom0.get_error_code() == icd0.get_error_code()) {
    std::printf("FAIL: error codes of default-constructed exceptions\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
