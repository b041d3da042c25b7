// snippet.hide
// Getting started without a renderer: a people file read, laid out, driven through a session to a frame, and the
// frame written as an SVG picture. The article "Getting started" (OrbitSession) shows this file; `make test` runs
// it and scripts/check_consumer.sh builds it in a fresh package that depends on Orbit by path.
// Usage: GettingStarted [PEOPLE.json] [FRAME.svg]
// snippet.show
import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitLayout
import OrbitSession

// 1. People in: a people file (the `orbit-layout place` input) gives the scene's settings and everyone in it.
let arguments = CommandLine.arguments.dropFirst()
let peoplePath = arguments.first ?? "Assets/people.json"
let file = try PeopleFile(contentsOf: peoplePath)

// 2. A layout out: a ring per distance band, a spot for everyone who fits, the same layout for the same seed.
let layout = file.merged(into: try OrbitLayouter.place(file.request).result)
print("\(layout.nodes.count) people on \(layout.rings.count) rings, \(layout.rejected.count) rejected")

// 3. A frame: the session owns what the screen shows over time. Hand it input, each with its time, then ask
//    for the frame at a time of your clock.
var session = try OrbitSession(request: file.request, windowSize: OrbitSize(width: 960, height: 640),
                               refused: file.rejected)
session.handle(.command(.focusNext, time: 0.1))  // focus the first person in reading order
session.handle(.command(.confirm, time: 0.2))  // open their card
let frame = try session.advance(to: 1)
print("\(frame.people.count) people drawn, overlays: \(frame.overlays.map(\.kind.rawValue))")

// 4. Written: the frame as an SVG picture, a disc for every person drawn and a panel for every overlay.
let picturePath = arguments.dropFirst().first ?? "frame.svg"
try SessionFrameSVG(frame: frame).render().write(toFile: picturePath, atomically: true, encoding: .utf8)
print("the frame is in \(picturePath)")
