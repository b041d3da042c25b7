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

extension JSONValue {
    /// The `Double` a JSON number's text stands for, correctly rounded as `Double(_:)` rounds it; `nil` when
    /// `text` is not a number. Plain decimals of at most 15 digits (`-1234.567`) are computed directly: the
    /// digits as an integer and the power of ten are both exact doubles, so one division is correctly rounded
    /// (Clinger's fast path). Others (exponents, more digits) go to `Double(_:)`.
    /// - Complexity: O(length of `text`).
    static func double(_ text: String) -> Double? {
        var utf8 = text
        return utf8.withUTF8(shortDecimal) ?? Double(text)
    }

    /// `double(_:)` for a number's UTF-8 text read in place (the people-file reader's numbers).
    static func double(utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        shortDecimal(utf8) ?? Double(String(decoding: utf8, as: UTF8.self))
    }

    /// The plain decimal of at most 15 digits `utf8` spells, computed directly; `nil` for any other text.
    private static func shortDecimal(_ utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = utf8.first == UInt8(ascii: "-") ? 1 : 0
        var digits: UInt64 = 0
        var count = 0
        var fractionDigits: Int?
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "."), fractionDigits == nil {
                fractionDigits = 0
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), count < 15 {
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                count += 1
                fractionDigits = fractionDigits.map { $0 + 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard count > 0 else { return nil }
        let magnitude = Double(digits) / Self.powersOfTen[fractionDigits ?? 0]
        return utf8[0] == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// 10⁰ through 10¹⁵, each an exact double.
    private static let powersOfTen: [Double] = (0...15).map { pow10 in (0..<pow10).reduce(1.0) { value, _ in value * 10 } }
}

