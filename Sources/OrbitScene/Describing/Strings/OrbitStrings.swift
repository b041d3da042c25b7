import Foundation
import OrbitGeometry
import OrbitLayout

/// Every word a screen of people around you shows — ring labels, the legend, the card, search, the list,
/// help, messages — in one table for one language, with that language's plural rules and number style.
///
/// Orbit ships English (`.english`, the default everywhere), German (`.german`) and Arabic (`.arabic`, right
/// to left), each complete: every key (`OrbitStrings.keys`) has an entry in each (a test checks).
/// `OrbitStrings(locale:)` picks one from a POSIX or BCP 47 locale name ("de_DE.UTF-8", "ar-EG"), English for
/// any other. An app changes entries by name, as in a localization table —
/// `try OrbitStrings(base: .english, overrides: ["legendTitle": "Key"])` — and reads one with
/// `strings["legendTitle"]`; the article *Change the words* (OrbitSession) lists every key with its English text.
///
/// An entry is a template: `{n}` is the count it was asked with, written in the table's number style, and
/// `{1}`, `{2}`, … the arguments in order. An entry with plural forms has one per CLDR plural category the
/// language uses (English and German: one, other; Arabic: zero, one, two, few, many, other); the count picks.
///
/// Numbers are written by the table's `NumberStyle`, not by the operating system's ICU data, so the same text
/// comes out on Linux and macOS, with or without locale data installed.
public struct OrbitStrings: Hashable, Sendable {
    /// The locale the table is for, as BCP 47 ("en", "de", "ar").
    public var identifier: String
    /// Whether text runs right to left: overlays then mirror (text aligned to the right, the card's photo on
    /// its right, the legend and the label column on the left first).
    public var isRightToLeft: Bool
    /// How numbers are written.
    package var numbers: NumberStyle
    /// Which plural category a count takes.
    package var plurals: PluralRule
    private var entries: [Key: [PluralCategory: String]]

    /// A table for `identifier` with `entries` (one form, `other`, for an entry without plural forms).
    package init(identifier: String, isRightToLeft: Bool, numbers: NumberStyle, plurals: PluralRule, entries: [Key: [PluralCategory: String]]) {
        self.identifier = identifier
        self.isRightToLeft = isRightToLeft
        self.numbers = numbers
        self.plurals = plurals
        self.entries = entries
    }

    /// The shipped tables: English, German, Arabic.
    package static let shipped: [OrbitStrings] = [.english, .german, .arabic]

    /// The shipped table for `locale` (a POSIX name such as "de_DE.UTF-8" or a BCP 47 tag such as "ar-EG"; its
    /// language decides), English for any other or `nil`.
    public init(locale: String?) {
        self = locale.flatMap(Self.shipped(locale:)) ?? .english
    }

    /// The shipped table for `locale`'s language (the letters before any "_", "-", "." or "@"), `nil` when
    /// none is for it.
    package static func shipped(locale: String) -> OrbitStrings? {
        let language = locale.prefix { $0.isLetter }.lowercased()
        return shipped.first { $0.identifier == language }
    }

    /// The table for the environment's locale: `LC_ALL`, else `LC_MESSAGES`, else `LANG` (POSIX's order).
    package static func environment(_ variables: [String: String]) -> OrbitStrings {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
        return OrbitStrings(locale: name)
    }

    /// The forms of `key` (by plural category); an app sets its own text for an entry here (a dictionary with
    /// only `.other` for an entry without plural forms).
    package subscript(forms key: Key) -> [PluralCategory: String] {
        get { entries[key] ?? [:] }
        set { entries[key] = newValue }
    }

    /// The text of `key` (its `other` form); setting it gives the entry that one form.
    package subscript(key: Key) -> String {
        get { entries[key]?[.other] ?? "" }
        set { entries[key] = [.other: newValue] }
    }

    /// The name of every entry, in the order *Change the words* lists them: "meters", "kilometers", … .
    public static var keys: [String] { Key.allCases.map(\.rawValue) }

    /// The text of the entry named `key` (its `other` form, with its `{n}` and `{1}`, `{2}`, … placeholders),
    /// `nil` when no entry has that name.
    public subscript(key: String) -> String? {
        Key(rawValue: key).map { self[$0] }
    }

