import Foundation
import OrbitFiles
import OrbitGeometry
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

    /// The people `options` ask for, laid out for a `viewport` of the window's size (a crowd) or as the file
    /// says (a file).
    /// - Throws: `FileError` when the people file cannot be read or is malformed.
    init(_ options: DemoOptions) throws(FileError) {
        switch options.people {
        case .file(let path):
            let file = try PeopleFile(contentsOf: path)  // avatar paths resolved against the file
            let avatars = file.avatarPaths
            refused = file.rejected
            request = file.request
            arrivals = CrowdGenerator(seed: request.seed &+ 1, viewer: request.viewer ?? CrowdGenerator.defaultViewer,
                                      avatars: avatars.isEmpty ? CrowdGenerator.avatarFiles(in: Self.avatarDirectory) : avatars)
        case .crowd(let count, let seed):
            var crowd = CrowdGenerator(seed: seed, avatars: CrowdGenerator.avatarFiles(in: Self.avatarDirectory))
            request = LayoutRequest(
                viewer: crowd.viewer, viewport: OrbitSize(width: Double(options.width), height: Double(options.height)),
                avatarRadius: 22, spacing: 4, seed: seed, people: crowd.next(count))
            refused = []
            arrivals = crowd
        }
        if let placement = options.placement { request.placement = placement }
        if let maxRings = options.maxRings { request.maxRings = maxRings }
    }
}
