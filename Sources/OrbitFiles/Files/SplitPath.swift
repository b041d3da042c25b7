/// A path split into the folder that holds its last component and that component, as the kernel reads it.
///
/// Done by hand on purpose: Foundation's `deletingLastPathComponent` trapped on one-character relative
/// paths (`a`), and its URL helpers resolve `..` by text, which is not what the kernel does after a link.
struct SplitPath: Hashable {
    /// The folder holding ``name``: `.` for a bare name (`a`, `./a` is `./` + `a`), `/` at the root; trailing
    /// slashes are dropped (`a//b` is in `a`).
    var folder: String
    /// The last component (`b` in `a/b` and in `a/b/`); empty for `""` and `/`.
    var name: String
    /// Whether the path ends in `/`, which names a folder, never a file.
    var endsInSlash: Bool

    init(_ path: String) {
        var bytes = Array(path.utf8)
        endsInSlash = bytes.last == UInt8(ascii: "/")
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
            folder = "."
            name = String(decoding: bytes, as: UTF8.self)
            return
        }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        folder = end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
        name = bytes.count == 1 ? "" : String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// `relative` (a symbolic link's contents) as seen from this path's folder; an absolute one as is.
    func resolving(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : (folder == "/" ? "/" : folder + "/") + relative
    }
}
