// snippet.hide
// Change the words: a shipped table with entries overridden by key, checked against the entry's placeholders.
import OrbitGeometry
import OrbitLayout
import OrbitScene
import OrbitSession

let people = [OrbitPerson(id: "a", name: "Ana", distanceMeters: 120), OrbitPerson(id: "b", name: "Ben", distanceMeters: 900)]
let request = LayoutRequest(viewport: OrbitSize(width: 900, height: 600), avatarRadius: 22, spacing: 4, seed: 7, people: people)
// snippet.show
var configuration = OrbitSession.Configuration()
configuration.strings = try OrbitStrings(base: .english, overrides: [
    "legendTitle": "Key  (L hides)",
    "people": "{n} folks",
    "people.one": "{n} friend",
])
// snippet.hide
do {
    _ = try OrbitStrings(base: .english, overrides: ["ringLabel": "{1} people"])
    fatalError("an override without the entry's {2} was accepted")
} catch {
    print(error)  // strings key 'ringLabel': the text's placeholders ({1}) differ from the entry's ({1}, {2})
}
var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 900, height: 600), configuration: configuration)
let frame = try session.advance(to: 0)
let legend = frame.overlays(.legend).flatMap(\.lines)
guard legend.first == "Key  (L hides)" else { fatalError("the legend says \(legend)") }
print(legend.first!, "·", configuration.strings["people"]!)
