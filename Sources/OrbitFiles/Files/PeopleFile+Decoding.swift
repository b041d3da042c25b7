import Foundation
import OrbitGeometry
import OrbitLayout

/// Decoding the `place` input into what the layout engine takes.
///
/// Types are checked here (a wrong type fails the file, naming its key path); values are the engine's to
/// judge, so anything JSON can carry reaches it: `1e400` arrives as infinity and is rejected there with the
/// person's id. A `relation` outside the known list rejects that person here, before layout, rather than
/// the whole file.
extension PeopleFile {
    /// Defaults for the optional scene fields.
    public enum Default {
        /// `spacing` when absent: 0.
        public static let spacing = 0.0
        /// `seed` when absent: 0.
        public static let seed: UInt64 = 0
        /// `placement` when absent: `random`.
        public static let placement = PlacementMode.random
        /// A person's `active` when absent: `true`.
        public static let active = true
        /// A person's `relation` when absent: `none`.
        public static let relation = Relation.unrelated
    }

    /// The request and the people refused here, in input order (they take no part in the layout).
    ///
    /// The `users` entries are decoded as they are parsed, so a million of them are never held as a tree
    /// (the usual ones straight from the bytes, see `DirectUserReader`); the errors come in the order parsing the whole document and then decoding it would give them.
    /// - Throws: `.invalidJSON` with the line and column of the first syntax error, else `.wrongType` or `.missingKey` naming the key path
    ///   of the first missing or wrongly typed value (the scene's fields before `users`).
    /// - Parameter readingDirectly: whether entries may be read straight from the bytes (default); `false`
    ///   takes the general way for every entry, which the direct reader is tested against.
    static func decode(_ data: Data, readingDirectly: Bool = true) throws(FileError) -> (LayoutRequest, [PersonIssue]) {
        var users = Users()
        let document: JSONValue
        do {
            document = try JSONValue.parse(
                data, streaming: "users",
                reading: { _, bytes, start in readingDirectly ? users.add(from: bytes, at: start) : nil },
                to: { index, element in users.add(JSONField(element, element: index, of: "users")) })
        } catch {
            throw InputFile.malformed(error)
        }
        let root = try JSONField(document).object()
        let viewport = try root.required("viewport").object()
        let bands = try root.optional("rings")?.object().optional("bandsMeters")?.array()
        var request = LayoutRequest(
            viewer: try root.optional("viewer").map { field throws(FileError) in try Self.coordinate(field) },
            viewport: OrbitSize(
                width: try viewport.required("width").number(),
                height: try viewport.required("height").number()),
            avatarRadius: try root.required("avatarRadius").number(),
            spacing: try root.optional("spacing")?.number() ?? Default.spacing,
            seed: try root.optional("seed")?.integer(UInt64.self) ?? Default.seed,
            bandsMeters: try bands?.map { field throws(FileError) in try field.number() },
            maxRings: try root.optional("maxRings")?.integer(Int.self),
            placement: try root.optional("placement").map { field throws(FileError) in try Self.placement(field) }
                ?? Default.placement,
            people: [])
        // Absent, `null` or not an array fails here; an array's entries went to `users` as they were parsed.
        _ = try root.required("users").array()
        if let failure = users.failure { throw failure }
        request.people = users.people
        return (request, users.rejected)
    }

    /// The `users` entries decoded so far: the people for the engine and those refused here, in input
    /// order, or the first entry that could not be decoded (the entries after it are not looked at).
    private struct Users {
        private(set) var people: [OrbitPerson] = []
        private(set) var rejected: [PersonIssue] = []
        private(set) var failure: FileError?
        // Ids of every entry so far, and of those refused here, so these rejections follow the engine's
        // rule that every occurrence of an id after the first is a `duplicate id`. Until someone is refused,
        // every entry goes to the engine (which finds the duplicates among them), so ids are only hashed
        // here from the first refusal on.
        private var seenIDs: Set<String>?
        private var refusedIDs: Set<String> = []

        /// Names and avatar paths seen so far, so that people with the same name or image share one string's storage.
        private var names = SharedStrings()
        private var avatars = SharedStrings()

        /// Reads the entry starting at `start` straight from the bytes when `DirectUserReader` takes it.
        /// - Returns: the offset just past the entry, or `nil` when it is to be parsed and given to `add(_:)`.
        mutating func add(from bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
            guard let entry = DirectUserReader.entry(in: bytes, at: start, names: &names, avatars: &avatars) else { return nil }
            if failure == nil { add(entry.person, unknownRelation: entry.unknownRelation) }
            return entry.end
        }

        mutating func add(_ field: JSONField) {
            guard failure == nil else { return }
            do throws(FileError) {
                var (person, unknownRelation) = try PeopleFile.person(field)
                if let name = person.name { person.name = names.shared(name) }
                if let avatar = person.avatar { person.avatar = avatars.shared(avatar) }
                add(person, unknownRelation: unknownRelation)
            } catch {
                failure = error
            }
        }

        private mutating func add(_ person: OrbitPerson, unknownRelation: String?) {
            if seenIDs == nil, unknownRelation == nil {
                people.append(person)
                return
            }
            if seenIDs == nil { seenIDs = Set(people.lazy.map(\.id)) }
            let id = person.id
            let isFirstOccurrence = seenIDs!.insert(id).inserted
            if let unknownRelation {
                rejected.append(PersonIssue(id: id, reason: isFirstOccurrence ? .unknownRelation(unknownRelation) : .duplicateID))
                refusedIDs.insert(id)
            } else if isFirstOccurrence || !refusedIDs.contains(id) {
                people.append(person)
            } else {
                rejected.append(PersonIssue(id: id, reason: .duplicateID))
            }
        }
    }

    /// One `users` entry, and the name of its relation when that is not a known one (the person then has
    /// relation `none` and is to be refused).
    /// - Throws: `.missingKey` or `.wrongType` naming the key path.
    static func person(_ field: JSONField) throws(FileError) -> (person: OrbitPerson, unknownRelation: String?) {
        let user = try field.object()
        let relationName = try user.optional("relation")?.string()
        let relation = relationName.map(Relation.init(rawValue:)) ?? Default.relation
        let person = OrbitPerson(
            id: try user.required("id").string(),
            name: try user.optional("name")?.string(),
            latitude: try user.optional("lat")?.number(),
            longitude: try user.optional("lon")?.number(),
            distanceMeters: try user.optional("distanceMeters")?.number(),
            isActive: try user.optional("active")?.bool() ?? Default.active,
            relation: relation ?? Default.relation,
            avatar: try user.optional("avatar")?.string())
        return (person, relation == nil ? relationName : nil)
    }

    private static func coordinate(_ field: JSONField) throws(FileError) -> GeoCoordinate {
        let object = try field.object()
        return GeoCoordinate(latitude: try object.required("lat").number(), longitude: try object.required("lon").number())
    }

    private static func placement(_ field: JSONField) throws(FileError) -> PlacementMode {
        let names = PlacementMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let mode = PlacementMode(rawValue: try field.string()) else { throw field.mismatch(names) }
        return mode
    }
}
