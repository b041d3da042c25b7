import OrbitScene
import Testing
@testable import OrbitSession

/// `Escape`, input by input, with the whole change each press makes to the session's state.
@Suite struct OrbitSessionEscapeTests {
    /// With the focus on someone, their card, help and the search open, each `Escape` closes the topmost of
    /// them; one more does nothing, and none quits.
    @Test func escapeClosesTheTopmostThingOpen() throws {
        var store = try SessionTestStore.crowd()
        let focused = try #require(ReadingOrder.next(after: nil, in: store.session.live))
        try store.press("Tab") {
            $0.focusID = focused
            $0.focusIsKeyboards = true
        }
        try store.press("Enter") { $0.selectedID = focused }
        try store.advance()
        try store.press("?") { $0.showsHelp = true }
        try store.press("/") {
            $0.search = SearchState()
            $0.swallowsSlash = true
        }
        try store.press("Escape") { $0.search = nil }
        try store.press("Escape") { $0.showsHelp = false }
        try store.press("Escape") { $0.selectedID = nil }
        try store.press("Escape") { $0.focusID = nil }
        try store.press("Escape")
        #expect(try !store.advance().quit)
    }
}
