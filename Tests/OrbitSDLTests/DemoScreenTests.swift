import Foundation
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSDL

/// Drives the built `orbit-demo` by replayed keys, text and wheel steps (offscreen) and reads what its
/// statistics and screenshots say about the screen: the card opens and closes, Esc closes what is open
/// before it quits, search finds and selects, Home and zooming out end at the fit view, the card is opaque
/// and the ring labels are drawn.
@Suite struct DemoScreenTests {
    let demo = DemoBinaryTests()
    /// The card's fill and the ring labels' fill (`DemoApp`), opaque, so a screenshot shows them exactly.
    static let cardColor = (r: UInt8(26), g: UInt8(29), b: UInt8(41))
    static let labelColor = (r: UInt8(30), g: UInt8(34), b: UInt8(48))

    /// Replays `events` for `duration` seconds over the bundled people; returns the statistics and, when
    /// asked, the last frame.
    func replay(_ events: [String], duration: Double, screenshot: Bool = false) throws -> (stats: [String: Any], shot: PixelBuffer?) {
        let trace = try DemoBinaryTests.trace(events, duration: duration)
        let stats = DemoBinaryTests.temporaryPath("stats.json"), shot = DemoBinaryTests.temporaryPath("shot.png")
        let result = try demo.run(["--replay", trace, "--offscreen", "--stats", stats] + (screenshot ? ["--screenshot", shot] : []))
        #expect(result.code == 0, "\(result.error)")
        let figures = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any] ?? [:]
        return (figures, screenshot ? try SDLImageLoader().loadImage(atPath: shot, limits: ImageLimits()) : nil)
    }

    static func key(_ name: String, at t: Double) -> String { #"{"t": \#(t), "type": "key", "key": "\#(name)"}"# }
    static func text(_ text: String, at t: Double) -> String { #"{"t": \#(t), "type": "text", "text": "\#(text)"}"# }
    static func wheel(_ dy: Double, x: Double, y: Double, at t: Double) -> String {
        #"{"t": \#(t), "type": "wheel", "x": \#(x), "y": \#(y), "dy": \#(dy)}"#
    }

    /// How many pixels of `shot` have exactly `color`.
    static func count(_ color: (r: UInt8, g: UInt8, b: UInt8), in shot: PixelBuffer) -> Int {
        stride(from: 0, to: shot.rgba.count, by: 4).filter {
            shot.rgba[$0] == color.r && shot.rgba[$0 + 1] == color.g && shot.rgba[$0 + 2] == color.b
        }.count
    }

    /// Tab focuses, Return opens the card; the card is opaque (a large area of exactly its fill) and the ring
    /// labels are drawn (their fill shows); the HUD is off by default; the view starts at the fit.
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func returnOpensAnOpaqueCardOverLabelledRings() throws {
        let before = try replay([Self.key("Tab", at: 0.1)], duration: 0.5, screenshot: true)
        let after = try replay([Self.key("Tab", at: 0.1), Self.key("Tab", at: 0.2), Self.key("Return", at: 0.3)], duration: 0.5, screenshot: true)
        #expect(before.stats["selected"] is NSNull && before.stats["hudVisible"] as? Bool == false)
        #expect(after.stats["selected"] as? String != nil, "Return should open the focused person's card: \(after.stats)")
        let shotBefore = try #require(before.shot), shotAfter = try #require(after.shot)
        // A card of about 300 × 120 points, opaque: tens of thousands of pixels of exactly its colour.
        #expect(Self.count(Self.cardColor, in: shotAfter) > 15_000, "the card is missing or see-through")
        #expect(Self.count(Self.cardColor, in: shotBefore) < 500)
        #expect(Self.count(Self.labelColor, in: shotBefore) > 3_000, "ring labels are not drawn")
        let zoom = try #require(before.stats["zoom"] as? Double), fit = try #require(before.stats["fitZoom"] as? Double)
        #expect(abs(zoom / fit - 1) < 1e-9, "the bundled people start at the fit view: zoom \(zoom), fit \(fit)")
    }

    /// Help opened over a card covers it (Esc closes help first, so help is the topmost thing open).
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func helpIsDrawnOverTheCard() throws {
        let card = [Self.key("Tab", at: 0.1), Self.key("Tab", at: 0.2), Self.key("Return", at: 0.3)]
        let alone = try #require(try replay(card, duration: 0.6, screenshot: true).shot)
        let covered = try #require(try replay(card + [Self.key("?", at: 0.4)], duration: 0.6, screenshot: true).shot)
        let cardPixels = Self.count(Self.cardColor, in: alone), uncovered = Self.count(Self.cardColor, in: covered)
        #expect(cardPixels > 15_000 && uncovered < cardPixels - 2_000, "help left \(uncovered) of the card's \(cardPixels) pixels")
    }

    /// Esc closes the search, then help, then the card, then the focus, and never quits; R keeps the selection; Q quits at once.
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func escapeClosesWhatIsOpenAndNeverQuits() throws {
        let open = [Self.key("Tab", at: 0.1), Self.key("Return", at: 0.15), Self.key("?", at: 0.2), Self.key("/", at: 0.25),
                    Self.text("a", at: 0.3)]
        let closes = try replay(open + [0.35, 0.4, 0.45].map { Self.key("Escape", at: $0) }, duration: 1).stats
        #expect(closes["frames"] as? Int == 61 && closes["selected"] is NSNull, "\(closes)")
        let keepsCard = try replay(open + [0.35, 0.4].map { Self.key("Escape", at: $0) } + [Self.key("R", at: 0.5)], duration: 1).stats
        #expect(keepsCard["frames"] as? Int == 61 && keepsCard["selected"] as? String != nil,
                "two Escs close search and help only, and R keeps the selection: \(keepsCard)")
        let neverQuits = try replay(open + [0.35, 0.4, 0.45, 0.5, 0.55].map { Self.key("Escape", at: $0) }, duration: 1).stats
        #expect(neverQuits["frames"] as? Int == 61 && neverQuits["focused"] is NSNull, "the fourth Esc ends the focus, none quits: \(neverQuits)")
        let q = try replay([Self.key("Q", at: 0.1)], duration: 1).stats
        #expect((q["frames"] as? Int ?? 99) < 61)
    }

    /// `/`, a name typed without accents or capitals, Return: that person is selected.
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func searchFindsByNameIgnoringAccents() throws {
        let people = try JSONDecoder().decode(PeopleFileShape.self, from: Data(contentsOf: Fixtures.repository.appendingPathComponent("Assets/people.json")))
        let names = Dictionary(grouping: people.users, by: \.name)
        let target = try #require(people.users.first { person in
            names[person.name]?.count == 1 && person.relation != "blocked" && person.name.unicodeScalars.contains { $0.value > 127 }
        })
        let query = PeopleSearch.fold(target.name)
        let picked = try replay([Self.key("/", at: 0.1), Self.text(query, at: 0.2), Self.key("Return", at: 0.3)], duration: 1.2).stats
        #expect(picked["selected"] as? String == target.id, "searching '\(query)' for \(target.name): \(picked)")
    }

    /// Zoomed in off-centre, Home returns to the fit view; any amount of zooming out stops at the fit; H shows the HUD.
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func homeAndZoomOutEndAtTheFit() throws {
        let home = try replay([Self.wheel(6, x: 300, y: 200, at: 0.1), Self.key("H", at: 0.2), Self.key("Home", at: 0.5)], duration: 1.2).stats
        let zoomedIn = try replay([Self.wheel(6, x: 300, y: 200, at: 0.1)], duration: 1.2).stats
        let out = try replay([Self.wheel(6, x: 300, y: 200, at: 0.1)] + (0..<8).map { Self.wheel(-5, x: 900, y: 700, at: 0.5 + 0.05 * Double($0)) },
                             duration: 1.5).stats
        for stats in [home, out] {
            let zoom = try #require(stats["zoom"] as? Double), fit = try #require(stats["fitZoom"] as? Double)
            #expect(abs(zoom / fit - 1) < 1e-9, "\(stats)")
        }
        #expect((zoomedIn["zoom"] as? Double ?? 0) > 1.5 * (zoomedIn["fitZoom"] as? Double ?? .infinity))
        #expect(home["hudVisible"] as? Bool == true)
    }
}

/// The parts of a people file the search test reads.
struct PeopleFileShape: Decodable {
    struct User: Decodable {
        var id: String
        var name: String
        var relation: String?
    }
    var users: [User]
}
