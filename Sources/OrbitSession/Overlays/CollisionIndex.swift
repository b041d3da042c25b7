import OrbitGeometry
import OrbitScene

/// Everything on screen that an overlay may not cover, in one grid (MapLibre's `CollisionIndex` over a
/// `GridIndex`): the people drawn and the viewer as circles, the HUD, the search field, ring labels, the chip,
/// the legend and the panels as boxes, each in a layer. An overlay is placed by asking which of its candidate
/// spots is free of the layers it must keep clear of, then inserted, so what is placed first wins: the frame
/// places the viewer, the HUD and the search field, then the legend, ring labels and chip, then search results,
/// the list, the card, a toast and the name tooltip, in that order.
///
/// - Complexity: `insert` O(c) for the c cells (48 points square) a shape's box meets (the people drawn are filed
///   together when the index is made); `collides` and `isFree`
///   O(c + e) for the e entries in the cells the rectangle meets, without allocating (label placement tries
///   hundreds of spots per ring). Memory O(cells + Σ cells per entry).
struct CollisionIndex {
    /// What an entry is, for queries that keep clear of some kinds only.
    struct Layers: OptionSet, Hashable {
        let rawValue: UInt8
        /// The people drawn (labels keep clear of them; panels opened on purpose may cover them).
        static let people = Layers(rawValue: 1 << 0)
        /// "You", at the centre: nothing covers it.
        static let viewer = Layers(rawValue: 1 << 1)
        /// The HUD and the search field.
        static let chrome = Layers(rawValue: 1 << 2)
        /// Ring labels, the chip and the legend.
        static let labels = Layers(rawValue: 1 << 3)
        /// Search results, the list, the card, a toast, the tooltip.
        static let panels = Layers(rawValue: 1 << 4)
        static let all: Layers = [.people, .viewer, .chrome, .labels, .panels]
    }

    private enum Shape {
        case box(OrbitRect)
        case circle(OrbitPoint, Double)
    }

    static let cell = 48.0

    let window: OrbitRect
    private let columns: Int, rows: Int
    /// Entry indices per cell, row by row, with a ring of cells around the window for what lies outside.
    private var cells: [[Int32]]
    private var shapes: [Shape] = []
    private var layers: [Layers] = []
    /// The layers anything was inserted in: a query about none of them is answered at once.
    private var present: Layers = []
    /// The circles the index was made with, in `circlesLayer`: per cell, where its circles' indices start in
    /// `circleEntries` (and, last, their count). Thousands of people drawn are filed in one pass, without an
    /// array per cell.
    private var circleStarts: [Int32] = []
    private var circleEntries: [Int32] = []
    private var circles: [(center: OrbitPoint, radius: Double)] = []
    private var circlesLayer: Layers = []

    /// An empty index over `window`.
    init(window: OrbitRect) {
        self.window = window
        columns = Self.index(window.width, window.width) + 2
        rows = Self.index(window.height, window.height) + 2
        cells = Array(repeating: [], count: columns * rows)
    }

    /// An index over `window` holding `circles` (centre and radius; those with no area or not finite are left
    /// out) in `layer`, filed together: the same answers as inserting each, at a fraction of the cost.
    /// - Complexity: O(cells + Σ cells per circle).
    init(window: OrbitRect, circles: [(center: OrbitPoint, radius: Double)], as layer: Layers) {
        self.init(window: window)
        self.circles = circles.filter { $0.radius > 0 && $0.radius.isFinite && $0.center.x.isFinite && $0.center.y.isFinite }
        guard !self.circles.isEmpty else { return }
        circlesLayer = layer
        present.formUnion(layer)
        var starts = [Int32](repeating: 0, count: columns * rows + 1)
        for circle in self.circles {
            let (rowRange, columnRange) = cellRanges(of: Self.bounds(circle))
            for row in rowRange {
                for column in columnRange { starts[row * columns + column + 1] += 1 }
            }
        }
        for cell in 0..<(columns * rows) { starts[cell + 1] += starts[cell] }
        var next = starts
        var entries = [Int32](repeating: 0, count: Int(starts[columns * rows]))
        for (index, circle) in self.circles.enumerated() {
            let (rowRange, columnRange) = cellRanges(of: Self.bounds(circle))
            for row in rowRange {
                for column in columnRange {
                    entries[Int(next[row * columns + column])] = Int32(index)
                    next[row * columns + column] += 1
                }
            }
        }
        (circleStarts, circleEntries) = (starts, entries)
    }

