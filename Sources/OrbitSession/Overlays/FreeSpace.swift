import OrbitScene

/// What is already on screen, for overlays that must not cover it: the people drawn (circles, in a grid of
/// cells so a test looks only at those near) and the overlays placed so far.
///
/// - Complexity: `isFree` and `coversPerson` look at the people in the cells the rectangle meets and at the
///   overlays placed, without allocating: label placement tries hundreds of spots per ring.
struct FreeSpace {
    static let cell = 48.0

    let window: Rect
    /// The circles meeting each cell, row by row, with a ring of cells around the window for what pokes out.
    private var cells: [[(center: Point, radius: Double)]]
    private let columns: Int, rows: Int
    private(set) var placed: [Rect] = []

    /// The people of `people` as obstacles inside `window`.
    init(people: [DrawnPerson], window: Rect) {
        self.window = window
        columns = Self.index(window.width, window.width) + 2
        rows = Self.index(window.height, window.height) + 2
        cells = Array(repeating: [], count: columns * rows)
        for person in people where person.opacity > 0 { block(circle: person.position, radius: person.radius) }
    }

    /// Marks the circle as taken (a person, the viewer).
    mutating func block(circle center: Point, radius: Double) {
        guard radius > 0, center.x.isFinite, center.y.isFinite else { return }
        let reach = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        guard reach.meets(window) else { return }
        let (rowRange, columnRange) = cellRanges(of: reach)
        for row in rowRange {
            for column in columnRange { cells[row * columns + column].append((center, radius)) }
        }
    }

    /// The cell index along an axis of `value` clipped to a cell beyond `0...limit`, counting from the cell before 0.
    private static func index(_ value: Double, _ limit: Double) -> Int {
        Int((max(-cell, min(value, limit + cell)) / cell).rounded(.down)) + 1
    }

    /// The rows and columns of cells `rect` meets (clipped to the window and a cell beyond it).
    private func cellRanges(of rect: Rect) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
        let rowRange = Self.index(rect.minY, window.height)...Self.index(rect.maxY, window.height)
        let columnRange = Self.index(rect.minX, window.width)...Self.index(rect.maxX, window.width)
        return (rowRange.clamped(to: 0...(rows - 1)), columnRange.clamped(to: 0...(columns - 1)))
    }

    /// Whether `rect` lies in the window and covers no overlay placed and (unless `ignoringPeople`) no person.
    func isFree(_ rect: Rect, ignoringPeople: Bool = false) -> Bool {
        guard rect.isInside(window), !placed.contains(where: { $0.meets(rect) }) else { return false }
        return ignoringPeople || !coversPerson(rect)
    }

    /// Whether `rect` covers any person.
    func coversPerson(_ rect: Rect) -> Bool {
        let (rowRange, columnRange) = cellRanges(of: rect)
        for row in rowRange {
            for column in columnRange {
                for person in cells[row * columns + column] where rect.gap(to: person.center) < person.radius { return true }
            }
        }
        return false
    }

    /// Marks `rect` as taken.
    mutating func take(_ rect: Rect) {
        placed.append(rect)
    }
}
