/// A person who passed validation, with what placement needs.
struct Candidate: Sendable {
    var id: String
    var distanceMeters: Double
    /// Compass bearing from the viewer (radians clockwise from north), when known.
    var bearing: Double?
    /// Where the person is in `LayoutRequest.people` (0 for a person located on their own).
    var index = 0
}

extension LayoutRequest {
    /// Largest avatar radius, spacing or viewport side accepted, in points: 1e9 (far beyond any
    /// screen, and small enough that ring radii stay finite however many rings spill).
    package static let maximumLength = 1e9
    /// Smallest viewport side accepted, in points: 1e-6. Rings are sized by the shorter side and centred by the
    /// longer one, so a thinner viewport (1e9 × 1e-300) puts the centre more scales away than a `Double` holds.
    package static let minimumViewportSide = 1e-6

    /// Throws the first problem that makes the whole scene unusable.
    package func validateScene() throws(LayoutError) {
        let limit = LayoutRequest.maximumLength
        guard avatarRadius > 0, avatarRadius <= limit else { throw .invalidAvatarRadius(avatarRadius) }
        guard spacing >= 0, spacing <= limit else { throw .invalidSpacing(spacing) }
        let sides = LayoutRequest.minimumViewportSide...limit
        guard sides.contains(viewport.width), sides.contains(viewport.height) else {
            throw .emptyViewport(viewport)
        }
        if let viewer, !viewer.isValid { throw .invalidViewer(viewer) }
        if let maxRings, maxRings < 1 { throw .invalidMaxRings(maxRings) }
        if let bands = bandsMeters {
            if bands.isEmpty { throw .invalidBands(.empty) }
            for (i, band) in bands.enumerated() {
                guard band.isFinite, band > 0 else { throw .invalidBands(.notPositive(index: i, value: band)) }
                if i > 0, band <= bands[i - 1] {
                    throw .invalidBands(.notAscending(index: i, value: band, previous: bands[i - 1]))
                }
            }
        }
    }

    /// Splits the people into those the layout can place and those it rejects, in input order.
    ///
    /// Reasons: `empty id`, `duplicate id` (every occurrence after the first), `coordinate is not a
    /// finite number`, `latitude out of range`, `longitude out of range`, `latitude without longitude`,
    /// `longitude without latitude`, `distance is not a finite number`, `negative distance`,
    /// `coordinates without a viewer` (and no distance to fall back on), `no coordinates or distance`.
    /// Coordinates win over `distanceMeters` when both are usable.
    func screenPeople() -> (accepted: [Candidate], rejected: [PersonIssue]) {
        var accepted: [Candidate] = []
        var rejected: [PersonIssue] = []
        accepted.reserveCapacity(people.count)
        var seen = DistinctIDs(capacity: people.count)
        for index in people.indices {
            let id = people[index].id
            if id.isEmpty {
                rejected.append(PersonIssue(id: id, reason: .emptyID))
            } else if !seen.insert(id) {
                rejected.append(PersonIssue(id: id, reason: .duplicateID))
            } else {
                switch locate(people[index]) {
                case .success(var candidate):
                    candidate.index = index
                    accepted.append(candidate)
                case .failure(let problem): rejected.append(PersonIssue(id: id, reason: problem.reason))
                }
            }
        }
        return (accepted, rejected)
    }

    struct PersonProblem: Error {
        var reason: PersonIssue.Reason
    }

    /// Where `person` (whose id the caller has checked) is as the layout sees it, or why they cannot be placed
    /// (the reasons of `screenPeople` other than the id ones).
    func locate(_ person: OrbitPerson) -> Result<Candidate, PersonProblem> {
        locate(latitude: person.latitude, longitude: person.longitude, distance: person.distanceMeters).map {
            Candidate(id: person.id, distanceMeters: $0.distance, bearing: $0.bearing)
        }
    }

    /// Distance (and bearing, from coordinates) of a person, or why there is none.
    private func locate(latitude: Double?, longitude: Double?, distance: Double?) -> Result<(distance: Double, bearing: Double?), PersonProblem> {
        func fail(_ reason: PersonIssue.Reason) -> Result<(distance: Double, bearing: Double?), PersonProblem> {
            .failure(PersonProblem(reason: reason))
        }
        switch (latitude, longitude) {
        case (let lat?, let lon?):
            if !lat.isFinite || !lon.isFinite { return fail(.coordinateNotFinite) }
            if !(-90...90).contains(lat) { return fail(.latitudeOutOfRange) }
            if !(-180...180).contains(lon) { return fail(.longitudeOutOfRange) }
        case (.some, nil): return fail(.latitudeWithoutLongitude)
        case (nil, .some): return fail(.longitudeWithoutLatitude)
        case (nil, nil): break
        }
        if let distance {
            if !distance.isFinite { return fail(.distanceNotFinite) }
            if distance < 0 { return fail(.negativeDistance) }
        }
        if let latitude, let longitude {
            if let viewer {
                let there = GeoCoordinate(latitude: latitude, longitude: longitude)
                let meters = viewer.distance(to: there)
                return .success((meters, meters > 0 ? viewer.initialBearing(to: there) : nil))
            }
            if distance == nil { return fail(.coordinatesWithoutViewer) }
        }
        guard let distance else { return fail(.noCoordinatesOrDistance) }
        // −0 becomes +0, so that distances sort by their bit patterns (see `DistanceOrder`).
        return .success((distance == 0 ? 0 : distance, nil))
    }
}
