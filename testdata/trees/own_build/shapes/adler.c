/* adler.c - Adler-32, as zlib defines it. */
#include "adler.h"

unsigned int shapes_adler32(const unsigned char* data, unsigned long n) {
  unsigned long a = 1, b = 0, i;
  for (i = 0; i < n; ++i) {
    a = (a + data[i]) % 65521UL;
    b = (b + a) % 65521UL;
  }
  return (unsigned int)((b << 16) | a);
}
