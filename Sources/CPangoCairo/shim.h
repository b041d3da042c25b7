// The part of Pango, Cairo, GObject and FriBidi that OrbitSDL calls, declared here rather than included.
//
// Their headers need include paths (pango-1.0, glib-2.0 and its per-architecture folder, harfbuzz, cairo, …)
// that only pkg-config knows, and pangocairo's pkg-config flags carry -pthread, which SwiftPM prohibits: a
// `pkgConfig:` target would print "prohibited flag(s)" on every build, and in every package that depends on
// Orbit, SDL-free or not. These are stable C ABIs (Pango 1.50+, Cairo 1.16+, GLib 2.x, FriBidi 1.0):
// `scripts/check_c_shims.sh` (CI) compiles this file after the libraries' own headers, so a prototype that
// differs from theirs fails to compile, and checks every enumerator's value and PangoRectangle's layout.
#ifndef ORBIT_PANGO_CAIRO_SHIM_H
#define ORBIT_PANGO_CAIRO_SHIM_H

#include <stdint.h>
#include <fribidi/fribidi.h>

// Types, defined only when the libraries' headers are not in (the check includes them first).
#ifndef ORBIT_CHECK_AGAINST_SYSTEM_HEADERS
typedef int gboolean;
typedef void *gpointer;

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_font_options cairo_font_options_t;

typedef enum _cairo_format {
    CAIRO_FORMAT_INVALID = -1,
    CAIRO_FORMAT_ARGB32 = 0,
    CAIRO_FORMAT_RGB24 = 1,
    CAIRO_FORMAT_A8 = 2,
    CAIRO_FORMAT_A1 = 3,
    CAIRO_FORMAT_RGB16_565 = 4,
    CAIRO_FORMAT_RGB30 = 5,
} cairo_format_t;

typedef enum _cairo_antialias {
    CAIRO_ANTIALIAS_DEFAULT = 0,
    CAIRO_ANTIALIAS_NONE = 1,
    CAIRO_ANTIALIAS_GRAY = 2,
    CAIRO_ANTIALIAS_SUBPIXEL = 3,
    CAIRO_ANTIALIAS_FAST = 4,
    CAIRO_ANTIALIAS_GOOD = 5,
    CAIRO_ANTIALIAS_BEST = 6,
} cairo_antialias_t;

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;

typedef struct _PangoRectangle PangoRectangle;
struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
};

#define PANGO_SCALE 1024

typedef enum {
    PANGO_DIRECTION_LTR = 0,
    PANGO_DIRECTION_RTL = 1,
    PANGO_DIRECTION_TTB_LTR = 2,
    PANGO_DIRECTION_TTB_RTL = 3,
    PANGO_DIRECTION_WEAK_LTR = 4,
    PANGO_DIRECTION_WEAK_RTL = 5,
    PANGO_DIRECTION_NEUTRAL = 6,
} PangoDirection;

typedef enum {
    PANGO_ALIGN_LEFT = 0,
    PANGO_ALIGN_CENTER = 1,
    PANGO_ALIGN_RIGHT = 2,
} PangoAlignment;

typedef enum {
    PANGO_WRAP_WORD = 0,
    PANGO_WRAP_CHAR = 1,
    PANGO_WRAP_WORD_CHAR = 2,
} PangoWrapMode;

typedef enum {
    PANGO_ELLIPSIZE_NONE = 0,
    PANGO_ELLIPSIZE_START = 1,
    PANGO_ELLIPSIZE_MIDDLE = 2,
    PANGO_ELLIPSIZE_END = 3,
} PangoEllipsizeMode;
#endif

// GObject.
void g_object_unref(gpointer object);

// Cairo.
cairo_font_options_t *cairo_font_options_create(void);
void cairo_font_options_set_antialias(cairo_font_options_t *options, cairo_antialias_t antialias);
void cairo_font_options_destroy(cairo_font_options_t *options);
cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_translate(cairo_t *cr, double tx, double ty);
void cairo_set_source_rgb(cairo_t *cr, double red, double green, double blue);
void cairo_destroy(cairo_t *cr);

// Pango and PangoCairo.
PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_free(PangoFontDescription *desc);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_get_pixel_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
int pango_layout_line_get_start_index(PangoLayoutLine *line);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

/// How `character` counts toward a paragraph's direction by Unicode's rule P2: 0 a strong left-to-right
/// letter, 1 a strong right-to-left letter, 2 opens a directional isolate, 3 closes one, -1 none of these.
static inline int orbit_direction_class(uint32_t character) {
    FriBidiCharType type = fribidi_get_bidi_type(character);
    if (type == FRIBIDI_TYPE_PDI) return 3;
    if (FRIBIDI_IS_ISOLATE(type)) return 2;
    if (FRIBIDI_IS_LETTER(type)) return FRIBIDI_IS_RTL(type) ? 1 : 0;
    return -1;
}

#endif
