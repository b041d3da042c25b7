import CSDL2

/// An SDL call that failed: what Orbit was doing, and SDL's own message.
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var operation: String
    public var message: String

    public init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// The failure of `operation` with SDL's last error message for this thread.
    static func last(_ operation: String) -> SDLError {
        SDLError(operation, message: String(cString: SDL_GetError()))
    }

    public var description: String { "\(operation) failed: \(message)" }
}
