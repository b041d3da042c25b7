import OrbitGeometry
import Testing
@testable import OrbitSession

@Suite struct MemoizedTextMeasurerTests {
    /// Counts the questions that reach the base measurer.
    final class Counting: TextMeasuring {
        let base = ApproximateTextMeasurer()
        var calls = 0
        func size(of text: String, fontSize: Double) -> OrbitSize {
            calls += 1
            return base.size(of: text, fontSize: fontSize)
        }
        func size(of text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> OrbitSize {
            calls += 1
            return base.size(of: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        }
    }

    /// Over random questions (repeats included) and capacities: every answer is the base's, and the base is
    /// asked once per distinct question while memory holds it.
    @Test func answersAreTheBasesAndEachQuestionReachesItOnce() {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            let counting = Counting()
            let capacity = 1 + Int(random.next() % 40)
            let memoized = MemoizedTextMeasurer(counting, capacity: capacity)
            let texts = ["", "20 m · 34 people", "nearest 20 of 41,312", "Ærøskøbing", "東京", "مرحبا"]
            var distinct: Set<MemoizedTextMeasurer.Question> = []
            for step in 0..<300 {
                let text = texts[Int(random.next() % UInt64(texts.count))], fontSize = [12.0, 14.0][Int(random.next() % 2)]
                let boxed = random.next() % 3 == 0
                let before = counting.calls
                let question = MemoizedTextMeasurer.Question(text: text, fontSize: fontSize, maxWidth: boxed ? 80 : nil, maxLines: boxed ? 2 : 1)
                let wasKnown = memoized.memory.sizes.contains(question)
                let size = boxed ? memoized.size(of: text, fontSize: fontSize, maxWidth: 80, maxLines: 2) : memoized.size(of: text, fontSize: fontSize)
                let expected = boxed ? counting.base.size(of: text, fontSize: fontSize, maxWidth: 80, maxLines: 2) : counting.base.size(of: text, fontSize: fontSize)
                #expect(size == expected, "seed \(seed) step \(step)")
                #expect(counting.calls == before + (wasKnown ? 0 : 1), "seed \(seed) step \(step): known \(wasKnown)")
                #expect(memoized.memory.sizes.count <= capacity, "seed \(seed) step \(step)")
                distinct.insert(question)
            }
            #expect(counting.calls == memoized.memory.asked, "seed \(seed)")
            // With room for every distinct question, the base is asked exactly once for each.
            if capacity >= distinct.count { #expect(counting.calls == distinct.count, "seed \(seed)") }
        }
    }
}
