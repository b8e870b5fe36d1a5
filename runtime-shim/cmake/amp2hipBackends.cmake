# amp2hipBackends.cmake - the backends of a build amp2hip --emit-cmake wrote.
#
#   amp2hip_enable_backend(<host|amd|nvidia>)   at file scope, once
#   amp2hip_backend_target(<target> [RDC])       per target
#   amp2hip_migrated_target(<target> [RDC])      per target of a project's own
#                                                CMakeLists.txt that amp2hip migrated
#
# host: the kernels run on the CPU (the shim's host backend): g++ or clang++.
# amd: CMake's HIP language with the clang that hipcc runs. On a
#   distribution's ROCm (Debian, Ubuntu: hipcc, libamdhip64-dev) CMake 3.21+
#   finds neither that clang nor hip-lang's package (under lib/<arch>/cmake)
#   nor the device libraries by itself; what it needs is found here from
#   hipconfig and hipcc, so no variable has to be set by hand. Set
#   CMAKE_HIP_COMPILER, CMAKE_HIP_COMPILER_ROCM_ROOT or CMAKE_HIP_ARCHITECTURES
#   to override (architectures default to the GPUs rocm_agent_enumerator
#   sees, else gfx90a).
# nvidia: HIP's NVIDIA platform: the sources compiled as CUDA by nvcc with
#   __HIP_PLATFORM_NVIDIA__ (HIP 5.2's headers need CUDA 11: Debian's
#   /usr/bin/nvcc is preferred to one on PATH; $NVCC and CMAKE_CUDA_COMPILER
#   override, $NVCC_CCBIN or CMAKE_CUDA_HOST_COMPILER the host compiler,
#   clang++-14 by default where it exists; CMAKE_CUDA_ARCHITECTURES
#   defaults to 90).
# RDC: relocatable device code, for a target whose kernels call a device
#   function defined in another translation unit (amp2hip knows which).

# The ROCm pieces CMake looks for under <root>/lib/cmake, found where a
# distribution put them; a forwarding root in the build tree points at them.
function(_amp2hip_rocm_root rocm out)
  set(root "${rocm}")
  if(NOT EXISTS "${rocm}/lib/cmake/hip-lang/hip-lang-config.cmake")
    file(GLOB real "${rocm}/lib/*/cmake/hip-lang/hip-lang-config.cmake")
    if(NOT real)
      message(FATAL_ERROR "amp2hip: no hip-lang CMake package under ${rocm}/lib (install libamdhip64-dev)")
    endif()
    list(GET real 0 real)
    set(root "${CMAKE_BINARY_DIR}/amp2hip-rocm-root")
    set(text "# Written by amp2hip's CMake package: ROCm as CMake's HIP language expects it.\n")
    foreach(dep amd_comgr AMDDeviceLibs)
      file(GLOB dir "${rocm}/lib/cmake/${dep}" "${rocm}/lib/*/cmake/${dep}")
      if(dir)
        list(GET dir 0 dir)
        string(APPEND text "set(${dep}_DIR \"${dir}\")\n")
      endif()
    endforeach()
    string(APPEND text "include(\"${real}\")\n")
    file(WRITE "${root}/lib/cmake/hip-lang/hip-lang-config.cmake" "${text}")
  endif()
  set(${out} "${root}" PARENT_SCOPE)
endfunction()

