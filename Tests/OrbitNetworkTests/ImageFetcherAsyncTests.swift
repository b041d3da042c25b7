import Foundation
import OrbitTestServer
import Testing
@testable import OrbitNetwork

/// `ImageFetcher.data(for:)` against a real server on 127.0.0.1: awaiting tasks and pollers share one request,
/// failures throw their reason, and a cancelled task is withdrawn (its request cancelled when nobody else wants it).
@Suite struct ImageFetcherAsyncTests {
    @Test func awaitingTasksAndAPollerShareOneRequest() async throws {
        let server = try AvatarServer(directory: ImageFetcherTests.avatars, dripInterval: 1)
        var configuration = ImageFetcherTests.configuration()
        configuration.maxConnectionsPerHost = 1
        configuration.stallTimeout = 900  // the drip holds the one connection until it is cancelled
        let fetcher = ImageFetcher(configuration: configuration)
        // The one connection is held by a drip, so the image's fetch waits in the queue while everyone joins it.
        let drip = server.url("/drip"), url = server.url("/avatars/avatar-04.png")
        fetcher.fetch(drip)
        fetcher.fetch(url)
        let bodies = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<3 { group.addTask { try await fetcher.data(for: url) } }
            // However long a loaded machine takes to start the three tasks: nothing ends the wait but their joining
            // (the drip's own end is a day away), and the server and the test time out long after.
            while fetcher.statistics.coalesced < 3 { try await Task.sleep(for: .milliseconds(5)) }
            fetcher.cancel(drip)
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let expected = try ImageFetcherTests.file("avatar-04.png")
        #expect(bodies.count == 3 && bodies.allSatisfy { $0 == expected })
        #expect(try ImageFetcherTests.results(of: fetcher, count: 1)[url]?.get() == expected, "the poller gets it too")
        let counts = try server.counts()
        #expect(counts["/avatars/avatar-04.png"] == 1 && fetcher.statistics.coalesced == 3 && !fetcher.isBusy, "\(counts) \(fetcher.statistics)")
    }

    @Test func failuresThrowTheirReason() async throws {
        let server = try AvatarServer(directory: ImageFetcherTests.avatars)
        let fetcher = ImageFetcher(configuration: ImageFetcherTests.configuration())
        await #expect(throws: FetchFailure.status(404, retryAfter: nil)) { try await fetcher.data(for: server.url("/missing")) }
        await #expect(throws: FetchFailure.notAnImage(contentType: "text/html")) { try await fetcher.data(for: server.url("/html")) }
        await #expect(throws: FetchFailure.invalidURL) { try await fetcher.data(for: "avatars/a.png") }
        #expect(fetcher.takeFinished().isEmpty, "no poller asked, so nothing waits to be polled")
    }

    @Test func aCancelledTaskIsWithdrawnAndItsRequestCancelled() async throws {
        let server = try AvatarServer(directory: ImageFetcherTests.avatars, dripInterval: 1)
        var configuration = ImageFetcherTests.configuration()
        configuration.stallTimeout = 60  // the drip must not fail on its own before the cancel
        let fetcher = ImageFetcher(configuration: configuration)
        let url = server.url("/drip")
        let waiting = Task { try await fetcher.data(for: url) }
        // Cancel once the request is under way, so the cancel reaches a running task.
        let deadline = Date().addingTimeInterval(30)
        while fetcher.statistics.networkRequests == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        waiting.cancel()
        await #expect(throws: FetchFailure.cancelled) { try await waiting.value }
        #expect(!fetcher.isBusy && fetcher.statistics.cancelled == 1)
    }

    /// Over many seeds, a task cancelled at a random moment (before it waits, while its fetch is looked up,
    /// queued or running, or after it finished) either gets the bytes or throws `cancelled`, and the fetcher is
    /// left with nothing under way.
    @Test func cancelAtAnyMomentLeavesNothingBehind() async throws {
        let server = try AvatarServer(directory: ImageFetcherTests.avatars)
        let fetcher = ImageFetcher(configuration: ImageFetcherTests.configuration())
        let expected = try ImageFetcherTests.file("avatar-05.png")
        var random = SystemRandomNumberGenerator()
        for attempt in 0..<100 {
            let url = server.url("/avatars/avatar-05.png?attempt=\(attempt)")
            let waiting = Task { try await fetcher.data(for: url) }
            if Bool.random(using: &random) { try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000, using: &random))) }
            waiting.cancel()
            do {
                #expect(try await waiting.value == expected, "attempt \(attempt)")
            } catch {
                #expect(error as? FetchFailure == .cancelled, "attempt \(attempt): \(error)")
            }
        }
        let deadline = Date().addingTimeInterval(30)
        while fetcher.isBusy, Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(!fetcher.isBusy && fetcher.takeFinished().isEmpty)
    }
}
