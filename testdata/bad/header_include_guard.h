/* A header-only file with no AMP, classic include guard, tab indentation. */
#ifndef AMP2HIP_BAD_GUARD_H
#define AMP2HIP_BAD_GUARD_H

struct Point {
	int x;	// tab before the comment
	int y;
};

inline int dot(Point a, Point b) {
	return a.x * b.x + a.y * b.y;
}

#endif  /* AMP2HIP_BAD_GUARD_H */
