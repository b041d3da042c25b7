import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct SlotTableTests {
    /// Random inserts, removals and lookups of ids from a small pool (so they come back after leaving), with
    /// slots reused like the live layout reuses them, some non-ASCII ids equal to others only as Swift strings,
    /// and tables started empty or reserved: every lookup answers what a `[String: Int]` answers.
    @Test(arguments: 0..<40) func answersLikeADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let exotic = ["\u{212A}", "K", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", ""]
        let steps = 500 + Int(random.nextUnit() * 3_000)
        let pool = 1 + Int(random.nextUnit() * 400)
        var table = SlotTable(capacity: seed.isMultiple(of: 2) ? 0 : Int(random.nextUnit() * Double(pool)))
        var model: [String: Int] = [:]
        var ids: [String] = []  // per slot: its id (a free slot keeps its last one, as the live layout's do)
        var free: [Int] = []
        for step in 0..<steps {
            let id = random.nextUnit() < 0.03 ? exotic[Int(random.next() % UInt64(exotic.count))] : "p\(random.next() % UInt64(pool))"
            let found = table.slot(of: id) { ids[$0] }
            #expect(found == model[id], "seed \(seed) step \(step): \(id) found in \(String(describing: found)), not \(String(describing: model[id]))")
            if let slot = model[id], random.nextUnit() < 0.5 {
                table.remove(slot, for: id)
                model[id] = nil
                free.append(slot)
            } else if model[id] == nil {
                let slot = free.popLast() ?? ids.count
                if slot == ids.count { ids.append(id) } else { ids[slot] = id }
                table.insert(slot, for: id)
                model[id] = slot
            }
            #expect(table.count == model.count, "seed \(seed) step \(step)")
        }
        for (id, slot) in model { #expect(table.slot(of: id) { ids[$0] } == slot, "seed \(seed): \(id) lost") }
        for slot in free { #expect(table.slot(of: ids[slot]) { ids[$0] } == model[ids[slot]], "seed \(seed): freed \(ids[slot])") }
    }

    /// A table built at once from distinct ids (sometimes sparse: not every slot held) answers like one filled by
    /// inserting them, then keeps answering like a dictionary through removals and inserts.
    @Test(arguments: 0..<40) func builtAtOnceAnswersLikeADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int(random.nextUnit() * 5_000)
        let spread = 1 + Int(random.next() % 3)  // slots 0, spread, 2·spread, …: not every slot is held
        var ids = (0..<count * spread).map { "q\($0)" }
        let exotic = ["\u{212A}", "caf\u{E9}", "\u{1F600}"]
        for (offset, id) in exotic.enumerated() where count > 0 && offset * spread < ids.count { ids[offset * spread] = id }
        let held = Array(stride(from: 0, to: ids.count, by: spread))
        var table = SlotTable(slotCount: ids.count) { $0 % spread == 0 ? ids[$0] : nil }
        var model = Dictionary(uniqueKeysWithValues: held.map { (ids[$0], $0) })
        #expect(table.count == model.count, "seed \(seed)")
        for slot in ids.indices { #expect(table.slot(of: ids[slot]) { ids[$0] } == model[ids[slot]], "seed \(seed): \(ids[slot])") }
        #expect(table.slot(of: "K") { ids[$0] } == model["K"], "seed \(seed): a Kelvin sign is the letter K")
        for step in 0..<count {
            let slot = Int(random.next() % UInt64(max(1, ids.count)))
            if let held = model[ids[slot]] {
                table.remove(held, for: ids[slot])
                model[ids[slot]] = nil
            } else {
                table.insert(slot, for: ids[slot])
                model[ids[slot]] = slot
            }
            let probe = ids[Int(random.next() % UInt64(ids.count))]
            #expect(table.slot(of: probe) { ids[$0] } == model[probe] && table.count == model.count, "seed \(seed) step \(step): \(probe)")
        }
    }

    /// Removing a slot the table does not hold (under any id) changes nothing.
    @Test func removingWhatIsNotThereChangesNothing() {
        var table = SlotTable()
        table.remove(0, for: "a")
        table.insert(0, for: "a")
        table.remove(1, for: "a")
        table.remove(0, for: "b")
        #expect(table.count == 1 && table.slot(of: "a") { _ in "a" } == 0)
    }
}
