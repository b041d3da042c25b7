import OrbitGeometry
import OrbitLayout

/// A living crowd (`orbit-demo --live`): at `rate` updates per second, people walk (each report moves them up to
/// `walkStep` metres nearer or farther, 5 s at walking pace), go idle or come back, and arrive or leave
/// (together `churn` of the updates). Seeded, so a run is the same every time on the same frame clock.
package struct CrowdSimulation: Sendable {
    /// Metres one walk report moves someone at most: 5 s at 1.4 m/s.
    package static let walkStep = 7.0
    /// Share of updates that toggle idle/active.
    static let idleShare = 0.15

    let rate: Double
    let churn: Double
    private var generator: SeededGenerator
    /// Ids present, for picking someone at random in O(1), and where each one is in `present`.
    private var present: [String]
    private var position: [String: Int]
    /// Updates owed to the clock but not yet made (a fraction carried from frame to frame).
    private var owed = 0.0
    private var lastTime: Double?

    init(rate: Double, churn: Double, seed: UInt64, ids: [String]) {
        self.rate = rate
        self.churn = churn
        generator = SeededGenerator(seed: seed)
        present = ids
        position = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The updates due between the last call and `time`; `person` says what is known of someone present.
    mutating func updates(until time: Double, person: (String) -> OrbitPerson?, arrivals: inout CrowdGenerator) -> [LiveUpdate] {
        defer { lastTime = time }
        guard let last = lastTime, time > last else { return [] }
        owed += (time - last) * rate
        var updates: [LiveUpdate] = []
        while owed >= 1 {
            owed -= 1
            let roll = generator.nextUnit()
            if roll < churn / 2 || present.isEmpty {
                let newcomer = arrivals.next()
                guard position[newcomer.id] == nil else { continue }
                position[newcomer.id] = present.count
                present.append(newcomer.id)
                updates.append(.upsert(newcomer))
                continue
            }
            let id = present[Int(generator.nextUnit() * Double(present.count))]
            if roll < churn {
                drop(id)
                updates.append(.remove(id: id))
            } else if var someone = person(id) {
                if roll < churn + Self.idleShare {
                    someone.isActive.toggle()
                } else {
                    walk(&someone)
                }
                updates.append(.upsert(someone))
            }
        }
        return updates
    }

    /// Moves `person` up to `walkStep` metres: along the distance, or north/south when they have coordinates.
    private mutating func walk(_ person: inout OrbitPerson) {
        let step = Self.walkStep * (2 * generator.nextUnit() - 1)
        if let latitude = person.latitude {
            person.latitude = min(90, max(-90, latitude + step / 111_320))
        } else if let distance = person.distanceMeters {
            person.distanceMeters = max(0, distance + step)
        }
    }

    private mutating func drop(_ id: String) {
        guard let index = position.removeValue(forKey: id) else { return }
        let last = present.removeLast()
        if index < present.count {
            present[index] = last
            position[last] = index
        }
    }
}
