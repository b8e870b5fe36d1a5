// stdafx.h : include file for standard system include files,
// or project specific include files that are used frequently, but
// are changed infrequently
//

#pragma once

#include "targetver.h"

#include <stdio.h>
#include <tchar.h>
#include <windows.h>

// TODO: reference additional headers your program requires here
#include <amp.h>
#include <ppl.h>
#include <iostream>
#include <vector>
