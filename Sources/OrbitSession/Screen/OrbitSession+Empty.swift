import OrbitGeometry
import OrbitLayout
import OrbitScene

/// What an empty screen says, and why: nobody near, or everyone here hidden because blocked. (A search with
/// no match says so under the search field, see `searchPanels`.)
extension OrbitSession {
    /// The lines of the empty state, or `nil` while anyone is shown.
    func emptyStateLines() -> [String]? {
        guard live.count == 0 else { return nil }
        let blocked = hiddenBlocked.count
        guard state.hidesBlocked, blocked > 0 else { return [strings[.emptyTitle], strings[.emptyHint]] }
        return [strings.text(.emptyBlocked, count: blocked)]
    }

    /// The empty state under the viewer, inside the window.
    func emptyState(_ kit: OverlayKit) -> OverlayLayer? {
        guard let lines = emptyStateLines() else { return nil }
        let (_, size) = kit.fitted(lines)
        let center = scene.lastCamera.screen(live.plan.center)
        let below = center.y + 2 * live.plan.avatarRadius * scene.lastCamera.scale + 12
        return kit.linesPanel(.empty, lines, topLeft: OrbitPoint(x: center.x - size.width / 2, y: below), titled: true)
    }
}
