import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitSession

// A complete front end on OrbitSession: a text terminal "renderer". It feeds the session input, asks for a
// frame on its own clock, and shows what the frame says. A graphical front end does the same and draws
// `frame.drawList` instead of printing.

// 1. People and a session over them, in a window of 900 × 600 points: 150 people from 20 m to 30 km away.
let names = ["Ana", "Ben", "Chiara", "Dan", "Eva", "Jan", "Lena", "Omar", "Sakura", "Yusuf"]
let people = (0..<150).map { index in
    OrbitPerson(id: "p\(index)", name: "\(names[index % names.count]) \(index)", distanceMeters: 20 * pow(1.05, Double(index)),
           relation: index % 7 == 0 ? .friend : .unrelated)
}
let request = LayoutRequest(viewport: OrbitSize(width: 900, height: 600), avatarRadius: 22, spacing: 4, seed: 7, people: people)
var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 900, height: 600))

// 2. Input, each with its time: focus the first person in reading order, open their card, zoom in a notch
//    about the window's centre, then search for a name.
let script: [SessionInput] = [
    .key(KeyChord("Tab")!, time: 0.1),
    .key(KeyChord("Return")!, time: 0.2),
    .wheel(notches: 1, at: OrbitPoint(x: 450, y: 300), time: 0.3),
    .command(.openSearch, time: 0.5),
    .text("an", time: 0.6),
]

// snippet.loop
// 3. The frame loop: hand over the input due, then ask for the frame (60 frames a second, two seconds).
var frame = try session.advance(to: 0)
var next = 0
for index in 1...120 {
    let time = Double(index) / 60
    while next < script.count, script[next].time <= time {
        session.handle(script[next])
        next += 1
    }
    frame = try session.advance(to: time)
    // A renderer would now draw `frame.drawList` and pass `frame.avatars` (and `frame.pinnedAvatars`) to
    // its `AvatarResidency`.
}
// snippet.end

// 4. What the last frame shows.
print("zoom \(frame.zoom), \(frame.people.count) people drawn, at rest: \(frame.atRest)")
print("selected \(frame.selectedID ?? "nobody"), focused \(frame.focusedID ?? "nobody")")
for overlay in frame.overlays {
    print("[\(overlay.kind.rawValue)] at (\(Int(overlay.frame.minX)), \(Int(overlay.frame.minY))): \(overlay.lines.joined(separator: " / "))")
}
