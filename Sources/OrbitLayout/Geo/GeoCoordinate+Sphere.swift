import Foundation
import OrbitGeometry

/// Great-circle math on a sphere of radius `Earth.meanRadiusMeters`. Angles in and out are radians
/// except the coordinates themselves, which are degrees.
extension GeoCoordinate {
    /// Whether latitude is in [-90, 90] and longitude in [-180, 180] (both finite).
    package var isValid: Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// Great-circle distance in metres (haversine formula, accurate also for tiny distances).
    public func distance(to other: GeoCoordinate) -> Double {
        let phi1 = latitude.radians, phi2 = other.latitude.radians
        let dPhi = phi2 - phi1, dLambda = (other.longitude - longitude).radians
        let h = pow(sin(dPhi / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
        let clamped = min(max(h, 0), 1)
        return 2 * Earth.meanRadiusMeters * atan2(clamped.squareRoot(), (1 - clamped).squareRoot())
    }

    /// Initial compass bearing of the great circle towards `other`: radians clockwise from north,
    /// in [0, 2π). Towards the same point (no direction) the bearing is 0.
    package func initialBearing(to other: GeoCoordinate) -> Double {
        let phi1 = latitude.radians, phi2 = other.latitude.radians
        let dLambda = (other.longitude - longitude).radians
        let y = sin(dLambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
        return AngleMath.normalized(atan2(y, x))
    }

    /// The point reached by travelling `meters` along the great circle that starts with compass
    /// `bearing` (radians clockwise from north). Longitude comes back in [-180, 180).
    package func destination(meters: Double, bearing: Double) -> GeoCoordinate {
        let delta = meters / Earth.meanRadiusMeters
        let phi1 = latitude.radians, lambda1 = longitude.radians
        let sinPhi2 = sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(bearing)
        let phi2 = asin(min(max(sinPhi2, -1), 1))
        let lambda2 = lambda1 + atan2(sin(bearing) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sinPhi2)
        let longitude = AngleMath.normalized(lambda2 + .pi) - .pi
        return GeoCoordinate(latitude: phi2.degrees, longitude: longitude.degrees)
    }
}

extension Double {
    var radians: Double { self * .pi / 180 }
    var degrees: Double { self * 180 / .pi }
}
