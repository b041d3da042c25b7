/// A first-in, first-out queue with amortised O(1) appends and removals from the front.
struct FIFO<Element> {
    private var elements: [Element] = []
    private var head = 0

    var first: Element? { head < elements.count ? elements[head] : nil }

    mutating func append(_ element: Element) { elements.append(element) }

    mutating func removeFirst() {
        head += 1
        if head == elements.count || head > 1024 && 2 * head > elements.count {
            elements.removeFirst(head)
            head = 0
        }
    }
}
