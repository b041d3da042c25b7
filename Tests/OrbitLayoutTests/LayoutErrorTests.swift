import OrbitGeometry
import Testing
@testable import OrbitLayout

/// A caller switches on why a scene, a layout or a live update was refused, with the field, index and value.
@Suite struct LayoutErrorTests {
    static func request(bands: [Double]) -> LayoutRequest {
        LayoutRequest(viewport: OrbitSize(width: 100, height: 100), avatarRadius: 5, bandsMeters: bands, people: [])
    }

    @Test func badBandsSayWhichBandAndWhy() {
        #expect(throws: LayoutError.invalidBands(.empty)) { try OrbitLayouter.place(Self.request(bands: [])) }
        #expect(throws: LayoutError.invalidBands(.notPositive(index: 1, value: -5))) { try OrbitLayouter.place(Self.request(bands: [10, -5])) }
        #expect(throws: LayoutError.invalidBands(.notAscending(index: 2, value: 20, previous: 30))) {
            try OrbitLayouter.place(Self.request(bands: [10, 30, 20]))
        }
        #expect(LayoutError.invalidBands(.notAscending(index: 2, value: 20, previous: 30)).description
            == "rings.bandsMeters: [2] must be greater than [1] (strictly ascending), got 20.0 after 30.0")
    }

    @Test func liveRefusalsCarryTheIndexIdAndReason() throws {
        var live = try LiveLayout(LayoutRequest(viewport: OrbitSize(width: 300, height: 300), avatarRadius: 5, people: [OrbitPerson(id: "a", distanceMeters: 1)]))
        let change = live.apply([
            .upsert(OrbitPerson(id: "b", distanceMeters: 2)), .upsert(OrbitPerson(id: "c", distanceMeters: -1)), .remove(id: "nobody"),
            .upsert(OrbitPerson(id: "", distanceMeters: 1)),
        ])
        #expect(change.refused == [
            LiveRefusal(index: 1, id: "c", reason: .invalidPerson(.negativeDistance)),
            LiveRefusal(index: 2, id: "nobody", reason: .unknownID),
            LiveRefusal(index: 3, id: "", reason: .invalidPerson(.emptyID)),
        ])
        for refusal in change.refused {
            switch refusal.reason {
            case .unknownID: #expect(refusal.description == "remove of unknown id 'nobody'")
            case .invalidPerson(let issue): #expect(refusal.description == "invalid person '\(refusal.id)': \(issue)")
            }
        }
    }

    /// Every way a random update can be refused names its id and the reason in words.
    @Test func everyRefusalSaysWhoAndWhy() throws {
        for seed in UInt64(0)..<100 {
            var random = SeededGenerator(seed: seed)
            var live = try LiveLayout(LayoutRequest(viewport: OrbitSize(width: 300, height: 300), avatarRadius: 5, people: []))
            let distances: [Double?] = [nil, -1, .nan, .infinity, 3]
            let updates: [LiveUpdate] = (0..<20).map { index in
                Bool.random(using: &random)
                    ? .upsert(OrbitPerson(id: "p\(index % 7)", distanceMeters: distances.randomElement(using: &random)!))
                    : .remove(id: "p\(Int.random(in: 0..<9, using: &random))")
            }
            for refusal in live.apply(updates).refused {
                #expect(updates[refusal.index].id == refusal.id, "seed \(seed)")
                #expect(refusal.description.contains("'\(refusal.id)'"), "seed \(seed): \(refusal)")
                if case .unknownID = refusal.reason {
                    guard case .remove = updates[refusal.index] else { Issue.record("seed \(seed): \(refusal)"); continue }
                }
            }
        }
    }
}
