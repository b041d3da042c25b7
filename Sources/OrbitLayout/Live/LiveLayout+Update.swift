extension LiveLayout {
    /// Applies `updates` in order as one step and reports what changed from before the batch to after it.
    /// An update that cannot apply (an invalid person, the removal of an unknown id) is refused with a reason
    /// and changes nothing; the others still apply.
    /// - Complexity: per update O(rings + log n) plus the placement of the people who move (`RingOccupancy`),
    ///   independent of how many people there are; reporting is O(people touched).
    public mutating func apply(_ updates: [LiveUpdate]) -> LiveChange {
        var log = BatchLog()
        for (index, update) in updates.enumerated() {
            if let reason = apply(update, log: &log) {
                log.change.refused.append(LiveRefusal(index: index, id: update.id, reason: reason))
            }
        }
        return log.finish(with: self)
    }

    /// Applies one update; returns why it was refused, or `nil`.
    private mutating func apply(_ update: LiveUpdate, log: inout BatchLog) -> LiveRefusal.Reason? {
        switch update {
        case .upsert(let person):
            guard !person.id.isEmpty else { return .invalidPerson(.emptyID) }
            let located: Candidate
            switch scene.locate(person) {
            case .success(let candidate): located = candidate
            case .failure(let problem): return .invalidPerson(problem.reason)
            }
            log.touch(person.id, in: self, own: true)
            if let slot = slot(of: person.id) {
                let old = key(of: slot)
                people[slot] = person
                relocate(slot, from: old, to: located.distanceMeters, bearing: located.bearing, log: &log)
            } else {
                if !rejected.isEmpty { rejected.removeAll { $0.id == person.id } }
                let slot = newSlot(for: person, distance: located.distanceMeters, bearing: located.bearing)
                place(key(of: slot), log: &log)
            }
        case .remove(let id):
            guard let slot = slot(of: id) else {
                let before = rejected.count
                rejected.removeAll { $0.id == id }
                return rejected.count < before ? nil : .unknownID
            }
            log.touch(id, in: self, own: true)
            let key = key(of: slot)
            if let spot = spot(of: slot) {
                ringStates[spot.ring].members.remove(key)
                ringStates[spot.ring].free(spot.polar)
            } else {
                unplaced.remove(key)
            }
            slots.remove(slot, for: id)
            spotRings[slot] = Self.freeRing
            freeSlots.append(Int32(slot))
        }
        refill(log: &log)
        return nil
    }

    /// A slot for a newcomer (a free one, or a new one), holding `person` with no spot.
    private mutating func newSlot(for person: OrbitPerson, distance: Double, bearing: Double?) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            people[slot] = person
            distances[slot] = distance
            bearings[slot] = bearing ?? .nan
            spotRings[slot] = Self.unplacedRing
        } else {
            slot = people.count
            people.append(person)
            distances.append(distance)
            bearings.append(bearing ?? .nan)
            spotRings.append(Self.unplacedRing)
            spots.append(PolarSpot(radius: 0, angle: 0))
        }
        slots.insert(slot, for: person.id)
        return slot
    }

    /// Moves the member in `slot` (ordered by `old` until now) to `distance` with `bearing`: they keep their spot
    /// when their ring still fits the order and their band (and, in bearing mode, their bearing is unchanged),
    /// else they free it and are placed again.
    private mutating func relocate(_ slot: Int, from old: OrderKey, to distance: Double, bearing: Double?, log: inout BatchLog) {
        let oldBearing = self.bearing(of: slot)
        distances[slot] = distance
        bearings[slot] = bearing ?? .nan
        let key = key(of: slot)
        guard let spot = spot(of: slot) else {
            unplaced.remove(old)
            place(key, log: &log)
            return
        }
        ringStates[spot.ring].members.remove(old)
        let lowest = max(plan.band(forDistance: key.distance), predecessorRing(of: key))
        let fits = lowest <= spot.ring && spot.ring <= successorRing(of: key) && !isBeyondUnplaced(key)
        if fits && (scene.placement == .random || bearing == oldBearing) {
            ringStates[spot.ring].members.insert(key)
            return
        }
        ringStates[spot.ring].free(spot.polar)
        spotRings[slot] = Self.unplacedRing
        place(key, log: &log)
    }

    /// Places the member with `key` (not on any ring) like `place` would: on the ring of their band, never inside
    /// the ring of someone nearer; in a full ring they take the spot of the farthest person there if that person
    /// is farther (who then goes outward in turn), else they go outward themselves.
    private mutating func place(_ key: OrderKey, log: inout BatchLog) {
        var key = key
        var target = max(plan.band(forDistance: key.distance), predecessorRing(of: key))
        var stream = StableHash.generator(prefix: streamPrefix, id: key.id)
        var wanted = scene.placement.preferredAngle(bearing: bearing(of: Int(key.slot)), stream: &stream)
        while true {
            if target >= scene.maxRings ?? .max || isBeyondUnplaced(key) {
                unplaced.insert(key)
                return
            }
            ensureRing(target)
            if let found = ringStates[target].spot(near: wanted, using: &stream) {
                seat(key, on: target, at: found)
                return
            }
            if let farthest = ringStates[target].members.last, key < farthest {
                // The ring is full and someone farther holds a spot here: they hand it over and go outward.
                log.touch(farthest.id, in: self, own: false)
                let handed = Int(farthest.slot)
                ringStates[target].members.remove(farthest)
                ringStates[target].members.insert(key)
                spotRings[Int(key.slot)] = spotRings[handed]
                spots[Int(key.slot)] = spots[handed]
                spotRings[handed] = Self.unplacedRing
                key = farthest
                stream = StableHash.generator(prefix: streamPrefix, id: key.id)
                wanted = scene.placement.preferredAngle(bearing: bearing(of: handed), stream: &stream)
            }
            target += 1
        }
    }

    /// Brings the nearest unplaced people back while the last allowed ring has room for them.
    private mutating func refill(log: inout BatchLog) {
        guard let maxRings = scene.maxRings else { return }
        let last = maxRings - 1
        while let next = unplaced.first, plan.band(forDistance: next.distance) <= last {
            ensureRing(last)
            guard !ringStates[last].isFull, predecessorRing(of: next) <= last else { return }
            var stream = StableHash.generator(prefix: streamPrefix, id: next.id)
            let wanted = scene.placement.preferredAngle(bearing: bearing(of: Int(next.slot)), stream: &stream)
            guard let found = ringStates[last].spot(near: wanted, using: &stream) else { return }
            log.touch(next.id, in: self, own: false)
            unplaced.remove(next)
            seat(next, on: last, at: found)
        }
    }

    /// Gives the member with `key` the free spot `spot` on `ring`.
    private mutating func seat(_ key: OrderKey, on ring: Int, at spot: PolarSpot) {
        ringStates[ring].take(spot)
        ringStates[ring].members.insert(key)
        spotRings[Int(key.slot)] = Int32(ring)
        spots[Int(key.slot)] = spot
    }

    /// Whether someone nearer than `key` is unplaced (so `key` must be unplaced too).
    private func isBeyondUnplaced(_ key: OrderKey) -> Bool {
        unplaced.first.map { $0 < key } ?? false
    }

    /// The ring of the nearest-ranked person placed before `key` in (distance, id) order (0 if none).
    /// - Complexity: O(rings).
    func predecessorRing(of key: OrderKey) -> Int {
        for ring in ringStates.indices.reversed() {
            if let first = ringStates[ring].members.first, first < key { return ring }
        }
        return 0
    }

    /// The ring of the first person placed after `key` in (distance, id) order (`Int.max` if none).
    /// - Complexity: O(rings).
    func successorRing(of key: OrderKey) -> Int {
        for ring in ringStates.indices {
            if let last = ringStates[ring].members.last, key < last { return ring }
        }
        return .max
    }
}

