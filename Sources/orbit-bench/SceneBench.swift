import Foundation
import OrbitFixtures
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// One row of the scene section (the `--json` contract).
struct SceneFigures: Encodable {
    var people: Int
    /// Median wall time of one `RingScene.update` over a full turn, in microseconds.
    var frameMicros: Double
    /// Median wall time of one frame of the naive baseline (reposition everyone, scan for the visible), in microseconds.
    var scanMicros: Double
    /// The most textures ready at once over the turn (decodes finish the frame they are requested).
    var peakResidentTextures: Int
    /// How many frames (and visibility queries) and how many scans the medians are over.
    var frames: Int
    var scans: Int
}

/// The scene section: a 1280×800 viewport on a synthetic layout of realistic density (avatars of radius 20,
/// spacing 8, 60% of seats taken); every ring turns a full turn (alternate rings the other way) in `frames`
/// frames, and each frame's `update` (visibility, draw list, prefetch, avatar demands) is timed against a
/// linear scan that repositions every person and tests it against the viewport, in the same run (medians).
let sceneSection = BenchSection(
    name: "scene",
    summary: "per-frame update during a full turn vs repositioning and scanning everyone; peak textures wanted"
) { options in
    let sizes = [1_000, 10_000, 100_000, 1_000_000]
    let viewport = OrbitRect(width: 1280, height: 800)
    var figures: [SceneFigures] = []
    var extras: [(visibilityMicros: Double, visibleAtRest: Int, residentAtRest: Int)] = []
    for people in sizes {
        let frames = options.quick ? 120 : 360
        // A scan every `scanEvery` frames, interleaved so both medians see the same machine load (the scene frame
        // right after a scan starts with cold caches; the median shrugs that off).
        let scanEvery = max(12, frames / max(3, 30_000_000 / people / (options.quick ? 4 : 1)))
        let synthetic = SyntheticLayout(people: people, center: viewport.center, seed: 7)
        guard var scene = try? RingScene(layout: synthetic.result, people: synthetic.people) else {
            fatalError("orbit-bench scene: the synthetic layout of \(people) people was refused")
        }
        let rings = synthetic.result.rings.count
        func offsets(_ frame: Int, of total: Int) -> [Double] {
            let turn = 2 * Double.pi * Double(frame) / Double(total)
            return (0..<rings).map { $0 % 2 == 0 ? turn : -turn }
        }

        let scan = LinearScan(synthetic.result)
        var found = 0
        var scanTimes: [Double] = []
        var peak = 0
        var drawn = 0
        var frameTimes: [Double] = []
        var visibilityTimes: [Double] = []
        let visibleRect = scene.index.centerRect(for: viewport, margin: 0, camera: .identity)
        for frame in 0..<frames {
            let ringOffsets = offsets(frame, of: frames)
            var output: FrameOutput?
            frameTimes.append(1e6 * seconds { output = try! scene.update(offsets: ringOffsets, viewport: viewport, camera: .identity) })
            peak = max(peak, output!.avatars.count)
            drawn += output!.drawList.count
            // The index alone: the visible set and its positions, the same work the scan does.
            visibilityTimes.append(1e6 * seconds {
                scene.index.forEachNode(centeredIn: visibleRect, offsets: ringOffsets, camera: .identity) { _, at in drawn += at.x > 0 ? 1 : 0 }
            })
            if frame % scanEvery == scanEvery - 1 {
                // Warm, as the frames are (each frame follows the previous one's update): one untimed scan first.
                found += scan.visible(offsets: ringOffsets, in: viewport).count
                scanTimes.append(1e6 * seconds { found += scan.visible(offsets: ringOffsets, in: viewport).count })
            }
        }
        // Standing still, the textures wanted are the visible set plus the prefetch.
        let still = try! scene.update(offsets: offsets(frames, of: frames), viewport: viewport, camera: .identity)

        blackHole((drawn, found))

        _ = checkedRate(people, per: median(scanTimes) / 1e6, what: "scene: the scan over \(people) people")
        figures.append(SceneFigures(
            people: people, frameMicros: median(frameTimes), scanMicros: median(scanTimes), peakResidentTextures: peak,
            frames: frameTimes.count, scans: scanTimes.count))
        extras.append((median(visibilityTimes), still.drawnCount, still.avatars.count))
    }
    let smallest = figures[0].frameMicros
    let rows = zip(figures, extras).map { row, extra in
        [String(row.people), fixed(row.frameMicros, 1), fixed(row.scanMicros, 1), fixed(row.scanMicros / row.frameMicros, 1) + "×",
         fixed(row.frameMicros / smallest, 2) + "×", fixed(extra.visibilityMicros, 1),
         fixed(row.scanMicros / extra.visibilityMicros, 0) + "×", String(row.peakResidentTextures),
         "\(extra.residentAtRest) (\(extra.visibleAtRest) visible)", "\(row.frames) / \(row.scans)"]
    }
    let table = markdownTable(
        ["people", "frame µs", "scan µs", "scan / frame", "frame / 1k frame", "visibility µs", "scan / visibility",
         "peak wanted", "wanted at rest", "medians over frames / scans"], rows)
        + "\n\nframe: median `RingScene.update` (visibility, draw list, prefetch, avatar demands); visibility: the index"
        + " alone finding the visible people and their positions, the work the scan does; scan: every person"
        + " repositioned from precomputed sin θ, cos θ and each ring's turn (as the index does) and tested against"
        + " the viewport, warm (after an untimed scan) as the frames are; wanted: avatars demanding a texture."
    return SectionReport(markdown: table, json: figures)
}

/// The naive baseline: every frame, reposition every person and test each against the viewport. Positions
/// come from each person's precomputed sin θ and cos θ and each ring's turn, by the angle-addition formulas,
/// exactly as the index computes the positions it returns, so the comparison is about what is visited.
private struct LinearScan {
    let center: OrbitPoint
    let avatarRadius: Double
    let rings: [Int]
    let sines: [Double]
    let cosines: [Double]
    let radii: [Double]
    let ringCount: Int

    init(_ layout: LayoutResult) {
        center = layout.center
        avatarRadius = layout.avatarRadius
        rings = layout.nodes.map(\.ring)
        sines = layout.nodes.map { sin($0.angle) }
        cosines = layout.nodes.map { cos($0.angle) }
        radii = layout.nodes.map(\.radius)
        ringCount = (rings.max() ?? -1) + 1
    }

    func visible(offsets: [Double], in viewport: OrbitRect) -> [Int] {
        let rect = viewport.grown(by: avatarRadius)
        let turnSines = (0..<ringCount).map { sin($0 < offsets.count ? offsets[$0] : 0) }
        let turnCosines = (0..<ringCount).map { cos($0 < offsets.count ? offsets[$0] : 0) }
        var result: [Int] = []
        for node in rings.indices {
            let ring = rings[node]
            let sine = sines[node] * turnCosines[ring] + cosines[node] * turnSines[ring]
            let cosine = cosines[node] * turnCosines[ring] - sines[node] * turnSines[ring]
            if rect.contains(OrbitPoint(x: center.x + radii[node] * sine, y: center.y + radii[node] * cosine)) {
                result.append(node)
            }
        }
        return result
    }
}
