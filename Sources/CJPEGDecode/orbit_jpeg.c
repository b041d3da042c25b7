#include "orbit_jpeg.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct orbit_jpeg {
    struct jpeg_decompress_struct cinfo;  // first, so libjpeg's pointer to it is a pointer to the whole
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    jmp_buf escape;
    int max_scans;
    int (*should_stop)(void *context);
    void *context;
    /// Why the progress monitor stopped the decode (ORBIT_JPEG_OK when libjpeg itself failed).
    orbit_jpeg_status stop;
    /// Whether CMYK comes out inverted (Adobe's convention), to turn into RGB.
    int inverted_cmyk;
    char message[JMSG_LENGTH_MAX];
};

static void on_error(j_common_ptr cinfo) {
    orbit_jpeg *jpeg = (orbit_jpeg *)cinfo;
    (*cinfo->err->format_message)(cinfo, jpeg->message);
    longjmp(jpeg->escape, 1);
}

// Warnings (corrupt data that libjpeg works around) are not errors; they are not printed either.
static void on_message(j_common_ptr cinfo, int level) {
    (void)cinfo;
    (void)level;
}

// Called by libjpeg at every scan while it absorbs a multi-scan image, and every few output rows: the
// place to bound the work, as libjpeg-turbo's own scan limit does.
static void on_progress(j_common_ptr cinfo) {
    orbit_jpeg *jpeg = (orbit_jpeg *)cinfo;
    if (jpeg->cinfo.input_scan_number > jpeg->max_scans) {
        jpeg->stop = ORBIT_JPEG_TOO_MANY_SCANS;
        snprintf(jpeg->message, sizeof jpeg->message, "more than %d scans", jpeg->max_scans);
        longjmp(jpeg->escape, 1);
    }
    if (jpeg->should_stop != NULL && jpeg->should_stop(jpeg->context)) {
        jpeg->stop = ORBIT_JPEG_STOPPED;
        snprintf(jpeg->message, sizeof jpeg->message, "stopped after %d scans", jpeg->cinfo.input_scan_number);
        longjmp(jpeg->escape, 1);
    }
}

static void copy_message(const orbit_jpeg *jpeg, char *message, size_t message_size) {
    if (message_size > 0) snprintf(message, message_size, "%s", jpeg->message);
}

static void describe(const orbit_jpeg *jpeg, orbit_jpeg_info *info) {
    const struct jpeg_decompress_struct *cinfo = &jpeg->cinfo;
    info->width = (int)cinfo->image_width;
    info->height = (int)cinfo->image_height;
    info->multiple_scans = jpeg_has_multiple_scans((j_decompress_ptr)cinfo) ? 1 : 0;
    info->coefficient_bytes = 0;
    if (info->multiple_scans) {
        for (int index = 0; index < cinfo->num_components; index++) {
            const jpeg_component_info *component = &cinfo->comp_info[index];
            size_t across = (component->width_in_blocks + component->h_samp_factor - 1) / component->h_samp_factor * component->h_samp_factor;
            size_t down = (component->height_in_blocks + component->v_samp_factor - 1) / component->v_samp_factor * component->v_samp_factor;
            info->coefficient_bytes += across * down * sizeof(JBLOCK);
        }
    }
    info->output_width = (int)cinfo->output_width;
    info->output_height = (int)cinfo->output_height;
}

