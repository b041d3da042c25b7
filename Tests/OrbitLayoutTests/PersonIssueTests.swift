import Foundation
import Testing
@testable import OrbitLayout

@Suite struct PersonIssueTests {
    static let reasons: [PersonIssue.Reason] = [
        .capacity, .emptyID, .duplicateID, .coordinateNotFinite, .latitudeOutOfRange, .longitudeOutOfRange,
        .latitudeWithoutLongitude, .longitudeWithoutLatitude, .distanceNotFinite, .negativeDistance,
        .coordinatesWithoutViewer, .noCoordinatesOrDistance, .unknownRelation("nemesis"), .unknownRelation("a \" (expected x"),
    ]

    /// Callers switch on the reason; JSON carries its text, and the text reads back as the same reason.
    @Test(arguments: reasons) func jsonKeepsTheTextAndReadsItBack(_ reason: PersonIssue.Reason) throws {
        let json = try JSONEncoder().encode(PersonIssue(id: "x", reason: reason))
        let object = try JSONSerialization.jsonObject(with: json) as? [String: String]
        #expect(object?["reason"] == reason.description)
        #expect(try JSONDecoder().decode(PersonIssue.self, from: json).reason == reason)
        #expect(PersonIssue.Reason(reason.description) == reason)
    }

    @Test func theTextsAreTheDocumentedOnes() {
        #expect(PersonIssue.Reason.duplicateID.description == "duplicate id")
        #expect(PersonIssue.Reason.capacity.description == "capacity")
        #expect(PersonIssue.Reason.unknownRelation("foe").description
            == "unknown relation \"foe\" (expected friend, following, follower, blocked, none)")
        #expect(Set(Self.reasons.map(\.description)).count == Self.reasons.count)
        #expect(PersonIssue.Reason("no such reason") == nil)
    }
}
