/// A person the layout could not place or would not accept, and why.
public struct PersonIssue: Hashable, Sendable, Codable {
    /// The person's id, as given.
    public var id: String
    /// Why the person is not placed.
    package var reason: Reason

    /// The issue of `id` for `reason`.
    package init(id: String, reason: Reason) {
        self.id = id
        self.reason = reason
    }

    /// Why the person is not placed, in words (the text JSON carries): `capacity` when no ring under
    /// `maxRings` had room, or what makes the person unusable, such as `duplicate id`,
    /// `latitude out of range` or `no coordinates or distance`.
    public var explanation: String { reason.description }

    /// Why a person is `unplaced` or `rejected`. JSON carries the reason as its text (`description`, such
    /// as `"duplicate id"`); decoding accepts exactly those texts.
    package enum Reason: Hashable, Sendable, Codable, LosslessStringConvertible {
        /// Unplaced: valid, but no ring under `maxRings` had room.
        case capacity
        /// Rejected: the id is empty.
        case emptyID
        /// Every occurrence of an id after the first (ids equal as Swift strings, i.e. canonically equivalent).
        case duplicateID
        /// Rejected: a latitude or longitude is not a finite number.
        case coordinateNotFinite
        /// Rejected: the latitude is outside ±90°.
        case latitudeOutOfRange
        /// Rejected: the longitude is outside ±180°.
        case longitudeOutOfRange
        /// Rejected: a latitude without a longitude.
        case latitudeWithoutLongitude
        /// Rejected: a longitude without a latitude.
        case longitudeWithoutLatitude
        /// Rejected: the distance is not a finite number.
        case distanceNotFinite
        /// Rejected: the distance is negative.
        case negativeDistance
        /// Coordinates, but no viewer to measure from and no distance to fall back on.
        case coordinatesWithoutViewer
        /// Rejected: neither coordinates nor a distance.
        case noCoordinatesOrDistance
        /// A `relation` outside `Relation.allCases` (the name as given).
        case unknownRelation(String)

        /// Every reason but `unknownRelation`, with its text.
        private static let texts: [(Reason, String)] = [
            (.capacity, "capacity"), (.emptyID, "empty id"), (.duplicateID, "duplicate id"),
            (.coordinateNotFinite, "coordinate is not a finite number"), (.latitudeOutOfRange, "latitude out of range"),
            (.longitudeOutOfRange, "longitude out of range"), (.latitudeWithoutLongitude, "latitude without longitude"),
            (.longitudeWithoutLatitude, "longitude without latitude"), (.distanceNotFinite, "distance is not a finite number"),
            (.negativeDistance, "negative distance"), (.coordinatesWithoutViewer, "coordinates without a viewer"),
            (.noCoordinatesOrDistance, "no coordinates or distance"),
        ]
        private static let relationPrefix = "unknown relation \""
        private static let relationSuffix = "\" (expected \(Relation.allCases.map(\.rawValue).joined(separator: ", ")))"

        package var description: String {
            if case .unknownRelation(let name) = self { return Self.relationPrefix + name + Self.relationSuffix }
            return Self.texts.first { $0.0 == self }!.1
        }

        /// The reason whose `description` is `text`, or `nil`.
        package init?(_ text: String) {
            if let known = Self.texts.first(where: { $0.1 == text }) {
                self = known.0
            } else if text.hasPrefix(Self.relationPrefix), text.hasSuffix(Self.relationSuffix),
                      text.count >= Self.relationPrefix.count + Self.relationSuffix.count {
                self = .unknownRelation(String(text.dropFirst(Self.relationPrefix.count).dropLast(Self.relationSuffix.count)))
            } else {
                return nil
            }
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let reason = Reason(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown reason '\(text)'")
            }
            self = reason
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
