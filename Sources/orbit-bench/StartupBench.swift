import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The startup section: from a people file's bytes in memory to the first frame, stage by stage, with the peak
/// memory per person, against `place` alone on the same bytes. Each run is a child process (this program with
/// `--startup-child`), so every size and mode starts from an empty heap and its peak RSS is its own.
let startupSection = BenchSection(
    name: "startup",
    summary: "people file bytes → live layout → scene → first frame, by stage, and peak bytes per person; vs place alone"
) { options in
    let sizes = options.quick ? [1_000, 100_000] : [1_000, 100_000, 1_000_000]
    var rows: [StartupFigures] = []
    for people in sizes {
        for mode in StartupMode.allCases {
            guard let figures = StartupFigures.runChild(people: people, mode: mode) else {
                fatalError("orbit-bench startup: the child run for \(people) people (\(mode.rawValue)) failed")
            }
            rows.append(figures)
        }
    }
    func millis(_ value: Double?) -> String { value.map { fixed($0, $0 < 10 ? 2 : 0) } ?? "—" }
    let table = markdownTable(
        ["people", "run", "read", "layout + live state", "scene + index", "labels", "first frame",
         "total CPU ms", "total wall ms", "peak RSS MB", "bytes/person at peak"],
        rows.map { row in
            [String(row.people), row.mode.rawValue, millis(row.readMs), millis(row.layoutMs), millis(row.sceneMs), millis(row.labelsMs), millis(row.firstFrameMs), millis(row.totalMs), millis(row.wallMs),
             fixed(Double(row.peakRSSBytes) / 1e6, 0), fixed(row.bytesPerPerson, 0)]
        })
    let note = """
        Each row is one child process. The people file (ids, names, lat/lon around a viewer at log-uniform 20 m – \
        1000 km, ~30% inactive, relations, 40 avatar paths; viewport 1280×800, avatar radius 22, spacing 4) is made \
        in memory before timing starts. Stages are CPU milliseconds of the one thread doing the work (they do not \
        swing with the machine's load as wall time does); *total wall* is the same stages' wall time. *read*: `PeopleFile(data:source:)`; *layout + live state*: `LiveLayout(_:)` \
        (for `place`: `OrbitLayouter.place`); *scene + \
        index*: `RingScene(live:)` (the presentation starts empty: it holds only people in flight); \
        *labels*: `RingSummary.summaries(of:)` and each ring's label text (where labels go is the session's \
        frame, which places every overlay through one collision index); *first frame*: \
        `RingScene.update` at scale 1. Bytes per person: (peak RSS − RSS with the file's bytes in memory) / people.
        """
    return SectionReport(markdown: table + "\n\n" + note, json: rows)
}

/// What a startup child measures.
enum StartupMode: String, CaseIterable, Codable {
    /// Everything a screen needs before its first frame.
    case screen
    /// `place` alone: read and lay out.
    case place
}

/// One child run of the startup section (the `--json` contract).
struct StartupFigures: Codable {
    var people: Int
    var mode: StartupMode
    var readMs: Double
    var layoutMs: Double
    var sceneMs: Double?
    var labelsMs: Double?
    var firstFrameMs: Double?
    /// The stages' CPU time, and their wall time.
    var totalMs: Double
    var wallMs: Double
    /// Peak resident memory of the child process.
    var peakRSSBytes: Int
    /// Resident memory once the people file's bytes were in memory, before timing.
    var baselineRSSBytes: Int
    /// The peak resident memory after each stage, in order.
    var peakRSSByStage: [Int] = []
    var bytesPerPerson: Double

