import Foundation
import OrbitGeometry
import OrbitLayout

/// What is shown of one person: where (ring, centre distance, base angle) and how (scale, opacity, saturation,
/// disc colour). A `Presentation` holds a model value (what is true) and computes the presented value (what is
/// shown now) while a transition runs.
///
/// The centre is at `center + radius·(sin(angle + φ), cos(angle + φ))` with φ the turn of `ring`.
package struct PresentedValue: Hashable, Sendable {
    /// The ring whose turn applies to `angle`.
    package var ring: Int
    /// The centre's distance from the layout centre, in world points.
    package var radius: Double
    /// Base angle in radians (not necessarily wrapped into [0, 2π) while in flight).
    package var angle: Double
    /// Size factor: 0 when entering starts, 1 at rest.
    package var scale: Double
    /// 0 … 1; 1 at rest.
    package var opacity: Double
    /// 1 in colour, 0.5 for inactive people (`PresentedValue.inactiveSaturation`).
    package var saturation: Double
    /// The disc colour (the relation's).
    package var color: RGBAColor

    /// Saturation of an inactive person's avatar: 0.5.
    package static let inactiveSaturation = 0.5

    /// A value with the given place and look; the defaults are full size, opaque and in colour.
    package init(ring: Int, radius: Double, angle: Double, scale: Double = 1, opacity: Double = 1, saturation: Double = 1,
                color: RGBAColor = Relation.unrelated.color) {
        self.ring = ring
        self.radius = radius
        self.angle = angle
        self.scale = scale
        self.opacity = opacity
        self.saturation = saturation
        self.color = color
    }

    /// The resting value of `person` at `node`: full size, opaque, saturated by activity, coloured by relation.
    package init(node: PlacedNode, person: OrbitPerson?) {
        self.init(ring: node.ring, radius: node.radius, angle: node.angle, saturation: Self.saturation(active: person?.isActive ?? true),
                  color: (person?.relation ?? .unrelated).color)
    }

    /// 1 for active people, `inactiveSaturation` for inactive ones.
    package static func saturation(active: Bool) -> Double { active ? 1 : inactiveSaturation }

    /// The centre with the rings turned by `offsets` (a missing offset counts as 0).
    package func position(around center: OrbitPoint, offsets: [Double] = []) -> OrbitPoint {
        OrbitPoint(center: center, radius: radius, angle: angle + Self.turn(of: ring, in: offsets))
    }

    /// The turn of `ring` in `offsets`, 0 when it has none.
    static func turn(of ring: Int, in offsets: [Double]) -> Double {
        ring >= 0 && ring < offsets.count ? offsets[ring] : 0
    }

    /// The same point seen in the frame of `ring` (its angle shifted by the difference of the two turns).
    func reframed(to ring: Int, offsets: [Double]) -> PresentedValue {
        var value = self
        value.angle += Self.turn(of: self.ring, in: offsets) - Self.turn(of: ring, in: offsets)
        value.ring = ring
        return value
    }
}

extension RGBAColor {
    /// The colour `fraction` of the way from `self` to `other`, each channel rounded.
    func mixed(with other: RGBAColor, _ fraction: Double) -> RGBAColor {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * fraction).rounded())))
        }
        return RGBAColor(r: channel(r, other.r), g: channel(g, other.g), b: channel(b, other.b), a: channel(a, other.a))
    }
}
