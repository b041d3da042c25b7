import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A weak link from the session's delegate back to its fetcher (the session keeps its delegate alive).
struct WeakFetcher {
    weak var fetcher: ImageFetcher?
}

/// Passes a `URLSession`'s events about its requests on to the `ImageFetcher` that made them.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let fetcher = Lock(WeakFetcher())

    private var owner: ImageFetcher? { fetcher.withLock { $0.fetcher } }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(owner?.received(response, for: dataTask.taskIdentifier) ?? .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        owner?.received(data, for: dataTask.taskIdentifier)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Refused: the redirect response is then the final one, and its headers fail the request. The task is
        // not cancelled here: FoundationNetworking traps on a cancel while a redirect's answer is pending.
        completionHandler(owner?.redirects(task.taskIdentifier) == true ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        owner?.completed(task.taskIdentifier, error: error)
    }
}
