// snippet.hide
// Driving your own renderer, "Reading order for screen readers": the accessibility elements of a layout.
import OrbitGeometry
import OrbitLayout
import OrbitScene

let people = [
    OrbitPerson(id: "ana", name: "Ana Novák", latitude: 50.0875, longitude: 14.4213, relation: .friend),
    OrbitPerson(id: "ben", name: "Ben Ito", latitude: 50.0901, longitude: 14.4002, relation: .following),
    OrbitPerson(id: "cleo", name: "Cleo Diaz", latitude: 50.0610, longitude: 14.4380, isActive: false),
]
let request = LayoutRequest(viewer: GeoCoordinate(latitude: 50.087, longitude: 14.421), viewport: OrbitSize(width: 800, height: 600),
                            avatarRadius: 20, spacing: 4, people: people)
let layout = try OrbitLayouter.place(request).result
// snippet.show
let order = ReadingOrder(nodes: layout.nodes)
let peopleByID = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
let elements = order.entries.compactMap { entry in
    peopleByID[entry.id].map { person in
        (id: entry.id, label: PersonCard(person: person, viewer: request.viewer).spokenLabel)
    }
}
// SwiftUI: one .accessibilityElement per entry, in this order, each with .accessibilityLabel(label);
// UIKit / SpriteKit: UIAccessibilityElement values in accessibilityElements, in this order.
// snippet.hide
for element in elements { print("\(element.id): \(element.label)") }
