#ifndef ORBIT_STANDARD_ERROR_FILTER_H
#define ORBIT_STANDARD_ERROR_FILTER_H

#include <stddef.h>

/// Points C's `stderr` stream at a line-buffered stream that drops every line starting with one of `prefixes`
/// (copied) and writes every other line to descriptor 2 at once, on the writing thread: nothing is held back, so
/// a crash report written through `stderr` still arrives. Returns 0, or -1 (nothing changed) when the stream
/// cannot be made.
int orbit_filter_stderr(const char *const *prefixes, size_t count);

#endif
