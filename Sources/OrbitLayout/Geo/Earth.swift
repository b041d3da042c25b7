/// Constants of the Earth models Orbit uses.
package enum Earth {
    /// Mean Earth radius (IUGG R1) in metres, used for great-circle math: 6,371,008.8 m.
    package static let meanRadiusMeters = 6_371_008.8
    /// WGS 84 equatorial radius in metres, which Web Mercator (EPSG:3857) is defined on: 6,378,137 m.
    package static let equatorialRadiusMeters = 6_378_137.0
}