    private static func bounds(_ circle: (center: OrbitPoint, radius: Double)) -> OrbitRect {
        OrbitRect(x: circle.center.x - circle.radius, y: circle.center.y - circle.radius, width: 2 * circle.radius, height: 2 * circle.radius)
    }

    /// The cell along an axis of `value`, clamped to one cell beyond `0...limit` (monotone, so two overlapping
    /// intervals always share a cell), counting from the cell before 0.
    private static func index(_ value: Double, _ limit: Double) -> Int {
        guard value.isFinite else { return value > 0 ? index(limit + cell, limit) : 0 }
        return Int((max(-cell, min(value, limit + cell)) / cell).rounded(.down)) + 1
    }

    private func cellRanges(of rect: OrbitRect) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
        let minX = rect.minX - window.minX, minY = rect.minY - window.minY
        let rowRange = Self.index(minY, window.height)...Self.index(minY + rect.height, window.height)
        let columnRange = Self.index(minX, window.width)...Self.index(minX + rect.width, window.width)
        return (rowRange.clamped(to: 0...(rows - 1)), columnRange.clamped(to: 0...(columns - 1)))
    }

    private mutating func insert(_ shape: Shape, bounds: OrbitRect, layer: Layers) {
        let entry = Int32(shapes.count)
        shapes.append(shape)
        layers.append(layer)
        present.formUnion(layer)
        let (rowRange, columnRange) = cellRanges(of: bounds)
        for row in rowRange {
            for column in columnRange { cells[row * columns + column].append(entry) }
        }
    }

    /// Adds `rect` in `layer`.
    mutating func insert(_ rect: OrbitRect, as layer: Layers) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        insert(.box(rect), bounds: rect, layer: layer)
    }

    /// Adds the circle of `radius` around `center` in `layer`.
    mutating func insert(circle center: OrbitPoint, radius: Double, as layer: Layers) {
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        insert(.circle(center, radius), bounds: Self.bounds((center, radius)), layer: layer)
    }

    /// Whether `rect` meets (shares more than an edge with, or for a circle: comes nearer its centre than its
    /// radius) anything in `layers`.
    func collides(_ rect: OrbitRect, with layers: Layers) -> Bool {
        guard !present.isDisjoint(with: layers) else { return false }
        let (rowRange, columnRange) = cellRanges(of: rect)
        let withCircles = !circlesLayer.isDisjoint(with: layers)
        for row in rowRange {
            for column in columnRange {
                if withCircles {
                    for entry in circleEntries[Int(circleStarts[row * columns + column])..<Int(circleStarts[row * columns + column + 1])] {
                        let circle = circles[Int(entry)]
                        if rect.gap(to: circle.center) < circle.radius { return true }
                    }
                }
                for entry in cells[row * columns + column] where !self.layers[Int(entry)].isDisjoint(with: layers) {
                    switch shapes[Int(entry)] {
                    case .box(let box): if box.meets(rect) { return true }
                    case .circle(let center, let radius): if rect.gap(to: center) < radius { return true }
                    }
                }
            }
        }
        return false
    }

    /// Whether `rect` lies in the window and meets nothing in `layers`.
    func isFree(_ rect: OrbitRect, avoiding layers: Layers) -> Bool {
        rect.isInside(window) && !collides(rect, with: layers)
    }

    /// The first of `candidates` (rectangles) free of `layers`, by position in the list.
    func firstFree(_ candidates: [OrbitRect], avoiding layers: Layers) -> Int? {
        candidates.indices.first { isFree(candidates[$0], avoiding: layers) }
    }
}
