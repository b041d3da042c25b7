import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The live section: one update through a `LiveLayout` against a full `place(previous:)` per update, and the
/// frame cost of a `RingScene` with transitions in flight.
let liveSection = BenchSection(
    name: "live",
    summary: "LiveLayout updates vs a full place(previous:) per update; frame cost with transitions in flight"
) { options in
    let sizes = options.quick ? [1_000, 100_000] : [1_000, 100_000, 1_000_000]
    let updates = sizes.map { LiveUpdateFigures.measure(people: $0, updates: options.quick ? 5_000 : 20_000, fullRuns: $0 >= 1_000_000 ? 1 : 3) }
    let frames = LiveFrameFigures.measure(people: 100_000, inFlight: 1_000, frames: options.quick ? 60 : 240)
    let updateTable = markdownTable(
        ["people", "update median µs", "update p99 µs", "updates/s", "full place(previous:) ms", "place/s", "speed-up"],
        updates.map { row in
            [String(row.people), fixed(row.medianMicros, 2), fixed(row.p99Micros, 2), fixed(row.updatesPerSecond, 0),
             fixed(row.fullPlaceMillis, 1), fixed(1_000 / row.fullPlaceMillis, 1), fixed(row.updatesPerSecond * row.fullPlaceMillis / 1_000, 0) + "×"]
        })
    let frameTable = markdownTable(
        ["scene frame, 100k people, 1280×800", "median µs", "p99 µs", "drawn"],
        [["at rest", fixed(frames.restMedianMicros, 1), fixed(frames.restP99Micros, 1), String(frames.restDrawn)],
         ["\(frames.inFlight) transitions in flight", fixed(frames.flightMedianMicros, 1), fixed(frames.flightP99Micros, 1), String(frames.flightDrawn)]])
    let note = """
        Updates: the layout scene of the layout section (viewport 1280×800, avatar radius 12, spacing 4, \
        log-uniform distances 10 m – 50 km); a stream of single updates: 60% walk (±2 m), 15% active/idle, \
        12.5% arrivals, 12.5% departures, each applied as its own batch. The full re-layout is \
        `OrbitLayouter.place(request, previous:)` on the same people, what an update cost before the live layout. \
        Frames: `RingScene.update` at zoom 1 after `advance(to:)`, with the given number of people moving in one \
        transaction (0.25 s) and sampled across it.
        """
    return SectionReport(markdown: updateTable + "\n\n" + frameTable + "\n\n" + note, json: LiveBenchReport(updates: updates, frames: frames))
}

struct LiveBenchReport: Encodable {
    var updates: [LiveUpdateFigures]
    var frames: LiveFrameFigures
}

/// Seeded people and update streams for the live section.
enum LiveCrowd {
    static func request(people count: Int, seed: UInt64 = 7) -> LayoutRequest {
        var generator = SeededGenerator(seed: seed)
        let people = (0..<count).map { i in OrbitPerson(id: "p\(i)", distanceMeters: 10 * pow(5_000, generator.nextUnit())) }
        return LayoutRequest(viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 12, spacing: 4, seed: seed, people: people)
    }

    /// `count` single updates: walks, activity changes, arrivals and departures over the people of `request`.
    static func updates(_ count: Int, request: LayoutRequest, seed: UInt64 = 11) -> [LiveUpdate] {
        var generator = SeededGenerator(seed: seed)
        var present = request.people
        var next = 0
        return (0..<count).map { _ in
            let roll = generator.nextUnit()
            let index = Int(generator.nextUnit() * Double(present.count))
            if roll < 0.6 {
                present[index].distanceMeters = max(0, present[index].distanceMeters! + 4 * (generator.nextUnit() - 0.5))
                return .upsert(present[index])
            } else if roll < 0.75 {
                present[index].isActive.toggle()
                return .upsert(present[index])
            } else if roll < 0.875 {
                next += 1
                let person = OrbitPerson(id: "new\(next)", distanceMeters: 10 * pow(5_000, generator.nextUnit()))
                present.append(person)
                return .upsert(person)
            } else {
                present.swapAt(index, present.count - 1)
                return .remove(id: present.removeLast().id)
            }
        }
    }
}

struct LiveUpdateFigures: Encodable {
    var people: Int
    var updates: Int
    var medianMicros: Double
    var p99Micros: Double
    var updatesPerSecond: Double
    var fullPlaceMillis: Double

    static func measure(people: Int, updates count: Int, fullRuns: Int) -> LiveUpdateFigures {
        let request = LiveCrowd.request(people: people)
        let stream = LiveCrowd.updates(count, request: request)
        var layout = try! LiveLayout(request)
        var times: [Double] = []
        times.reserveCapacity(count)
        for update in stream {
            let start = DispatchTime.now().uptimeNanoseconds
            let change = layout.apply([update])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
            blackHole(change.moved.count)
        }
        times.sort()
        let previous = try! OrbitLayouter.place(request).result
        let full = medianSeconds(repeats: fullRuns) { try! OrbitLayouter.place(request, previous: previous).result.nodes.count }
        let medianMicros = times[times.count / 2]
        return LiveUpdateFigures(
            people: people, updates: count, medianMicros: medianMicros, p99Micros: times[times.count * 99 / 100],
            updatesPerSecond: checkedRate(count, per: times.reduce(0, +) / 1e6, what: "live updates"), fullPlaceMillis: 1_000 * full)
    }
}

struct LiveFrameFigures: Encodable {
    var inFlight: Int
    var restMedianMicros: Double
    var restP99Micros: Double
    var restDrawn: Int
    var flightMedianMicros: Double
    var flightP99Micros: Double
    var flightDrawn: Int

    static func measure(people: Int, inFlight: Int, frames: Int) -> LiveFrameFigures {
        let request = LiveCrowd.request(people: people)
        var layout = try! LiveLayout(request)
        var scene = try! RingScene(layout: layout.result(), people: request.people)
        let viewport = OrbitRect(x: 0, y: 0, width: 1280, height: 800)
        func frame(at time: Double) -> (micros: Double, drawn: Int) {
            let start = DispatchTime.now().uptimeNanoseconds
            scene.advance(to: time)
            let output = try! scene.update(offsets: [], viewport: viewport, camera: .identity)
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000, output.drawnCount)
        }
        for step in 0..<10 { _ = frame(at: Double(step) / 60) }
        let rest = (0..<frames).map { frame(at: 1 + Double($0) / 1_000_000) }
        // The nearest people (the visible rings) go idle or come back and step a metre, all in one transaction.
        let movers = request.people.sorted { $0.distanceMeters! < $1.distanceMeters! }.prefix(inFlight).map { person in
            var moved = person
            moved.isActive.toggle()
            moved.distanceMeters! += 1
            return LiveUpdate.upsert(moved)
        }
        let change = layout.apply(movers)
        scene.apply(change, layout: layout, transaction: AnimationTransaction(), at: 2)
        let flying = scene.transitionsInFlight
        let flight = (0..<frames).map { frame(at: 2 + 0.2 * Double($0) / Double(frames)) }
        let restTimes = rest.map(\.micros).sorted(), flightTimes = flight.map(\.micros).sorted()
        return LiveFrameFigures(
            inFlight: flying, restMedianMicros: restTimes[frames / 2], restP99Micros: restTimes[frames * 99 / 100],
            restDrawn: rest.last!.drawn, flightMedianMicros: flightTimes[frames / 2], flightP99Micros: flightTimes[frames * 99 / 100],
            flightDrawn: flight.last!.drawn)
    }
}
