import OrbitSDL
import OrbitScene

extension DemoApp {
    /// Carries out one frame's residency diff on the avatar cache, then uploads finished decodes (within the
    /// cache's per-frame budget, stamped `time`: their scale-in starts then) and reports them to the scene.
    ///
    /// A person with no avatar file fails at once (placeholder, no decode). An upload the scene no longer
    /// wants (it left while the decode was being uploaded) is released straight away, so the textures held
    /// are always the ones the scene counts as ready.
    func serveTextures(_ diff: ResidencyDiff, at time: Double) {
        let avatars = renderer.avatars
        for id in diff.cancellations { avatars.release(id) }
        for id in diff.evictions { avatars.release(id) }
        let diameter = avatarDiameter()
        for id in diff.requests {
            guard let person = peopleByID[id], let path = person.avatar else {
                scene.markFailed(id)
                continue
            }
            avatars.request(AvatarRequest(personID: id, path: path, diameter: diameter, grayscale: !person.isActive))
        }
        let uploads = avatars.uploadReady(at: time)
        // A sharper decode of a texture the scene already counts as ready just replaces it (see `sharpen`).
        for id in uploads.uploaded where !scene.markReady(id) && scene.residency.state(of: id) != .ready { avatars.release(id) }
        for id in uploads.failed { scene.markFailed(id) }
    }

    /// The avatar's diameter on screen in pixels (inside its rim) at the current zoom, at least 8.
    func avatarDiameter() -> Int {
        let radius = max(layout.avatarRadius - scene.style.rimWidth, layout.avatarRadius / 2)
        return max(8, Int((2 * radius * interaction.camera.scale * renderer.outputScale).rounded(.up)))
    }

    /// Once the zoom has rested for `zoomSettleFrames` frames at a new scale, asks again for the avatars in
    /// `drawList` at the size they are now drawn: the cache decodes afresh only those whose texture is
    /// smaller than that or more than twice as large, and swaps the sharper one in when it arrives.
    func sharpen(_ drawList: [DrawCommand]) {
        let scale = interaction.camera.scale
        if scale != zoom.scale {
            zoom = (scale, 0, zoom.sharpenedAt)
            return
        }
        zoom.stillFrames += 1
        guard zoom.stillFrames == Self.zoomSettleFrames, scale != zoom.sharpenedAt else { return }
        zoom.sharpenedAt = scale
        let diameter = avatarDiameter()
        for command in drawList {
            guard case .avatar(let id, _, let grayscale, _, _) = command.content, scene.residency.state(of: id) == .ready,
                  let path = peopleByID[id]?.avatar else { continue }
            renderer.avatars.request(AvatarRequest(personID: id, path: path, diameter: diameter, grayscale: grayscale))
        }
    }
}
