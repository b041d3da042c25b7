import Foundation
import OrbitFiles
import OrbitLayout
import OrbitSession

/// Who is on screen: the layout request (with avatar paths made absolute) and whom the input refused.
struct Cast {
    var request: LayoutRequest
    /// People refused before layout (e.g. an unknown relation in the file).
    var refused: [PersonIssue]
    /// Invents the people who arrive with `+`.
    var arrivals: CrowdGenerator

    /// Where the bundled avatars are, for crowds.
    static let avatarDirectory = "Assets/avatars"

    /// Makes `person`'s avatar path, when relative, relative to the folder of the file at `path` that named it
    /// (a people file or a feed), as `orbit-layout` reads them.
    static func resolveAvatar(of person: inout Person, inFileAt path: String) {
        guard let avatar = person.avatar, !avatar.hasPrefix("/") else { return }
        person.avatar = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(avatar).standardizedFileURL.path
    }

    /// The people `options` ask for, laid out for a `viewport` of the window's size (a crowd) or as the file
    /// says (a file).
    /// - Throws: `FileError` when the people file cannot be read or is malformed.
    init(_ options: DemoOptions) throws(FileError) {
        switch options.people {
        case .file(let path):
            var file = try PeopleFile(contentsOf: path)
            refused = file.rejected
            request = file.request
            file.request.people = []  // the people are `request`'s alone, so resolving their avatars edits them in place
            // Resolved once per distinct path, and shared by everyone who names it.
            var resolved: [String: String] = [:]
            for index in request.people.indices {
                guard let avatar = request.people[index].avatar else { continue }
                if let shared = resolved[avatar] {
                    request.people[index].avatar = shared
                } else {
                    Self.resolveAvatar(of: &request.people[index], inFileAt: path)
                    resolved[avatar] = request.people[index].avatar
                }
            }
            let avatars = Set(resolved.values).sorted()
            arrivals = CrowdGenerator(seed: request.seed &+ 1, viewer: request.viewer ?? CrowdGenerator.defaultViewer,
                                      avatars: avatars.isEmpty ? CrowdGenerator.avatarFiles(in: Self.avatarDirectory) : avatars)
        case .crowd(let count, let seed):
            var crowd = CrowdGenerator(seed: seed, avatars: CrowdGenerator.avatarFiles(in: Self.avatarDirectory))
            request = LayoutRequest(
                viewer: crowd.viewer, viewport: Size(width: Double(options.width), height: Double(options.height)),
                avatarRadius: 22, spacing: 4, seed: seed, people: crowd.next(count))
            refused = []
            arrivals = crowd
        }
        if let placement = options.placement { request.placement = placement }
        if let maxRings = options.maxRings { request.maxRings = maxRings }
    }
}