macro(_amp2hip_enable_amd)
  execute_process(COMMAND hipconfig --rocmpath OUTPUT_VARIABLE _amp2hip_rocm
                  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _amp2hip_rc)
  if(NOT _amp2hip_rc EQUAL 0 OR NOT _amp2hip_rocm)
    message(FATAL_ERROR "amp2hip: AMP2HIP_BACKEND=amd needs hipconfig (Debian/Ubuntu: hipcc, libamdhip64-dev)")
  endif()
  if(NOT CMAKE_HIP_COMPILER)
    # hipcc runs <hipconfig --hipclangpath>/clang++-<its version>; CMake
    # wants that clang from its own directory (where its ld.lld is).
    execute_process(COMMAND hipconfig --hipclangpath OUTPUT_VARIABLE _amp2hip_dir
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    execute_process(COMMAND hipcc --version OUTPUT_VARIABLE _amp2hip_version ERROR_QUIET)
    string(REGEX MATCH "clang version ([0-9]+)" _amp2hip_match "${_amp2hip_version}")
    set(_amp2hip_names clang++-${CMAKE_MATCH_1} clang++)
    if(NOT CMAKE_MATCH_1)
      # No hipcc (upstream ROCm deprecates it): the newest clang++-N there,
      # whose LLVM wrote the device libraries (an older clang++ cannot read them).
      file(GLOB _amp2hip_clangs "${_amp2hip_dir}/clang++-[0-9]*")
      list(SORT _amp2hip_clangs COMPARE NATURAL ORDER DESCENDING)
      set(_amp2hip_names ${_amp2hip_clangs} clang++)
    endif()
    find_program(_amp2hip_clang NAMES ${_amp2hip_names} HINTS "${_amp2hip_dir}" NO_CACHE)
    if(NOT _amp2hip_clang)
      message(FATAL_ERROR "amp2hip: cannot find the clang hipcc uses in ${_amp2hip_dir}")
    endif()
    file(REAL_PATH "${_amp2hip_clang}" _amp2hip_clang)
    get_filename_component(_amp2hip_dir "${_amp2hip_clang}" DIRECTORY)
    set(CMAKE_HIP_COMPILER "${_amp2hip_dir}/clang++" CACHE FILEPATH "HIP compiler (hipcc's clang)")
  endif()
  if(NOT CMAKE_HIP_COMPILER_ROCM_ROOT)
    _amp2hip_rocm_root("${_amp2hip_rocm}" CMAKE_HIP_COMPILER_ROCM_ROOT)
  endif()
  if(NOT DEFINED CMAKE_HIP_ARCHITECTURES)
    set(_amp2hip_archs "")
    execute_process(COMMAND rocm_agent_enumerator -t GPU OUTPUT_VARIABLE _amp2hip_agents
                    ERROR_QUIET RESULT_VARIABLE _amp2hip_rc)
    if(_amp2hip_rc EQUAL 0)
      string(REGEX MATCHALL "gfx[0-9a-f]+" _amp2hip_archs "${_amp2hip_agents}")
      list(REMOVE_ITEM _amp2hip_archs gfx000)
      list(REMOVE_DUPLICATES _amp2hip_archs)
    endif()
    if(NOT _amp2hip_archs)
      set(_amp2hip_archs gfx90a)
    endif()
    set(CMAKE_HIP_ARCHITECTURES "${_amp2hip_archs}" CACHE STRING "AMD GPU architectures")
  endif()
  # Debian's clang does not find the HIP headers and device libraries of a
  # distribution's ROCm by itself; hipcc passes the same two flags.
  file(GLOB _amp2hip_bitcode "${_amp2hip_rocm}/lib/*/amdgcn/bitcode" "${_amp2hip_rocm}/amdgcn/bitcode")
  set(_amp2hip_flags "--rocm-path=${_amp2hip_rocm}")
  if(_amp2hip_bitcode)
    list(GET _amp2hip_bitcode 0 _amp2hip_bitcode)
    string(APPEND _amp2hip_flags " --hip-device-lib-path=${_amp2hip_bitcode}")
  endif()
  if(NOT CMAKE_HIP_FLAGS MATCHES "--rocm-path")
    set(CMAKE_HIP_FLAGS "${_amp2hip_flags} ${CMAKE_HIP_FLAGS}" CACHE STRING "HIP flags" FORCE)
  endif()
  enable_language(HIP)
  set(CMAKE_HIP_STANDARD 17)
  set(CMAKE_HIP_STANDARD_REQUIRED ON)
endmacro()

macro(_amp2hip_enable_nvidia)
  if(NOT CMAKE_CUDA_COMPILER)
    if(DEFINED ENV{NVCC})
      set(CMAKE_CUDA_COMPILER "$ENV{NVCC}")
    elseif(EXISTS /usr/bin/nvcc)
      set(CMAKE_CUDA_COMPILER /usr/bin/nvcc)
    endif()
  endif()
  if(NOT CMAKE_CUDA_HOST_COMPILER)
    if(DEFINED ENV{NVCC_CCBIN})
      set(CMAKE_CUDA_HOST_COMPILER "$ENV{NVCC_CCBIN}")
    else()
      find_program(_amp2hip_ccbin clang++-14 NO_CACHE)
      if(_amp2hip_ccbin)
        set(CMAKE_CUDA_HOST_COMPILER "${_amp2hip_ccbin}")
      endif()
    endif()
  endif()
  if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
    set(CMAKE_CUDA_ARCHITECTURES 90 CACHE STRING "NVIDIA GPU architectures")
  endif()
  # CMake identifies nvcc by compiling for its default GPU (sm_52), which a
  # newer CUDA's ptxas earlier on PATH no longer knows: identify it with the
  # architecture the build is for.
  string(REGEX MATCH "^[0-9]+" _amp2hip_arch "${CMAKE_CUDA_ARCHITECTURES}")
  if(_amp2hip_arch AND NOT CMAKE_CUDA_FLAGS MATCHES "-arch")
    set(CMAKE_CUDA_FLAGS "-arch=sm_${_amp2hip_arch} ${CMAKE_CUDA_FLAGS}" CACHE STRING "CUDA flags" FORCE)
  endif()
  enable_language(CUDA)
  set(CMAKE_CUDA_STANDARD 17)
  set(CMAKE_CUDA_STANDARD_REQUIRED ON)
  # HIP's NVIDIA headers (libamdhip64-dev); /usr/include is searched anyway.
  find_path(AMP2HIP_HIP_INCLUDE_DIR hip/hip_runtime.h PATHS /opt/rocm/include)
endmacro()

macro(amp2hip_enable_backend backend)
  set(AMP2HIP_ACTIVE_BACKEND "${backend}")
  if("${backend}" STREQUAL "hip") # What earlier generated builds called amd.
    set(AMP2HIP_ACTIVE_BACKEND amd)
  endif()
  if("${AMP2HIP_ACTIVE_BACKEND}" STREQUAL "amd")
    _amp2hip_enable_amd()
  elseif("${backend}" STREQUAL "nvidia")
    _amp2hip_enable_nvidia()
  elseif(NOT "${backend}" STREQUAL "host")
    message(FATAL_ERROR "amp2hip: AMP2HIP_BACKEND is host, amd or nvidia, not '${backend}'")
  endif()
endmacro()

# The target's C++ sources become HIP (amd) or CUDA (nvidia) sources; C
# sources stay C. RDC: relocatable device code and a device link.
function(amp2hip_backend_target target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "RDC" "" "")
  get_target_property(sources ${target} SOURCES)
  set(cxx "")
  foreach(s IN LISTS sources)
    if(s MATCHES "\\.(cpp|cc|cxx|c\\+\\+|cp|C)$")
      list(APPEND cxx "${s}")
    endif()
  endforeach()
  if(AMP2HIP_ACTIVE_BACKEND STREQUAL "amd")
    if(cxx)
      set_source_files_properties(${cxx} TARGET_DIRECTORY ${target} PROPERTIES LANGUAGE HIP)
    endif()
    if(ARG_RDC)
      target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)
      get_target_property(type ${target} TYPE)
      if(type STREQUAL "EXECUTABLE" OR type STREQUAL "SHARED_LIBRARY")
        target_link_options(${target} PRIVATE -fgpu-rdc --hip-link)
      endif()
    endif()
  elseif(AMP2HIP_ACTIVE_BACKEND STREQUAL "nvidia")
    if(cxx)
      set_source_files_properties(${cxx} TARGET_DIRECTORY ${target} PROPERTIES LANGUAGE CUDA)
    endif()
    target_compile_definitions(${target} PRIVATE __HIP_PLATFORM_NVIDIA__)
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda>)
    if(AMP2HIP_HIP_INCLUDE_DIR AND NOT AMP2HIP_HIP_INCLUDE_DIR STREQUAL "/usr/include")
      target_include_directories(${target} PRIVATE "${AMP2HIP_HIP_INCLUDE_DIR}")
    endif()
    if(ARG_RDC)
      set_target_properties(${target} PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
    endif()
  endif()
endfunction()

# A target of the project's own CMakeLists.txt that compiles translated
# sources (amp2hip migrated the file): the shim and the backend. Properties,
# not target_link_libraries(): the project's own calls use one of its two
# signatures, and CMake refuses a target whose calls mix them. A target
# that this configuration does not define (inside an if()) is left alone.
function(amp2hip_migrated_target target)
  if(NOT TARGET ${target})
    return()
  endif()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    return()
  endif()
  set_property(TARGET ${target} APPEND PROPERTY LINK_LIBRARIES amp2hip::shim)
  if(NOT type STREQUAL "EXECUTABLE")
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES amp2hip::shim)
  endif()
  amp2hip_backend_target(${target} ${ARGN})
endfunction()