orbit_jpeg *orbit_jpeg_open(const unsigned char *data, size_t size, orbit_jpeg_info *info, char *message, size_t message_size) {
    orbit_jpeg *jpeg = calloc(1, sizeof *jpeg);
    if (jpeg == NULL) {
        if (message_size > 0) snprintf(message, message_size, "out of memory");
        return NULL;
    }
    jpeg->cinfo.err = jpeg_std_error(&jpeg->errors);
    jpeg->errors.error_exit = on_error;
    jpeg->errors.emit_message = on_message;
    jpeg->max_scans = INT_MAX;
    if (setjmp(jpeg->escape)) {
        copy_message(jpeg, message, message_size);
        orbit_jpeg_close(jpeg);
        return NULL;
    }
    jpeg_create_decompress(&jpeg->cinfo);
    jpeg->progress.progress_monitor = on_progress;
    jpeg->cinfo.progress = &jpeg->progress;
    jpeg_mem_src(&jpeg->cinfo, data, (unsigned long)size);
    jpeg_read_header(&jpeg->cinfo, TRUE);
    if (jpeg->cinfo.jpeg_color_space == JCS_CMYK || jpeg->cinfo.jpeg_color_space == JCS_YCCK) {
        jpeg->cinfo.out_color_space = JCS_CMYK;
        jpeg->inverted_cmyk = jpeg->cinfo.saw_Adobe_marker;
    } else {
        jpeg->cinfo.out_color_space = JCS_EXT_RGBA;
    }
    jpeg_calc_output_dimensions(&jpeg->cinfo);
    describe(jpeg, info);
    return jpeg;
}

orbit_jpeg_status orbit_jpeg_scale_to(orbit_jpeg *jpeg, int min_side, orbit_jpeg_info *info, char *message, size_t message_size) {
    if (setjmp(jpeg->escape)) {
        copy_message(jpeg, message, message_size);
        return ORBIT_JPEG_ERROR;
    }
    unsigned int side = jpeg->cinfo.image_width < jpeg->cinfo.image_height ? jpeg->cinfo.image_width : jpeg->cinfo.image_height;
    unsigned int eighths = 1;
    while (eighths < 8 && (side * eighths + 7) / 8 < (unsigned int)(min_side > 0 ? min_side : 0)) eighths++;
    jpeg->cinfo.scale_num = eighths;
    jpeg->cinfo.scale_denom = 8;
    jpeg_calc_output_dimensions(&jpeg->cinfo);
    describe(jpeg, info);
    return ORBIT_JPEG_OK;
}

// CMYK (4 bytes a pixel) to RGBA in place, inverted or not.
static void cmyk_to_rgba(unsigned char *row, size_t pixels, int inverted) {
    for (size_t index = 0; index < pixels; index++) {
        unsigned char *pixel = row + 4 * index;
        unsigned int c = pixel[0], m = pixel[1], y = pixel[2], k = pixel[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        pixel[0] = (unsigned char)(c * k / 255);
        pixel[1] = (unsigned char)(m * k / 255);
        pixel[2] = (unsigned char)(y * k / 255);
        pixel[3] = 255;
    }
}

orbit_jpeg_status orbit_jpeg_decode(orbit_jpeg *jpeg, unsigned char *rgba, int max_scans, int (*should_stop)(void *context),
                                    void *context, char *message, size_t message_size) {
    jpeg->max_scans = max_scans;
    jpeg->should_stop = should_stop;
    jpeg->context = context;
    jpeg->stop = ORBIT_JPEG_OK;
    if (setjmp(jpeg->escape)) {
        copy_message(jpeg, message, message_size);
        return jpeg->stop != ORBIT_JPEG_OK ? jpeg->stop : ORBIT_JPEG_ERROR;
    }
    jpeg_start_decompress(&jpeg->cinfo);
    size_t row_bytes = (size_t)jpeg->cinfo.output_width * 4;
    while (jpeg->cinfo.output_scanline < jpeg->cinfo.output_height) {
        JSAMPROW row = rgba + (size_t)jpeg->cinfo.output_scanline * row_bytes;
        jpeg_read_scanlines(&jpeg->cinfo, &row, 1);
        if (jpeg->cinfo.out_color_space == JCS_CMYK) cmyk_to_rgba(row, jpeg->cinfo.output_width, jpeg->inverted_cmyk);
    }
    return ORBIT_JPEG_OK;
}

void orbit_jpeg_close(orbit_jpeg *jpeg) {
    if (jpeg == NULL) return;
    jpeg_destroy_decompress(&jpeg->cinfo);
    free(jpeg);
}
