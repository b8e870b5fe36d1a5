// stdafx.h : the precompiled header of ParticleApp: the system and
// library headers every source of the program uses.

#pragma once

#include "targetver.h"

#include <stdio.h>
#include <tchar.h>
#include <windows.h>
#include <ppl.h>

#include <cmath>
#include <vector>
