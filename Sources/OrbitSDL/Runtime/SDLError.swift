import CSDL2

/// An SDL call that failed: what Orbit was doing, and SDL's own message.
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The SDL call or step that failed, e.g. `SDL_CreateRenderer`.
    public var operation: String
    /// SDL's message (`SDL_GetError`) or Orbit's own.
    public var message: String

    /// The failure of `operation` with `message`.
    public init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// The failure of `operation` with SDL's last error message for this thread.
    static func last(_ operation: String) -> SDLError {
        SDLError(operation, message: String(cString: SDL_GetError()))
    }

    /// "`operation` failed: `message`".
    public var description: String { "\(operation) failed: \(message)" }
}
