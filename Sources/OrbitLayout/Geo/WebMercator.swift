import Foundation

/// Web Mercator (EPSG:3857) map scale, as slippy-map tiles use it.
package enum WebMercator {
    /// Ground metres covered by one pixel at `latitude` (degrees) and `zoom`, for square tiles of
    /// `tileSize` pixels (default 256): `2π·a·cos(latitude) / (tileSize·2^zoom)` with `a` the WGS 84
    /// equatorial radius. At the equator and zoom 0 that is about 156,543.03 m.
    package static func metersPerPixel(latitude: Double, zoom: Double, tileSize: Double = 256) -> Double {
        2 * .pi * Earth.equatorialRadiusMeters * cos(latitude.radians) / (tileSize * pow(2, zoom))
    }
}
