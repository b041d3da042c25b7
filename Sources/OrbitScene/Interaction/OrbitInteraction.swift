import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion

/// The renderer-free half of the demo's input: turns pointer and wheel input in screen points into ring
/// offsets, clicks and camera zoom, and owns the camera's eased moves (see `OrbitInteraction+View`).
///
/// A press grabs the ring under the pointer, found by the pointer's distance from the layout centre in world
/// points (`RingBands`), and that ring's `RingSpinner` follows the pointer and flings on release. Pointer
/// positions go to the spinners in world points, so zooming or moving the camera mid-drag keeps the grabbed
/// spot under the pointer. A press that stays within `clickSlop` is reported as a click, unless it caught a
/// coasting ring (as a finger on a turning wheel does: it stops the ring and picks no one). A press past the
/// outer ring of a zoomed-in view pans it. Time is the caller's clock, in seconds.
package struct OrbitInteraction: Sendable {
    /// How input maps to motion: click slop, zoom steps and limits, and how every ring spins.
    package struct Configuration: Sendable, Hashable {
        /// A press that strays at most this far from where it went down (screen points) is a click. Default 6.
        package var clickSlop: Double = 6
        /// The zoom factor of one wheel notch. Default 1.15.
        package var zoomPerNotch: Double = 1.15
        /// How long a wheel zoom eases, seconds. Default 0.18.
        package var zoomDuration: Double = 0.18
        /// How long the move to the fit view takes, seconds. Default 0.4.
        package var fitDuration: Double = 0.4
        /// Screen points left around the fit view. Default 12.
        package var fitMargin: Double = 12
        /// Two clicks at most this far apart in time (seconds) and within `clickSlop` are a double click. Default 0.4.
        package var doubleClickInterval: Double = 0.4
        /// How long a programmatic ring turn (focus, search) takes, seconds. Default 0.45.
        package var turnDuration: Double = 0.45
        /// Clamp for the camera scale. Default: `ZoomLimits()`.
        package var zoomLimits = ZoomLimits()
        /// How every ring spins. Default: `RingSpinner.Configuration()`.
        package var spinner = RingSpinner.Configuration()

        /// The defaults listed on each property.
        package init() {}
    }

    /// What a release did.
    package enum Gesture: Hashable, Sendable {
        /// The press stayed put: select what is under `point` (screen points).
        case click(OrbitPoint)
        /// A second click within `doubleClickInterval` near the first (screen points).
        case doubleClick(OrbitPoint)
        /// The press dragged `ring`, which now coasts or rests as `release` says.
        case spin(ring: Int, release: RingSpinner.Release)
        /// Nothing: no press was down, or it dragged where there is no ring.
        case none
    }

    /// How input maps to motion; fixed for the interaction's life.
    package let configuration: Configuration
    /// The layout centre in world points, about which every ring turns.
    package let center: OrbitPoint
    /// The world → screen transform as presented (eased moves included) at the last `advance(to:)`.
    package internal(set) var camera: Camera
    /// The eased camera move in flight, if any.
    package internal(set) var cameraMotion: CameraMotion?
    /// The window area the camera fits the layout into; `nil` until `setViewport` (no fit view then).
    package internal(set) var viewport: OrbitRect?
    /// The radius about `center` that holds every placed avatar (`RingInfo.contentRadius`).
    package internal(set) var contentRadius: Double
    /// The rings' bands, to find the ring under a press.
    package private(set) var bands: RingBands
    /// One spinner per ring, by ring index.
    package internal(set) var spinners: [RingSpinner]
    /// The press in progress, if the pointer is down.
    package private(set) var press: PointerPress?
    /// The last click (screen point, time), for double clicks.
    private var lastClick: (point: OrbitPoint, time: Double)?
    /// Whether every ring turns as one (a compass view, where north must stay north on every ring): a press on
    /// any ring, and every programmatic turn, moves ring 0's spinner, whose offset every ring takes. Default `false`.
    package var turnsTogether = false

    /// Rings `rings` about `center` (world points), all at rest at offset 0, seen through `camera`.
    package init(rings: [RingInfo], center: OrbitPoint, camera: Camera = .identity, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.center = center
        self.camera = camera
        bands = RingBands(rings)
        contentRadius = RingInfo.contentRadius(of: rings)
        spinners = []
        growSpinners()
    }

    /// Takes the rings of a new layout of the same scene: existing rings keep their spinners (and so their
    /// offsets and motion), new rings start at rest at offset 0.
    /// While the view is at the fit, it follows the new rings' fit.
    package mutating func setRings(_ rings: [RingInfo]) {
        let wasFit = isAtFit
        bands = RingBands(rings)
        contentRadius = RingInfo.contentRadius(of: rings)
        growSpinners()
        if wasFit, let fit = fitCamera { (camera, cameraMotion) = (fit, nil) }
    }

    /// Each ring's offset at `time`, by ring index, as `RingScene.update(offsets:)` takes them.
    /// - Complexity: O(rings), one allocation.
    package func offsets(at time: Double) -> [Double] {
        guard turnsTogether, let lead = spinners.first else { return spinners.map { $0.offset(at: time) } }
        return Array(repeating: lead.offset(at: time), count: spinners.count)
    }

    /// The spinner that turns `ring`: its own, or ring 0's while rings turn together.
    func spinnerIndex(_ ring: Int) -> Int { turnsTogether ? 0 : ring }

    /// Whether any ring is being dragged or still coasting at `time`.
    package func isMoving(at time: Double) -> Bool {
        spinners.contains { $0.phase(at: time) != .idle }
    }

    /// The ring a press at the screen point `point` would grab.
    package func ring(at point: OrbitPoint) -> Int? {
        bands.ring(atRadius: camera.world(point).distance(to: center))
    }

    /// The pointer went down at `point` (screen): grabs the ring under it. A down while already pressed
    /// first releases the earlier press.
    package mutating func pointerDown(at point: OrbitPoint, time: Double) {
        if press != nil { _ = pointerUp(at: point, time: time) }
        // Zoomed in, a press past the outer ring (by more than `clickSlop`) pans instead of turning it.
        let pans = isZoomedIn && camera.world(point).distance(to: center) > contentRadius + configuration.clickSlop / camera.scale
        let ring = pans ? nil : ring(at: point).map(spinnerIndex)
        var pressed = PointerPress(origin: point, ring: ring)
        if let ring {
            pressed.caughtCoast = spinners[ring].phase(at: time) == .inertia
            spinners[ring].press(at: plane(point), time: time)
        } else if pans {
            if let motion = cameraMotion { (camera, cameraMotion) = (motion.to, nil) }
            pressed.panStart = camera.translation
        }
        press = pressed
    }

    /// The pointer moved to `point` (screen). Ignored while no press is down.
    package mutating func pointerMoved(to point: OrbitPoint, time: Double) {
        guard var current = press else { return }
        current.track(point)
        press = current
        if let ring = current.ring { spinners[ring].move(to: plane(point), time: time) }
        if let start = current.panStart, !current.isClick(slop: configuration.clickSlop) {
            camera.translation = clampedTranslation(start + (point - current.origin), scale: camera.scale)
        }
    }

    /// The pointer went up at `point` (screen): the grabbed ring coasts or rests.
    /// - Returns: a click when the press stayed within `clickSlop` and caught no coasting ring (a double click
    ///   when it follows a click within `doubleClickInterval` and `clickSlop`), else the spin (`none` for a pan
    ///   or a caught coast).
    package mutating func pointerUp(at point: OrbitPoint, time: Double) -> Gesture {
        guard var current = press else { return .none }
        current.track(point)
        press = nil
        let release = current.ring.flatMap { spinners[$0].release(at: plane(point), time: time) }
        if current.caughtCoast, current.isClick(slop: configuration.clickSlop) {
            lastClick = nil
            return .none
        }
        if current.isClick(slop: configuration.clickSlop) {
            if let last = lastClick, time - last.time <= configuration.doubleClickInterval,
               last.point.distance(to: point) <= configuration.clickSlop {
                lastClick = nil
                return .doubleClick(point)
            }
            lastClick = (point, time)
            return .click(point)
        }
        lastClick = nil
        guard let ring = current.ring, let release else { return .none }
        return .spin(ring: ring, release: release)
    }

    /// The press ended without a click at `point` (screen), its last position: a cancelled touch, or a second
    /// finger taking over. The grabbed ring coasts or rests as on release; no click or double click is counted.
    package mutating func pointerCancelled(at point: OrbitPoint, time: Double) {
        guard let current = press else { return }
        press = nil
        lastClick = nil
        if let ring = current.ring { _ = spinners[ring].release(at: plane(point), time: time) }
    }

    mutating func growSpinners() {
        while spinners.count < bands.count {
            spinners.append(RingSpinner(center: center, configuration: configuration.spinner))
        }
    }

    /// `point` in world points, as the spinners take it.
    private func plane(_ point: OrbitPoint) -> OrbitPoint {
        camera.world(point)
    }
}
