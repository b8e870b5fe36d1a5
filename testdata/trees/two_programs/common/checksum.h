/* checksum.h - a checksum written in C, shared by both programs. */
#ifndef CHECKSUM_H
#define CHECKSUM_H

#ifdef __cplusplus
extern "C" {
#endif

/* Sum of the values, each rounded to an integer, weighted by position. */
long weighted_checksum(const float *values, int count);

#ifdef __cplusplus
}
#endif

#endif
