import Foundation

/// Distances and counts written as people say them, for labels, cards and screen readers.
public enum DistanceText {
    /// A distance as people write it: whole metres below 1 km ("350 m"), kilometres with one decimal below
    /// 100 km ("1.2 km"), whole kilometres below `largestWholeKilometers` ("350 km"), and beyond, kilometres in
    /// scientific notation with one decimal ("1.0e+19 km"), so any finite distance has a text.
    /// Non-finite or negative: "distance unknown".
    public static func short(meters: Double) -> String {
        guard let (number, unit) = parts(meters: meters) else { return "distance unknown" }
        return "\(number) \(unit)"
    }

    /// A distance as people say it aloud: "120 metres", "1 metre", "1.2 kilometres", "350 kilometres"
    /// (same rounding as `short`). Non-finite or negative: "distance unknown".
    public static func spoken(meters: Double) -> String {
        guard let (number, unit) = parts(meters: meters) else { return "distance unknown" }
        let word = unit == "m" ? "metre" : "kilometre"
        return "\(number) \(number == "1" ? word : word + "s")"
    }

    /// The real spread of distances `low…high` with the unit written once when both ends share it:
    /// "20–23 m", "1.2–4.8 km", "350 m–1.2 km", or one distance ("20 m") when both ends read the same.
    public static func range(_ low: Double, _ high: Double) -> String {
        guard let (lowNumber, lowUnit) = parts(meters: low), let (highNumber, highUnit) = parts(meters: high) else {
            return "distance unknown"
        }
        if lowNumber == highNumber, lowUnit == highUnit { return "\(lowNumber) \(lowUnit)" }
        return lowUnit == highUnit
            ? "\(lowNumber)–\(highNumber) \(highUnit)"
            : "\(lowNumber) \(lowUnit)–\(highNumber) \(highUnit)"
    }

    /// A distance band `lower…upper` (`upper` `nil`: unbounded) as a ring label says it, with round numbers
    /// written without decimals: "< 250 m" (from 0), "250 m–1 km", "1–5 km", "> 25 km".
    public static func band(lower: Double, upper: Double?) -> String {
        guard let upper else { return "> \(round(lower))" }
        guard lower > 0 else { return "< \(round(upper))" }
        let (low, high) = (round(lower), round(upper))
        let lowParts = low.split(separator: " "), highParts = high.split(separator: " ")
        return lowParts.last == highParts.last ? "\(lowParts[0])–\(high)" : "\(low)–\(high)"
    }

    /// `count` with thousands separated by commas: "1,234,567".
    public static func count(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return count < 0 ? "-" + grouped : grouped
    }

    /// Kilometres from which `short` writes scientific notation: 1e15, past which whole numbers are no longer
    /// exact in a `Double` (and a distance no longer means anything on Earth).
    public static let largestWholeKilometers = 1e15

    /// The number and unit `short` writes, or `nil` for a non-finite or negative distance.
    private static func parts(meters: Double) -> (String, String)? {
        guard meters.isFinite, meters >= 0 else { return nil }
        let wholeMeters = meters.rounded()
        if wholeMeters < 1000 { return (String(Int(wholeMeters)), "m") }
        let kilometers = meters / 1000
        if (kilometers * 10).rounded() < 1000 { return (String(format: "%.1f", kilometers), "km") }
        // Whole kilometres only where they fit an `Int` exactly: 1e22 m does not fit one at all.
        if kilometers.rounded() < largestWholeKilometers { return (String(Int(kilometers.rounded())), "km") }
        return (String(format: "%.1e", kilometers), "km")
    }

    /// A band bound: like `short`, but "1 km" rather than "1.0 km".
    private static func round(_ meters: Double) -> String {
        let text = short(meters: meters)
        return text.replacingOccurrences(of: ".0 ", with: " ")
    }
}
