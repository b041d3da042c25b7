import Foundation
import OrbitGeometry
import OrbitLayout
@testable import OrbitScene

/// A random ring configuration with a query for property tests: ring bands may overlap, be zero-width or
/// empty; cameras zoom in and out and pan; viewports are anywhere, sometimes degenerate.
struct RandomRings {
    var entries: [(node: Int, ring: Int, angle: Double, radius: Double)] = []
    var index: VisibilityIndex
    var offsets: [Double]
    var camera: Camera
    var viewport: OrbitRect
    var margin: Double

    init(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * random.nextUnit() }
        let center = OrbitPoint(x: uniform(-200, 1400), y: uniform(-200, 1000))
        let avatarRadius = uniform(2, 40)
        let ringCount = Int(uniform(1, 9))
        var node = 0
        for ring in 0..<ringCount {
            let inner = uniform(0, 3000)
            let width = random.nextUnit() < 0.2 ? 0 : uniform(0, 400)
            for _ in 0..<Int(uniform(0, 120)) {
                entries.append((node, ring, uniform(0, 2 * .pi), inner + uniform(0, width)))
                node += 1
            }
        }
        index = VisibilityIndex(center: center, avatarRadius: avatarRadius, entries: entries)
        offsets = (0..<Int(uniform(0, Double(ringCount + 2)))).map { _ in uniform(-20, 20) }
        let scale = exp(uniform(log(0.02), log(4)))
        camera = Camera(scale: 1).zoomed(
            by: scale, about: OrbitPoint(x: uniform(-500, 1800), y: uniform(-500, 1300)),
            limits: ZoomLimits(minScale: 0.01, maxScale: 10))
        viewport = random.nextUnit() < 0.05
            ? OrbitRect(x: uniform(0, 1000), y: uniform(0, 800), width: 0, height: 0)
            : OrbitRect(x: uniform(-300, 300), y: uniform(-300, 300), width: uniform(1, 2000), height: uniform(1, 1500))
        margin = random.nextUnit() < 0.3 ? 0 : uniform(0, 300)
    }

    /// Every node in draw order: by ring, then by base angle.
    var drawOrder: [Int] {
        entries.sorted { ($0.ring, AngleMath.normalized($0.angle)) < ($1.ring, AngleMath.normalized($1.angle)) }.map(\.node)
    }

    /// The topmost node whose avatar contains the screen point, by scanning every node.
    func bruteForceHit(_ point: OrbitPoint, drawOrder: [Int]) -> Int? {
        let reach = index.avatarRadius * camera.scale
        return drawOrder.last { index.screenPosition(of: $0, offsets: offsets, camera: camera).distance(to: point) <= reach }
    }

    /// Every node whose screen centre lies in `rect`, by scanning all of them, in draw order.
    func bruteForce(in rect: OrbitRect) -> [Int] {
        drawOrder.filter { rect.contains(index.screenPosition(of: $0, offsets: offsets, camera: camera)) }
    }
}
