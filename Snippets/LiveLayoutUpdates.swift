// snippet.hide
// Live updates, "The live layout": a batch of updates applied to a live layout.
import OrbitGeometry
import OrbitLayout

let request = LayoutRequest(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 20, spacing: 4, seed: 5, people: [
    OrbitPerson(id: "ana", name: "Ana Novák", distanceMeters: 900, relation: .friend),
    OrbitPerson(id: "ben", name: "Ben Ito", distanceMeters: 2_400),
    OrbitPerson(id: "cleo", name: "Cleo Diaz", distanceMeters: 150),
])
let anaWalkedCloser = OrbitPerson(id: "ana", name: "Ana Novák", distanceMeters: 120, relation: .friend)
let newcomer = OrbitPerson(id: "dora", name: "Dora Lind", distanceMeters: 3_100)
// snippet.show
var live = try LiveLayout(request)
let change = live.apply([.upsert(anaWalkedCloser), .upsert(newcomer), .remove(id: "ben")])
// snippet.hide
print("entered \(change.entered.map(\.id)), moved \(change.moved.map(\.to.id)), left \(change.left.map(\.id))")
