import OrbitGeometry
import OrbitScene
import Testing
@testable import OrbitSession

@Suite struct CollisionIndexTests {
    /// Over 4,000 random windows, each with random circles (some far outside, some huge, some empty) and boxes
    /// in random layers, half of them after up to 400 circles filed together, and random query rectangles
    /// anywhere (inside, across the edge, far outside): the grid's answer is the one of testing every entry.
    @Test(arguments: [0..<1_000, 1_000..<2_000, 2_000..<3_000, 3_000..<4_000] as [Range<UInt64>])
    func answersAreTheBruteForceAnswers(seeds: Range<UInt64>) {
        let layerChoices: [CollisionIndex.Layers] = [.people, .viewer, .chrome, .labels, .panels]
        for seed in seeds {
            var random = SeededGenerator(seed: seed)
            let window = OrbitRect(x: 40 * random.nextUnit() - 20, y: 40 * random.nextUnit() - 20,
                              width: 200 + 1600 * random.nextUnit(), height: 150 + 1000 * random.nextUnit())
            func x() -> Double { window.minX + window.width * (1.6 * random.nextUnit() - 0.3) }
            func y() -> Double { window.minY + window.height * (1.6 * random.nextUnit() - 0.3) }
            var circles: [(OrbitPoint, Double, CollisionIndex.Layers)] = [], boxes: [(OrbitRect, CollisionIndex.Layers)] = []
            // Odd seeds start from circles filed together (the people drawn), in one layer.
            var index = CollisionIndex(window: window)
            if seed % 2 == 1 {
                let layer = layerChoices[Int(random.next() % 5)]
                let filed = (0..<Int(random.next() % 400)).map { _ in
                    let radius = random.nextUnit() < 0.05 ? 600 * random.nextUnit() : random.nextUnit() < 0.05 ? 0 : 12 * random.nextUnit()
                    return (center: OrbitPoint(x: x(), y: y()), radius: random.nextUnit() < 0.01 ? .infinity : radius)
                }
                index = CollisionIndex(window: window, circles: filed, as: layer)
                circles += filed.filter { $0.radius > 0 && $0.radius.isFinite }.map { ($0.center, $0.radius, layer) }
            }
            for _ in 0..<Int(random.next() % 120) {
                let layer = layerChoices[Int(random.next() % 5)]
                if random.nextUnit() < 0.6 {
                    let radius = random.nextUnit() < 0.05 ? 600 * random.nextUnit() : random.nextUnit() < 0.05 ? 0 : 30 * random.nextUnit()
                    let center = OrbitPoint(x: x(), y: y())
                    index.insert(circle: center, radius: radius, as: layer)
                    if radius > 0 { circles.append((center, radius, layer)) }
                } else {
                    let box = OrbitRect(x: x(), y: y(), width: 400 * random.nextUnit(), height: 120 * random.nextUnit())
                    index.insert(box, as: layer)
                    if box.width > 0, box.height > 0 { boxes.append((box, layer)) }
                }
            }
            for trial in 0..<12 {
                var mask: CollisionIndex.Layers = []
                for layer in layerChoices where random.nextUnit() < 0.5 { mask.insert(layer) }
                let rect = OrbitRect(x: x(), y: y(), width: 300 * random.nextUnit(), height: 90 * random.nextUnit())
                let expected = circles.contains { !$0.2.isDisjoint(with: mask) && rect.gap(to: $0.0) < $0.1 }
                    || boxes.contains { !$0.1.isDisjoint(with: mask) && $0.0.meets(rect) }
                #expect(index.collides(rect, with: mask) == expected, "seed \(seed) trial \(trial): \(rect) layers \(mask.rawValue)")
                #expect(index.isFree(rect, avoiding: mask) == (rect.isInside(window) && !expected), "seed \(seed) trial \(trial): \(rect)")
            }
        }
    }

    /// The first free candidate is the first one inside the window that meets nothing of the layers avoided;
    /// what is inserted later is seen by later queries (placement in priority order).
    @Test func laterPlacementsKeepClearOfEarlierOnes() {
        for seed in UInt64(0)..<1_000 {
            var random = SeededGenerator(seed: seed)
            let window = OrbitRect(width: 320 + 960 * random.nextUnit(), height: 240 + 560 * random.nextUnit())
            var index = CollisionIndex(window: window)
            var placed: [OrbitRect] = []
            for _ in 0..<20 {
                let size = OrbitSize(width: 20 + 200 * random.nextUnit(), height: 14 + 60 * random.nextUnit())
                let candidates = (0..<8).map { _ in
                    OrbitRect(x: window.width * random.nextUnit() - size.width / 2, y: window.height * random.nextUnit() - size.height / 2,
                         width: size.width, height: size.height)
                }
                let expected = candidates.firstIndex { rect in rect.isInside(window) && !placed.contains { $0.meets(rect) } }
                let found = index.firstFree(candidates, avoiding: .all)
                #expect(found == expected, "seed \(seed): \(String(describing: found)) not \(String(describing: expected))")
                if let found {
                    index.insert(candidates[found], as: .panels)
                    placed.append(candidates[found])
                }
            }
        }
    }
}
