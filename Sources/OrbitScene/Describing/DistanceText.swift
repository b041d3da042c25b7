import Foundation

/// Distances and counts written as people say them, for labels, cards and screen readers, in the words and
/// number style of an `OrbitStrings` table (English by default).
package enum DistanceText {
    /// A distance as people write it: whole metres below 1 km ("350 m"), kilometres with one decimal below
    /// 100 km ("1.2 km", German "1,2 km", Arabic "١٫٢ كم"), whole kilometres below `largestWholeKilometers`
    /// ("350 km"), and beyond, kilometres in scientific notation with one decimal ("1.0e+19 km"), so any finite
    /// distance has a text. Non-finite or negative: "distance unknown".
    package static func short(meters: Double, in strings: OrbitStrings = .english) -> String {
        guard let distance = Distance(meters: meters) else { return strings[.distanceUnknown] }
        return strings.text(distance.isKilometers ? .kilometers : .meters, distance.number(strings))
    }

    /// A distance as people say it aloud: "120 metres", "1 metre", "1.2 kilometres", "350 kilometres"
    /// (same rounding as `short`; the plural form by the whole number, `.other` for one with a decimal).
    /// Non-finite or negative: "distance unknown".
    package static func spoken(meters: Double, in strings: OrbitStrings = .english) -> String {
        guard let distance = Distance(meters: meters) else { return strings[.distanceUnknown] }
        let category = distance.whole.map(strings.plurals.category(for:)) ?? .other
        return strings.text(distance.isKilometers ? .spokenKilometers : .spokenMeters, category: category, distance.number(strings))
    }

    /// The real spread of distances `low…high` with the unit written once when both ends share it:
    /// "20–23 m", "1.2–4.8 km", "350 m–1.2 km", or one distance ("20 m") when both ends read the same.
    package static func range(_ low: Double, _ high: Double, in strings: OrbitStrings = .english) -> String {
        guard let lowDistance = Distance(meters: low), let highDistance = Distance(meters: high) else { return strings[.distanceUnknown] }
        let (lowNumber, highNumber) = (lowDistance.number(strings), highDistance.number(strings))
        if lowNumber == highNumber, lowDistance.isKilometers == highDistance.isKilometers { return short(meters: high, in: strings) }
        return lowDistance.isKilometers == highDistance.isKilometers
            ? strings.text(highDistance.isKilometers ? .kilometers : .meters, strings.text(.range, lowNumber, highNumber))
            : strings.text(.range, short(meters: low, in: strings), short(meters: high, in: strings))
    }

    /// A distance band `lower…upper` (`upper` `nil`: unbounded) as a ring label says it, with round numbers
    /// written without decimals: "< 250 m" (from 0), "250 m–1 km", "1–5 km", "> 25 km".
    package static func band(lower: Double, upper: Double?, in strings: OrbitStrings = .english) -> String {
        guard let upper else { return strings.text(.bandBeyond, round(lower, strings)) }
        guard lower > 0 else { return strings.text(.bandBelow, round(upper, strings)) }
        guard let low = Distance(meters: lower, round: true), let high = Distance(meters: upper, round: true) else {
            return strings[.distanceUnknown]
        }
        return low.isKilometers == high.isKilometers
            ? strings.text(high.isKilometers ? .kilometers : .meters, strings.text(.range, low.number(strings), high.number(strings)))
            : strings.text(.range, round(lower, strings), round(upper, strings))
    }

    /// Kilometres from which `short` writes scientific notation: 1e15, past which whole numbers are no longer
    /// exact in a `Double` (and a distance no longer means anything on Earth).
    package static let largestWholeKilometers = 1e15

    /// `count` with thousands grouped in `strings`' style: "1,234,567" (German "1.234.567").
    package static func count(_ count: Int, in strings: OrbitStrings = .english) -> String {
        strings.count(count)
    }

    /// A band bound: like `short`, but "1 km" rather than "1.0 km".
    private static func round(_ meters: Double, _ strings: OrbitStrings) -> String {
        guard let distance = Distance(meters: meters, round: true) else { return strings[.distanceUnknown] }
        return strings.text(distance.isKilometers ? .kilometers : .meters, distance.number(strings))
    }

    /// A distance as `short` writes it: whole metres, tenths of a kilometre or whole kilometres.
    private struct Distance {
        var isKilometers: Bool
        /// The whole number written, or `nil` when it has a decimal.
        var whole: Int?
        /// The kilometres, when written with a decimal.
        var kilometers = 0.0
        /// Whether the kilometres are written in scientific notation.
        var isScientific = false

        /// `nil` for a non-finite or negative distance; `round` drops a decimal of 0 ("1 km", not "1.0 km").
        init?(meters: Double, round: Bool = false) {
            guard meters.isFinite, meters >= 0 else { return nil }
            let wholeMeters = meters.rounded()
            if wholeMeters < 1000 {
                (isKilometers, whole) = (false, Int(wholeMeters))
                return
            }
            isKilometers = true
            kilometers = meters / 1000
            let tenths = (kilometers * 10).rounded()
            if tenths >= 1000 {
                // Whole kilometres only where they fit an `Int` exactly: 1e22 m does not fit one at all.
                if kilometers.rounded() < DistanceText.largestWholeKilometers {
                    whole = Int(kilometers.rounded())
                } else {
                    isScientific = true
                }
            } else if round, case let text = String(format: "%.1f", kilometers), text.hasSuffix(".0") {
                whole = Int(text.dropLast(2))
            }
        }

        func number(_ strings: OrbitStrings) -> String {
            // Not grouped: "2327 km", as a distance is read.
            if isScientific { return strings.numbers.scientific(kilometers) }
            return whole.map { strings.numbers.integer($0, grouped: false) } ?? strings.numbers.oneDecimal(kilometers)
        }
    }
}
