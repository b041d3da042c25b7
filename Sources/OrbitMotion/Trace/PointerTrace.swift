import OrbitGeometry

/// A recorded pointer gesture over one ring, replayed by `TraceReplay` (the `orbit-layout spin` input and
/// the demo's `--replay` file).
///
/// JSON: `{"center": {"x", "y"}, "fps", "duration", "events": [{"t", "type": "down"|"move"|"up", "x", "y"}, …]}`,
/// plus wheel, key and text events (see `PointerEvent`).
/// Times are seconds; `duration` is the timestamp of the last frame wanted (frames run from the first
/// event's `t`). Check a trace with `validate()` before replaying it.
package struct PointerTrace: Sendable, Hashable, Codable {
    /// The ring's centre, about which pointer angles are measured.
    package var center: OrbitPoint
    /// Frames per second of the replay.
    package var fps: Double
    /// Frames are produced from the first event's time up to and including this time.
    package var duration: Double
    /// Pointer events in time order (equal times allowed).
    package var events: [PointerEvent]

    /// A trace of `events` about `center`, replayed at `fps` frames per second for `duration` seconds.
    package init(center: OrbitPoint, fps: Double, duration: Double, events: [PointerEvent]) {
        self.center = center
        self.fps = fps
        self.duration = duration
        self.events = events
    }
}

/// One input event of a trace: a pointer event (`down`, `move`, `up`, `leave`, `cancel`), a mouse-wheel step, a
/// key press or typed text. `TraceReplay` (and so `orbit-layout spin`) plays the pointer events and ignores the rest;
/// the demo's `--replay` feeds every kind into its input handling as if it came from the window.
///
/// JSON, by `type`:
/// - `{"t", "type": "down"|"move"|"up", "x", "y"}`, with `"source": "touch"` when a finger did it (default `"mouse"`);
/// - `{"t", "type": "leave"}`: the pointer left the window;
/// - `{"t", "type": "cancel"}`: the press ended without a click (a cancelled touch);
/// - `{"t", "type": "wheel", "x", "y", "dy"}`: `dy` notches at the pointer position `(x, y)`, positive zooms in;
/// - `{"t", "type": "key", "key": NAME}`: a key pressed and released, named as SDL names keys (`Escape`,
///   `Tab`, `Return`, `Home`, `H`, `+`, `-`, `/`, `Backspace`, …), optionally after modifiers joined with
///   `+` (`Shift+Tab`, `Ctrl+R`; see `KeyChord`);
/// - `{"t", "type": "text", "text": "…"}`: typed text (what the keyboard layout produced);
/// - `{"t", "type": "pinch", "x", "y", "scale"}`: two fingers pinched about `(x, y)` (their centre), changing the
///   zoom by `scale` (2: twice as large; `pinchScaleRange`);
/// - `{"t", "type": "twist", "x", "y", "angle"}`: two fingers turned about `(x, y)` by `angle` radians, positive
///   clockwise on screen (`twistAngleRange`).
package struct PointerEvent: Sendable, Hashable {
    /// What happened: the pointer went down, moved or went up; the wheel turned; a key was pressed; text was typed.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The pointer went down.
        case down
        /// The pressed pointer moved.
        case move
        /// The pointer went up.
        case up
        /// The pointer left the window.
        case leave
        /// The press ended without a click.
        case cancel
        /// The wheel turned (`dy` notches).
        case wheel
        /// A key was pressed (`key`).
        case key
        /// Text was typed (`text`).
        case text
        /// Two fingers pinched (`scale` about `x`, `y`).
        case pinch
        /// Two fingers turned (`angle` about `x`, `y`).
        case twist

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let kind = Kind(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown event type '\(name)' (expected down, move, up, leave, cancel, wheel, key, text, pinch or twist)")
            }
            self = kind
        }

        /// Whether the event moves or presses the pointer (what `TraceReplay` plays).
        package var isPointer: Bool { self == .down || self == .move || self == .up }
    }

    /// Seconds.
    package var t: Double
    /// What happened.
    package var type: Kind
    /// The pointer position of pointer and wheel events; 0 for keys and text.
    package var x: Double
    /// The pointer position's y; 0 for keys and text.
    package var y: Double
    /// Wheel notches (`wheel` only); positive zooms in.
    package var dy: Double?
    /// The key name with optional modifiers (`key` only), e.g. `Return` or `Shift+Tab`.
    package var key: String?
    /// The typed text (`text` only).
    package var text: String?
    /// The zoom factor of a pinch (`pinch` only): 2 doubles the size.
    package var scale: Double?
    /// The turn of a twist (`twist` only), radians, positive clockwise on screen.
    package var angle: Double?
    /// What made a `down`, `move` or `up`: the mouse (default) or a finger.
    package var source = PointerSource.mouse

    /// The pinch scales one event may carry.
    package static let pinchScaleRange = 0.01...100.0
    /// The twist angles one event may carry: at most half a turn either way.
    package static let twistAngleRange = -Double.pi...Double.pi

    /// A pointer event of `type` at (`x`, `y`) at time `t`.
    package init(t: Double, type: Kind, x: Double, y: Double) {
        self.t = t
        self.type = type
        self.x = x
        self.y = y
    }

    /// A wheel step of `dy` notches (positive zooms in) at `(x, y)`.
    package static func wheel(t: Double, x: Double, y: Double, dy: Double) -> PointerEvent {
        var event = PointerEvent(t: t, type: .wheel, x: x, y: y)
        event.dy = dy
        return event
    }

    /// A key press and release, e.g. `Escape`, `H` or `Shift+Tab`.
    package static func key(t: Double, _ name: String) -> PointerEvent {
        var event = PointerEvent(t: t, type: .key, x: 0, y: 0)
        event.key = name
        return event
    }

    /// Typed text.
    package static func text(t: Double, _ text: String) -> PointerEvent {
        var event = PointerEvent(t: t, type: .text, x: 0, y: 0)
        event.text = text
        return event
    }

    /// A pinch changing the zoom by `scale` about `(x, y)`.
    package static func pinch(t: Double, x: Double, y: Double, scale: Double) -> PointerEvent {
        var event = PointerEvent(t: t, type: .pinch, x: x, y: y)
        event.scale = scale
        return event
    }

    /// A two-finger twist of `angle` radians (positive clockwise) about `(x, y)`.
    package static func twist(t: Double, x: Double, y: Double, angle: Double) -> PointerEvent {
        var event = PointerEvent(t: t, type: .twist, x: x, y: y)
        event.angle = angle
        return event
    }

    /// Whether the event carries a position (pointer, wheel and two-finger events).
    package var isPositioned: Bool { type.isPointer || type == .wheel || type == .pinch || type == .twist }

    /// The position as a point.
    package var point: OrbitPoint { OrbitPoint(x: x, y: y) }
}

