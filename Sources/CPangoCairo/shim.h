#include <pango/pangocairo.h>
#include <fribidi.h>

/// How `character` counts toward a paragraph's direction by Unicode's rule P2: 0 a strong left-to-right
/// letter, 1 a strong right-to-left letter, 2 opens a directional isolate, 3 closes one, -1 none of these.
static inline int orbit_direction_class(uint32_t character) {
    FriBidiCharType type = fribidi_get_bidi_type(character);
    if (type == FRIBIDI_TYPE_PDI) return 3;
    if (FRIBIDI_IS_ISOLATE(type)) return 2;
    if (FRIBIDI_IS_LETTER(type)) return FRIBIDI_IS_RTL(type) ? 1 : 0;
    return -1;
}
