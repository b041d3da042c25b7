import OrbitScene

/// What is already on screen, for overlays that must not cover it: the people drawn (circles, in a grid of
/// cells so a test looks only at those near) and the overlays placed so far.
struct FreeSpace {
    static let cell = 48.0

    let window: Rect
    private var cells: [Int: [(center: Point, radius: Double)]] = [:]
    private var columns = 1
    private(set) var placed: [Rect] = []

    /// The people of `people` as obstacles inside `window`.
    init(people: [DrawnPerson], window: Rect) {
        self.window = window
        columns = Int(window.width / Self.cell) + 3
        for person in people where person.opacity > 0 { block(circle: person.position, radius: person.radius) }
    }

    /// Marks the circle as taken (a person, the viewer).
    mutating func block(circle center: Point, radius: Double) {
        guard radius > 0, center.x.isFinite, center.y.isFinite else { return }
        let reach = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        guard reach.meets(window) else { return }
        for key in keys(of: reach) { cells[key, default: []].append((center, radius)) }
    }

    /// The cells `rect` meets (clipped to the window and a cell beyond it).
    private func keys(of rect: Rect) -> [Int] {
        func index(_ value: Double, _ limit: Double) -> Int { Int((max(-Self.cell, min(value, limit + Self.cell)) / Self.cell).rounded(.down)) + 1 }
        var keys: [Int] = []
        for row in index(rect.minY, window.height)...index(rect.maxY, window.height) {
            for column in index(rect.minX, window.width)...index(rect.maxX, window.width) { keys.append(row * columns + column) }
        }
        return keys
    }

    /// Whether `rect` lies in the window and covers no person and no overlay placed.
    func isFree(_ rect: Rect) -> Bool {
        guard rect.isInside(window), !placed.contains(where: { $0.meets(rect) }) else { return false }
        return !coversPerson(rect)
    }

    /// Whether `rect` covers any person.
    func coversPerson(_ rect: Rect) -> Bool {
        for key in keys(of: rect) {
            for person in cells[key] ?? [] where rect.gap(to: person.center) < person.radius { return true }
        }
        return false
    }

    /// Marks `rect` as taken.
    mutating func take(_ rect: Rect) {
        placed.append(rect)
    }
}