extension PointerEvent: Codable {
    private enum CodingKeys: String, CodingKey { case t, type, x, y, dy, key, text, scale, angle, source }

    /// Decodes the fields the event's `type` needs (`x`, `y` for pointer, wheel, pinch and twist events, `dy`
    /// for wheel, `key` for key, `text` for text, `scale` for pinch, `angle` for twist, an optional `source` for
    /// `down`, `move` and `up`) and ignores the others.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        t = try container.decode(Double.self, forKey: .t)
        type = try container.decode(Kind.self, forKey: .type)
        let positioned = type.isPointer || type == .wheel || type == .pinch || type == .twist
        x = positioned ? try container.decode(Double.self, forKey: .x) : 0
        y = positioned ? try container.decode(Double.self, forKey: .y) : 0
        if type == .pinch { scale = try container.decode(Double.self, forKey: .scale) }
        if type == .twist { angle = try container.decode(Double.self, forKey: .angle) }
        if type == .wheel { dy = try container.decode(Double.self, forKey: .dy) }
        if type == .key { key = try container.decode(String.self, forKey: .key) }
        if type == .text { text = try container.decode(String.self, forKey: .text) }
        if type.isPointer, let name = try container.decodeIfPresent(String.self, forKey: .source) {
            guard let named = PointerSource(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .source, in: container, debugDescription: "unknown pointer source '\(name)' (expected mouse or touch)")
            }
            source = named
        }
    }

    /// Encodes the same fields `init(from:)` reads for the event's `type`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(t, forKey: .t)
        try container.encode(type, forKey: .type)
        if isPositioned {
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        }
        if type == .wheel { try container.encode(dy ?? 0, forKey: .dy) }
        if type == .key { try container.encode(key ?? "", forKey: .key) }
        if type == .text { try container.encode(text ?? "", forKey: .text) }
        if type == .pinch { try container.encode(scale ?? 1, forKey: .scale) }
        if type == .twist { try container.encode(angle ?? 0, forKey: .angle) }
        if type.isPointer, source != .mouse { try container.encode(source.rawValue, forKey: .source) }
    }
}

/// What moved or pressed the pointer: a mouse (or pen, trackpad) that can hover, or a finger that cannot.
public enum PointerSource: String, Sendable, Hashable, CaseIterable {
    /// A mouse, pen or trackpad: it hovers between presses.
    case mouse
    /// A finger on a touch screen: nowhere once lifted.
    case touch
}
