import Foundation
import OrbitScene

/// The figures a front end gathers frame by frame for its HUD and its run report (``RunStatistics``): each
/// frame's work time (wall clock and the frame thread's CPU), the frame rate over the recent frames, the most
/// people drawn at once, the time to the first frame, and how avatars sharpen when the camera rests
/// (``RestWatch``). Renderer-free: the front end measures with its own clock and feeds it.
package struct FrameStatistics: Sendable {
    /// Each frame's work in wall-clock milliseconds.
    package private(set) var work: FrameTimes
    /// The same frames' CPU milliseconds on the frame thread (see ``FrameTimes/threadCPUSeconds()``).
    package private(set) var cpu: FrameTimes
    /// Sharpness after the camera rests.
    package private(set) var rests = RestWatch()
    /// The most people drawn in one frame.
    package private(set) var maxVisible = 0
    /// Milliseconds from the program's start to the end of its first frame; `nil` until set.
    package var startupMs: Double?
    /// When the recent frames ended (the front end's clock, seconds), for the frame rate.
    private var ends: [Double] = []

    /// Statistics whose HUD figures cover the last `window` frames (default 120: two seconds at 60 fps).
    package init(window: Int = 120) {
        work = FrameTimes(window: window)
        cpu = FrameTimes(window: window)
    }

    /// Records what a frame showed: the session's `frame`, drawn with `camera` at `time` (frame clock) and `wall`
    /// (the front end's clock, seconds), whose avatars the residency describes as `avatars`.
    package mutating func recordDrawn(_ frame: SessionFrame, camera: Camera, time: Double, wall: Double, avatars: AvatarResidencyStatistics.Frame) {
        maxVisible = max(maxVisible, frame.drawnCount)
        rests.record(camera: camera, time: time, wall: wall, avatars: avatars)
    }

    /// Records one frame's work: `milliseconds` of wall clock, `cpuMilliseconds` of the frame thread's CPU, ended
    /// at `end` (the front end's clock, seconds).
    package mutating func recordWork(milliseconds: Double, cpuMilliseconds: Double, endedAt end: Double) {
        work.record(milliseconds: milliseconds)
        cpu.record(milliseconds: cpuMilliseconds)
        ends.append(end)
        if ends.count > work.window { ends.removeFirst(ends.count - work.window) }
    }

    /// Frames per second over the recent frames, by when they ended; 0 before the second frame.
    package var framesPerSecond: Double {
        ends.count > 1 ? Double(ends.count - 1) / max(1e-9, ends.last! - ends.first!) : 0
    }

    /// The HUD's figures (``OrbitSession/hudLines``): frames per second and the recent frames' work time at the
    /// 50th and 99th percentile; the avatar textures (count, megabytes of the budget), loads in flight and the
    /// share of drawn avatars that are sharp.
    package func hudLines(textures: AvatarResidencyStatistics) -> [String] {
        let recent = work.recent
        return [
            String(format: "%.0f FPS   frame p50 %.1f ms  p99 %.1f ms", framesPerSecond,
                   FrameTimes.percentile(0.5, of: recent), FrameTimes.percentile(0.99, of: recent)),
            String(format: "textures %d  %.1f of %.1f MB  loading %d  sharp %.0f%%", textures.residentTextures, Double(textures.residentBytes) / 1e6,
                   Double(textures.budgetBytes) / 1e6, textures.frame.loadsInFlight, 100 * textures.frame.sharpFraction),
        ]
    }

    /// Ends the run: a rest still waiting for sharp avatars counts as ended unsharp (see ``RestWatch/finish()``).
    package mutating func finish() { rests.finish() }
}
