import CSDL2
import OrbitMotion
import OrbitScene

extension DemoApp {
    /// Feeds the replayed trace's events up to `time` to the app, each at its own time: pointer events to
    /// the pointer (at their exact positions), wheel, key and text events as the SDL events a real wheel,
    /// key press or typing would deliver, through the same `handle(_:at:)` as live input.
    func applyReplay(until time: Double) {
        guard let trace = replay else { return }
        while nextReplayEvent < trace.events.count, trace.events[nextReplayEvent].t <= time {
            let event = trace.events[nextReplayEvent]
            switch event.type {
            case .down: pointerDown(at: event.point, time: event.t)
            case .move: pointerMoved(to: event.point, time: event.t)
            case .up: pointerUp(at: event.point, time: event.t)
            case .wheel, .key, .text:
                for synthesized in Self.sdlEvents(for: event) { handle(synthesized, at: event.t) }
            }
            nextReplayEvent += 1
        }
    }

    /// The SDL events a real device sends for a trace's wheel, key or text event: a wheel step at the pointer
    /// position; a key down then up (modifiers in `keysym.mod`, no text: SDL sends typed text separately, so
    /// traces do too); typed text in chunks that fit `SDL_TextInputEvent` (31 bytes, whole characters).
    /// Key names are checked when the trace is loaded (`checkKeyNames`).
    static func sdlEvents(for event: PointerEvent) -> [SDL_Event] {
        switch event.type {
        case .wheel:
            var wheel = SDL_Event()
            wheel.type = SDL_MOUSEWHEEL.rawValue
            let notches = event.dy ?? 0
            wheel.wheel.y = Int32(notches.rounded(.towardZero))
            wheel.wheel.preciseY = Float(notches)
            wheel.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
            wheel.wheel.mouseX = Int32(event.x.rounded())
            wheel.wheel.mouseY = Int32(event.y.rounded())
            return [wheel]
        case .key:
            guard let chord = KeyChord(event.key ?? "") else { return [] }
            let key = SDL_GetKeyFromName(chord.name)
            return [SDL_KEYDOWN, SDL_KEYUP].map { type in
                var press = SDL_Event()
                press.type = type.rawValue
                press.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
                press.key.keysym.sym = key
                press.key.keysym.scancode = SDL_GetScancodeFromKey(key)
                press.key.keysym.mod = UInt16(modifierMask(chord.modifiers))
                return press
            }
        case .text:
            return textChunks(event.text ?? "").map { chunk in
                var typed = SDL_Event()
                typed.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &typed.text.text) { bytes in
                    bytes.copyBytes(from: chunk.utf8)
                    bytes[chunk.utf8.count] = 0
                }
                return typed
            }
        case .down, .move, .up:
            return []
        }
    }

    /// SDL's left-hand modifier bits for `modifiers`.
    private static func modifierMask(_ modifiers: KeyChord.Modifiers) -> UInt32 {
        var mask: UInt32 = 0
        if modifiers.contains(.shift) { mask |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.control) { mask |= KMOD_LCTRL.rawValue }
        if modifiers.contains(.alt) { mask |= KMOD_LALT.rawValue }
        if modifiers.contains(.gui) { mask |= KMOD_LGUI.rawValue }
        return mask
    }

    /// `text` cut at character boundaries into pieces of at most 31 UTF-8 bytes.
    private static func textChunks(_ text: String) -> [String] {
        var chunks: [String] = []
        var current = ""
        for character in text {
            if current.utf8.count + String(character).utf8.count > 31, !current.isEmpty {
                chunks.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks.map { String(decoding: $0.utf8.prefix(31), as: UTF8.self) }
    }

    /// Checks that every `key` event of `trace` names a key SDL knows.
    /// - Throws: `DemoError` 65 naming the file, the event and the name.
    static func checkKeyNames(_ trace: PointerTrace, file: String) throws(DemoError) {
        for (index, event) in trace.events.enumerated() where event.type == .key {
            guard let chord = KeyChord(event.key ?? ""), SDL_GetKeyFromName(chord.name) != SDLK_UNKNOWN.rawValue else {
                throw DemoError(65, "\(file): events[\(index)].key: '\(event.key ?? "")' is not an SDL key name (e.g. Escape, Tab, Return, H, +, Shift+Tab)")
            }
        }
    }
}
