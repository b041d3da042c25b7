import Foundation
import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct GeoCoordinateTests {
    let radius = Earth.meanRadiusMeters

    func degrees(_ d: Double, _ m: Double, _ s: Double) -> Double { d + m / 60 + s / 3600 }

    @Test func distanceMatchesAPublishedExample() {
        // Land's End to John o' Groats: 968.9 km, initial bearing 009°07′11″ (Movable Type Scripts).
        let landsEnd = GeoCoordinate(latitude: degrees(50, 3, 59), longitude: -degrees(5, 42, 53))
        let johnOGroats = GeoCoordinate(latitude: degrees(58, 38, 38), longitude: -degrees(3, 4, 12))
        #expect(abs(landsEnd.distance(to: johnOGroats) - 968_900) < 100)
        #expect(abs(landsEnd.initialBearing(to: johnOGroats) * 180 / .pi - degrees(9, 7, 11)) < 0.01)
    }

    @Test func distanceOfExactArcs() {
        let origin = GeoCoordinate(latitude: 0, longitude: 0)
        #expect(abs(origin.distance(to: GeoCoordinate(latitude: 0, longitude: 90)) - radius * .pi / 2) < 1e-6)
        let north = GeoCoordinate(latitude: 90, longitude: 0), south = GeoCoordinate(latitude: -90, longitude: 123)
        #expect(abs(north.distance(to: south) - radius * .pi) < 1e-6)
    }

    @Test func distanceZeroAndSymmetric() {
        let point = GeoCoordinate(latitude: 55.75, longitude: 37.62)
        #expect(point.distance(to: point) == 0)
        let other = GeoCoordinate(latitude: -33.9, longitude: 151.2)
        #expect(abs(point.distance(to: other) - other.distance(to: point)) < 1e-6)
    }

    @Test func antimeridianIsShortWayRound() {
        let west = GeoCoordinate(latitude: 0, longitude: 179.5), east = GeoCoordinate(latitude: 0, longitude: -179.5)
        #expect(abs(west.distance(to: east) - radius * .pi / 180) < 1e-6)
        #expect(abs(west.initialBearing(to: east) - .pi / 2) < 1e-9)
        #expect(abs(east.initialBearing(to: west) - 3 * .pi / 2) < 1e-9)
    }

    @Test func bearingsOfCardinalDirections() {
        let origin = GeoCoordinate(latitude: 0, longitude: 0)
        #expect(origin.initialBearing(to: GeoCoordinate(latitude: 1, longitude: 0)) == 0)
        #expect(abs(origin.initialBearing(to: GeoCoordinate(latitude: 0, longitude: 1)) - .pi / 2) < 1e-12)
        #expect(abs(origin.initialBearing(to: GeoCoordinate(latitude: -1, longitude: 0)) - .pi) < 1e-12)
        #expect(origin.initialBearing(to: origin) == 0)
        // From the north pole every direction is south.
        #expect(abs(GeoCoordinate(latitude: 90, longitude: 0).initialBearing(to: origin) - .pi) < 1e-12)
    }

    @Test func destinationMatchesAPublishedExample() {
        // 53°19′14″N 001°43′47″W, bearing 096°01′18″, 124.8 km → 53°11′18″N 000°08′00″E (Movable Type Scripts).
        let start = GeoCoordinate(latitude: degrees(53, 19, 14), longitude: -degrees(1, 43, 47))
        let end = start.destination(meters: 124_800, bearing: degrees(96, 1, 18) * .pi / 180)
        #expect(abs(end.latitude - degrees(53, 11, 18)) < 1e-3)
        #expect(abs(end.longitude - degrees(0, 8, 0)) < 1e-3)
    }

    @Test func destinationWrapsAcrossTheAntimeridianAndOverThePole() {
        let east = GeoCoordinate(latitude: 10, longitude: 179.9).destination(meters: 50_000, bearing: .pi / 2)
        #expect(east.longitude < -179 && east.longitude >= -180)
        let nearPole = GeoCoordinate(latitude: 89.9, longitude: 0)
        let over = nearPole.destination(meters: 30_000, bearing: 0)
        #expect(abs(abs(over.longitude) - 180) < 1e-9)
        #expect(abs(nearPole.distance(to: over) - 30_000) < 1e-3)
        #expect(GeoCoordinate(latitude: 12, longitude: 34).destination(meters: 0, bearing: 1) == GeoCoordinate(latitude: 12, longitude: 34))
    }

    @Test(arguments: 0..<50) func destinationRoundTripsDistanceAndBearing(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let start = GeoCoordinate(latitude: -80 + 160 * random.nextUnit(), longitude: -180 + 360 * random.nextUnit())
        let meters = 1 + 1_000_000 * random.nextUnit()
        let bearing = 2 * .pi * random.nextUnit()
        let end = start.destination(meters: meters, bearing: bearing)
        #expect(end.isValid, "seed \(seed)")
        #expect(abs(start.distance(to: end) - meters) < 1e-6 * meters + 1e-6, "seed \(seed)")
        #expect(AngleMath.distance(start.initialBearing(to: end), bearing) < 1e-6, "seed \(seed)")
    }

    @Test func validity() {
        #expect(GeoCoordinate(latitude: 90, longitude: -180).isValid)
        #expect(!GeoCoordinate(latitude: 90.1, longitude: 0).isValid)
        #expect(!GeoCoordinate(latitude: 0, longitude: 180.5).isValid)
        #expect(!GeoCoordinate(latitude: .nan, longitude: 0).isValid)
    }
}
