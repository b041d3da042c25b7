extension OrbitPerson {
    /// How far this person is from `viewer`, in metres, as the layout decides it: usable coordinates with a
    /// viewer win, else `distanceMeters`; `nil` when neither gives a finite distance ≥ 0.
    package func distance(from viewer: GeoCoordinate?) -> Double? {
        if let there = coordinate, let viewer, viewer.isValid { return viewer.distance(to: there) }
        guard let distanceMeters, distanceMeters.isFinite, distanceMeters >= 0 else { return nil }
        return distanceMeters
    }

    /// The compass bearing from `viewer` to this person, radians clockwise from north in [0, 2π); `nil`
    /// without usable coordinates and a viewer.
    package func bearing(from viewer: GeoCoordinate?) -> Double? {
        guard let there = coordinate, let viewer, viewer.isValid else { return nil }
        return viewer.initialBearing(to: there)
    }

    /// The person's coordinates when both are given and valid.
    var coordinate: GeoCoordinate? {
        guard let latitude, let longitude else { return nil }
        let point = GeoCoordinate(latitude: latitude, longitude: longitude)
        return point.isValid ? point : nil
    }
}
