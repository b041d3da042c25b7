import CStandardErrorFilter
import Foundation

/// Keeps C libraries from repeating on stderr what the demo already says. libpng prints its own
/// `libpng warning: …` and `libpng error: …` lines for a broken avatar, beside the one line the decoder reports
/// (`avatar '…': cannot decode (…)`). Those lines go through C's `stderr` stream, which `install()` points at a
/// filter that drops them and writes every other line to descriptor 2 at once, on the writing thread (so
/// nothing is held back, not even a crash report). The demo's own messages write to descriptor 2 directly.
enum LibraryMessageFilter {
    /// Line prefixes dropped: what libpng's default handlers print.
    static let droppedPrefixes = ["libpng warning: ", "libpng error: "]

    /// Installs the filter for the rest of the process; does nothing when the stream cannot be made.
    static func install() {
        let copies = droppedPrefixes.map { UnsafePointer(strdup($0)) }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        _ = orbit_filter_stderr(copies, copies.count)
    }
}
