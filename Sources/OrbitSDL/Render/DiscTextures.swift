import CSDL2

/// White antialiased discs pre-rendered at power-of-two sizes, tinted per draw with colour and alpha
/// modulation. A disc is drawn from the smallest level at least its size, so linear filtering only
/// ever shrinks by less than 2× and the edge stays smooth.
@MainActor
final class DiscTextures {
    /// Diameters in pixels, 8 … 512.
    static let sides = (3...9).map { 1 << $0 }

    private let context: RenderContext
    private let levels: [OpaquePointer]

    init(context: RenderContext) throws(SDLError) {
        self.context = context
        var levels: [OpaquePointer] = []
        for side in Self.sides {
            let white = PixelBuffer(width: side, height: side, filledWith: (255, 255, 255, 255))
            levels.append(try context.makeTexture(from: white.roundCropped()))
        }
        self.levels = levels
    }

    isolated deinit {
        levels.forEach { SDL_DestroyTexture($0) }
    }

    /// The level to draw a disc of `diameter` pixels from; `nil` when it is larger than every level.
    func texture(forDiameter diameter: Double) -> OpaquePointer? {
        Self.sides.firstIndex { Double($0) >= diameter }.map { levels[$0] }
    }
}
