// snippet.hide
// Live updates, "The scene follows in transactions" and "Transactions": a live layout's changes animated
// by the scene, on the caller's clock.
import OrbitGeometry
import OrbitLayout
import OrbitScene

let request = LayoutRequest(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 20, spacing: 4, seed: 5, people: [
    OrbitPerson(id: "ana", name: "Ana Novák", distanceMeters: 900, relation: .friend),
    OrbitPerson(id: "ben", name: "Ben Ito", distanceMeters: 2_400),
    OrbitPerson(id: "cleo", name: "Cleo Diaz", distanceMeters: 150),
])
let anaWalkedCloser = OrbitPerson(id: "ana", name: "Ana Novák", distanceMeters: 120, relation: .friend)
let newcomer = OrbitPerson(id: "dora", name: "Dora Lind", distanceMeters: 3_100)
let viewport = OrbitRect(width: 800, height: 600)
let camera = Camera()
let now = 1.0, frameTime = 1.1
let offsets: [Double] = []
// snippet.show
// snippet.frame
var live = try LiveLayout(request)
var scene = try RingScene(live: live)

// An update arrives at `now` (seconds, your clock):
let change = live.apply([.upsert(anaWalkedCloser), .upsert(newcomer), .remove(id: "ben")])
scene.apply(change, layout: live, transaction: AnimationTransaction(), at: now)

// Every frame:
scene.advance(to: frameTime)  // returns the ids whose exit ended; their textures go too
let frame = try scene.update(offsets: offsets, viewport: viewport, camera: camera)
// snippet.end
// snippet.hide
print("\(frame.drawList.count) draw commands at \(frameTime) s")
// snippet.show
// snippet.transactions
scene.apply(change, layout: live, transaction: AnimationTransaction(duration: 0.5), at: now)  // slower
scene.apply(change, layout: live, transaction: .immediate, at: now)  // no animation
// snippet.end
