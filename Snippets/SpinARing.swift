// snippet.hide
// Motion: a ring follows the pointer, is released with a velocity and coasts; times are the caller's.
import OrbitGeometry
import OrbitMotion

let center = OrbitPoint(x: 400, y: 300)
let down = OrbitPoint(x: 400, y: 100), p1 = OrbitPoint(x: 430, y: 102), p2 = OrbitPoint(x: 470, y: 108)
let frameTime = 0.5
// snippet.show
var spinner = RingSpinner(center: center)
spinner.press(at: down, time: 0.000)
spinner.move(to: p1, time: 0.016)
spinner.move(to: p2, time: 0.033)
let release = spinner.release(at: p2, time: 0.033)  // velocity, coasting, distance
let offset = spinner.offset(at: frameTime)  // every frame, O(1)
// snippet.hide
print("released at \(release.map { "\($0.velocity)" } ?? "rest") rad/s; offset at \(frameTime) s: \(offset) rad")
