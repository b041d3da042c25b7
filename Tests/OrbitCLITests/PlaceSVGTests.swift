import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitSession
import Testing
@testable import OrbitCLI
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an XML parse of an SVG found: whether it is well-formed, and its elements and texts.
final class SVGInspection: NSObject, XMLParserDelegate {
    private(set) var failure: String?
    private(set) var elements: [(name: String, attributes: [String: String])] = []
    private(set) var texts: [String] = []
    private var text: String?

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        // FoundationXML can return true and still record an error, so both are checked.
        if !parser.parse() || parser.parserError != nil {
            failure = failure ?? "\(parser.parserError.map { "\($0)" } ?? "parse failed") at line \(parser.lineNumber)"
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let text, !text.isEmpty { texts.append(text) }
        text = nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) { failure = "\(error) at line \(parser.lineNumber)" }

    func elements(named name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
}

@Suite struct PlaceSVGTests {
    static let awkwardNames = [#"<b>Ann & "Bo" 'Cy'</b>"#, "]]> <!-- -->", "Zoë Nguyễn", "tab\tand\u{1}bell\u{7}", "&amp;"]

    /// A result placing one person per name on a ring, with relations and activity cycling.
    static func picture() -> SVGLayoutPicture {
        let people = awkwardNames.enumerated().map { index, name in
            OrbitPerson(id: "id<\(index)>&", name: name, distanceMeters: 10, isActive: index % 2 == 0,
                   relation: Relation.allCases[index % Relation.allCases.count])
        }
        let nodes = people.enumerated().map { index, person in
            let angle = Double(index) * 1.2
            return PlacedNode(id: person.id, ring: 0, x: 200 + 100 * sin(angle), y: 150 + 100 * cos(angle), angle: angle, radius: 100)
        }
        let result = LayoutResult(
            center: OrbitPoint(x: 200, y: 150), avatarRadius: 12, spacing: 2,
            rings: [RingInfo(index: 0, innerRadius: 80, outerRadius: 120, maxDistanceMeters: 500, count: nodes.count),
                    RingInfo(index: 1, innerRadius: 130, outerRadius: 400, maxDistanceMeters: nil, count: 0)],
            nodes: nodes, unplaced: [], rejected: [])
        return SVGLayoutPicture(result: result, viewport: OrbitSize(width: 400, height: 300),
                                people: Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0) }))
    }

    @Test func pictureIsWellFormedAndKeepsNamesIntact() throws {
        let svg = SVGInspection(Self.picture().render())
        #expect(svg.failure == nil, "\(svg.failure ?? "")")
        let expectedNames = Self.awkwardNames.map { name in
            String(String.UnicodeScalarView(name.unicodeScalars.map { [0x1, 0x7].contains($0.value) ? "\u{FFFD}" : $0 }))
        }
        for name in expectedNames {
            #expect(svg.texts.contains(name), "label \(name.debugDescription) missing from \(svg.texts)")
        }
        let ids = svg.elements(named: "g").compactMap { $0["data-id"] }
        #expect(ids == Self.awkwardNames.indices.map { "id<\($0)>&" })
    }

    @Test func discsUseTheRelationColourOrGreyWhenInactive() throws {
        let picture = Self.picture()
        let svg = SVGInspection(picture.render())
        let discs = svg.elements(named: "circle").filter { $0["r"] == "12" }.dropFirst()  // the first is the viewer
        #expect(discs.count == picture.result.nodes.count)
        for (node, disc) in zip(picture.result.nodes, discs) {
            let person = try #require(picture.people[node.id])
            let colour = SVGLayoutPicture.color(of: person.relation)
            #expect(disc["fill"] == (person.isActive ? colour : SVGLayoutPicture.inactiveColor), "\(node.id)")
            #expect(disc["stroke"] == colour)
        }
        let palette: [Relation: String] = [
            .friend: "#34C759", .following: "#0A84FF", .follower: "#FF9F0A", .blocked: "#FF3B30", .unrelated: "#8E8E93",
        ]
        for relation in Relation.allCases {
            #expect(SVGLayoutPicture.color(of: relation) == palette[relation])
        }
    }

    @Test func viewBoxCoversEveryRingAndFramesTheViewport() throws {
        let svg = SVGInspection(Self.picture().render())
        let root = try #require(svg.elements(named: "svg").first)
        // The outer ring reaches 400 + avatar radius 12 around (200, 150).
        #expect(root["viewBox"] == "-212 -262 824 824")
        #expect(svg.elements(named: "path").count == 2)
        #expect(svg.elements(named: "rect").contains { $0["id"] == "viewport" })
    }

    @Test(arguments: [UInt64(2), 8, 31])
    func commandDrawsEveryPlacedPersonOnce(seed: UInt64) throws {
        let document = PlaceScene.document(seed: seed, count: 50)
        let result = try PlaceRun(place: document).result()
        let run = PlaceRun(place: document, ["--format", "svg"])
        #expect(run.code == 0, "seed \(seed): \(run.error)")
        let svg = SVGInspection(run.output)
        #expect(svg.failure == nil, "seed \(seed): \(svg.failure ?? "")")
        let drawn = svg.elements(named: "g").compactMap { $0["data-id"] }
        #expect(drawn == result.nodes.map(\.id), "seed \(seed)")
        #expect(svg.elements(named: "path").count == result.rings.count, "seed \(seed)")
    }

    /// U+202E and the other bidirectional controls reached text, titles and `data-id` raw, so a label could
    /// show reversed; they are written as character references.
    @Test func bidirectionalControlsAreCharacterReferences() throws {
        let controls: [Unicode.Scalar] = ["\u{061C}", "\u{200E}", "\u{200F}"] + (0x202A...0x202E).map { Unicode.Scalar($0)! }
            + (0x2066...0x2069).map { Unicode.Scalar($0)! }
        for control in controls {
            let input = #"{"viewport": {"width": 200, "height": 200}, "avatarRadius": 8, "users": [{"id": "a\#(control)b", "name": "exe.\#(control)gpj", "distanceMeters": 5}]}"#
            let run = PlaceRun(["place", "--format", "svg"], input: Data(input.utf8))
            #expect(run.code == 0, "\(run.error)")
            #expect(!run.output.unicodeScalars.contains(control), "U+\(String(control.value, radix: 16)) written raw")
            let reference = "&#x\(String(control.value, radix: 16, uppercase: true));"
            #expect(run.output.components(separatedBy: reference).count - 1 == 4, "id, title (name and id), label: U+\(String(control.value, radix: 16))")
            let svg = SVGInspection(run.output)
            #expect(svg.failure == nil && svg.elements(named: "g").compactMap { $0["data-id"] } == ["a\(control)b"])
        }
    }

    @Test(arguments: [
        (12.345, "12.35"), (-3, "-3"), (0.004, "0"), (-0.0, "0"), (1e20, "1e+20"), (Double.nan, "0"), (0.07, "0.07"),
    ])
    func numbersAreShortAndStable(value: Double, text: String) {
        #expect(SVGDocument.number(value) == text)
    }
}
