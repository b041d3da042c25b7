import DequeModule

/// The one owner of avatar textures: from each frame's `AvatarDemand`s it decides what to decode at which
/// size step, what to cancel and what to evict, under a byte budget, and has a renderer create and destroy
/// the textures (`AvatarTextureRenderer`) from what an `AvatarImageSource` decodes.
///
/// Per frame (`update`):
/// - **Priority**: visible avatars nearest the window centre first, then the prefetched ones (nearest
///   first). At most `maxLoadsInFlight` loads that start work of their own run at once, so each frame's most
///   urgent ones go next; loads the source shares (`AvatarImageSource.sharesWork`: cached, or joining a
///   decode for someone else) are not held back.
/// - **Size steps**: an avatar wants the smallest step (`AvatarSizeSteps`) at least its on-screen pixel
///   diameter. Once that target has held for `settleDelay` (the zoom rests), an avatar whose diameter exceeds
///   its texture's side by more than `upgradeRatio` is re-decoded at the target (unless the texture already
///   has the source's full resolution), and one whose texture is two or more steps above the target is
///   swapped down. The old texture is drawn until the new one arrives: no placeholder flash, also when an
///   inactive look (gray) replaces a colour one.
/// - **Budget**: textures plus in-flight loads never exceed `budgetBytes` (a swap counts the larger of old
///   and new). When the visible avatars at their targets do not fit, every target is capped at the largest
///   step that fits; when even the smallest step does not fit, the avatars farthest from the centre are
///   drawn as dots (`AvatarAppearance.dot`). A placeholder means loading or broken, nothing else.
/// - **Pinned**: avatars shown outside the scene at a size of their own (a person's card, a detail view) are
///   passed as `pinned`: served first at their own step, never capped or dotted, counted in the budget, and
///   released the first frame they are not passed.
/// - **Cancel and evict**: a load for someone no longer wanted is cancelled; a texture nobody wants is kept
///   idle while the budget has room, and destroyed when its bytes are needed, least recently wanted (visible)
///   first: what was seen recently is there when it comes back.
/// - **Uploads**: at most `uploadsPerFrame` textures, of `uploadBytesPerFrame` of decoded pixels, are made per
///   frame. A first texture whose image came the frame it was asked for (the source had it cached) shows at
///   once: its `AvatarAppearance.texture` is shown since `-infinity`, so it does not scale in over a placeholder.
/// - **Failures**: a failed load is not asked for again while the avatar stays wanted (it shows as broken, or
///   keeps the texture it has), unless the failure passes (`AvatarImageFailure.retryAfter`, a slow source):
///   then it is loaded again once that many seconds have gone by, still shown as broken meanwhile.
///
/// Time is the caller's frame clock. Textures are keyed by id, so they survive a person moving, changing
/// attributes or being re-inserted.
///
/// - Complexity: `update` is O(d log d + s) for d demands and s size steps, plus the finished loads; nothing
///   scales with the people not demanded.
@MainActor
public final class AvatarResidency<Renderer: AvatarTextureRenderer, Source: AvatarImageSource>
where Renderer.Pixels == Source.Pixels {
    /// The residency's budgets, steps and delays.
    public struct Configuration: Hashable, Sendable {
        /// Most bytes of textures and in-flight loads at once. Default: `defaultBudget(pixelWidth: 1280,
        /// pixelHeight: 800)` = 16 000 KiB (16 384 000 bytes).
        public var budgetBytes: Int
        /// Most bytes of decoded pixels turned into textures per frame (at least one image per frame).
        /// Default 1 MiB: four 256-px avatars, or ~110 at the default size.
        public var uploadBytesPerFrame: Int
        /// Most textures made per frame (at least one). Default 64: making a texture costs the renderer a fixed
        /// overhead beside its bytes (about 20 µs in SDL's software renderer), so when the zoom comes to rest and
        /// hundreds of small avatars swap to their target step from cached images at once, the swaps spread over
        /// a few frames (the old textures are drawn meanwhile) instead of one frame taking ~10 ms.
        public var uploadsPerFrame: Int
        /// Most loads in flight at once that start work of their own (`AvatarImageSource.sharesWork` is
        /// `false`). Default 8.
        public var maxLoadsInFlight: Int
        /// The texture sides avatars are decoded at. Default `.standard`.
        public var steps: AvatarSizeSteps
        /// Seconds an avatar's target step must hold before it is re-decoded at it (the zoom rests). Default 0.2.
        public var settleDelay: Double
        /// Re-decode larger when the on-screen diameter exceeds the texture's side by more than this. Default 1.25.
        public var upgradeRatio: Double

        /// A configuration with the defaults listed on each property.
        public init(
            budgetBytes: Int = AvatarResidency.defaultBudget(pixelWidth: 1280, pixelHeight: 800),
            uploadBytesPerFrame: Int = 1 << 20, uploadsPerFrame: Int = 64, maxLoadsInFlight: Int = 8, steps: AvatarSizeSteps = .standard,
            settleDelay: Double = 0.2, upgradeRatio: Double = 1.25
        ) {
            self.budgetBytes = max(0, budgetBytes)
            self.uploadBytesPerFrame = max(1, uploadBytesPerFrame)
            self.uploadsPerFrame = max(1, uploadsPerFrame)
            self.maxLoadsInFlight = max(1, maxLoadsInFlight)
            self.steps = steps
            self.settleDelay = settleDelay.isFinite ? max(0, settleDelay) : 0.2
            self.upgradeRatio = upgradeRatio.isFinite ? max(1, upgradeRatio) : 1.25
        }
    }

    /// The default budget for a drawable of `pixelWidth` × `pixelHeight`: four times its RGBA bytes.
    ///
    /// Why four: avatars that do not overlap cover at most the window, and their square textures at most
    /// 2/√3 ≈ 1.155× that area (hexagonal packing of discs); rounding each up to its size step adds at most
    /// 1.5² = 2.25× the bytes; together 2.6× the window, and the rest holds the prefetch band and textures in
    /// textures kept idle. So at any zoom where people are avatars, everyone visible fits at a sharp step.
    /// 1280 × 800 gives 16 384 000 bytes.
    public nonisolated static func defaultBudget(pixelWidth: Int, pixelHeight: Int) -> Int {
        4 * 4 * max(1, pixelWidth) * max(1, pixelHeight)
    }

    /// Everything about one id except its texture, which is in `textureSlots`: an entry of concrete types keeps
    /// the per-frame dictionary work specialized, where one holding a `Renderer.Texture` goes through generic
    /// value witnesses for every access.
    typealias Entry = AvatarResidencyEntry

    /// Budgets and timings; fixed for the residency's life.
    package let configuration: Configuration
    /// What makes and destroys the textures.
    package let renderer: Renderer
    /// Where the images come from.
    package let source: Source
    var entries: [String: Entry] = [:]
    /// The textures, where entries' `textureSlot`s point; free slots are `nil` and listed in `freeSlots`.
    var textureSlots: [Renderer.Texture?] = []
    var freeSlots: [Int] = []
    /// Ids wanted in the last frame.
    var wanted: [String] = []
    /// Unwanted textures in the order they were left, by frame (stale records are skipped).
    var idle = Deque<(id: String, leftFrame: Int)>()
    /// Ids drawn as dots in the last frame (the budget could not fit them).
    var dots: Set<String> = []
    var frame = 0
    var loadsInFlight = 0
    /// Loads in flight that started work of their own (not `AvatarImageSource.sharesWork`).
    var ownLoadsInFlight = 0
    /// Bytes of textures and in-flight loads (`Entry.charge` summed).
    package internal(set) var chargedBytes = 0
    /// What the residency has done so far, and how its last frame looked.
    package internal(set) var statistics = AvatarResidencyStatistics()

    /// A residency holding no textures yet, over `renderer` and `source`.
    public init(renderer: Renderer, source: Source, configuration: Configuration = Configuration()) {
        self.renderer = renderer
        self.source = source
        self.configuration = configuration
        statistics.budgetBytes = configuration.budgetBytes
    }

    /// How to draw `id`'s `.avatar` command now: its texture whenever one is held, else a dot, broken or loading.
    public func appearance(of id: String) -> AvatarAppearance<Renderer.Texture> {
        if let entry = entries[id] {
            if let slot = entry.textureSlot, let texture = textureSlots[slot] { return .texture(texture, side: entry.side, since: entry.shownSince) }
            if entry.broken { return .broken }
        }
        return dots.contains(id) ? .dot : .loading
    }

    /// Destroys every texture and cancels every load.
    public func removeAll() {
        for (id, entry) in entries {
            if entry.loading != nil { source.cancel(id) }
            if let slot = entry.textureSlot { destroyTexture(in: slot, bytes: entry.textureBytes) }
        }
        entries.removeAll()
        textureSlots.removeAll()
        freeSlots.removeAll()
        wanted.removeAll()
        idle.removeAll()
        dots.removeAll()
        loadsInFlight = 0
        ownLoadsInFlight = 0
        chargedBytes = 0
    }

    /// Puts `texture` in a free slot and says which.
    func store(_ texture: Renderer.Texture) -> Int {
        if let slot = freeSlots.popLast() {
            textureSlots[slot] = texture
            return slot
        }
        textureSlots.append(texture)
        return textureSlots.count - 1
    }

    /// Destroys the texture in `slot` (of `bytes`) and frees the slot.
    func destroyTexture(in slot: Int, bytes: Int) {
        if let texture = textureSlots[slot] { renderer.destroyTexture(texture) }
        textureSlots[slot] = nil
        freeSlots.append(slot)
        statistics.texturesDestroyed += 1
        statistics.residentBytes -= bytes
    }
}

