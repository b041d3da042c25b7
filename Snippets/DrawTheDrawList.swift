// snippet.hide
// Driving your own renderer, "Draw the draw list": every DrawContent case mapped onto an immediate-mode
// drawing API. `Canvas` stands for yours (SwiftUI's GraphicsContext, Core Graphics, a web canvas).
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The drawing calls of an immediate-mode API, in screen points (y down).
protocol Canvas {
    associatedtype Image
    mutating func fillCircle(center: OrbitPoint, radius: Double, color: RGBAColor, alpha: Double)
    mutating func strokeCircle(center: OrbitPoint, radius: Double, color: RGBAColor, lineWidth: Double, alpha: Double)
    mutating func drawImage(_ image: Image, inCircle center: OrbitPoint, radius: Double, alpha: Double)
    mutating func drawText(_ text: String, center: OrbitPoint, size: Double, color: RGBAColor, width: Double?, lines: Int, alpha: Double)
    mutating func fillRect(_ rect: OrbitRect, color: RGBAColor, alpha: Double)
}

// snippet.show
// snippet.draw
func draw<C: Canvas>(_ drawList: [DrawCommand], on canvas: inout C, textures: [String: C.Image]) {
    for command in drawList {
        let center = command.position, scale = command.scale, alpha = command.alpha
        switch command.content {
        case .circle(let radius, let fill, let stroke, let lineWidth):
            if let fill { canvas.fillCircle(center: center, radius: radius * scale, color: fill, alpha: alpha) }
            if let stroke {
                canvas.strokeCircle(center: center, radius: radius * scale, color: stroke,
                                    lineWidth: lineWidth * scale, alpha: alpha)
            }
        case .avatar(let id, let radius, _, let placeholder, let initials):
            if let image = textures[id] {  // your texture cache, filled as the AvatarResidency says
                canvas.drawImage(image, inCircle: center, radius: radius * scale, alpha: alpha)
            } else {
                canvas.fillCircle(center: center, radius: radius * scale, color: placeholder, alpha: alpha)
                canvas.drawText(initials, center: center, size: radius * scale * 0.8,
                                color: RGBAColor(r: 255, g: 255, b: 255), width: nil, lines: 1, alpha: alpha)
            }
        case .text(let string, let size, let color, let box):
            // With a box: wrapped at word boundaries within its width, at most box.maxLines lines, ellipsized.
            canvas.drawText(string, center: center, size: size * scale, color: color,
                            width: box.map { $0.width * scale }, lines: box?.maxLines ?? 1, alpha: alpha)
        case .panel(let width, let height, let fill):
            let rect = OrbitRect(x: center.x - width * scale / 2, y: center.y - height * scale / 2,
                            width: width * scale, height: height * scale)
            canvas.fillRect(rect, color: fill, alpha: alpha)
        }
    }
}
// snippet.end
// snippet.hide

/// Counts the calls, standing in for a real canvas.
struct CountingCanvas: Canvas {
    typealias Image = String
    var calls: [String: Int] = [:]
    mutating func fillCircle(center: OrbitPoint, radius: Double, color: RGBAColor, alpha: Double) { calls["fillCircle", default: 0] += 1 }
    mutating func strokeCircle(center: OrbitPoint, radius: Double, color: RGBAColor, lineWidth: Double, alpha: Double) {
        calls["strokeCircle", default: 0] += 1
    }
    mutating func drawImage(_ image: String, inCircle center: OrbitPoint, radius: Double, alpha: Double) { calls["drawImage", default: 0] += 1 }
    mutating func drawText(_ text: String, center: OrbitPoint, size: Double, color: RGBAColor, width: Double?, lines: Int, alpha: Double) {
        calls["drawText", default: 0] += 1
    }
    mutating func fillRect(_ rect: OrbitRect, color: RGBAColor, alpha: Double) { calls["fillRect", default: 0] += 1 }
}

let people = (0..<30).map { OrbitPerson(id: "p\($0)", name: "Person \($0)", distanceMeters: Double(40 + 300 * $0)) }
let layout = try OrbitLayouter.place(LayoutRequest(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 20, spacing: 4,
                                                   people: people)).result
var scene = try RingScene(layout: layout, people: people)
let viewport = OrbitRect(width: 800, height: 600)
let camera = Camera.fitting(radius: RingInfo.contentRadius(of: layout.rings), around: layout.center, in: viewport)
let frame = try scene.update(offsets: [], viewport: viewport, camera: camera)
var canvas = CountingCanvas()
draw(frame.drawList, on: &canvas, textures: ["p0": "photo of p0"])
print("\(frame.drawList.count) commands drawn: \(canvas.calls.sorted { $0.key < $1.key })")
