// stdafx.h : the precompiled header of ParticleKernels: AMP and what
// every kernel of the library needs.

#pragma once

#include "targetver.h"

#define WIN32_LEAN_AND_MEAN             // only the core of windows.h

#include <amp.h>
#include <amp_math.h>
#include <vector>

#include "Particle.h"
