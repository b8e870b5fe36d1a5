// stdafx.h : the library's precompiled header (AMP, the standard
// headers, the shared configuration).
#pragma once

#include <amp.h>
#include <numeric>
#include <vector>

#include "config.h"
