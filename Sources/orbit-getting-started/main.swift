// Getting started with Orbit: people in, a layout out, a frame drawn.
// The article "Getting started" (OrbitScene's documentation) shows this file;
// `make docs` checks that the two agree and `make test` runs it.
// Usage: orbit-getting-started [FRAME.png]   (run from the repository's root)
import Foundation
import OrbitLayout
import OrbitSDL
import OrbitScene

// 1. People in: an id each, and how far away they are (or coordinates,
//    with the viewer's). A name, a relation and an avatar image are optional.
let people = [
    Person(id: "ana", name: "Ana Novák", distanceMeters: 120,
           relation: .friend, avatar: "Assets/avatars/avatar-01.png"),
    Person(id: "ben", name: "Ben Ito", distanceMeters: 800,
           relation: .following, avatar: "Assets/avatars/avatar-02.png"),
    Person(id: "cleo", name: "Cleo Diaz", distanceMeters: 2_400,
           isActive: false, avatar: "Assets/avatars/avatar-03.png"),
    Person(id: "dan", name: "Dan Petr", distanceMeters: 9_000,
           relation: .follower, avatar: "Assets/avatars/avatar-25.jpg"),
    Person(id: "eva", name: "Eva Král", distanceMeters: 40,
           relation: .friend),
]

// 2. A layout out: a ring per distance band, a spot for everyone, and the
//    same picture for the same seed.
let size = Size(width: 640, height: 480)
let request = LayoutRequest(viewport: size, avatarRadius: 22, spacing: 4,
                            seed: 7, people: people)
let layout = try OrbitLayouter.place(request).result
for node in layout.nodes {
    print("\(node.id): ring \(node.ring) at (\(Int(node.x)), \(Int(node.y)))")
}

// 3. A frame: the scene turns the layout into a draw list (rings at rest,
//    zoomed out to show every ring whole) and lists the avatars it wants.
var scene = try RingScene(layout: layout, people: people)
let viewport = Rect(width: size.width, height: size.height)
let camera = Camera.fitting(radius: RingInfo.contentRadius(of: layout.rings),
                            around: layout.center, in: viewport)
let frame = try scene.update(offsets: [], viewport: viewport, camera: camera)

// 4. Drawn: the SDL backend, offscreen. The residency decides which avatar
//    textures exist; the images decode on background threads.
var configuration = SDLRenderer.Configuration()
configuration.width = Int(size.width)
configuration.height = Int(size.height)
configuration.display = .offscreen
let renderer = try SDLRenderer(configuration)
let files = people.reduce(into: [String: String]()) { $0[$1.id] = $1.avatar }
let source = SDLAvatarSource(pipeline: DecodePipeline()) { files[$0] }
let avatars = AvatarResidency(renderer: renderer, source: source)
avatars.update(frame.avatars, viewport: viewport, time: 0)  // starts decodes
_ = source.pipeline.waitUntilIdle(timeout: 10)  // apps draw on instead
avatars.update(frame.avatars, viewport: viewport, time: 1)  // makes textures
renderer.drawFrame(frame.drawList, background: RGBAColor(r: 11, g: 13, b: 20),
                   time: 2, avatars: avatars.appearance(of:))
let path = CommandLine.arguments.dropFirst().first ?? "getting-started.png"
try renderer.saveScreenshot(to: path)
print("\(frame.drawList.count) draw commands; the frame is in \(path)")
