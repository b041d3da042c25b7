/// Decides which avatar textures are held, from enter/exit diffs of the *wanted* set (visible + prefetch).
///
/// Life of a texture: absent → requested → ready → evicted (absent again). A person who enters the wanted set
/// is requested (or waits while `budget` textures are ready or in flight and none can be evicted); a person
/// who leaves it has an in-flight request cancelled, or its ready texture kept for `graceFrames` frames (so
/// jitter at the edge does not thrash) and then evicted. When room is needed, idle textures go first, least
/// recently wanted first. Ready + in-flight never exceed `budget`.
///
/// - Complexity: each `update` is amortized O(entered + exited + requests + evictions); nothing scans all entries.
public struct TextureResidency: Sendable {
    /// The most textures ready or in flight at once. Default in `SceneStyle`: 600.
    public let budget: Int
    /// Frames a ready texture outlives its owner leaving the wanted set. Default in `SceneStyle`: 30.
    public let graceFrames: Int

    private struct Entry: Sendable {
        var state: TextureState
        var wanted: Bool
        var leftAt: Int
    }

    private var entries: [String: Entry] = [:]
    /// Wanted people not yet requested, oldest first (stale records are skipped when reached).
    private var waiting: [String] = []
    private var waitingHead = 0
    /// Ready textures nobody wants, in the order they left (stale records are skipped when reached).
    private var idle: [(id: String, leftAt: Int)] = []
    private var idleHead = 0
    private var pending = ResidencyDiff()
    /// The number of `update` calls so far.
    public private(set) var frame = 0
    /// Textures ready now.
    public private(set) var readyCount = 0
    /// Textures ready or in flight: what the budget limits.
    public private(set) var reservedCount = 0

    /// A negative budget or grace counts as 0.
    public init(budget: Int, graceFrames: Int) {
        self.budget = max(0, budget)
        self.graceFrames = max(0, graceFrames)
    }

    public func state(of id: String) -> TextureState { entries[id]?.state ?? .absent }

    /// The ids whose texture is ready. - Complexity: O(entries).
    public var readyIDs: Set<String> { Set(entries.filter { $0.value.state == .ready }.keys) }

    /// Applies one frame's changes of the wanted set and returns what the texture owner must do.
    /// `entered` is served in order, so pass the visible people before the prefetched ones.
    public mutating func update(entered: [String], exited: [String]) -> ResidencyDiff {
        frame += 1
        var diff = pending
        pending = ResidencyDiff()
        for id in exited {
            guard var entry = entries[id], entry.wanted else { continue }
            switch entry.state {
            case .requested:
                diff.cancellations.append(id)
                reservedCount -= 1
                entries[id] = nil
            case .ready:
                entry.wanted = false
                entry.leftAt = frame
                entries[id] = entry
                idle.append((id, frame))
            case .absent, .waiting, .failed:
                entries[id] = nil
            }
        }
        for id in entered {
            if var entry = entries[id] {
                entry.wanted = true
                entries[id] = entry
            } else {
                entries[id] = Entry(state: .waiting, wanted: true, leftAt: 0)
                waiting.append(id)
            }
        }
        while let oldest = oldestIdle(), oldest.leftAt + graceFrames <= frame { evictOldestIdle(into: &diff) }
        while waitingHead < waiting.count {
            let id = waiting[waitingHead]
            guard let entry = entries[id], entry.state == .waiting else {
                waitingHead += 1
                continue
            }
            if reservedCount >= budget {
                guard oldestIdle() != nil else { break }
                evictOldestIdle(into: &diff)
            }
            entries[id]?.state = .requested
            reservedCount += 1
            diff.requests.append(id)
            waitingHead += 1
        }
        compactQueues()
        return diff
    }

    /// Records that `id`'s decode finished. Returns `false` (and changes nothing) unless `id` was requested.
    @discardableResult
    public mutating func markReady(_ id: String) -> Bool {
        guard entries[id]?.state == .requested else { return false }
        entries[id]?.state = .ready
        readyCount += 1
        return true
    }

    /// Records that `id`'s decode failed. Returns `false` (and changes nothing) unless `id` was requested.
    @discardableResult
    public mutating func markFailed(_ id: String) -> Bool {
        guard entries[id]?.state == .requested else { return false }
        entries[id]?.state = .failed
        reservedCount -= 1
        return true
    }

    /// Drops `id` for good (the person left the scene): an in-flight request is cancelled and a ready texture
    /// evicted in the next `update`'s diff.
    public mutating func forget(_ id: String) {
        guard let entry = entries[id] else { return }
        switch entry.state {
        case .requested:
            pending.cancellations.append(id)
            reservedCount -= 1
        case .ready:
            pending.evictions.append(id)
            reservedCount -= 1
            readyCount -= 1
        case .absent, .waiting, .failed:
            break
        }
        entries[id] = nil
    }

    /// The idle record at the head of the queue once stale records are skipped.
    private mutating func oldestIdle() -> (id: String, leftAt: Int)? {
        while idleHead < idle.count {
            let record = idle[idleHead]
            if let entry = entries[record.id], entry.state == .ready, !entry.wanted, entry.leftAt == record.leftAt {
                return record
            }
            idleHead += 1
        }
        return nil
    }

    private mutating func evictOldestIdle(into diff: inout ResidencyDiff) {
        guard let record = oldestIdle() else { return }
        idleHead += 1
        entries[record.id] = nil
        reservedCount -= 1
        readyCount -= 1
        diff.evictions.append(record.id)
    }

    /// Drops consumed queue heads once they are at least half of the queue, keeping pops amortized O(1).
    private mutating func compactQueues() {
        if waitingHead > 64, waitingHead * 2 >= waiting.count {
            waiting.removeFirst(waitingHead)
            waitingHead = 0
        }
        if idleHead > 64, idleHead * 2 >= idle.count {
            idle.removeFirst(idleHead)
            idleHead = 0
        }
    }
}
