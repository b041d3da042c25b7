import Testing
@testable import OrbitMotion
