import OrbitGeometry

/// Why an avatar file gave no image. The renderer then draws the person's placeholder.
public enum AvatarLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case missing(path: String)
    /// The file exists but could not be decoded (corrupt, truncated or an unknown format).
    case undecodable(path: String, reason: String)
    /// The image has more pixels (the file more bytes, a JPEG more scans) than the decoder accepts.
    case tooLarge(path: String, detail: String)
    /// Reading or decoding the file took longer than the pipeline waits (`seconds`). Unlike the other
    /// failures this one passes: the file is read again when asked for after `retryAfter` seconds.
    case stalled(path: String, seconds: Double, retryAfter: Double)

    /// The file that failed.
    public var path: String {
        switch self {
        case .missing(let path), .undecodable(let path, _), .tooLarge(let path, _), .stalled(let path, _, _): path
        }
    }

    /// Seconds after which reading the file again may succeed: a stall's back-off; `nil` for the failures
    /// that stay (missing, undecodable, too large, not a regular file).
    public var retryAfter: Double? {
        if case .stalled(_, _, let retryAfter) = self { retryAfter } else { nil }
    }

    /// A path as messages quote it: escaped, and cut past 1024 scalars.
    static func quoted(_ path: String) -> String { MessageText.value(path, limit: 1024) }

    public var description: String {
        switch self {
        case .missing(let path): "avatar '\(Self.quoted(path))': no such file"
        case .undecodable(let path, let reason): "avatar '\(Self.quoted(path))': cannot decode (\(reason))"
        case .tooLarge(let path, let detail): "avatar '\(Self.quoted(path))': too large (\(detail))"
        case .stalled(let path, let seconds, let retryAfter):
            "avatar '\(Self.quoted(path))': no image after \(seconds) s (a slow or hung source); "
                + (retryAfter.isFinite ? "tried again if still wanted in \(Int(min(max(0, retryAfter), 1e12).rounded(.up))) s" : "not tried again")
        }
    }
}
