import Testing
@testable import OrbitSession

/// The toggles, input by input, each with the whole change it makes to the session's state.
@Suite struct OrbitSessionToggleTests {
    /// `L` hides the legend and shows it again; `H` and `?` flip the HUD and help and change nothing else.
    @Test func legendHUDAndHelpFlipTheirFlagOnly() throws {
        var store = try SessionTestStore.crowd()
        #expect(store.frame.overlays(.legend).count == 1)
        try store.press("L") { $0.showsLegend = false }
        #expect(try store.advance().overlays(.legend).isEmpty)
        try store.press("L") { $0.showsLegend = true }
        #expect(try store.advance().overlays(.legend).count == 1)
        try store.press("H") { $0.showsHUD = true }
        #expect(try store.advance().overlays(.hud).count == 1)
        try store.press("H") { $0.showsHUD = false }
        try store.press("?") { $0.showsHelp = true }
        #expect(try store.advance().overlays(.help).count == 1)
        try store.press("?") { $0.showsHelp = false }
        #expect(try store.advance().overlays(.help).isEmpty)
    }

    /// `B` shows the blocked people with a message saying how many, and hides them again with another.
    @Test func blockedPeopleShowAndHideWithAMessage() throws {
        var store = try SessionTestStore.crowd()
        let hidden = store.session.hiddenBlocked.count, shown = store.session.live.count
        try #require(hidden > 1, "the crowd has blocked people")
        try store.press("B") {
            $0.hidesBlocked = false
            $0.toast = SessionState.Toast(text: "\(hidden) blocked people shown; \(shown + hidden) people (was \(shown))", start: $0.clock)
            $0.toastsShown = 1
        }
        #expect(store.session.live.count == shown + hidden)
        try store.advance(by: 3) { $0.toast = nil }
        try store.press("B") {
            $0.hidesBlocked = true
            $0.toast = SessionState.Toast(text: "\(hidden) blocked people hidden; \(shown) people (was \(shown + hidden))", start: $0.clock)
            $0.toastsShown = 2
        }
        #expect(store.session.live.count == shown)
    }
}
