// snippet.hide
// How the layout works, "Stability": the previous result passed back in keeps everyone who stays in place.
import OrbitGeometry
import OrbitLayout

var request = LayoutRequest(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 20, spacing: 4, seed: 3,
                            people: (0..<40).map { OrbitPerson(id: "p\($0)", distanceMeters: Double(30 + 97 * $0)) })
var updatedPeople = request.people.filter { !["p3", "p17"].contains($0.id) }
updatedPeople.append(OrbitPerson(id: "new1", distanceMeters: 410))
// snippet.show
let first = try OrbitLayouter.place(request).result
request.people = updatedPeople
let next = try OrbitLayouter.place(request, previous: first)
// next.change.inserted, next.change.removed, next.change.moved
// snippet.hide
let stayed = first.nodes.filter { node in next.result.nodes.contains(node) }
print("inserted \(next.change.inserted), removed \(next.change.removed), moved \(next.change.moved); \(stayed.count) kept their spot")
