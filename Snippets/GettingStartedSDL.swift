// snippet.hide
// Getting started with SDL: the renderer-free program's frame drawn by OrbitSDL, avatars and all, offscreen into a
// PNG. The article "Getting started" (OrbitSession) shows this file; `make test` runs it.
// Usage: GettingStartedSDL [PEOPLE.json] [FRAME.png]
// snippet.show
import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitSDL
import OrbitScene
import OrbitSession

// 1. People in. Avatar paths in a people file are relative to the file; reading it resolves them.
let arguments = CommandLine.arguments.dropFirst()
let peoplePath = arguments.first ?? "Assets/people.json"
let file = try PeopleFile(contentsOf: peoplePath)
let request = file.request

// 2. A window (offscreen here), and text measured with its fonts so the session lays overlays out as drawn.
let size = OrbitSize(width: 960, height: 640)
var configuration = SDLRenderer.Configuration()
configuration.width = Int(size.width)
configuration.height = Int(size.height)
configuration.display = .offscreen
let renderer = try SDLRenderer(configuration)

// 3. The session, as in the renderer-free program: focus the first person and open their card.
var session = try OrbitSession(request: request, windowSize: size, measurer: SDLTextMeasurer(renderer: renderer),
                               refused: file.rejected)
session.handle(.command(.focusNext, time: 0.1))
session.handle(.command(.confirm, time: 0.2))

// 4. Drawn. The residency decides which avatar textures exist; the images decode on background threads. An app
//    draws a frame on every display refresh; this program, which shows one, waits for the decodes instead.
let files = request.people.reduce(into: [String: String]()) { $0[$1.id] = $1.avatar }
let source = SDLAvatarSource(pipeline: DecodePipeline()) { files[$0] }
let avatars = AvatarResidency(renderer: renderer, source: source)
let viewport = OrbitRect(width: size.width, height: size.height)
var time = 1.0
var frame = try session.advance(to: time)
avatars.update(frame.avatars, pinned: frame.pinnedAvatars, viewport: viewport, time: time)  // starts the decodes
while avatars.isLoading, time < 5 {  // decodes still in flight
    _ = source.pipeline.waitUntilIdle(timeout: 10)
    time += 1.0 / 60
    frame = try session.advance(to: time)
    avatars.update(frame.avatars, pinned: frame.pinnedAvatars, viewport: viewport, time: time)  // makes textures
}
renderer.drawFrame(frame.drawList, background: session.configuration.theme.background, time: time + 1,
                   avatars: avatars.appearance(of:))
let picturePath = arguments.dropFirst().first ?? "frame.png"
try renderer.saveScreenshot(to: picturePath)
print("\(frame.drawList.count) draw commands; the frame is in \(picturePath)")
