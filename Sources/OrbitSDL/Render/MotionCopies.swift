import CSDL2

/// Avatars scaled to the size they are drawn at this frame, nearest-neighbour, by Swift, for SDL's software
/// renderer: there a scaled blended copy runs SDL's scalar per-pixel blitter (in a zoom of the 100k crowd,
/// about half of a frame's drawing), while a 1:1 blended copy runs its MMX one. A moving avatar is rescaled
/// here whenever its size changes (a plain array walk, no blending) and then copied 1:1.
///
/// Each avatar texture has one copy, a streaming texture at least as large as the avatar is drawn, of which
/// the top-left `side` × `side` pixels are used; it is made anew only when the avatar outgrows it or shrinks
/// below half of it, so a zoom rescales into the same texture frame after frame. A copy goes with its
/// texture (`forget(_:)`) and when it has not been drawn for `maxIdleFrames` frames: the copies hold the
/// avatars drawn in motion lately, at about their drawn size.
///
/// Only the software renderer's textures can be read back (`SDL_LockTexture` gives their pixels); avatar
/// textures are made streaming for it (`RenderContext.makeTexture(from:streaming:)`).
@MainActor
final class MotionCopies {
    /// Frames a copy survives without being drawn (half a second at 60 Hz: copies serve avatars in motion).
    static let maxIdleFrames: UInt64 = 30
    /// The largest side rescaled here; larger avatars are few, and SDL scales them.
    static let maxSide: Int32 = 256

    private struct Entry {
        var copy: OpaquePointer
        /// The copy texture's side, and the side its pixels were last scaled to.
        var capacity: Int32
        var side: Int32
        var lastFrame: UInt64
    }

    private let context: RenderContext
    private var entries: [OpaquePointer: Entry] = [:]
    private var frame: UInt64 = 0
    /// Source column of each destination column, reused between rescales.
    private var columns: [Int] = []
    /// Pixel bytes the copies hold, and the most they have held.
    private(set) var bytes = 0
    private(set) var peakBytes = 0

    init(context: RenderContext) {
        self.context = context
    }

    isolated deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.copy) }
    }

    /// Starts a frame; every `maxIdleFrames` frames, copies not drawn since are destroyed.
    func startFrame() {
        frame += 1
        guard frame % Self.maxIdleFrames == 0 else { return }
        for (texture, entry) in entries where frame - entry.lastFrame >= Self.maxIdleFrames { drop(texture) }
    }

    /// `texture` scaled to `side` × `side` pixels: a texture and the rectangle of it to copy 1:1; `nil` when
    /// `texture` cannot be read back (not streaming) or `side` is out of range, and SDL should scale it.
    func copy(of texture: OpaquePointer, side: Int32) -> (texture: OpaquePointer, source: SDL_Rect)? {
        guard side > 0, side <= Self.maxSide else { return nil }
        let source = SDL_Rect(x: 0, y: 0, w: side, h: side)
        if var entry = entries[texture], entry.capacity >= side, 2 * side > entry.capacity {
            entry.lastFrame = frame
            if entry.side != side {
                guard rescale(texture, into: entry.copy, side: side) else { return nil }
                entry.side = side
            }
            entries[texture] = entry
            return (entry.copy, source)
        }
        drop(texture)
        let capacity = min(Self.maxSide, (side + 15) / 16 * 16)
        guard let copy = SDL_CreateTexture(
            context.renderer, RenderContext.textureFormat.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), capacity, capacity)
        else { return nil }
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_BLEND)
        guard rescale(texture, into: copy, side: side) else {
            SDL_DestroyTexture(copy)
            return nil
        }
        entries[texture] = Entry(copy: copy, capacity: capacity, side: side, lastFrame: frame)
        bytes += Int(capacity) * Int(capacity) * 4
        peakBytes = max(peakBytes, bytes)
        return (copy, source)
    }

    /// Destroys `texture`'s copy; call it before `texture` is destroyed (SDL may reuse its address).
    func forget(_ texture: OpaquePointer) {
        drop(texture)
    }

    private func drop(_ texture: OpaquePointer) {
        guard let entry = entries.removeValue(forKey: texture) else { return }
        SDL_DestroyTexture(entry.copy)
        bytes -= Int(entry.capacity) * Int(entry.capacity) * 4
    }

    /// Scales `texture`'s pixels into the top-left `side` × `side` of `copy`; `false` when either cannot be locked.
    private func rescale(_ texture: OpaquePointer, into copy: OpaquePointer, side: Int32) -> Bool {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &width, &height) == 0, width > 0, height > 0 else { return false }
        var sourcePixels: UnsafeMutableRawPointer?, sourcePitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &sourcePixels, &sourcePitch) == 0, let sourcePixels else { return false }
        defer { SDL_UnlockTexture(texture) }
        var rect = SDL_Rect(x: 0, y: 0, w: side, h: side)
        var targetPixels: UnsafeMutableRawPointer?, targetPitch: Int32 = 0
        guard SDL_LockTexture(copy, &rect, &targetPixels, &targetPitch) == 0, let targetPixels else { return false }
        defer { SDL_UnlockTexture(copy) }
        Self.scaleNearest(
            UnsafeRawPointer(sourcePixels), width: Int(width), height: Int(height), pitch: Int(sourcePitch),
            into: targetPixels, side: Int(side), pitch: Int(targetPitch), columns: &columns)
        return true
    }

    /// Nearest-neighbour scaling of 32-bit pixels: destination pixel (x, y) of a `side` × `side` square takes the
    /// source pixel under its centre, ((x + ½) · width / side, (y + ½) · height / side), rounded down.
    /// - Complexity: O(side²).
    nonisolated static func scaleNearest(
        _ source: UnsafeRawPointer, width: Int, height: Int, pitch sourcePitch: Int,
        into target: UnsafeMutableRawPointer, side: Int, pitch targetPitch: Int, columns: inout [Int]
    ) {
        columns.removeAll(keepingCapacity: true)
        for x in 0..<side { columns.append(min(width - 1, (2 * x + 1) * width / (2 * side))) }
        columns.withUnsafeBufferPointer { columns in
            for y in 0..<side {
                let sourceRow = source.advanced(by: min(height - 1, (2 * y + 1) * height / (2 * side)) * sourcePitch)
                    .assumingMemoryBound(to: UInt32.self)
                let targetRow = target.advanced(by: y * targetPitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<side { targetRow[x] = sourceRow[columns[x]] }
            }
        }
    }
}
