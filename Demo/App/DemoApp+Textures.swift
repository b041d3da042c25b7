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
        for id in uploads.uploaded where !scene.markReady(id) { avatars.release(id) }
        for id in uploads.failed { scene.markFailed(id) }
    }

    /// The avatar's diameter on screen in pixels (inside its rim) at the current zoom, at least 8.
    func avatarDiameter() -> Int {
        let radius = max(layout.avatarRadius - scene.style.rimWidth, layout.avatarRadius / 2)
        return max(8, Int((2 * radius * interaction.camera.scale * renderer.outputScale).rounded(.up)))
    }
}
