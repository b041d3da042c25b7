import Foundation
import OrbitGeometry
import OrbitNetwork

/// Warnings that are said once per subject (a file, a font) however often the problem recurs, so a
/// bad avatar shared by a thousand people prints one line, not one per frame or per person.
///
/// Thread-safe: decode workers and the render thread share one log.
public final class WarningLog: Sendable {
    private let said = Lock<Set<String>>([])
    private let sink: @Sendable (String) -> Void

    /// A log that passes each first warning to `sink`; by default standard error, as
    /// `orbit: warning: <message>`.
    public init(sink: @escaping @Sendable (String) -> Void = WarningLog.standardError) {
        self.sink = sink
    }

    /// Says `message` (escaped: see `MessageText`) unless a warning about `subject` was already said.
    /// - Returns: whether it was said now.
    @discardableResult
    public func warnOnce(about subject: String, _ message: @autoclosure () -> String) -> Bool {
        let isNew = said.withLock { $0.insert(subject).inserted }
        if isNew { sink(MessageText.escaped(message())) }
        return isNew
    }

    /// The default sink: writes `orbit: warning: <message>` and a newline to standard error.
    public static let standardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("orbit: warning: \(message)\n".utf8))
    }
}
