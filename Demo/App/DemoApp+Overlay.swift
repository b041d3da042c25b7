import Foundation
import OrbitLayout
import OrbitScene

extension DemoApp {
    /// The HUD, the selected person's card and the help sheet, drawn over the scene.
    func overlay() -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let id = scene.selectedID, let person = peopleByID[id], let world = scene.worldPosition(of: id) {
            let anchor = interaction.camera.screen(world)
            if anchor.x >= 0, anchor.y >= 0, anchor.x <= windowSize.width, anchor.y <= windowSize.height {
                commands += Overlay.card(
                    PersonCard(person: person, viewer: cast.request.viewer), anchor: anchor,
                    avatarRadius: layout.avatarRadius * interaction.camera.scale, in: windowSize)
            }
        }
        if showsHUD { commands += Overlay.panel(hudLines(), topLeft: Point(x: 10, y: 10), in: windowSize) }
        if showsHelp {
            commands += Overlay.panel(Overlay.helpLines, center: Point(x: windowSize.width / 2, y: windowSize.height / 2),
                                      titled: true, in: windowSize)
        }
        return commands
    }

    /// FPS (real, over the recent frames), frame work time p50/p99, people, visible, textures, decodes.
    func hudLines() -> [String] {
        let recent = frameTimes.recent
        let fps = frameEnds.count > 1 ? Double(frameEnds.count - 1) / max(1e-9, frameEnds.last! - frameEnds.first!) : 0
        let avatars = renderer.avatars.statistics
        var lines = [
            String(format: "%.0f FPS   frame p50 %.1f ms  p99 %.1f ms", fps,
                   FrameTimes.percentile(0.5, of: recent), FrameTimes.percentile(0.99, of: recent)),
            "people \(scene.count)   visible \(lastVisible)",
            "textures \(avatars.textures.resident)   decodes pending \(avatars.decoding.pending + avatars.decoding.inFlight)  done \(avatars.decoding.done)",
        ]
        if !skipped.isEmpty { lines.append("skipped \(skipped.count) (listed on stderr)") }
        lines.append("? help   H hide")
        return lines
    }
}
