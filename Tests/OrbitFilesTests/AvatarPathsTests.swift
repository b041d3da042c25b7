import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitFiles

@Suite struct AvatarPathsTests {
    /// A relative avatar path becomes relative to the folder of the file that names it; absolute paths and
    /// people without an avatar stay as they are.
    @Test func relativePathsFollowTheFile() {
        var person = OrbitPerson(id: "a", distanceMeters: 5, avatar: "avatars/../faces/a.png")
        person.resolveAvatar(inFileAt: "/data/people/crowd.json")
        #expect(person.avatar == "/data/people/faces/a.png")
        var absolute = OrbitPerson(id: "b", distanceMeters: 5, avatar: "/elsewhere/b.png")
        absolute.resolveAvatar(inFileAt: "/data/people/crowd.json")
        #expect(absolute.avatar == "/elsewhere/b.png")
        var none = OrbitPerson(id: "c", distanceMeters: 5)
        none.resolveAvatar(inFileAt: "/data/people/crowd.json")
        #expect(none.avatar == nil)
    }

    /// An `http://` or `https://` avatar (the scheme in any case) is a URL, not a relative path: it stays as
    /// written; a name that only starts like one is a path.
    @Test func urlsStayAsTheyAre() {
        for url in ["http://example.com/a.png", "HTTPS://example.com/b.jpg?s=64", "https://127.0.0.1:8642/avatars/c.png"] {
            var person = OrbitPerson(id: "a", distanceMeters: 5, avatar: url)
            person.resolveAvatar(inFileAt: "/data/people/crowd.json")
            #expect(person.avatar == url)
        }
        var path = OrbitPerson(id: "b", distanceMeters: 5, avatar: "http/a.png")
        path.resolveAvatar(inFileAt: "/data/people/crowd.json")
        #expect(path.avatar == "/data/people/http/a.png")
    }

    /// Over seeded people files, every relative path is resolved as one person's would be, and the distinct
    /// resolved paths come back sorted.
    @Test func aPeopleFileResolvesEveryPath() throws {
        let folder = try TemporaryFolder()
        for seed: UInt64 in 1...30 {
            var random = SeededGenerator(seed: seed)
            let users = (0..<Int(random.next() % 40)).map { index in
                let avatar = switch random.next() % 3 {
                case 0: ""
                case 1: #", "avatar": "/abs/\#(random.next() % 4).png""#
                default: #", "avatar": "a/\#(random.next() % 5).png""#
                }
                return #"{"id": "p\#(index)", "distanceMeters": \#(1 + index)\#(avatar)}"#
            }
            let path = folder.file("people-\(seed).json")
            try Data(#"{"viewport": {"width": 800, "height": 600}, "avatarRadius": 20, "users": [\#(users.joined(separator: ","))]}"#.utf8)
                .write(to: URL(fileURLWithPath: path))
            let original = try PeopleFile(data: Data(contentsOf: URL(fileURLWithPath: path)), source: path)
            var file = original
            let paths = file.resolveAvatars()
            let read = try PeopleFile(contentsOf: path)
            #expect(read.request.people == file.request.people && read.avatarPaths == paths, "seed \(seed): reading resolves")
            for (before, after) in zip(original.request.people, file.request.people) {
                var expected = before
                expected.resolveAvatar(inFileAt: path)
                #expect(after == expected, "seed \(seed)")
            }
            #expect(paths == Set(file.request.people.compactMap(\.avatar)).sorted(), "seed \(seed)")
        }
    }

    /// URLs pass through untouched; relative paths, with or without `./`, land next to the file.
    @Test func pathsLandNextToTheFileAndURLsStay() {
        for (avatar, resolved) in [("https://example.com/a.jpg", "https://example.com/a.jpg"), ("http://h/x.png", "http://h/x.png"),
                                   ("./a.png", "/people/a.png"), ("b/c.png", "/people/b/c.png"), ("/abs.png", "/abs.png")] {
            var person = OrbitPerson(id: "p", distanceMeters: 1, avatar: avatar)
            person.resolveAvatar(inFileAt: "/people/file.json")
            #expect(person.avatar == resolved, "\(avatar)")
        }
    }

    /// A feed's upserts get their paths resolved against the feed; removals stay.
    @Test func aFeedResolvesItsUpserts() {
        var feed = FeedFile(data: Data("""
            {"t": 0, "op": "upsert", "person": {"id": "a", "distanceMeters": 5, "avatar": "a.png"}}
            {"t": 1, "op": "remove", "id": "a"}
            """.utf8), source: "/feeds/walk.ndjson")
        feed.resolveAvatars()
        #expect(feed.entries.map(\.update) == [.upsert(OrbitPerson(id: "a", distanceMeters: 5, avatar: "/feeds/a.png")), .remove(id: "a")])
    }
}
