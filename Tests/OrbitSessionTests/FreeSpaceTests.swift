import OrbitGeometry
import OrbitScene
import Testing
@testable import OrbitSession

@Suite struct FreeSpaceTests {
    /// Over random windows, people (some far outside, some huge, some faded out) and rectangles: the grid's
    /// answer is the one of testing every person, for every rectangle inside the window.
    @Test func coversPersonIsTheBruteForceAnswer() {
        for seed in UInt64(0)..<400 {
            var random = SeededGenerator(seed: seed)
            let window = Rect(width: 320 + 1600 * random.nextUnit(), height: 240 + 1000 * random.nextUnit())
            func coordinate(_ extent: Double) -> Double { extent * (1.4 * random.nextUnit() - 0.2) }
            let people = (0..<Int(random.next() % 200)).map { index in
                DrawnPerson(id: "p\(index)", position: Point(x: coordinate(window.width), y: coordinate(window.height)),
                            radius: random.nextUnit() < 0.05 ? 400 * random.nextUnit() : 30 * random.nextUnit(),
                            opacity: random.nextUnit() < 0.1 ? 0 : 1, saturation: 1)
            }
            let space = FreeSpace(people: people, window: window)
            for trial in 0..<50 {
                let rect = Rect(x: coordinate(window.width), y: coordinate(window.height),
                                width: 300 * random.nextUnit(), height: 80 * random.nextUnit())
                let expected = people.contains { $0.opacity > 0 && $0.radius > 0 && rect.gap(to: $0.position) < $0.radius }
                let inWindow = rect.isInside(window)
                // Outside the window only what reaches into it is kept: the answer is exact for rectangles inside.
                #expect(space.coversPerson(rect) == expected || !inWindow, "seed \(seed) trial \(trial): \(rect)")
                #expect(space.isFree(rect) == (inWindow && !expected), "seed \(seed) trial \(trial): \(rect)")
            }
        }
    }
}
