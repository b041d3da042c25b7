import Foundation

/// A value behind a lock, for state shared between threads (the fetcher's, OrbitSDL's decode workers and render
/// thread). `Synchronization.Mutex` needs macOS 15 / iOS 18; this runs wherever Foundation does.
package final class Lock<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
