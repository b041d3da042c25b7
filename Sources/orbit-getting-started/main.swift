// Getting started with Orbit: people in, a layout out, a frame drawn.
// The article "Getting started" (OrbitScene's documentation) shows this file; `make docs` checks that
// the two agree, and `make test` runs it. Usage: orbit-getting-started [FRAME.png]
import Foundation
import OrbitLayout
import OrbitSDL
import OrbitScene

// 1. People in: an id each, and how far away they are (or their coordinates plus the viewer's).
let people = [
    Person(id: "ana", name: "Ana Novák", distanceMeters: 120, relation: .friend),
    Person(id: "ben", name: "Ben Ito", distanceMeters: 800, relation: .following),
    Person(id: "cleo", name: "Cleo Diaz", distanceMeters: 2_400, isActive: false),
    Person(id: "dan", name: "Dan Petr", distanceMeters: 9_000, relation: .follower),
    Person(id: "eva", name: "Eva Král", distanceMeters: 40, relation: .friend),
]

// 2. A layout out: rings by distance band, a spot for everyone, the same picture for the same seed.
let viewport = Size(width: 640, height: 480)
let request = LayoutRequest(viewport: viewport, avatarRadius: 22, spacing: 4, seed: 7, people: people)
let layout = try OrbitLayouter.place(request).result
for node in layout.nodes {
    print("\(node.id): ring \(node.ring) at (\(Int(node.x)), \(Int(node.y)))")
}

// 3. A frame drawn: the scene turns the layout into a draw list, and the SDL backend draws it.
var scene = try RingScene(layout: layout, people: people)
let frame = try scene.update(
    offsets: Array(repeating: 0, count: layout.rings.count),
    viewport: Rect(width: viewport.width, height: viewport.height), camera: .identity)

var configuration = SDLRenderer.Configuration()
configuration.width = Int(viewport.width)
configuration.height = Int(viewport.height)
configuration.display = .offscreen
let renderer = try SDLRenderer(configuration)
renderer.drawFrame(frame.drawList, background: Color(r: 11, g: 13, b: 20), time: 0)
let path = CommandLine.arguments.dropFirst().first ?? "getting-started.png"
try renderer.saveScreenshot(to: path)
print("\(frame.drawList.count) draw commands; the frame is in \(path)")