/// What a batch has touched so far, to report the change at its end.
struct BatchLog {
    /// Ids in the order first touched, with their node and person before the batch.
    private var order: [String] = []
    private var before: [String: (node: PlacedNode?, person: OrbitPerson?)] = [:]
    /// Ids with an update of their own in the batch.
    private var own: Set<String> = []
    var change = LiveChange()

    /// Records `id`'s state before the batch, the first time the batch touches it.
    mutating func touch(_ id: String, in layout: LiveLayout, own isOwn: Bool) {
        if isOwn { own.insert(id) }
        guard before[id] == nil else { return }
        before[id] = (layout.node(id), layout.person(id))
        order.append(id)
    }

    /// The change from the recorded states to `layout`.
    consuming func finish(with layout: LiveLayout) -> LiveChange {
        for id in order {
            let (old, oldPerson) = before[id]!
            if let oldPerson { change.peopleBefore[id] = oldPerson }
            let new = layout.node(id)
            switch (old, new) {
            case (nil, let new?):
                change.entered.append(new)
            case (let old?, nil):
                change.left.append(old)
                if !own.contains(id) { change.displaced.append(id) }
            case (let old?, let new?):
                if old.ring != new.ring || old.angle != new.angle || old.radius != new.radius {
                    change.moved.append(LiveMove(from: old, to: new))
                    if !own.contains(id) { change.displaced.append(id) }
                }
                if let oldPerson, let person = layout.person(id), person.looksDifferent(from: oldPerson) { change.changed.append(id) }
            case (nil, nil):
                break
            }
        }
        return change
    }
}