    /// Runs this program as `--startup-child PEOPLE --startup-mode MODE` and reads its figures; `nil` when it failed.
    static func runChild(people: Int, mode: StartupMode) -> StartupFigures? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--startup-child", String(people), "--startup-mode", mode.rawValue]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try? JSONDecoder().decode(StartupFigures.self, from: data)
    }

    /// The child's work: makes the file's bytes, then runs and times `mode`'s stages.
    static func measure(people count: Int, mode: StartupMode) -> StartupFigures {
        let bytes = StartupCrowd.peopleFile(count)
        let baseline = ProcessMemory.residentBytes()
        var figures = StartupFigures(people: count, mode: mode, readMs: 0, layoutMs: 0, totalMs: 0, wallMs: 0, peakRSSBytes: 0,
                                     baselineRSSBytes: baseline, bytesPerPerson: 0)
        /// Runs `body`, adds its wall time to `wallMs` and returns its thread CPU time in milliseconds.
        func measured<T>(_ body: () throws -> T) rethrows -> (T, Double) {
            let start = DispatchTime.now().uptimeNanoseconds, cpuStart = ProcessMemory.threadCPUSeconds()
            let value = try body()
            figures.wallMs += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            figures.peakRSSByStage.append(ProcessMemory.peakResidentBytes())
            return (value, (ProcessMemory.threadCPUSeconds() - cpuStart) * 1000)
        }
        func timed<T>(_ stage: WritableKeyPath<StartupFigures, Double>, _ body: () throws -> T) rethrows -> T {
            let (value, ms) = try measured(body)
            figures[keyPath: stage] = ms
            return value
        }
        func timed<T>(_ stage: WritableKeyPath<StartupFigures, Double?>, _ body: () throws -> T) rethrows -> T {
            let (value, ms) = try measured(body)
            figures[keyPath: stage] = ms
            return value
        }
        do {
            let file = try timed(\.readMs) { try PeopleFile(data: bytes, source: "crowd") }
            switch mode {
            case .place:
                let outcome = try timed(\.layoutMs) { try OrbitLayouter.place(file.request) }
                blackHole(outcome.result.nodes.count)
            case .screen:
                let live = try timed(\.layoutMs) { try LiveLayout(file.request) }
                var scene = try timed(\.sceneMs) { try RingScene(live: live) }
                let viewport = OrbitRect(width: file.request.viewport.width, height: file.request.viewport.height)
                let output = try timed(\.firstFrameMs) {
                    try scene.update(offsets: Array(repeating: 0, count: live.rings.count), viewport: viewport, camera: .identity)
                }
                let spots = timed(\.labelsMs) {
                    RingSummary.summaries(of: live).reduce(0) { $0 + $1.label.count }
                }
                blackHole((output.drawList.count, spots))
            }
        } catch {
            FileHandle.standardError.write(Data("orbit-bench startup: \(error)\n".utf8))
            exit(70)
        }
        figures.totalMs = figures.readMs + figures.layoutMs + (figures.sceneMs ?? 0)
            + (figures.labelsMs ?? 0) + (figures.firstFrameMs ?? 0)
        figures.peakRSSBytes = ProcessMemory.peakResidentBytes()
        figures.bytesPerPerson = Double(figures.peakRSSBytes - baseline) / Double(max(1, count))
        return figures
    }
}

/// The process's resident memory (Linux: `/proc/self/statm`, `getrusage`) and the calling thread's CPU time.
enum ProcessMemory {
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Resident bytes now, 0 when unknown.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The most resident bytes so far.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
    }
}

/// A seeded people file of any size, written straight into bytes (no million-entry tree in between).
enum StartupCrowd {
    static let firstNames = ["Tereza", "Ondřej", "Aino", "Mateo", "Priya", "Kwame", "Yuki", "Léa", "Bence", "Noor",
                             "Santiago", "Ingrid", "Chidi", "Mei", "Luka", "Amara", "Jakub", "Giulia", "Omar", "Zsófia"]
    static let surnames = ["Novák", "Virtanen", "García", "Sharma", "Mensah", "Tanaka", "Dubois", "Nagy", "Haddad", "Silva",
                           "Lindqvist", "Okafor", "Chen", "Horvat", "Kim", "Dvořák", "Rossi", "Khan", "Kovács", "Müller"]
    static let relations = ["friend", "following", "follower", "none", "blocked"]

    static func peopleFile(_ count: Int, seed: UInt64 = 22) -> Data {
        var random = SeededGenerator(seed: seed)
        let viewer = (latitude: 50.087465, longitude: 14.421254)
        var text = """
            {"viewer": {"lat": \(viewer.latitude), "lon": \(viewer.longitude)}, "viewport": {"width": 1280, "height": 800}, \
            "avatarRadius": 22, "spacing": 4, "seed": 7, "users": [
            """
        var data = Data()
        data.reserveCapacity(count * 170)
        for i in 0..<count {
            let meters = exp(log(20.0) + (log(1_000_000.0) - log(20.0)) * random.nextUnit())
            let bearing = 2 * Double.pi * random.nextUnit()
            let latitude = viewer.latitude + meters * cos(bearing) / 111_320
            let longitude = viewer.longitude + meters * sin(bearing) / (111_320 * cos(viewer.latitude * .pi / 180))
            let name = "\(firstNames[Int(random.next() % 20)]) \(surnames[Int(random.next() % 20)])"
            let relation = relations[Int(random.next() % 5)]
            text += """
                \(i == 0 ? "" : ",\n"){"id": "c\(i)", "name": "\(name)", "lat": \(fixed(min(90, max(-90, latitude)), 6)), \
                "lon": \(fixed(min(180, max(-180, longitude)), 6)), "active": \(random.nextUnit() >= 0.3), \
                "relation": "\(relation)", "avatar": "avatars/avatar-\(String(format: "%02d", i % 40 + 1)).png"}
                """
            if text.utf8.count > 1 << 16 {
                data.append(contentsOf: text.utf8)
                text = ""
            }
        }
        text += "]}\n"
        data.append(contentsOf: text.utf8)
        return data
    }
}
