import Foundation

extension DiskCache {
    /// The platform's folder for Orbit's cached images: `Caches/orbit` in the user's library on Apple platforms;
    /// elsewhere `$XDG_CACHE_HOME/orbit`, or `~/.cache/orbit` when that is unset or not absolute (the XDG rule).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if canImport(Darwin)
        if let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first {
            return caches.appendingPathComponent("orbit").path
        }
        #endif
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return "\(xdg)/orbit" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return "\(home)/.cache/orbit"
    }
}
