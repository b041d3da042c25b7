import OrbitGeometry
import OrbitScene

/// Everything on screen that an overlay may not cover, in one grid (MapLibre's `CollisionIndex` over a
/// `GridIndex`): the people drawn and the viewer as circles, the HUD, the search field, ring labels, the chip,
/// the legend and the panels as boxes, each in a layer. An overlay is placed by asking which of its candidate
/// spots is free of the layers it must keep clear of, then inserted, so what is placed first wins: the frame
/// places the viewer, the HUD and the search field, then the legend, ring labels and chip, then search results,
/// the list, the card, a toast and the name tooltip, in that order.
///
/// - Complexity: `insert` O(c) for the c cells (48 points square) a shape's box meets; `collides` and `isFree`
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

    /// An empty index over `window`.
    init(window: OrbitRect) {
        self.window = window
        columns = Self.index(window.width, window.width) + 2
        rows = Self.index(window.height, window.height) + 2
        cells = Array(repeating: [], count: columns * rows)
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
        insert(.circle(center, radius), bounds: OrbitRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), layer: layer)
    }

    /// Whether `rect` meets (shares more than an edge with, or for a circle: comes nearer its centre than its
    /// radius) anything in `layers`.
    func collides(_ rect: OrbitRect, with layers: Layers) -> Bool {
        guard !present.isDisjoint(with: layers) else { return false }
        let (rowRange, columnRange) = cellRanges(of: rect)
        for row in rowRange {
            for column in columnRange {
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
