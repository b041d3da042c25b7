import Testing
@testable import OrbitScene

/// A front end switches on why an avatar is broken; only a stall is asked for again.
@Suite struct AvatarImageFailureTests {
    @Test func theReasonAndBackOffAreData() {
        let failures = [
            AvatarImageFailure(.noFile, "no avatar file"), AvatarImageFailure(.missing, "avatar 'a.png': no such file"),
            AvatarImageFailure(.stalled, "avatar 'b.png': no image after 2.0 s", retryAfter: 5),
            AvatarImageFailure(.stalled, "avatar 'c.png': no image", retryAfter: -3), AvatarImageFailure(.tooLarge, "big", retryAfter: .nan),
        ]
        for failure in failures {
            #expect(!failure.description.isEmpty)
            switch failure.reason {
            case .stalled: #expect(failure.retryAfter.map { $0 >= 0 } == true, "\(failure)")
            case .noFile, .missing, .undecodable, .tooLarge: #expect(failure.retryAfter == nil, "\(failure)")
            }
        }
        #expect(failures[2].retryAfter == 5 && failures[3].retryAfter == 0)
    }
}
