import OrbitGeometry
import OrbitLayout

extension RingScene {
    /// The viewer's halo radius over an avatar's: what ring labels keep clear of.
    package static let viewerHaloScale = 1.6
    /// The smallest radius the viewer ("You") is drawn with on screen, however far the view is zoomed out.
    package static let minimumViewerRadius = 14.0

    /// The viewer's disc radius on screen at a camera of `scale`: an avatar's, at least `minimumViewerRadius`.
    package func viewerRadius(scale: Double) -> Double {
        max(Self.minimumViewerRadius, index.avatarRadius * scale)
    }

    /// Builds the world group (camera) and, above the people, the viewer and the selection ring. The viewer is
    /// a designed node: a soft accent halo, a disc (`style.look.viewer`) with an accent ring and `style.viewerText` in its ink,
    /// never smaller on screen than `minimumViewerRadius`.
    mutating func buildInterface() {
        let radius = index.avatarRadius
        worldNode = ui.add(SceneNode(), to: ui.root)!
        let accent = Relation.following.color
        let viewer = ui.add(SceneNode(position: index.center, zPosition: 1), to: worldNode)!
        viewerNode = viewer
        ui.add(SceneNode(content: .circle(radius: radius * Self.viewerHaloScale, fill: RGBAColor(r: accent.r, g: accent.g, b: accent.b, a: 46), stroke: nil, lineWidth: 0)), to: viewer)
        ui.add(SceneNode(content: .circle(radius: radius * 1.25, fill: nil, stroke: RGBAColor(r: accent.r, g: accent.g, b: accent.b, a: 140), lineWidth: 1.5)), to: viewer)
        ui.add(SceneNode(content: .circle(radius: radius, fill: style.look.viewer, stroke: accent, lineWidth: 3)), to: viewer)
        ui.add(SceneNode(content: .text(style.viewerText, size: radius * 0.72, color: style.look.viewerInk)), to: viewer)
        selectionNode = ui.add(SceneNode(
            zPosition: 2, isHidden: true,
            content: .circle(radius: radius + 3, fill: nil, stroke: style.look.selection, lineWidth: 3)),
            to: worldNode)!
    }

    /// The band's shading, over the guide's opacity: faint, so the band reads as the orbit people sit on.
    static let bandAlpha = 0.16

    /// Sets the ring guides: one stroked circle through the middle of each ring's band, over the band shaded.
    ///
    /// - Complexity: O(rings · log rings).
    mutating func setGuides(_ rings: [RingInfo]) {
        ringCount = rings.count
        let guides = rings.map { (($0.innerRadius + $0.outerRadius) / 2, $0.outerRadius - $0.innerRadius) }
            .filter { $0.0.isFinite && $0.1.isFinite }.sorted { $0.0 < $1.0 }
        guideRadii = guides.map(\.0)
        guideWidths = guides.map { max(0, $0.1) }
    }

    /// The guides whose circle crosses `rect`: a circle of radius ρ around the centre meets the rectangle exactly
    /// when ρ lies between the rectangle's nearest and farthest distance, so a binary search finds them.
    ///
    /// - Complexity: O(log rings + guides drawn).
    func guideCommands(in rect: OrbitRect, camera: Camera) -> [DrawCommand] {
        let screenCenter = camera.screen(index.center)
        let reach = rect.distances(from: screenCenter)
        let first = guideRadii.partitioningIndex { $0 >= reach.near / camera.scale }
        let last = first + guideRadii[first...].prefix { $0 <= reach.far / camera.scale }.count
        var commands: [DrawCommand] = []
        for ring in first..<last {
            // Every other band, where it is wide enough on screen to read as one: a stroke as wide as the band.
            // Alternate bands tell neighbouring orbits apart (all shaded would read as one tinted disc), at half
            // the pixels to blend.
            let width = guideWidths[ring] * camera.scale
            if width >= 4, ring % 2 == 0 {
                commands.append(DrawCommand(content: .circle(radius: guideRadii[ring], fill: nil, stroke: style.look.guide, lineWidth: guideWidths[ring]),
                                            position: screenCenter, scale: camera.scale, alpha: Self.bandAlpha))
            }
            commands.append(DrawCommand(content: .circle(radius: guideRadii[ring], fill: nil, stroke: style.look.guide, lineWidth: 1),
                                        position: screenCenter, scale: camera.scale))
        }
        return commands
    }

    /// Moves the world group to the camera and the selection ring onto the selected person, shown only when
    /// that person's centre lies in `visibleRect`.
    mutating func updateInterface(offsets: [Double], camera: Camera, visibleRect: OrbitRect) {
        ui[worldNode]?.position = camera.translation
        ui[worldNode]?.scale = camera.scale
        let viewerScale = viewerRadius(scale: camera.scale) / (index.avatarRadius * camera.scale)
        ui[viewerNode]?.scale = viewerScale
        let selected = selectedID.flatMap(slot(of:)).map { shownWorldPosition(of: $0, offsets: offsets) }
        if let selected, visibleRect.contains(camera.screen(selected)) {
            ui[selectionNode]?.position = selected
            ui[selectionNode]?.isHidden = false
        } else {
            ui[selectionNode]?.isHidden = true
        }
    }
}
