import Foundation
import OrbitLayout

extension OrbitPerson {
    /// Makes the avatar path, when relative, relative to the folder of the file at `path` that named it (a
    /// people file or a feed), as `orbit-layout` reads them; an absolute path, an `http://` or `https://` URL
    /// (the scheme in any case) or no avatar stays as it is.
    public mutating func resolveAvatar(inFileAt path: String) {
        guard let avatar, !avatar.hasPrefix("/"), !Self.isURL(avatar) else { return }
        self.avatar = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(avatar).standardizedFileURL.path
    }

    /// Whether `avatar` is an `http://` or `https://` URL rather than a path.
    static func isURL(_ avatar: String) -> Bool {
        let scheme = avatar.prefix(8).lowercased()
        return scheme.hasPrefix("http://") || scheme.hasPrefix("https://")
    }
}

extension PeopleFile {
    /// Makes every relative avatar path relative to the folder of the file (``source``), for a front end that
    /// loads the images; absolute paths and URLs stay. `init(contentsOf:)` does this itself; a file decoded from
    /// data (`init(data:source:)`) is resolved against `source` only when asked. Each distinct path is resolved
    /// once, and everyone who names it shares the result.
    /// - Returns: the distinct avatar paths after resolving, sorted (also kept in ``avatarPaths``).
    /// - Complexity: O(people + distinct paths × log distinct paths).
    @discardableResult
    public mutating func resolveAvatars() -> [String] {
        var resolved: [String: String] = [:]
        for index in request.people.indices {
            guard let avatar = request.people[index].avatar else { continue }
            if let shared = resolved[avatar] {
                request.people[index].avatar = shared
            } else {
                request.people[index].resolveAvatar(inFileAt: source)
                resolved[avatar] = request.people[index].avatar
            }
        }
        avatarPaths = Set(resolved.values).sorted()
        return avatarPaths
    }
}

extension FeedFile {
    /// Makes every upserted person's relative avatar path relative to the feed's folder (``source``).
    public mutating func resolveAvatars() {
        for index in entries.indices {
            guard case .upsert(var person) = entries[index].update else { continue }
            person.resolveAvatar(inFileAt: source)
            entries[index].update = .upsert(person)
        }
    }
}
