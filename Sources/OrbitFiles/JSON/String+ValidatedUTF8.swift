extension String {
    /// The string these bytes spell in UTF-8, or `nil` when they are not valid UTF-8.
    ///
    /// `String(validating:as:)` does this in one pass but needs macOS 15 / iOS 18; older systems (the
    /// package declares macOS 13 / iOS 16) take ``validatedUTF8ByParsing(_:)``.
    static func validatedUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return validatedUTF8ByParsing(bytes)
    }

    /// ``validatedUTF8(_:)`` for any system: validates with the standard library's UTF-8 parser, then
    /// decodes (two passes).
    static func validatedUTF8ByParsing<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }
}
