import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion

/// The camera: eased zoom, the fit view (everyone whole, centred), resizes, and programmatic ring turns.
extension OrbitInteraction {
    /// The view that shows every placed person whole and centred in `viewport`; `nil` before `setViewport`.
    package var fitCamera: Camera? {
        viewport.map { Camera.fitting(radius: contentRadius, around: center, in: $0, margin: configuration.fitMargin) }
    }

    /// The smallest scale a zoom goes to: the fit view's (zoom-out stops there), else `zoomLimits.minScale`.
    package var minimumScale: Double {
        let limits = configuration.zoomLimits
        return fitCamera.map { min($0.scale, limits.maxScale) } ?? limits.minScale
    }

    /// Whether the camera shows the fit view, or is on its way there.
    package var isAtFit: Bool {
        guard let fit = fitCamera else { return false }
        let target = cameraMotion?.to ?? camera
        return abs(target.scale / fit.scale - 1) < 1e-9 && target.translation.distance(to: fit.translation) < 1e-6
    }

    /// Presents the camera at `time`: the eased move in flight, or where it ended. Call once per frame
    /// before reading `camera`.
    package mutating func advance(to time: Double) {
        guard let motion = cameraMotion else { return }
        camera = motion.camera(at: time)
        if motion.isFinished(at: time) { cameraMotion = nil }
    }

    /// The window area is now `viewport` (screen points). The fit view follows it: a view at the fit stays
    /// at the (new) fit; any other view keeps the world point at the old viewport's centre at the new centre.
    /// A move in flight is finished first.
    package mutating func setViewport(_ viewport: OrbitRect) {
        guard viewport.width > 0, viewport.height > 0, viewport.center.x.isFinite, viewport.center.y.isFinite else { return }
        let wasFit = isAtFit || self.viewport == nil
        if let motion = cameraMotion { (camera, cameraMotion) = (motion.to, nil) }
        let old = self.viewport
        self.viewport = viewport
        if wasFit && old != nil, let fit = fitCamera {
            camera = fit
        } else if let old {
            camera.translation = camera.translation + (viewport.center - old.center)
        }
        if camera.scale < minimumScale, let fit = fitCamera { camera = fit }
    }

    /// Zooms by `notches` wheel notches (positive: in) about the screen point `anchor`, easing over
    /// `zoomDuration` from what is shown at `time`. Notches add up: the target scale is the previous target's
    /// times `zoomPerNotch^notches`, within `minimumScale` (the fit) … `zoomLimits.maxScale`. The world point
    /// under `anchor` stays put, except when zooming out: then the view drifts toward the centred view in
    /// proportion, so that it arrives centred exactly at the fit.
    package mutating func zoom(notches: Double, about anchor: OrbitPoint, time: Double) {
        let factor = pow(configuration.zoomPerNotch, notches)
        guard factor.isFinite, factor > 0, anchor.x.isFinite, anchor.y.isFinite else { return }
        advance(to: time)
        let maxScale = configuration.zoomLimits.maxScale
        let scale = min(max((cameraMotion?.to.scale ?? camera.scale) * factor, minimumScale), max(maxScale, minimumScale))
        var target = Camera(scale: scale, translation: anchor - (anchor - camera.translation) * (scale / camera.scale))
        if let fit = fitCamera, scale < camera.scale, let viewport {
            let centred = Camera(scale: scale, translation: viewport.center - center * scale)
            let share = camera.scale > fit.scale ? max(0, min(1, (scale - fit.scale) / (camera.scale - fit.scale))) : 0
            target.translation = centred.translation + (target.translation - centred.translation) * share
        }
        move(to: target, focus: anchor, duration: configuration.zoomDuration, curve: .easeOut, time: time)
    }

    /// Eases from what is shown at `time` to the fit view over `fitDuration` (at once when not `animated`).
    /// Nothing without a viewport.
    package mutating func showAll(time: Double, animated: Bool = true) {
        guard let fit = fitCamera, let viewport else { return }
        advance(to: time)
        move(to: fit, focus: viewport.center, duration: animated ? configuration.fitDuration : 0, curve: .easeInOut, time: time)
    }

    /// Whether the view (or the move in flight) is zoomed in past the fit view: only then does it pan.
    package var isZoomedIn: Bool {
        guard let fit = fitCamera else { return false }
        return (cameraMotion?.to ?? camera).scale > fit.scale * (1 + 1e-9)
    }