    /// `base` with the entries named in `overrides` replaced, as an app changes words in a localization table:
    /// `["legendTitle": "Key", "people": "{n} folks"]`.
    ///
    /// A key names an entry (`OrbitStrings.keys`); its text becomes the entry's one form, used for every count.
    /// `name.category` replaces one plural form and keeps the others (`"people.one": "{n} friend"`; the
    /// categories are CLDR's: English and German have `one` and `other`, Arabic `zero`, `one`, `two`, `few`,
    /// `many`, `other`); forms given this way are applied after whole entries. Every text must use the same
    /// placeholders as the entry it replaces (`{n}`, `{1}`, `{2}`, …), so a count or a name is never lost.
    /// - Throws: `OrbitStrings.OverrideError` naming the key, when no entry has its name, `base` has no such
    ///   plural form, or its placeholders differ from the entry's.
    public init(base: OrbitStrings = .english, overrides: [String: String]) throws(OverrideError) {
        self = base
        let byName = overrides.sorted { $0.key < $1.key }
        for (name, text) in byName where !name.contains(".") {
            guard let key = Key(rawValue: name) else { throw OverrideError(key: name, problem: "no entry has this name") }
            try Self.check(text, against: base.form(key, .other), key: name)
            entries[key] = [.other: text]
        }
        for (name, text) in byName where name.contains(".") {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let key = Key(rawValue: parts[0]) else {
                throw OverrideError(key: name, problem: "no entry has this name")
            }
            guard let category = PluralCategory(rawValue: parts[1]), base.plurals.categories.contains(category) else {
                let names = base.plurals.categories.map(\.rawValue).joined(separator: ", ")
                throw OverrideError(key: name, problem: "'\(MessageText.value(parts[1]))' is no plural form of this table (it has \(names))")
            }
            try Self.check(text, against: base.form(key, category), key: name)
            var forms = entries[key] ?? [:]
            forms[category] = text
            entries[key] = forms
        }
    }

    /// Throws unless `text` uses the placeholders `original` uses.
    private static func check(_ text: String, against original: String, key: String) throws(OverrideError) {
        let wanted = placeholders(in: original), found = placeholders(in: text)
        guard wanted != found else { return }
        let list = { (names: [String]) in names.isEmpty ? "none" : names.joined(separator: ", ") }
        throw OverrideError(key: key, problem: "the text's placeholders (\(list(found))) differ from the entry's (\(list(wanted)))")
    }

    /// The placeholders in `template`, sorted: `{n}`, `{1}`, `{2}`, ….
    private static func placeholders(in template: String) -> [String] {
        var numbers: Set<Int> = []  // {n} is 0
        scan(template, literal: { _ in }) { name in
            if name == "n" {
                numbers.insert(0)
            } else if let number = Int(name), number >= 1 {
                numbers.insert(number)
            }
        }
        return numbers.sorted().map { $0 == 0 ? "{n}" : "{\($0)}" }
    }

    /// Walks `template` in order: its literal runs, and the name inside each `{…}`. A `{` with no `}` after it
    /// is literal text.
    private static func scan(_ template: String, literal: (Substring) -> Void, placeholder: (Substring) -> Void) {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literal(rest[..<open])
            placeholder(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        literal(rest)
    }

    /// Why `OrbitStrings(base:overrides:)` refused an override: the key and what is wrong with it, e.g.
    /// `strings key 'ringLabel': the text's placeholders ({1}) differ from the entry's ({1}, {2})`.
    public struct OverrideError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The override's key, as given.
        public var key: String
        /// What is wrong with it.
        package var problem: String

        package init(key: String, problem: String) {
            self.key = key
            self.problem = problem
        }

        public var description: String { "strings key '\(MessageText.value(key))': \(problem)" }
    }

    /// The keys this table has no `other` form for (none in a shipped table).
    package var missingKeys: [Key] { Key.allCases.filter { entries[$0]?[.other] == nil } }

    /// `key`'s text with `{1}`, `{2}`, … replaced by `arguments` in order.
    package func text(_ key: Key, _ arguments: String...) -> String {
        fill(entries[key]?[.other] ?? "", count: nil, arguments)
    }

    /// `key`'s text in the plural form `count` takes, with `{n}` replaced by `count` in the table's number
    /// style and `{1}`, `{2}`, … by `arguments`.
    package func text(_ key: Key, count: Int, _ arguments: String...) -> String {
        fill(form(key, plurals.category(for: count)), count: numbers.integer(count), arguments)
    }

    /// `key`'s text in plural form `category` (for a number that is no whole count, such as "1.2", which takes
    /// `.other` in the shipped languages), with `{1}`, `{2}`, … replaced by `arguments`.
    package func text(_ key: Key, category: PluralCategory, _ arguments: String...) -> String {
        fill(form(key, category), count: nil, arguments)
    }

    /// `key`'s form for `category`, its `other` form when it has none for it.
    private func form(_ key: Key, _ category: PluralCategory) -> String {
        let forms = entries[key] ?? [:]
        return forms[category] ?? forms[.other] ?? ""
    }

