/* checksum.c - plain C (no C++ compiler would accept the implicit void*
   conversion below, so the build must compile it as C). */
#include <stdlib.h>
#include "checksum.h"

long weighted_checksum(const float *values, int count) {
  long *weights = malloc(sizeof(long) * (count > 0 ? count : 1));
  long sum = 0;
  int i;
  for (i = 0; i < count; ++i)
    weights[i] = i + 1;
  for (i = 0; i < count; ++i)
    sum += weights[i] * (long)(values[i] + 0.5f);
  free(weights);
  return sum;
}
