/// Why an avatar file gave no image. The renderer then draws the person's placeholder.
public enum AvatarLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case missing(path: String)
    /// The file exists but could not be decoded (corrupt, truncated or an unknown format).
    case undecodable(path: String, reason: String)
    /// The image has more pixels (or the file more bytes) than the decoder accepts.
    case tooLarge(path: String, detail: String)
    /// Reading or decoding the file took longer than the pipeline waits.
    case stalled(path: String, seconds: Double)

    /// The file that failed.
    public var path: String {
        switch self {
        case .missing(let path), .undecodable(let path, _), .tooLarge(let path, _), .stalled(let path, _): path
        }
    }

    public var description: String {
        switch self {
        case .missing(let path): "avatar '\(path)': no such file"
        case .undecodable(let path, let reason): "avatar '\(path)': cannot decode (\(reason))"
        case .tooLarge(let path, let detail): "avatar '\(path)': too large (\(detail))"
        case .stalled(let path, let seconds): "avatar '\(path)': no image after \(seconds) s (a slow or hung source); not tried again"
        }
    }
}
