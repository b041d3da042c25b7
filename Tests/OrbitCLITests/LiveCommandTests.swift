import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI

/// `orbit-layout live` against its contract: skipped lines, the `live` summary, frames that end on the layout,
/// `--duration 0`, and the same bytes for the same input.
@Suite struct LiveCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func people(count: Int, seed: UInt64 = 7) throws -> String {
        try write("people.json", String(decoding: PlaceScene.data(PlaceScene.document(seed: seed, count: count)), as: UTF8.self))
    }

    func run(_ arguments: [String]) -> PlaceRun { PlaceRun(["live"] + arguments) }

    func summary(_ run: PlaceRun) throws -> [String: Any] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "exit \(run.code): \(run.error)")
        return try #require(object["live"] as? [String: Any])
    }

    @Test func badLinesAreSkippedWithTheirLineAndTheRestApplies() throws {
        let peoplePath = try people(count: 20)
        let feed = try write("feed.ndjson", """
            {"t": 0.5, "op": "upsert", "person": {"id": "new1", "distanceMeters": 120}}
            not json
            {"t": 0.5, "op": "dance", "id": "p1"}

            {"t": 0.4, "op": "remove", "id": "p2"}
            {"t": 1, "op": "remove", "id": "nobody"}
            {"t": 1, "op": "upsert", "person": {"id": "bad", "distanceMeters": -3}}
            {"t": 1, "op": "remove", "id": "p3"}
            {"t": 2, "op": "upsert", "person": {"id": "p4", "distanceMeters": 10, "active": false}}
            """)
        let result = run([peoplePath, "--feed", feed])
        #expect(result.code == 0, "\(result.error)")
        let live = try summary(result)
        let skipped = try #require(live["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["line"] as? Int } == [2, 3, 5, 6, 7])
        #expect(skipped.allSatisfy { !(($0["reason"] as? String) ?? "").isEmpty })
        #expect(live["updates"] as? Int == 3)
        #expect(live["transactions"] as? Int == 3)
        let layout = try result.result()
        #expect(layout.nodes.contains { $0.id == "new1" } && layout.nodes.contains { $0.id == "p4" })
        #expect(!layout.nodes.contains { $0.id == "p3" } && !layout.nodes.contains { $0.id == "bad" })
        let ids = layout.nodes.map(\.id) + layout.unplaced.map(\.id) + layout.rejected.map(\.id)
        #expect(Set(ids).count == ids.count, "every id once")
    }

    @Test func framesEndOnTheLayoutAndSameInputGivesSameBytes() throws {
        let peoplePath = try people(count: 60)
        var lines: [String] = []
        var random = SeededGenerator(seed: 3)
        for step in 0..<40 {
            let t = Double(step / 3) * 0.1
            let id = "p\(Int(random.nextUnit() * 70))"
            if random.nextUnit() < 0.2 {
                lines.append("{\"t\": \(t), \"op\": \"remove\", \"id\": \"\(id)\"}")
            } else {
                lines.append("{\"t\": \(t), \"op\": \"upsert\", \"person\": {\"id\": \"\(id)\", \"distanceMeters\": \(random.nextUnit() * 6000), \"active\": \(random.nextUnit() < 0.7)}}")
            }
        }
        let feed = try write("walk.ndjson", lines.joined(separator: "\n") + "\n")
        let frames = folder.appendingPathComponent("frames.ndjson").path
        let first = run([peoplePath, "--feed", feed, "--frames", frames, "--fps", "30"])
        let firstFrames = try String(contentsOfFile: frames, encoding: .utf8)
        let second = run([peoplePath, "--feed", feed, "--frames", frames, "--fps", "30"])
        let secondFrames = try String(contentsOfFile: frames, encoding: .utf8)
        #expect(first.output == second.output && firstFrames == secondFrames, "same input, same bytes")

        let layout = try first.result()
        let frameLines = firstFrames.split(separator: "\n")
        #expect(frameLines.count >= 2)
        let last = try #require(JSONSerialization.jsonObject(with: Data(frameLines.last!.utf8)) as? [String: Any])
        let nodes = try #require(last["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["id"] as? String } == layout.nodes.map(\.id))
        let input = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: peoplePath))) as! [String: Any]
        var active: [String: Bool] = [:]
        for user in input["users"] as! [[String: Any]] { active[user["id"] as! String] = user["active"] as? Bool ?? true }
        for line in lines {
            let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            if let person = entry["person"] as? [String: Any] { active[person["id"] as! String] = person["active"] as? Bool ?? true }
        }
        for (frame, node) in zip(nodes, layout.nodes) {
            #expect(abs((frame["x"] as! Double) - node.x) <= 0.01 && abs((frame["y"] as! Double) - node.y) <= 0.01, "\(node.id)")
            #expect(frame["scale"] as? Double == 1 && frame["opacity"] as? Double == 1)
            #expect(frame["saturation"] as? Double == (active[node.id]! ? 1 : 0.5), "\(node.id)")
        }
        var previous = -Double.infinity
        for line in frameLines {
            let t = try #require((JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["t"] as? Double)
            #expect(t > previous)
            previous = t
        }
    }

    @Test func durationZeroMeansNoAnimation() throws {
        let peoplePath = try people(count: 10)
        let feed = try write("one.ndjson", "{\"t\": 1, \"op\": \"upsert\", \"person\": {\"id\": \"n\", \"distanceMeters\": 50}}\n{\"t\": 1, \"op\": \"remove\", \"id\": \"p1\"}\n")
        let frames = folder.appendingPathComponent("f.ndjson").path
        let result = run([peoplePath, "--feed", feed, "--frames", frames, "--fps", "10", "--duration", "0"])
        #expect(result.code == 0, "\(result.error)")
        let lines = try String(contentsOfFile: frames, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        let nodes = (try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any])["nodes"] as! [[String: Any]]
        #expect(nodes.allSatisfy { $0["scale"] as? Double == 1 && $0["opacity"] as? Double == 1 })
        #expect(!nodes.contains { $0["id"] as? String == "p1" })
    }

    @Test func hostileArgumentsExitWithUsage() throws {
        let peoplePath = try people(count: 3)
        let feed = try write("empty.ndjson", "")
        for arguments in [[peoplePath], [peoplePath, "--feed", feed, "--fps", "0"], [peoplePath, "--feed", feed, "--duration", "-1"],
                          [peoplePath, "--feed", feed, "--duration", "nan"], ["-", "--feed", "-"]] {
            let result = run(arguments)
            #expect(result.code == 64, "\(arguments): \(result.error)")
            #expect(!result.error.isEmpty)
        }
        #expect(run([peoplePath, "--feed", folder.appendingPathComponent("missing").path]).code == 66)
        #expect(run([peoplePath, "--feed", feed]).code == 0)
        #expect(run(["--help"]).code == 0 && run(["--help"]).output.contains("--frames"))
    }

    /// `--out X --frames X` exited 0 and the layout silently replaced the frames.
    @Test func framesAndLayoutMustGoToDifferentFiles() throws {
        let peoplePath = try people(count: 3)
        let feed = try write("one.ndjson", "{\"t\": 1, \"op\": \"remove\", \"id\": \"p1\"}\n")
        let out = folder.appendingPathComponent("both.json").path
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: out)
        // `sub/..` is another spelling only while `sub` exists; without it the kernel cannot write the path (73).
        #expect(run([peoplePath, "--feed", feed, "--out", folder.appendingPathComponent("./sub/../both.json").path, "--frames", out]).code == 73)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        for arguments in [["--out", out, "--frames", out], ["--out", link, "--frames", out], ["--frames", "-"],
                          ["--out", folder.appendingPathComponent("./sub/../both.json").path, "--frames", out]] {
            let result = run([peoplePath, "--feed", feed] + arguments)
            #expect(result.code == 64 && result.error.contains("give them different files"), "\(arguments): \(result.error)")
        }
        #expect(run([peoplePath, "--feed", feed, "--out", "/dev/null", "--frames", "/dev/null"]).code == 0)
    }

    /// Frames start at the first update that applied: a skipped or refused first line does not start them.
    @Test func framesStartAtTheFirstAppliedUpdate() throws {
        let peoplePath = try people(count: 5)
        let feed = try write("late.ndjson", """
            {"t": 0, "op": "dance"}
            {"t": 0.5, "op": "remove", "id": "nobody"}
            {"t": 2, "op": "remove", "id": "p1"}
            """)
        let frames = folder.appendingPathComponent("late-frames.ndjson").path
        let result = run([peoplePath, "--feed", feed, "--frames", frames, "--fps", "10"])
        #expect(result.code == 0, "\(result.error)")
        let first = try #require(try String(contentsOfFile: frames, encoding: .utf8).split(separator: "\n").first)
        #expect((try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])?["t"] as? Double == 2)
    }

    /// 20 MB of bad lines took 2.44 GB for the skipped-line report: the first `FeedFile.skippedLimit` are
    /// listed in full (in line order, refusals and bad lines together), and every one is counted.
    @Test func theSkippedReportListsTheFirstLinesAndCountsAll() throws {
        let peoplePath = try people(count: 5)
        var lines: [String] = []
        for index in 0..<2_500 {
            lines.append(index % 3 == 0 ? "{\"t\": \(index), \"op\": \"remove\", \"id\": \"nobody\(index)\"}" : "x")
        }
        let feed = try write("bad.ndjson", lines.joined(separator: "\n") + "\n")
        let result = run([peoplePath, "--feed", feed])
        let live = try summary(result)
        let skipped = try #require(live["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["line"] as? Int } == (1...1_000).map { $0 })
        #expect(live["skippedCount"] as? Int == 2_500)
        #expect(skipped.first?["reason"] as? String == "remove of unknown id 'nobody0'")
    }

    /// `--frames` was held whole in one string and bounded only by a frame count, so a short feed over a long
    /// span or a large crowd ran out of memory. Frames are streamed, and a request that would pass
    /// `--frames-limit` is refused (64) with nothing written: up front when even empty frames would pass it,
    /// else as soon as the bytes would.
    @Test func framesPastTheirLimitAreRefusedAndNothingIsWritten() throws {
        let peoplePath = try people(count: 40)
        let frames = folder.appendingPathComponent("limited.ndjson").path
        let long = try write("long.ndjson", "{\"t\": 0, \"op\": \"remove\", \"id\": \"p1\"}\n{\"t\": 16000, \"op\": \"remove\", \"id\": \"p2\"}\n")
        let upFront = run([peoplePath, "--feed", long, "--frames", frames, "--frames-limit", "10"])
        #expect(upFront.code == 64 && upFront.error.contains("--frames-limit"), "\(upFront.error)")
        // Arrivals are not in the estimate (it counts only who is placed at the start, less every removal):
        // these frames pass the limit only as they are written.
        let arrivals = (0..<40).map { "{\"t\": 0, \"op\": \"upsert\", \"person\": {\"id\": \"n\($0)\", \"distanceMeters\": \(10 * $0 + 5)}}" }
        let crowd = try write("crowd.ndjson", (arrivals + (1...40).map { "{\"t\": 10, \"op\": \"remove\", \"id\": \"p\($0)\"}" }).joined(separator: "\n"))
        let midway = run([peoplePath, "--feed", crowd, "--frames", frames, "--frames-limit", "0.01", "--fps", "5"])
        #expect(midway.code == 64 && midway.error.contains("would pass 0.01 MiB"), "\(midway.error)")
        #expect(!FileManager.default.fileExists(atPath: frames))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasPrefix(".orbit-out-") })
        let short = try write("short.ndjson", "{\"t\": 0, \"op\": \"remove\", \"id\": \"p1\"}\n{\"t\": 10, \"op\": \"remove\", \"id\": \"p2\"}\n")
        let unlimited = run([peoplePath, "--feed", short, "--frames", frames, "--frames-limit", "none", "--fps", "5"])
        #expect(unlimited.code == 0, "\(unlimited.error)")
        let written = try String(contentsOfFile: frames, encoding: .utf8).split(separator: "\n")
        #expect(written.count == 53, "frames every 0.2 s from t = 0 to t = 10.4, the first after the last transition ends (10.25 s)")
        for arguments in [["--frames-limit", "0"], ["--frames-limit", "-1"], ["--frames-limit", "lots"]] {
            #expect(run([peoplePath, "--feed", short, "--frames", frames] + arguments).code == 64, "\(arguments)")
        }
    }

    /// A feed from a FIFO is read as it comes, a chunk at a time, and gives what the same feed from a file gives.
    @Test func aFeedFromAFIFOGivesWhatTheFileGives() throws {
        let peoplePath = try people(count: 30)
        var random = SeededGenerator(seed: 5)
        let lines = (0..<3_000).map { step in
            "{\"t\": \(step / 4), \"op\": \"upsert\", \"person\": {\"id\": \"p\(Int(random.nextUnit() * 40))\", \"distanceMeters\": \(random.nextUnit() * 5000)}}"
        }
        let text = lines.joined(separator: "\n") + "\nnot json"
        let file = try write("feed.ndjson", text)
        let fifo = folder.appendingPathComponent("feed.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let written = DispatchSemaphore(value: 0), outcome = NSLockedText()
        Thread.detachNewThread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                for piece in Array(text.utf8).chunked(into: 10_000) { handle.write(Data(piece)) }
                try? handle.close()
                outcome.append("written")
            }
            written.signal()
        }
        let fromFIFO = run([peoplePath, "--feed", fifo])
        written.wait()
        #expect(outcome.text == "written")
        let fromFile = run([peoplePath, "--feed", file])
        #expect(fromFIFO.code == 0 && fromFIFO.output == fromFile.output, "\(fromFIFO.error)")
        #expect(try summary(fromFile)["skippedCount"] as? Int == 1)
    }

    /// The example in `help live` runs: its feed ships with the repository and every line applies.
    @Test func theHelpExampleRuns() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let afterExample = try #require(LiveCommand.helpMessage(columns: 80).components(separatedBy: "Example:\n").last)
        let example = try #require(afterExample.components(separatedBy: "\n\n").first).replacingOccurrences(of: "\\\n", with: " ")
        var arguments = example.split(whereSeparator: \.isWhitespace).dropFirst(2).map(String.init)
        arguments = arguments.map { $0.hasPrefix("Assets/") ? root.appendingPathComponent($0).path : $0 }
        if let frames = arguments.firstIndex(of: "--frames") { arguments[frames + 1] = folder.appendingPathComponent("example-frames.ndjson").path }
        let result = run(arguments)
        #expect(result.code == 0, "\(result.error)")
        let live = try summary(result)
        #expect((live["skipped"] as? [Any])?.isEmpty == true)
        #expect((live["updates"] as? Int ?? 0) > 0)
    }
}

extension Array {
    /// The elements in consecutive pieces of `size` (the last may be shorter).
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
