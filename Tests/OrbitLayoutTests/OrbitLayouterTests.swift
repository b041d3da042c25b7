import Foundation
import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct OrbitLayouterTests {
    let viewport = OrbitSize(width: 800, height: 600)

    func request(_ people: [OrbitPerson], change: (inout LayoutRequest) -> Void = { _ in }) -> LayoutRequest {
        var request = LayoutRequest(viewport: viewport, avatarRadius: 12, spacing: 4, seed: 1, people: people)
        change(&request)
        return request
    }

    func expectError(_ expected: LayoutError, _ change: (inout LayoutRequest) -> Void) {
        #expect(throws: expected) { try OrbitLayouter.place(request([OrbitPerson(id: "a", distanceMeters: 1)], change: change)) }
    }

    @Test func invalidScenesThrowNamingTheField() {
        expectError(.invalidAvatarRadius(0)) { $0.avatarRadius = 0 }
        expectError(.invalidAvatarRadius(.infinity)) { $0.avatarRadius = .infinity }
        expectError(.invalidAvatarRadius(1e10)) { $0.avatarRadius = 1e10 }
        expectError(.invalidSpacing(-1)) { $0.spacing = -1 }
        expectError(.emptyViewport(OrbitSize(width: 0, height: 10))) { $0.viewport = OrbitSize(width: 0, height: 10) }
        // Rings sized by 1e-300 and centred at 5e8 gave the camera an infinite translation: play refused, the demo failed.
        expectError(.emptyViewport(OrbitSize(width: 1e9, height: 1e-300))) { $0.viewport = OrbitSize(width: 1e9, height: 1e-300) }
        expectError(.emptyViewport(OrbitSize(width: 1e-7, height: 10))) { $0.viewport = OrbitSize(width: 1e-7, height: 10) }
        expectError(.invalidViewer(GeoCoordinate(latitude: 91, longitude: 0))) { $0.viewer = GeoCoordinate(latitude: 91, longitude: 0) }
        expectError(.invalidViewer(GeoCoordinate(latitude: 0, longitude: -181))) { $0.viewer = GeoCoordinate(latitude: 0, longitude: -181) }
        expectError(.invalidMaxRings(0)) { $0.maxRings = 0 }
        #expect(throws: LayoutError.self) { try OrbitLayouter.place(request([]) { $0.bandsMeters = [100, 100] }) }
        #expect(throws: LayoutError.self) { try OrbitLayouter.place(request([]) { $0.bandsMeters = [] }) }
        #expect(throws: LayoutError.self) { try OrbitLayouter.place(request([]) { $0.bandsMeters = [-5] }) }
        #expect(throws: LayoutError.self) { try OrbitLayouter.place(request([]) { $0.viewport = OrbitSize(width: .nan, height: 5) }) }
        #expect(LayoutError.invalidAvatarRadius(0).description.contains("avatarRadius"))
    }

    @Test func invalidPeopleAreRejectedWithAReasonAndOthersPlaced() throws {
        let people = [
            OrbitPerson(id: "ok", distanceMeters: 10),
            OrbitPerson(id: "ok", distanceMeters: 20),
            OrbitPerson(id: "", distanceMeters: 10),
            OrbitPerson(id: "nan", latitude: .nan, longitude: 0),
            OrbitPerson(id: "lat", latitude: 95, longitude: 0),
            OrbitPerson(id: "lon", latitude: 0, longitude: 200),
            OrbitPerson(id: "half", latitude: 1),
            OrbitPerson(id: "neg", distanceMeters: -1),
            OrbitPerson(id: "inf", distanceMeters: .infinity),
            OrbitPerson(id: "none"),
            OrbitPerson(id: "geo", latitude: 1, longitude: 1),
        ]
        let result = try OrbitLayouter.place(request(people)).result
        #expect(result.nodes.map(\.id) == ["ok"])
        #expect(result.rejected == [
            PersonIssue(id: "ok", reason: .duplicateID),
            PersonIssue(id: "", reason: .emptyID),
            PersonIssue(id: "nan", reason: .coordinateNotFinite),
            PersonIssue(id: "lat", reason: .latitudeOutOfRange),
            PersonIssue(id: "lon", reason: .longitudeOutOfRange),
            PersonIssue(id: "half", reason: .latitudeWithoutLongitude),
            PersonIssue(id: "neg", reason: .negativeDistance),
            PersonIssue(id: "inf", reason: .distanceNotFinite),
            PersonIssue(id: "none", reason: .noCoordinatesOrDistance),
            PersonIssue(id: "geo", reason: .coordinatesWithoutViewer),
        ])
    }

    @Test func coordinatesWinOverDistanceWithAViewer() throws {
        let viewer = GeoCoordinate(latitude: 50, longitude: 14)
        let far = viewer.destination(meters: 20_000, bearing: 0)
        let people = [OrbitPerson(id: "a", latitude: far.latitude, longitude: far.longitude, distanceMeters: 5)]
        let result = try OrbitLayouter.place(request(people) { $0.viewer = viewer }).result
        #expect(result.nodes.first?.ring == RingPlan(viewport: viewport, avatarRadius: 12, spacing: 4).band(forDistance: 20_000))
        let withoutViewer = try OrbitLayouter.place(request(people)).result
        #expect(withoutViewer.nodes.first?.ring == 0)
    }

    @Test func bandsChooseRingsAndRingsReportTheirBands() throws {
        let people = [OrbitPerson(id: "near", distanceMeters: 50), OrbitPerson(id: "mid", distanceMeters: 600), OrbitPerson(id: "far", distanceMeters: 1e6)]
        let result = try OrbitLayouter.place(request(people)).result
        #expect(result.nodes.map(\.ring) == [0, 1, 4])
        #expect(result.rings.map(\.maxDistanceMeters) == RingPlan.defaultBandsMeters + [nil])
        #expect(result.rings.map(\.count) == [1, 1, 0, 0, 1])
        #expect(result.center == OrbitPoint(x: 400, y: 300))
    }

    @Test func fullRingsSpillTheFarthestOutwardAndCapReportsCapacity() throws {
        let people = (0..<400).map { OrbitPerson(id: "p\($0)", distanceMeters: Double($0)) }
        let result = try OrbitLayouter.place(request(people) { $0.bandsMeters = [1e9] }).result
        #expect(result.nodes.count == 400)
        #expect(result.rings.count > 1)
        let rings = result.nodes.map(\.ring)
        #expect(rings == rings.sorted(), "nearer people are never outside farther ones")
        #expect(result.rings.map(\.maxDistanceMeters).dropFirst().allSatisfy { $0 == nil })

        let capped = try OrbitLayouter.place(request(people) { $0.bandsMeters = [1e9]; $0.maxRings = 1 }).result
        #expect(capped.rings.count == 1)
        #expect(capped.nodes.count == result.rings[0].count)
        #expect(capped.unplaced.count == 400 - capped.nodes.count && capped.unplaced.allSatisfy { $0.reason == .capacity })
        #expect(capped.unplaced.first?.id == "p\(capped.nodes.count)", "the farthest are the ones left out")
    }

    @Test func bearingModePutsPeopleAtTheirCompassBearingWhenFree() throws {
        let viewer = GeoCoordinate(latitude: 59.9, longitude: 10.7)
        let people = [0.0, 90, 180, 270].enumerated().map { i, degrees in
            let there = viewer.destination(meters: 100, bearing: degrees * .pi / 180)
            return OrbitPerson(id: "p\(i)", latitude: there.latitude, longitude: there.longitude)
        }
        let result = try OrbitLayouter.place(request(people) { $0.viewer = viewer; $0.placement = .bearing }).result
        let center = result.center
        for node in result.nodes {
            let person = people.first { $0.id == node.id }!
            let bearing = viewer.initialBearing(to: GeoCoordinate(latitude: person.latitude!, longitude: person.longitude!))
            #expect(AngleMath.distance(node.angle, .pi - bearing) < 1e-12)
        }
        // North is up on screen, east is right.
        let north = result.nodes.first { $0.id == "p0" }!, east = result.nodes.first { $0.id == "p1" }!
        #expect(north.y < center.y && abs(north.x - center.x) < 1e-9)
        #expect(east.x > center.x && abs(east.y - center.y) < 1e-6)
    }

    @Test func previousSpotsAreKeptAndChangesReported() throws {
        let people = (0..<60).map { OrbitPerson(id: "p\($0)", distanceMeters: Double($0 * 37 % 2_000)) }
        let first = try OrbitLayouter.place(request(people))
        #expect(first.change.inserted.count == 60 && first.change.removed.isEmpty && first.change.moved.isEmpty)

        var next = people.filter { !["p3", "p10"].contains($0.id) }
        next.append(OrbitPerson(id: "new", distanceMeters: 5))
        let second = try OrbitLayouter.place(request(next), previous: first.result)
        #expect(second.change.inserted == ["new"])
        #expect(second.change.removed == ["p10", "p3"].sorted { a, b in
            first.result.nodes.firstIndex { $0.id == a }! < first.result.nodes.firstIndex { $0.id == b }!
        })
        #expect(second.change.moved.isEmpty)
        let before = Dictionary(uniqueKeysWithValues: first.result.nodes.map { ($0.id, $0) })
        for node in second.result.nodes where node.id != "new" { #expect(before[node.id] == node) }

        // A different scene geometry keeps nothing.
        var moved = request(next)
        moved.avatarRadius = 10
        let regrown = try OrbitLayouter.place(moved, previous: first.result).change
        #expect(regrown.inserted == ["new"] && regrown.moved.count == next.count - 1)
    }

    @Test func aNearerNewcomerInAFullRingTakesTheFarthestSpot() throws {
        let people = (0..<300).map { OrbitPerson(id: "p\($0)", distanceMeters: Double(10 + $0)) }
        let first = try OrbitLayouter.place(request(people) { $0.bandsMeters = [1e9] }).result
        let ringZero = first.nodes.filter { $0.ring == 0 }
        let farthest = ringZero.last!
        let second = try OrbitLayouter.place(request(people + [OrbitPerson(id: "new", distanceMeters: 0)]) { $0.bandsMeters = [1e9] }, previous: first)
        let newcomer = second.result.nodes.first { $0.id == "new" }!
        #expect(newcomer.ring == 0 && newcomer.angle == farthest.angle && newcomer.radius == farthest.radius)
        #expect(second.result.nodes.first { $0.id == farthest.id }!.ring == 1)
        for node in ringZero.dropLast() { #expect(second.result.nodes.first { $0.id == node.id } == node) }
    }

    @Test func extremeButValidScenesStillPlaceEveryone() throws {
        let people = (0..<50).map { OrbitPerson(id: "p\($0)", distanceMeters: Double($0)) }
        for (radius, spacing, side) in [(1e-300, 0.0, 100.0), (1e9, 1e9, 1.0), (0.01, 0, 1e9)] {
            let scene = LayoutRequest(viewport: OrbitSize(width: side, height: side), avatarRadius: radius, spacing: spacing, people: people)
            let first = try OrbitLayouter.place(scene)
            #expect(first.result.nodes.count == 50, "radius \(radius)")
            #expect(try OrbitLayouter.place(scene, previous: first.result).change.moved.isEmpty, "radius \(radius)")
        }
    }

    @Test func malformedPreviousResultsAreNeverTrusted() throws {
        let people = (0..<30).map { OrbitPerson(id: "p\($0)", distanceMeters: Double($0)) }
        let scene = request(people)
        let good = try OrbitLayouter.place(scene).result
        var bad = good
        bad.nodes[0].angle = .nan
        bad.nodes[1].ring = -3
        bad.nodes[2].ring = .max
        bad.nodes[3].radius = 1e300
        bad.nodes[5] = PlacedNode(id: "p5", ring: bad.nodes[4].ring, x: bad.nodes[4].x, y: bad.nodes[4].y, angle: bad.nodes[4].angle, radius: bad.nodes[4].radius)  // two people on one spot
        bad.nodes.append(bad.nodes[6])  // a duplicate entry
        let outcome = try OrbitLayouter.place(scene, previous: bad)
        #expect(outcome.result.nodes.count == 30)
        for (i, node) in outcome.result.nodes.enumerated() {
            for other in outcome.result.nodes[..<i] {
                #expect(hypot(node.x - other.x, node.y - other.y) >= 28 - 1e-9)
            }
        }
        // Everyone whose previous entry was sound keeps it; of two on one spot the nearer keeps it.
        #expect(outcome.result.nodes.first { $0.id == "p4" } == good.nodes[4])
        for node in good.nodes[6...] { #expect(outcome.result.nodes.first { $0.id == node.id } == node) }
    }
}
