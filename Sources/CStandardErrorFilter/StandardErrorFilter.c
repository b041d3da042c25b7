#define _GNU_SOURCE
#include "CStandardErrorFilter.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Set once by orbit_filter_stderr before the stream is in use, read by the write callback.
static char **dropped;
static size_t droppedCount;
// Whether the line being written started with a dropped prefix (a long line may arrive in several writes).
// The stream's own lock serialises the writes.
static bool droppingLine;
static bool atLineStart = true;

static bool startsDroppedLine(const char *bytes, size_t size) {
    for (size_t index = 0; index < droppedCount; index++) {
        size_t length = strlen(dropped[index]);
        if (size >= length && memcmp(bytes, dropped[index], length) == 0) return true;
    }
    return false;
}

static void writeAll(const char *bytes, size_t size) {
    while (size > 0) {
        ssize_t written = write(STDERR_FILENO, bytes, size);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        size -= (size_t)written;
    }
}

static ssize_t filterWrite(void *cookie, const char *bytes, size_t size) {
    (void)cookie;
    size_t offset = 0;
    while (offset < size) {
        const char *newline = memchr(bytes + offset, '\n', size - offset);
        size_t end = newline ? (size_t)(newline - bytes) + 1 : size;
        if (atLineStart) droppingLine = startsDroppedLine(bytes + offset, end - offset);
        if (!droppingLine) writeAll(bytes + offset, end - offset);
        atLineStart = newline != NULL;
        offset = end;
    }
    return (ssize_t)size;
}

int orbit_filter_stderr(const char *const *prefixes, size_t count) {
    char **copies = calloc(count ? count : 1, sizeof *copies);
    if (!copies) return -1;
    for (size_t index = 0; index < count; index++) {
        copies[index] = strdup(prefixes[index]);
        if (!copies[index]) return -1;
    }
    cookie_io_functions_t functions = {.read = NULL, .write = filterWrite, .seek = NULL, .close = NULL};
    FILE *stream = fopencookie(NULL, "w", functions);
    if (!stream) return -1;
    // Line-buffered: a line written in pieces (libpng prints its prefix and the newline separately) reaches
    // the filter whole; a line is passed on as soon as it ends.
    if (setvbuf(stream, NULL, _IOLBF, BUFSIZ) != 0) return -1;
    dropped = copies;
    droppedCount = count;
    fflush(stderr);
    stderr = stream;
    return 0;
}
