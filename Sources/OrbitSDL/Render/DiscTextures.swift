import CSDL2
import OrbitScene

/// Antialiased disc and ring textures.
///
/// Discs up to `exactSides.upperBound` pixels across come from textures made at their exact (rounded) size
/// and colour (opacity included) — rings too, for strokes wider than `ThinRing` draws —, so they are copied 1:1
/// with no colour or alpha modulation: the fast path of SDL's software renderer,
/// which otherwise pays a temporary surface, a linear stretch and a per-pixel modulated blend for every scaled,
/// tinted copy. Those are kept per (side, colour), at most `capacity` in an `LRUCache`, the least recently
/// used going when full. Larger discs come from white power-of-two levels (8 … 512), tinted per draw and only
/// ever shrunk by less than 2×, so the edge stays smooth.
@MainActor
final class DiscTextures {
    /// Diameters in pixels of the white levels, 8 … 512.
    static let sides = (3...9).map { 1 << $0 }
    /// Discs this many pixels across (rounded) get exact coloured textures.
    static let exactSides = 1...128

    struct Key: Hashable {
        var side: Int
        /// A ring's outer and inner radius in eighths of a pixel; 0 for a disc.
        var outerEighths = 0, innerEighths = 0
        /// A disc inside a ring: its radius in eighths of a pixel (0 for none), and the ring's opacity over the
        /// disc's (the colour's alpha), in 1/255.
        var discEighths = 0, ringOpacity = 255
        var color: RGBAColor
    }

    let capacity: Int
    private let context: RenderContext
    private let levels: [OpaquePointer]
    @exclusivity(unchecked) private var exact: LRUCache<Key, OpaquePointer>
    /// The plain discs handed out since the frame began.
    @exclusivity(unchecked) private var recentDiscs = RecentDiscs<OpaquePointer>()
    /// The rings asked for this frame and the frame before that had no texture (`steadyRing(for:)`).
    @exclusivity(unchecked) private var ringsAsked: Set<Key> = []
    @exclusivity(unchecked) private var ringsAskedBefore: Set<Key> = []

    init(context: RenderContext, capacity: Int = 1024) throws(SDLError) {
        self.context = context
        self.capacity = max(4, capacity)
        exact = LRUCache(costLimit: self.capacity)
        var levels: [OpaquePointer] = []
        for side in Self.sides {
            let white = PixelBuffer(width: side, height: side, filledWith: (255, 255, 255, 255))
            levels.append(try context.makeTexture(from: white.roundCropped()))
        }
        self.levels = levels
    }

    isolated deinit {
        levels.forEach { SDL_DestroyTexture($0) }
        exact.removeAll().forEach { SDL_DestroyTexture($0) }
    }

    /// The white level to draw a disc of `diameter` pixels from, tinted; `nil` when it is larger than every level.
    func texture(forDiameter diameter: Double) -> OpaquePointer? {
        Self.sides.firstIndex { Double($0) >= diameter }.map { levels[$0] }
    }

    /// A disc exactly `side` pixels across in `color` (alpha included), made on first use; `nil` outside
    /// `exactSides` or when SDL cannot make it.
    func texture(side: Int, color: RGBAColor) -> OpaquePointer? {
        if let recent = recentDiscs.value(side: side, color: color) { return recent }
        let found = texture(for: Key(side: side, color: color))
        if let found { recentDiscs.remember(found, side: side, color: color) }
        return found
    }

    /// Starts a frame: the discs used in it are looked up (and so kept recent) in the cache again.
    func startFrame() {
        recentDiscs.removeAll()
        swap(&ringsAsked, &ringsAskedBefore)
        ringsAsked.removeAll(keepingCapacity: true)
    }

    /// The ring texture for `key`: the cached one, or one made now when the frame before asked for the same ring;
    /// else `nil`. A ring that changes size every frame (a guide while zooming) is drawn another way until it
    /// holds still, rather than making a texture each frame for that frame alone.
    private func steadyRing(for key: Key) -> OpaquePointer? {
        guard Self.exactSides.contains(key.side) else { return nil }
        if let found = exact.value(for: key) { return found }
        ringsAsked.insert(key)
        return ringsAskedBefore.contains(key) ? texture(for: key) : nil
    }

    /// A ring between radii `inner` and `outer` pixels (to an eighth) in `color` (alpha included), centred in a
    /// texture `side` pixels across with room for its soft outer edge, made when two frames in a row ask for it;
    /// `nil` before, when `side` is outside `exactSides`, the ring is empty, or SDL cannot make it.
    func ring(outer: Double, inner: Double, color: RGBAColor) -> (texture: OpaquePointer, side: Int)? {
        guard outer.isFinite, inner.isFinite, inner > 0, outer > inner else { return nil }
        let outerEighths = Int((outer * 8).rounded()), innerEighths = Int((inner * 8).rounded())
        let side = 2 * Int((Double(outerEighths) / 8 + 0.5).rounded(.up))
        return steadyRing(for: Key(side: side, outerEighths: outerEighths, innerEighths: innerEighths, color: color)).map { ($0, side) }
    }

    /// A disc of `disc` pixels' radius in `color` (alpha included) inside a ring between `inner` and `outer`
    /// pixels at `ringOpacity` of that alpha (to 1/255): a rim and its outer ring as one texture, so they cost
    /// one copy; `nil` like `ring(outer:inner:color:)`, or when the disc does not fit inside the hole.
    func ring(outer: Double, inner: Double, ringOpacity: Double, around disc: Double, color: RGBAColor) -> (texture: OpaquePointer, side: Int)? {
        guard outer.isFinite, inner.isFinite, disc.isFinite, ringOpacity.isFinite, disc > 0, inner > disc, outer > inner else { return nil }
        let outerEighths = Int((outer * 8).rounded()), innerEighths = Int((inner * 8).rounded())
        let side = 2 * Int((Double(outerEighths) / 8 + 0.5).rounded(.up))
        let key = Key(side: side, outerEighths: outerEighths, innerEighths: innerEighths, discEighths: Int((disc * 8).rounded()),
                      ringOpacity: Int(PixelBuffer.byte(255 * ringOpacity)), color: color)
        return steadyRing(for: key).map { ($0, side) }
    }

    private func texture(for key: Key) -> OpaquePointer? {
        guard Self.exactSides.contains(key.side) else { return nil }
        if let found = exact.value(for: key) { return found }
        let color = key.color
        let pixels = key.outerEighths == 0
            ? PixelBuffer.disc(side: key.side, color: color)
            : PixelBuffer(width: key.side, height: key.side, filledWith: (color.r, color.g, color.b, color.a))
                .roundCropped(radius: Double(key.outerEighths) / 8, hole: Double(key.innerEighths) / 8,
                              ringOpacity: Double(key.ringOpacity) / 255, disc: Double(key.discEighths) / 8)
        guard let texture = try? context.makeTexture(from: pixels) else { return nil }
        for evicted in exact.insert(texture, for: key, cost: 1) {
            recentDiscs.forget { $0 == evicted }
            SDL_DestroyTexture(evicted)
        }
        return texture
    }

    /// How many exact discs are cached.
    var exactCount: Int { exact.count }
}
