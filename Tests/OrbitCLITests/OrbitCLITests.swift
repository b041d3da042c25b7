import Testing
@testable import OrbitCLI
