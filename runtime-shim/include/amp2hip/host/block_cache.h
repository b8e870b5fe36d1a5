// amp2hip/host/block_cache.h: freed "device" allocations kept for reuse.
//
// A launch gives each array_view it captures device memory (hipMalloc) and
// frees it after the kernel, so a program that launches in a loop allocates
// and frees the same sizes again and again. glibc hands blocks of 128 KiB
// and more back to the kernel on free (munmap, or trimming the top of the
// heap), and the next launch page-faults them in again while it fills them
// (hipMalloc's 0xFF fill): a 64x64-tile transpose of 256 x 256 floats spent
// 90% of its launch there (2.2 ms, against 0.15 ms when glibc's adaptive
// threshold happened to keep the blocks, which the emulate build's different
// order of allocations did; host_vs_emulate_ratio_max, bench/README.md).
// GPU runtimes keep a cache of freed blocks for the same reason.
//
// DeviceMemory (hip_runtime_api.h) keeps a freed block of kMinBytes or more
// here, up to kMaxHeld bytes in all, and a hipMalloc of exactly that size
// takes it back (filled with 0xFF again, as a new allocation). A cached block
// is free as far as the "device" is concerned: not counted as used, not a
// device pointer. Under AddressSanitizer nothing is kept, so that a use of
// freed device memory is still reported.
#ifndef AMP2HIP_HOST_BLOCK_CACHE_H
#define AMP2HIP_HOST_BLOCK_CACHE_H

#include "amp2hip/host/sanitizer_hooks.h"

#include <cstddef>
#include <map>

namespace amp2hip {
namespace host {
namespace detail {

class BlockCache {
public:
  static constexpr std::size_t kMinBytes = std::size_t(64) << 10;
  static constexpr std::size_t kMaxHeld = std::size_t(256) << 20;

  // A kept block of exactly `bytes`, or nullptr. The caller holds the
  // allocator's lock.
  void *take(std::size_t bytes) {
    auto it = free_.find(bytes);
    if (it == free_.end())
      return nullptr;
    void *p = it->second;
    free_.erase(it);
    held_ -= bytes;
    return p;
  }

  // Keeps p (a block of `bytes`) for reuse; false when it is not kept, and
  // the caller frees it. The caller holds the allocator's lock.
  bool keep(void *p, std::size_t bytes) {
#ifdef AMP2HIP_HOST_ASAN
    (void)p;
    (void)bytes;
    return false;
#else
    if (bytes < kMinBytes || bytes > kMaxHeld - held_)
      return false;
    free_.emplace(bytes, p);
    held_ += bytes;
    return true;
#endif
  }

private:
  std::multimap<std::size_t, void *> free_; // bytes -> block
  std::size_t held_ = 0;
};

} // namespace detail
} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_BLOCK_CACHE_H
