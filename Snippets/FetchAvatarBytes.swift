// snippet.hide
// OrbitNetwork: an avatar's bytes fetched by URL and awaited, through a disk cache in a temporary folder.
// Run from the package's root while `make serve-avatars` serves Assets/avatars (`swift run FetchAvatarBytes`),
// or give a URL; scripts/run_snippets.sh starts a server of its own on 127.0.0.1 and passes its URL.
import Foundation
import OrbitNetwork

let url = CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:8642/avatars/avatar-01.png"
let cacheFolder = NSTemporaryDirectory() + "orbit-snippet-\(UUID().uuidString)"
var fetched = false

// snippet.show
let fetcher = ImageFetcher(configuration: ImageFetcher.Configuration(diskCache: DiskCache(directory: cacheFolder)))
do {
    // One request per URL however many ask (polled or awaited); cancelling this task withdraws it.
    let bytes = try await fetcher.data(for: url)
    print("\(url): \(bytes.count) bytes, decode them at the size you draw")
    // snippet.hide
    fetched = true
    // snippet.show
} catch {
    print("\(url): no avatar: \(error)")  // says why: HTTP status, timed out, too large, not an image, …
}
// snippet.hide
try? FileManager.default.removeItem(atPath: cacheFolder)
exit(fetched ? 0 : 1)
