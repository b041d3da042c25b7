/// A parsed JSON document.
///
/// Numbers keep their source text, so integers beyond 2⁵³ stay exact and values beyond `Double`'s
/// range (such as `1e400`) reach the code that interprets them instead of failing the whole file.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name as a message shows it (`"a number"`).
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