    /// Moves a zoomed-in view by `delta` screen points (everyone moves by `delta`), at once or, with `time`,
    /// easing over `zoomDuration` from what is shown then. The view stops where its centre would leave the
    /// disc that holds everyone. Nothing at the fit or farther out: that view stays centred.
    package mutating func pan(by delta: OrbitPoint, time: Double? = nil) {
        guard delta.x.isFinite, delta.y.isFinite, isZoomedIn else { return }
        if let time { advance(to: time) }
        var target = cameraMotion?.to ?? camera
        target.translation = clampedTranslation(target.translation + delta, scale: target.scale)
        guard let time else { return (camera, cameraMotion) = (target, nil) }
        move(to: target, focus: viewport?.center ?? .zero, duration: configuration.zoomDuration, curve: .easeOut, time: time)
    }

    /// `translation` moved the least so that, at `scale`, the viewport's centre shows a point within
    /// `contentRadius` of the layout centre.
    func clampedTranslation(_ translation: OrbitPoint, scale: Double) -> OrbitPoint {
        guard let viewport, contentRadius > 0 else { return translation }
        let shown = (viewport.center - translation) * (1 / scale)
        let away = shown.distance(to: center)
        guard away > contentRadius else { return translation }
        let kept = center + (shown - center) * (contentRadius / away)
        return viewport.center - kept * scale
    }

    /// Where `ring` comes to rest (radians): the end of its coast or turn, or where it is.
    package func restingOffset(ring: Int) -> Double? {
        let ring = spinnerIndex(ring)
        return spinners.indices.contains(ring) ? spinners[ring].restingOffset : nil
    }

    /// The camera the view comes to rest at: the end of the eased move in flight, or the camera shown.
    package var restingCamera: Camera { cameraMotion?.to ?? camera }

    /// Turns `ring` (animated over `turnDuration`, from what is shown at `time`) so that the base direction
    /// `angle` (layout convention) comes to the clockwise angle `clockAngle` from 12 o'clock (default 0: to
    /// the top), the short way round from where the ring is heading.
    package mutating func turn(ring: Int, bringing angle: Double, toClock clockAngle: Double = 0, time: Double) {
        let ring = spinnerIndex(ring)
        guard spinners.indices.contains(ring), angle.isFinite, clockAngle.isFinite else { return }
        let heading = spinners[ring].restingOffset
        let wanted = ReadingOrder.angle(atClock: clockAngle) - angle
        let target = heading + (AngleMath.normalized(wanted - heading + .pi) - .pi)
        spinners[ring].turn(to: target, time: time, duration: configuration.turnDuration)
    }

    /// Turns `ring` to `offset` radians (as `restingOffset(ring:)` gives), animated over `turnDuration`.
    package mutating func turn(ring: Int, toOffset offset: Double, time: Double) {
        let ring = spinnerIndex(ring)
        guard spinners.indices.contains(ring), offset.isFinite else { return }
        spinners[ring].turn(to: offset, time: time, duration: configuration.turnDuration)
    }

    /// Turns `ring` by `delta` radians (positive: clockwise on screen) from where it is heading, animated.
    package mutating func turn(ring: Int, by delta: Double, time: Double) {
        let ring = spinnerIndex(ring)
        guard spinners.indices.contains(ring), delta.isFinite else { return }
        spinners[ring].turn(to: spinners[ring].restingOffset - delta, time: time, duration: configuration.turnDuration)
    }

    /// Turns `ring` so that the person at base direction `angle` and centre distance `radius` (world points)
    /// is in view: nothing when their centre is already inside the viewport (less `inset` screen points);
    /// else the ring brings them toward the viewport's centre as seen from the layout centre, or to 12 o'clock
    /// when the viewport is centred on the layout.
    package mutating func bringIntoView(ring: Int, angle: Double, radius: Double, inset: Double = 0, time: Double) {
        let ring = spinnerIndex(ring)
        guard let viewport, spinners.indices.contains(ring) else { return }
        let offset = spinners[ring].restingOffset
        let spot = camera.screen(OrbitPoint(center: center, radius: radius, angle: angle + offset))
        let inner = OrbitRect(x: viewport.minX + inset, y: viewport.minY + inset,
                         width: max(0, viewport.width - 2 * inset), height: max(0, viewport.height - 2 * inset))
        if inner.contains(spot) { return }
        let middle = camera.world(viewport.center)
        let toward = middle.distance(to: center) > radius / 4 ? middle.angle(around: center) : Double.pi
        turn(ring: ring, bringing: angle, toClock: ReadingOrder.clockAngle(of: toward), time: time)
    }

    /// Starts an eased move from the camera shown now to `target`.
    private mutating func move(to target: Camera, focus: OrbitPoint, duration: Double, curve: CubicBezier, time: Double) {
        guard duration > 0 else { return (camera, cameraMotion) = (target, nil) }
        cameraMotion = CameraMotion(from: camera, to: target, focus: focus,
                                    tween: Tween(startTime: time, duration: duration, curve: curve))
    }
}
