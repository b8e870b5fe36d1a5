#pragma once
// Settings every project of the solution shares (Common.props puts this
// directory on the include path and defines SCALE).
#ifndef SCALE
#error SCALE is defined by Common.props
#endif

const int kElementCount = 4096;
