import Foundation
import OrbitGeometry
import Testing
@testable import OrbitSession

@Suite struct TwoFingerGestureTests {
    /// Over seeded finger positions and moves, the pinch is the ratio of the fingers' distances, the twist the
    /// turn of the line between them, both about the fingers' centre, and the pan how far that centre moved; one
    /// finger alone makes nothing.
    @Test func pinchAndTwistFollowTheFingers() {
        for seed: UInt64 in 1...500 {
            var random = SeededGenerator(seed: seed)
            func point() -> OrbitPoint { OrbitPoint(x: 50 + random.nextUnit() * 900, y: 50 + random.nextUnit() * 600) }
            var gesture = TwoFingerGesture()
            let anchor = point(), start = point(), end = point()
            gesture.down(1, at: start)
            #expect(gesture.moved(1, to: end, time: 0).isEmpty, "seed \(seed): one finger")
            gesture.down(2, at: anchor)
            let from = (end - anchor).distance(to: .zero), to = (start - anchor).distance(to: .zero)
            guard from > 1, to > 1 else { continue }
            let inputs = gesture.moved(1, to: start, time: 1)
            let center = OrbitPoint(x: (start.x + anchor.x) / 2, y: (start.y + anchor.y) / 2)
            for input in inputs {
                switch input {
                case .pinch(let scale, let about, _):
                    #expect(abs(scale - to / from) < 1e-9 && about == center, "seed \(seed)")
                case .twist(let radians, let about, _):
                    var expected = atan2(start.y - anchor.y, start.x - anchor.x) - atan2(end.y - anchor.y, end.x - anchor.x)
                    if expected > .pi { expected -= 2 * .pi } else if expected < -.pi { expected += 2 * .pi }
                    #expect(abs(radians - expected) < 1e-9 && about == center, "seed \(seed)")
                case .command(.pan(let x, let y), _):
                    #expect(abs(x - (start.x - end.x) / 2) < 1e-9 && abs(y - (start.y - end.y) / 2) < 1e-9, "seed \(seed)")
                default:
                    Issue.record("seed \(seed): unexpected \(input)")
                }
            }
            gesture.up(2)
            #expect(gesture.moved(1, to: end, time: 2).isEmpty, "seed \(seed): after a finger lifts")
        }
    }
}
