import Foundation
import OrbitFiles
import OrbitSession

extension DemoApp {
    /// Saves the frame drawn so far (before `present`) as a PNG at `path`: encoded in memory, then written
    /// through `OutputFile` as `--stats` is, so a full disk or `/dev/full` is an error (73 or 74) and an
    /// existing screenshot is replaced atomically, never truncated.
    /// - Returns: the time it took, which the frame's time leaves out (it is reported as `screenshotMs`).
    func saveScreenshot(to path: String) throws(DemoError) -> (wall: Double, cpu: Double) {
        let start = now(), cpuStart = FrameTimes.threadCPUSeconds()
        let png: [UInt8]
        do {
            png = try renderer.screenshotPNG()
        } catch {
            throw DemoError(70, "cannot encode the screenshot: \(error)")
        }
        do {
            try OutputFile.write(png, to: path)
        } catch {
            throw DemoError(error)
        }
        let spent = (wall: now() - start, cpu: FrameTimes.threadCPUSeconds() - cpuStart)
        screenshotMs = spent.wall * 1000
        say("wrote the last frame to \(path)")
        return spent
    }
}
