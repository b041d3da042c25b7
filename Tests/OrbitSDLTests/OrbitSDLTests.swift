import Testing
@testable import OrbitSDL
