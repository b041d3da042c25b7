/// A JSON object's members in source order, each key once.
///
/// Objects in Orbit's files have a handful of members, so a lookup scans them instead of hashing:
/// parsing a million `users` entries builds no hash table per entry. Keys compare as Swift strings
/// (canonical equivalence), as a `Dictionary` key would.
struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONValue
    }

    /// The members in source order.
    private(set) var members: [Member]

    /// An object of `members`, whose keys must be distinct.
    init(members: [Member]) {
        self.members = members
    }

    init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// The value at `key`, or `nil` when it is absent.
    /// - Complexity: O(number of members).
    subscript(key: String) -> JSONValue? {
        members.firstIndex { $0.key == key }.map { members[$0].value }
    }

    var keys: [String] { members.map(\.key) }

    /// Equal when they have the same keys with equal values, in any order.
    static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members || lhs.dictionary == rhs.dictionary
    }

    func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }

    private var dictionary: [String: JSONValue] {
        Dictionary(members.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
