/// Why an image URL gave no bytes. Each says what happened in words a log can show
/// (`description`); `isTransient` tells the ones that may pass from those that stay.
public enum FetchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not an `http` or `https` URL with a host.
    case invalidURL
    /// The server answered with an HTTP status other than success (`retryAfter`: its `Retry-After`, seconds).
    case status(Int, retryAfter: Double?)
    /// No response headers within `seconds` of sending the request (connecting included).
    case noResponse(seconds: Double)
    /// The body moved fewer than `bytes` bytes in `seconds` seconds: a stalled or trickling body.
    case stalled(bytes: Int, seconds: Double)
    /// The body is larger than `limit` bytes (`bytes`: its `Content-Length`, or what had arrived when it was cut).
    case tooLarge(bytes: Int, limit: Int)
    /// The server's `Content-Type` is not an image (`contentType`, e.g. an HTML error page), or the body is empty.
    case notAnImage(contentType: String)
    /// More than `limit` redirects (a redirect loop).
    case tooManyRedirects(limit: Int)
    /// The connection failed (refused, reset, name not found, …).
    case network(String)
    /// The task awaiting `ImageFetcher.data(for:)` was cancelled.
    case cancelled

    /// Whether trying again later may succeed: a server error (5xx), `429`, no response, a stall or a failed
    /// connection. A 4xx other than 429, a body too large or not an image, a redirect loop and a bad URL stay.
    public var isTransient: Bool {
        switch self {
        case .status(let code, _): code == 429 || code >= 500
        case .noResponse, .stalled, .network, .cancelled: true
        case .invalidURL, .tooLarge, .notAnImage, .tooManyRedirects: false
        }
    }

    /// Whether the fetcher retries it at once (with back-off): a server error (5xx), 429, or a failed
    /// connection. A stall or no response is not retried: a slow server stays slow for a while.
    var isRetried: Bool {
        switch self {
        case .status(let code, _): code == 429 || code >= 500
        case .network: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .invalidURL: "not an http or https URL"
        case .status(let code, _): "HTTP status \(code)"
        case .noResponse(let seconds): "timed out: no response in \(Self.format(seconds)) s"
        case .stalled(let bytes, let seconds): "timed out: the body stalled (under \(bytes) bytes in \(Self.format(seconds)) s)"
        case .tooLarge(let bytes, let limit): "too large (\(bytes) bytes, limit \(limit))"
        case .notAnImage(let contentType): "not an image (\(contentType))"
        case .tooManyRedirects(let limit): "redirect loop (more than \(limit) redirects)"
        case .network(let reason): "network error (\(reason))"
        case .cancelled: "cancelled"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
