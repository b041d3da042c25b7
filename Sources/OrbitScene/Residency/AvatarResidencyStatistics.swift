/// What an `AvatarResidency` has done, and how its last frame looked.
public struct AvatarResidencyStatistics: Hashable, Sendable {
    /// How the avatars of one frame were drawn.
    public struct Frame: Hashable, Sendable {
        /// Avatars drawn as avatars (not dots).
        public var avatars = 0
        /// Of those, drawn from a texture with at least 0.8× the pixels across that the avatar covers.
        public var sharp = 0
        /// Drawn as a placeholder while their image loads.
        public var placeholders = 0
        /// Drawn as a placeholder because their image cannot be had.
        public var broken = 0
        /// Visible people drawn as dots because the budget cannot fit them at any step.
        public var dots = 0
        /// Loads running at the end of the frame.
        public var loadsInFlight = 0

        /// `sharp / avatars` (1 when no avatar is drawn).
        public var sharpFraction: Double { avatars == 0 ? 1 : Double(sharp) / Double(avatars) }
    }

    /// Textures made so far.
    public var texturesCreated = 0
    /// Textures destroyed so far.
    public var texturesDestroyed = 0
    /// The most textures held at once so far.
    public var peakResidentTextures = 0
    /// Bytes of the textures held now, the most held at once so far, and the budget.
    public var residentBytes = 0
    /// The most texture bytes held at once so far.
    public var peakResidentBytes = 0
    /// The byte budget (`AvatarResidency.Configuration.budgetBytes`).
    public var budgetBytes = 0
    /// Loads started so far.
    public var loadsStarted = 0
    /// Loads cancelled before they finished (their person was no longer wanted).
    public var loadsCancelled = 0
    /// Loads that gave no image (or no texture).
    public var failures = 0
    /// The last frame.
    public var frame = Frame()

    /// Textures held now: created − destroyed.
    public var residentTextures: Int { texturesCreated - texturesDestroyed }
}
