// Includes a header that exists nowhere.
#include "amp2hip_no_such_header.h"
int x;
