/// What an `AvatarResidency` has done, and how its last frame looked.
package struct AvatarResidencyStatistics: Hashable, Sendable {
    /// How the avatars of one frame were drawn.
    package struct Frame: Hashable, Sendable {
        /// Avatars drawn as avatars (not dots).
        package var avatars = 0
        /// Of those, drawn from a texture with at least 0.8× the pixels across that the avatar covers.
        package var sharp = 0
        /// Drawn as a placeholder while their image loads.
        package var placeholders = 0
        /// Drawn as a placeholder because their image cannot be had.
        package var broken = 0
        /// Visible people drawn as dots because the budget cannot fit them at any step.
        package var dots = 0
        /// Loads running at the end of the frame.
        package var loadsInFlight = 0

        /// `sharp / avatars` (1 when no avatar is drawn).
        package var sharpFraction: Double { avatars == 0 ? 1 : Double(sharp) / Double(avatars) }
    }

    /// Textures made so far.
    package var texturesCreated = 0
    /// Textures destroyed so far.
    package var texturesDestroyed = 0
    /// The most textures held at once so far.
    package var peakResidentTextures = 0
    /// Bytes of the textures held now, the most held at once so far, and the budget.
    package var residentBytes = 0
    /// The most texture bytes held at once so far.
    package var peakResidentBytes = 0
    /// The byte budget (`AvatarResidency.Configuration.budgetBytes`).
    package var budgetBytes = 0
    /// Loads started so far.
    package var loadsStarted = 0
    /// Loads cancelled before they finished (their person was no longer wanted).
    package var loadsCancelled = 0
    /// Loads that gave no image (or no texture).
    package var failures = 0
    /// The last frame.
    package var frame = Frame()

    /// Textures held now: created − destroyed.
    package var residentTextures: Int { texturesCreated - texturesDestroyed }
}
