import Foundation

/// Finds DejaVu Sans for placeholder initials and text.
public enum FontLocator {
    /// Where Debian/Ubuntu (fonts-dejavu-core), Fedora, Arch and Homebrew put DejaVu Sans.
    public static let standardPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/opt/homebrew/share/fonts/DejaVuSans.ttf",
        "/usr/local/share/fonts/DejaVuSans.ttf",
        "/Library/Fonts/DejaVuSans.ttf",
    ]

    /// `override` if given (even if missing: the caller asked for that file), else `$ORBIT_FONT`,
    /// else the first standard path that exists; `nil` when there is none.
    public static func dejaVuSans(override: String? = nil) -> String? {
        if let override { return override }
        if let fromEnvironment = ProcessInfo.processInfo.environment["ORBIT_FONT"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return (standardPaths + ["\(home)/Library/Fonts/DejaVuSans.ttf"])
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
