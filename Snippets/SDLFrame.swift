// snippet.hide
// The SDL backend, "A frame": one frame of a scene drawn by SDLRenderer, its avatars served by the residency.
import OrbitGeometry
import OrbitLayout
import OrbitSDL
import OrbitScene
import OrbitSession

let people = (0..<12).map { OrbitPerson(id: "p\($0)", name: "Person \($0)", distanceMeters: Double(40 + 700 * $0)) }
let layout = try OrbitLayouter.place(LayoutRequest(viewport: OrbitSize(width: 640, height: 480), avatarRadius: 22, spacing: 4,
                                                   people: people)).result
var scene = try RingScene(layout: layout, people: people)
let viewport = OrbitRect(width: 640, height: 480)
let camera = Camera.fitting(radius: RingInfo.contentRadius(of: layout.rings), around: layout.center, in: viewport)
let offsets: [Double] = []
let now = 0.0
var configuration = SDLRenderer.Configuration()
configuration.width = 640
configuration.height = 480
configuration.display = .offscreen
let renderer = try SDLRenderer(configuration)
let avatars = AvatarResidency(renderer: renderer, source: SDLAvatarSource(pipeline: DecodePipeline()) { _ in nil })
// snippet.show
let frame = try scene.update(offsets: offsets, viewport: viewport, camera: camera)
avatars.update(frame.avatars, viewport: viewport, pixelsPerPoint: renderer.outputScale, time: now)
renderer.drawFrame(frame.drawList, background: Theme.dark.background, time: now, avatars: avatars.appearance(of:))
renderer.present()
// snippet.hide
print("\(frame.drawList.count) draw commands drawn offscreen")
