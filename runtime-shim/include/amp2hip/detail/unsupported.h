// AMP entry points amp2hip does not provide (Direct3D interop, including
// the texture and sampler interop of amp_graphics.h, msad4, ...), declared ONLY while amp2hip parses
// AMP code (AMP2HIP_TRANSLATING), so that code using them parses and gets a
// located diagnostic with advice (amp2hip-1101/1102/1103, driven by
// translator/lib/tables/AmpApi.def; see docs/api-table.md) instead of a compiler
// error. Nothing here is defined: translated code never reaches a compiler
// with these uses in it, and in the other modes these names do not exist.
//
// Included twice: from amp2hip/amp.h (the amp.h part) and from
// amp2hip/amp_graphics.h (the graphics part, which needs the textures).
#ifndef AMP2HIP_DETAIL_UNSUPPORTED_H
#define AMP2HIP_DETAIL_UNSUPPORTED_H

#if defined(AMP2HIP_TRANSLATING)

#include <type_traits>

// What Microsoft's amp.h brings in from <d3d11.h>.
struct IUnknown;

namespace concurrency {

// Device-side debugging of Direct3D's HLSL.
template <typename... Args> void direct3d_printf(const char *format, Args...);
template <typename... Args> void direct3d_errorf(const char *format, Args...);
void direct3d_abort();

// Direct3D limits.
static const int HLSL_MAX_NUM_BUFFERS = 64 + 128;
static const unsigned int MODULENAME_MAX_LENGTH = 50;

class completion_future;

namespace direct3d {

// Direct3D interop.
accelerator_view create_accelerator_view(IUnknown *d3d_device,
                                         queuing_mode qmode = queuing_mode_automatic);
accelerator_view create_accelerator_view(accelerator &acc, bool disable_timeout,
                                         queuing_mode qmode = queuing_mode_automatic);
IUnknown *get_device(const accelerator_view &av);
template <typename T, int N> IUnknown *get_buffer(const array<T, N> &a);
template <typename T, int N>
array<T, N> make_array(const extent<N> &ext, const accelerator_view &av, IUnknown *buffer);
void d3d_access_lock(accelerator_view &av);
bool d3d_access_try_lock(accelerator_view &av);
void d3d_access_unlock(accelerator_view &av);
bool is_timeout_disabled(const accelerator_view &av);

struct adopt_d3d_access_lock_t {};

class scoped_d3d_access_lock {
public:
  explicit scoped_d3d_access_lock(accelerator_view &av);
  scoped_d3d_access_lock(accelerator_view &av, adopt_d3d_access_lock_t);
  scoped_d3d_access_lock(scoped_d3d_access_lock &&other);
  scoped_d3d_access_lock &operator=(scoped_d3d_access_lock &&other);
  ~scoped_d3d_access_lock();
};

} // namespace direct3d
} // namespace concurrency

#endif // AMP2HIP_TRANSLATING
#endif // AMP2HIP_DETAIL_UNSUPPORTED_H

// ---- The graphics part: once the textures exist. ----------------------------
#if defined(AMP2HIP_TRANSLATING) && defined(AMP2HIP_DETAIL_TEXTURE_H) &&                          \
    !defined(AMP2HIP_DETAIL_UNSUPPORTED_GRAPHICS_H)
#define AMP2HIP_DETAIL_UNSUPPORTED_GRAPHICS_H

namespace concurrency {
namespace graphics {

namespace direct3d {
template <typename T, int N> IUnknown *get_texture(const texture<T, N> &t);
template <typename T, int N> IUnknown *get_texture(const texture_view<T, N> &t);
template <typename T, int N> IUnknown *get_texture(const writeonly_texture_view<T, N> &t);
template <typename T, int N, typename... A>
texture<T, N> make_texture(const concurrency::accelerator_view &av, IUnknown *d3d_texture,
                           A... format);
IUnknown *get_sampler(const concurrency::accelerator_view &av, const sampler &s);
sampler make_sampler(IUnknown *d3d_sampler);
uint_4 msad4(unsigned int reference, uint_2 source, uint_4 accum);
} // namespace direct3d

} // namespace graphics
} // namespace concurrency

#endif // the graphics part