    private func fill(_ template: String, count: String?, _ arguments: [String]) -> String {
        guard template.contains("{") else { return template }
        var text = ""
        Self.scan(template, literal: { text += $0 }) { name in
            if name == "n", let count {
                text += count
            } else if let index = Int(name), index >= 1, index <= arguments.count {
                text += arguments[index - 1]
            } else {
                text += "{\(name)}"
            }
        }
        return text
    }

    /// `relation` in words: "friend", "following", "follower", "no relation", "blocked".
    package func name(of relation: Relation) -> String {
        switch relation {
        case .friend: self[.friend]
        case .following: self[.following]
        case .follower: self[.follower]
        case .unrelated: self[.noRelation]
        case .blocked: self[.blocked]
        }
    }

    /// A count as written here: "41,312" in English, "41.312" in German, "٤١٬٣١٢" in Arabic.
    package func count(_ value: Int) -> String { numbers.integer(value) }
}

/// CLDR's plural categories.
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// Which plural category a whole number takes (CLDR's rules for integers).
package enum PluralRule: Hashable, Sendable {
    /// English, German, …: one for 1, other for the rest.
    case oneOther
    /// Arabic: zero for 0, one for 1, two for 2, few when n mod 100 is 3…10, many when it is 11…99, other.
    case arabic

    /// The categories this rule gives.
    package var categories: [PluralCategory] {
        switch self {
        case .oneOther: [.one, .other]
        case .arabic: PluralCategory.allCases
        }
    }

    /// The category of `count` (its magnitude).
    package func category(for count: Int) -> PluralCategory {
        let n = count.magnitude
        switch self {
        case .oneOther: return n == 1 ? .one : .other
        case .arabic:
            switch (n, n % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        }
    }
}

/// How numbers are written: the ten digits, the decimal and the grouping separator (groups of three).
package struct NumberStyle: Hashable, Sendable {
    /// The digits 0 … 9.
    package var digits: [Character]
    package var decimalSeparator: String
    package var groupingSeparator: String

    package init(digits: [Character], decimalSeparator: String, groupingSeparator: String) {
        precondition(digits.count == 10, "a number style needs ten digits")
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
    }

    /// English: "1,234.5".
    package static let english = NumberStyle(digits: Array("0123456789"), decimalSeparator: ".", groupingSeparator: ",")
    /// German: "1.234,5".
    package static let german = NumberStyle(digits: Array("0123456789"), decimalSeparator: ",", groupingSeparator: ".")
    /// Arabic (CLDR's default for "ar", the Arabic-Indic digits): "١٬٢٣٤٫٥".
    package static let arabic = NumberStyle(digits: Array("٠١٢٣٤٥٦٧٨٩"), decimalSeparator: "\u{066B}", groupingSeparator: "\u{066C}")

    /// `value` with its thousands grouped ("1,234,567"), or not (`grouped` false: "1234567").
    package func integer(_ value: Int, grouped grouping: Bool = true) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if grouping, index > 0, (digits.count - index) % 3 == 0 { grouped += groupingSeparator }
            grouped.append(self.digits[Int(digit.asciiValue! - 48)])
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// `value` (finite) with one decimal, rounded as C's `%.1f` rounds, not grouped: "1.2".
    package func oneDecimal(_ value: Double) -> String { fixed(value, decimals: 1) }

    /// `value` (finite) with `decimals` decimals (1 … 9), rounded as C's `%.Nf` rounds, not grouped: "50.0875".
    package func fixed(_ value: Double, decimals: Int) -> String {
        let plain = String(format: "%.\(min(9, max(1, decimals)))f", value)
        guard let point = plain.firstIndex(of: ".") else { return plain }
        let whole = Int(plain[..<point]) ?? 0
        let sign = whole == 0 && plain.hasPrefix("-") ? "-" : ""
        return sign + integer(whole, grouped: false) + decimalSeparator + String(plain[plain.index(after: point)...].map { digits[Int($0.asciiValue! - 48)] })
    }

    /// `value` (finite) in scientific notation with one decimal, as C's `%.1e` writes it: "1.0e+19".
    package func scientific(_ value: Double) -> String {
        let plain = String(format: "%.1e", value)
        guard let e = plain.firstIndex(of: "e"), let mantissa = Double(plain[..<e]), let exponent = Int(plain[plain.index(after: e)...]) else {
            return plain
        }
        let power = (exponent.magnitude < 10 ? String(digits[0]) : "") + integer(abs(exponent), grouped: false)
        return oneDecimal(mantissa) + "e" + (exponent < 0 ? "-" : "+") + power
    }
}
