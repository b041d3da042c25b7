#ifndef ORBIT_JPEG_H
#define ORBIT_JPEG_H

#include <stddef.h>

/// A JPEG decode in progress, over bytes in memory that must outlive it. libjpeg reports errors by
/// longjmp, which Swift cannot catch, so every call that may fail sets its own return point here and
/// answers with a status and a message instead.
typedef struct orbit_jpeg orbit_jpeg;

typedef enum {
    ORBIT_JPEG_OK = 0,
    /// libjpeg refused the data (corrupt, unsupported); the message says why.
    ORBIT_JPEG_ERROR = 1,
    /// The image has more scans than allowed (a progressive "scan bomb").
    ORBIT_JPEG_TOO_MANY_SCANS = 2,
    /// `should_stop` answered non-zero: the decode is no longer wanted.
    ORBIT_JPEG_STOPPED = 3,
} orbit_jpeg_status;

/// What the header says, and what decoding at the chosen scale will hold.
typedef struct {
    int width, height;
    /// Whether the image comes in several scans (progressive or multi-scan), so libjpeg buffers every
    /// coefficient of the full-size image before any output.
    int multiple_scans;
    /// Bytes of that coefficient buffer (0 for a single-scan image).
    size_t coefficient_bytes;
    /// The output size at the chosen scale (after `orbit_jpeg_scale_to`; the full size before).
    int output_width, output_height;
} orbit_jpeg_info;

/// Reads the header of the JPEG in `data`. Returns NULL when even that fails, with the reason in `message`.
orbit_jpeg *orbit_jpeg_open(const unsigned char *data, size_t size, orbit_jpeg_info *info, char *message, size_t message_size);

/// Chooses the smallest scale n/8 (n in 1...8) whose output's shorter side is at least `min_side` (full size
/// when none is), and updates `info`'s output size.
orbit_jpeg_status orbit_jpeg_scale_to(orbit_jpeg *jpeg, int min_side, orbit_jpeg_info *info, char *message, size_t message_size);

/// Decodes into `rgba` (output_width × output_height × 4 bytes, rows packed). Stops with
/// ORBIT_JPEG_TOO_MANY_SCANS once the input has more than `max_scans` scans, and with ORBIT_JPEG_STOPPED as
/// soon as `should_stop(context)` answers non-zero; libjpeg asks its progress monitor for both at every scan
/// and every few rows.
orbit_jpeg_status orbit_jpeg_decode(orbit_jpeg *jpeg, unsigned char *rgba, int max_scans, int (*should_stop)(void *context),
                                    void *context, char *message, size_t message_size);

/// Frees everything the decode holds.
void orbit_jpeg_close(orbit_jpeg *jpeg);

#endif