extension AvatarResidency {
    /// The ids holding a texture. - Complexity: O(entries).
    package var texturedIDs: Set<String> { Set(entries.compactMap { $0.value.textureSlot == nil ? nil : $0.key }) }

    /// Whether any load is in flight (`loadingRequests` is not empty). - Complexity: O(1).
    public var isLoading: Bool { loadsInFlight > 0 }

    /// The ids with a load in flight and its request. - Complexity: O(entries).
    package var loadingRequests: [String: AvatarImageRequest] { entries.compactMapValues(\.loading) }
}

/// What `AvatarResidency` knows of one id (see `AvatarResidency.Entry`).
struct AvatarResidencyEntry {
    /// Where its texture is in `AvatarResidency.textureSlots`; `nil` when it holds none.
    var textureSlot: Int?
    /// The texture's side and look.
    var side = 0
    var grayscale = false
    /// When the texture first appeared (kept across swaps, so a sharper copy does not scale in again).
    var shownSince = 0.0
    var loading: AvatarImageRequest?
    /// The source's shorter side, once a load told.
    var nativeSide: Int?
    /// The last load failed and no texture is held: drawn as broken.
    var broken = false
    /// When a load may start again after the last one failed (`.infinity`: not while wanted); `nil` when
    /// the last load succeeded.
    var retryAt: Double?
    /// The target step and since when it holds.
    var target = 0
    var targetSince = 0.0
    /// The last frame that wanted it, and the frame it stopped being wanted.
    var wantedFrame = 0
    var leftFrame = 0
    /// The load in flight shares work the source does anyway (`AvatarImageSource.sharesWork`).
    var loadIsShared = false
    /// The frame the last load started.
    var loadFrame = 0

    var textureBytes: Int { textureSlot == nil ? 0 : AvatarSizeSteps.bytes(side: side) }
    /// What the budget counts: the larger of the texture and the load that will replace it.
    var charge: Int { max(textureBytes, loading.map { AvatarSizeSteps.bytes(side: $0.side) } ?? 0) }
}
