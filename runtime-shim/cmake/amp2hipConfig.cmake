# amp2hipConfig.cmake - find_package(amp2hip) for projects amp2hip translated.
#
# Provides the INTERFACE target amp2hip::shim: the runtime shim's headers,
# C++17, and for the host backend Boost.Context and threads. Works from an
# install (<prefix>/lib/cmake/amp2hip) and from an amp2hip source tree
# (runtime-shim/cmake).
include(CMakeFindDependencyMacro)

if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/../include/amp2hip/amp.h")
  get_filename_component(_amp2hip_include "${CMAKE_CURRENT_LIST_DIR}/../include" ABSOLUTE)
else()
  get_filename_component(_amp2hip_include "${CMAKE_CURRENT_LIST_DIR}/../../../include" ABSOLUTE)
endif()

if(NOT TARGET amp2hip::shim)
  add_library(amp2hip::shim INTERFACE IMPORTED)
  set_target_properties(amp2hip::shim PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${_amp2hip_include}"
    INTERFACE_COMPILE_FEATURES cxx_std_17)
  # The host backend runs a tile's threads as Boost.Context fibers.
  find_dependency(Threads)
  find_library(AMP2HIP_BOOST_CONTEXT_LIBRARY NAMES boost_context)
  if(AMP2HIP_BOOST_CONTEXT_LIBRARY)
    set_property(TARGET amp2hip::shim APPEND PROPERTY
      INTERFACE_LINK_LIBRARIES "${AMP2HIP_BOOST_CONTEXT_LIBRARY}" Threads::Threads)
  endif()
endif()
set(amp2hip_INCLUDE_DIR "${_amp2hip_include}")
# amp2hip_enable_backend() and amp2hip_backend_target(): host, amd, nvidia.
include("${CMAKE_CURRENT_LIST_DIR}/amp2hipBackends.cmake")
unset(_amp2hip_include)
