import OrbitScene

/// How avatars look once the camera comes to rest after a move (the first view's loading is not counted):
/// frames with a loading placeholder from ``settle`` seconds after the rest began, and how long each rest took
/// until every drawn avatar was sharp. The camera rests from the first frame it is the same as the frame before.
package struct RestWatch: Sendable {
    /// Seconds of rest (frame clock) after which a placeholder counts: 0.3.
    package static let settle = 0.3

    private var lastCamera: Camera?
    private var hasMoved = false
    /// When the current rest began (frame clock and wall clock), whether a camera move came before it, and
    /// whether every drawn avatar has been sharp in it yet.
    private var rest: (time: Double, wall: Double, afterMove: Bool, isSharp: Bool)?
    /// Frames in which a drawn avatar was a loading placeholder, ``settle`` seconds or more into a rest after a move.
    package private(set) var placeholderFrames = 0
    /// The slowest rest after a camera move until every drawn avatar was sharp, in wall-clock and in frame-clock
    /// milliseconds (a scripted run's frame clock steps 1/60 s a frame, however fast frames are drawn).
    package private(set) var slowestSharpMs = 0.0
    package private(set) var slowestSharpFrameClockMs = 0.0
    /// Rests after a camera move that ended (the camera moved, or the run ended) before every avatar was sharp.
    package private(set) var restsEndedUnsharp = 0

    /// A watch that has seen no frame.
    package init() {}

    /// Records one frame at `time` (frame clock, seconds) and `wall` (seconds) drawn with `camera`, whose
    /// avatars `avatars` describes.
    package mutating func record(camera: Camera, time: Double, wall: Double, avatars: AvatarResidencyStatistics.Frame) {
        defer { lastCamera = camera }
        if let last = lastCamera, camera != last {
            endRest()
            hasMoved = true
            return
        }
        var current = rest ?? (time, wall, hasMoved, false)
        if current.afterMove, time - current.time >= Self.settle, avatars.placeholders > 0 { placeholderFrames += 1 }
        if !current.isSharp, avatars.sharp == avatars.avatars, avatars.placeholders == 0 {
            current.isSharp = true
            if current.afterMove {
                slowestSharpMs = max(slowestSharpMs, (wall - current.wall) * 1000)
                slowestSharpFrameClockMs = max(slowestSharpFrameClockMs, (time - current.time) * 1000)
            }
        }
        rest = current
    }

    /// Ends the run: a rest still waiting for sharp avatars counts as ended unsharp.
    package mutating func finish() { endRest() }

    private mutating func endRest() {
        if let rest, rest.afterMove, !rest.isSharp { restsEndedUnsharp += 1 }
        rest = nil
    }
}
