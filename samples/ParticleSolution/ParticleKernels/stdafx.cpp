// stdafx.cpp : compiled with /Yc, it builds ParticleKernels.pch from stdafx.h
// for every other source of the project to start from.

#include "stdafx.h"
