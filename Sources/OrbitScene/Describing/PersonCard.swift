import OrbitLayout

/// What the card of a selected person says, and how a screen reader says it: name, distance, direction,
/// relation, and whether they are active.
public struct PersonCard: Hashable, Sendable {
    /// The name, or the id when the person has none, as shown (`ShownName`: a long one cut, ending in "…").
    public var title: String
    /// E.g. "350 m" or "1.2 km"; "distance unknown" without coordinates or a distance.
    public var distance: String
    /// E.g. "120 metres"; "distance unknown" as for `distance`.
    public var spokenDistance: String
    /// Which way the person is, in `bearing` placement with coordinates and a viewer (where the screen's
    /// up is north); `nil` otherwise.
    package var direction: CompassPoint?
    /// E.g. "friend"; "no relation" for `.unrelated`.
    public var relation: String
    /// "active" or "idle".
    public var activity: String

    /// The words the card is written in.
    public var strings: OrbitStrings

    /// The card of `person` as seen from `viewer`, in `strings`' words (default English): coordinates (with a
    /// viewer) give the distance, else `distanceMeters`, as the layout decides it (`OrbitPerson.distance(from:)`).
    /// The direction is given only for `placement == .bearing`.
    public init(person: OrbitPerson, viewer: GeoCoordinate?, placement: PlacementMode = .random, strings: OrbitStrings = .english) {
        self.strings = strings
        title = ShownName.clipped(person.name.flatMap { $0.isEmpty ? nil : $0 } ?? person.id)
        let meters = person.distance(from: viewer)
        distance = meters.map { DistanceText.short(meters: $0, in: strings) } ?? strings[.distanceUnknown]
        spokenDistance = meters.map { DistanceText.spoken(meters: $0, in: strings) } ?? strings[.distanceUnknown]
        direction = placement == .bearing ? person.bearing(from: viewer).flatMap(CompassPoint.init(bearing:)) : nil
        relation = strings.name(of: person.relation)
        activity = strings[person.isActive ? .active : .idle]
    }

    /// The card's lines, top to bottom: name, "350 m away" (with " · NE" when there is a direction),
    /// "friend · active".
    public var lines: [String] {
        [title, direction.map { strings.text(.awayToward, distance, $0.name(in: strings)) } ?? strings.text(.away, distance),
         strings.text(.relationAndActivity, relation, activity)]
    }

    /// One phrase for a screen reader: "Ana Novak, 120 metres, friend, active" (the direction, when there
    /// is one, after the distance: "…, 120 metres NE, …").
    public var spokenLabel: String {
        [title, spokenDistance + (direction.map { " \($0.name(in: strings))" } ?? ""), relation, activity].joined(separator: strings[.listSeparator])
    }
}
