import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitSession
@testable import OrbitSession

/// A seeded session and a seeded stream of input for it: a crowd of 0, 1, 180 (or, rarely, 20,000) people,
/// a placement, maybe a ring cap, a window from 320×240 up, and in a third of them the HUD shown from the start.
struct SessionScenario {
    let seed: UInt64
    var random: SeededGenerator
    var session: OrbitSession
    /// The clock; each step of input is followed by a frame.
    var time = 0.0
    var lastFrame: SessionFrame

    /// The people counts a scenario picks from (20,000 only when `allowHuge`).
    static let counts = [0, 1, 180, 180, 180, 40]

    init(seed: UInt64, people count: Int? = nil, window: OrbitSize? = nil, theme: Theme = .dark) throws {
        self.seed = seed
        var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 17)
        let draw = random.next()
        let people = count ?? Self.counts[Int(draw % UInt64(Self.counts.count))]
        var crowd = CrowdGenerator(seed: seed, avatars: [])
        let size = window ?? Self.randomWindow(&random)
        var request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: seed,
                                    people: crowd.next(people))
        request.placement = random.next() % 2 == 0 ? .random : .bearing
        if random.next() % 3 == 0 { request.maxRings = 1 + Int(random.next() % 5) }
        let showsHUD = random.next() % 3 == 0
        self.random = random
        var configuration = Self.demo
        configuration.theme = theme
        session = try OrbitSession(request: request, windowSize: size, configuration: configuration)
        if showsHUD {  // as the demo shows it: its own figures first, whose width changes from frame to frame
            session.hudLines = ["\(50 + seed % 20) fps   textures \(seed % 300)"]
            session.handle(.command(.toggleHUD, time: 0))
        }
        lastFrame = try session.advance(to: 0)
    }

    /// The session's defaults with the demo's keys (the scenarios press `B`, `H`, `R`, `+`, `-`).
    static let demo = {
        var configuration = OrbitSession.Configuration()
        configuration.keyBindings = .demo
        return configuration
    }()

    static func randomWindow(_ random: inout SeededGenerator) -> OrbitSize {
        let sizes = [OrbitSize(width: 320, height: 240), OrbitSize(width: 700, height: 500), OrbitSize(width: 1280, height: 800)]
        let pick = Int(random.next() % 5)
        if pick < sizes.count { return sizes[pick] }
        return OrbitSize(width: Double(320 + random.next() % 1300), height: Double(240 + random.next() % 800))
    }

    /// One input at the next moment, then a frame.
    mutating func step(_ input: (Double) -> SessionInput, after delay: Double = 1.0 / 60) throws {
        time += delay
        session.handle(input(time))
        try frame(after: 1.0 / 60)
    }

    /// A frame `delay` seconds on.
    mutating func frame(after delay: Double) throws {
        time += delay
        lastFrame = try session.advance(to: time)
    }

    /// Frames until everything rests (a jump of a few seconds ends any coast, glide or transition).
    mutating func settle() throws {
        try frame(after: 1.0 / 60)
        try frame(after: 6)
        try frame(after: 1.0 / 60)
    }

    var window: OrbitRect { OrbitRect(width: session.state.windowSize.width, height: session.state.windowSize.height) }

    /// A random point in the window.
    mutating func point() -> OrbitPoint {
        OrbitPoint(x: random.nextUnit() * window.width, y: random.nextUnit() * window.height)
    }

    static let keys = ["Tab", "Shift+Tab", "Return", "Escape", "Home", "Left", "Right", "/", "B", "L", "H", "?", "+", "-", "R",
                       "Up", "Down", "PageDown", "Backspace", "Keypad +", "Ctrl+Tab"]

    /// One random piece of input (a click, a drag or fling, a wheel or pinch, a key, typing, a resize), with
    /// the frames it takes.
    mutating func randomInput() throws {
        switch random.next() % 12 {
        case 0, 1:  // a click somewhere, or on someone drawn
            let people = lastFrame.people
            let at = !people.isEmpty && random.next() % 2 == 0 ? people[Int(random.next() % UInt64(people.count))].position : point()
            try step { .pointerDown(at, time: $0) }
            try step { .pointerUp(at, time: $0) }
        case 2:  // a drag, maybe a fling
            var at = point()
            try step { [at] in .pointerDown(at, time: $0) }
            for _ in 0..<(2 + random.next() % 6) {
                at = OrbitPoint(x: at.x + 40 * (random.nextUnit() - 0.5), y: at.y + 40 * (random.nextUnit() - 0.5))
                try step { [at] in .pointerMoved(at, time: $0) }
            }
            try step { [at] in .pointerUp(at, time: $0) }
        case 3:
            let at = point(), notches = Double(Int(random.next() % 7) - 3)
            try step { .wheel(notches: notches, at: at, time: $0) }
        case 4:
            let at = point(), scale = 0.5 + 1.5 * random.nextUnit()
            try step { .pinch(scale: scale, about: at, time: $0) }
        case 5, 6, 7:
            let key = KeyChord(Self.keys[Int(random.next() % UInt64(Self.keys.count))])!
            try step { .key(key, time: $0) }
        case 8:
            let text = ["an", "e", "Nov", "/ka", "zz"][Int(random.next() % 5)]
            try step { .text(text, time: $0) }
        case 9:
            if let chip = lastFrame.overlays(.chip).first {
                try step { .pointerDown(chip.frame.center, time: $0) }
                try step { .pointerUp(chip.frame.center, time: $0) }
            } else {
                try settle()
            }
        case 10:
            session.resize(to: Self.randomWindow(&random))
            try frame(after: 1.0 / 60)
        default:
            try settle()
        }
    }
}

extension OrbitRect {
    /// Distance from `point` to the rectangle; 0 inside.
    func distance(from point: OrbitPoint) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    func contains(_ other: OrbitRect, slack: Double = 1e-6) -> Bool {
        other.minX >= minX - slack && other.minY >= minY - slack && other.maxX <= maxX + slack && other.maxY <= maxY + slack
    }
}
