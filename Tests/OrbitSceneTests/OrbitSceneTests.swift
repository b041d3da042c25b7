import Testing
@testable import OrbitScene
