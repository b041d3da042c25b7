// snippet.hide
// OrbitLayout's overview: people with coordinates placed around a viewer, each toward their bearing.
import OrbitGeometry
import OrbitLayout

let people = [
    OrbitPerson(id: "ana", name: "Ana Novák", latitude: 50.0875, longitude: 14.4213, relation: .friend),
    OrbitPerson(id: "ben", name: "Ben Ito", latitude: 50.0901, longitude: 14.4002),
    OrbitPerson(id: "cleo", name: "Cleo Diaz", latitude: 50.0610, longitude: 14.4380, isActive: false),
]
// snippet.show
let request = LayoutRequest(viewer: GeoCoordinate(latitude: 50.087, longitude: 14.421),
                            viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4,
                            seed: 7, placement: .bearing, people: people)
let layout = try OrbitLayouter.place(request).result
// snippet.hide
for node in layout.nodes {
    print("\(node.id): ring \(node.ring) at (\(Int(node.x)), \(Int(node.y)))")
}
