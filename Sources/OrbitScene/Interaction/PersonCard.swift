import Foundation
import OrbitLayout

/// What the card of a selected person says: name, distance, relation, and whether they are active.
public struct PersonCard: Hashable, Sendable {
    /// The name, or the id when the person has none.
    public var title: String
    /// E.g. "350 m" or "1.2 km"; "distance unknown" without coordinates or a distance.
    public var distance: String
    /// E.g. "friend"; "no relation" for `.none`.
    public var relation: String
    /// "active" or "inactive".
    public var activity: String

    /// The card of `person` as seen from `viewer`: coordinates (with a viewer) give the distance, else
    /// `distanceMeters`, as the layout decides it.
    public init(person: Person, viewer: GeoCoordinate?) {
        title = person.name.flatMap { $0.isEmpty ? nil : $0 } ?? person.id
        let meters: Double? =
            if let viewer, let latitude = person.latitude, let longitude = person.longitude {
                viewer.distance(to: GeoCoordinate(latitude: latitude, longitude: longitude))
            } else {
                person.distanceMeters
            }
        distance = meters.map(Self.format(meters:)) ?? "distance unknown"
        relation = person.relation == .none ? "no relation" : person.relation.rawValue
        activity = person.isActive ? "active" : "inactive"
    }

    /// The card's lines, top to bottom.
    public var lines: [String] { [title, "\(distance) away", "\(relation) · \(activity)"] }

    /// A distance as people say it: whole metres below 1 km ("350 m"), kilometres with one decimal
    /// below 100 km ("1.2 km"), whole kilometres beyond ("350 km"). Non-finite or negative: "distance unknown".
    public static func format(meters: Double) -> String {
        guard meters.isFinite, meters >= 0 else { return "distance unknown" }
        let wholeMeters = meters.rounded()
        if wholeMeters < 1000 { return "\(Int(wholeMeters)) m" }
        let kilometers = meters / 1000
        if (kilometers * 10).rounded() < 1000 { return String(format: "%.1f km", kilometers) }
        return "\(Int(kilometers.rounded())) km"
    }
}
