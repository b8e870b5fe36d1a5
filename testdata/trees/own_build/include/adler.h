/* adler.h - Adler-32 of a byte buffer (C, shared with the old C tools). */
#ifndef SHAPELAB_ADLER_H
#define SHAPELAB_ADLER_H
#ifdef __cplusplus
extern "C" {
#endif
unsigned int shapes_adler32(const unsigned char* data, unsigned long n);
#ifdef __cplusplus
}
#endif
#endif
