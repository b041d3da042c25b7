import CSDL2
import Foundation
import OrbitGeometry
import OrbitMotion
import OrbitScene
import OrbitSession
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct SDLInputTranslatorTests {
        let renderer = SharedRenderer.instance
        let window = OrbitSize(width: 800, height: 600)

        static func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            fill(&event)
            return event
        }

        /// Keys become key chords named as SDL names them, modifiers included; typed text and compositions become
        /// text; the left button and motion become pointer input; other buttons, quit and resizes are not input.
        @Test func eventsBecomeSessionInput() {
            var translator = SDLInputTranslator()
            let key = Self.event(SDL_KEYDOWN) {
                $0.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
                $0.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue)
            }
            #expect(translator.inputs(for: key, at: 1, windowSize: window) == [.key(KeyChord(modifiers: [.shift, .control], name: "Tab"), time: 1)])
            let text = Self.event(SDL_TEXTINPUT) { event in
                withUnsafeMutableBytes(of: &event.text.text) { bytes in
                    for (index, byte) in "añ".utf8.enumerated() { bytes[index] = byte }
                }
            }
            #expect(translator.inputs(for: text, at: 2, windowSize: window) == [.text("añ", time: 2)])
            let down = Self.event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 10; $0.button.y = 20 }
            #expect(translator.inputs(for: down, at: 3, windowSize: window) == [.pointerDown(OrbitPoint(x: 10, y: 20), time: 3)])
            let right = Self.event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_RIGHT) }
            #expect(translator.inputs(for: right, at: 3, windowSize: window).isEmpty)
            let wheel = Self.event(SDL_MOUSEWHEEL) {
                $0.wheel.preciseY = 1.5; $0.wheel.mouseX = 5; $0.wheel.mouseY = 6; $0.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
            }
            #expect(translator.inputs(for: wheel, at: 4, windowSize: window) == [.wheel(notches: -1.5, at: OrbitPoint(x: 5, y: 6), time: 4)])
            for type in [SDL_QUIT, SDL_WINDOWEVENT] { #expect(translator.inputs(for: Self.event(type), at: 5, windowSize: window).isEmpty) }
            #expect(SDLInputTranslator.knows(KeyChord(modifiers: [.shift], name: "Tab")))
            #expect(!SDLInputTranslator.knows(KeyChord(modifiers: [], name: "NoSuchKey")))
        }

        /// Two fingers (given as fractions of the window) pinch about their centre in window points; one alone does nothing.
        @Test func twoFingersPinch() {
            var translator = SDLInputTranslator()
            func finger(_ type: SDL_EventType, _ id: Int64, _ x: Float, _ y: Float) -> SDL_Event {
                Self.event(type) { $0.tfinger.fingerId = id; $0.tfinger.x = x; $0.tfinger.y = y }
            }
            #expect(translator.inputs(for: finger(SDL_FINGERDOWN, 1, 0.25, 0.5), at: 0, windowSize: window).isEmpty)
            #expect(translator.inputs(for: finger(SDL_FINGERMOTION, 1, 0.375, 0.5), at: 0.1, windowSize: window).isEmpty)
            _ = translator.inputs(for: finger(SDL_FINGERDOWN, 2, 0.75, 0.5), at: 0.2, windowSize: window)
            let inputs = translator.inputs(for: finger(SDL_FINGERMOTION, 1, 0.0625, 0.5), at: 0.3, windowSize: window)
            #expect(inputs.contains { if case .pinch(let scale, let about, _) = $0 { scale == 550.0 / 300 && about == OrbitPoint(x: 325, y: 300) } else { false } },
                    "\(inputs)")
        }

        /// Over seeded event stamps, event times keep their order, never pass the frame, and go at most 0.25 s before it.
        @Test func eventTimesAreOrderedWithinTheFrame() {
            for seed: UInt64 in 1...200 {
                var random = SeededGenerator(seed: seed)
                var translator = SDLInputTranslator()
                var last = 0.0, frameTime = 0.0, ticks = UInt32(random.next() % UInt64(UInt32.max))
                for _ in 0..<50 {
                    frameTime += random.nextUnit() / 10
                    ticks &+= UInt32(random.next() % 200)
                    for _ in 0..<Int(random.next() % 4) {
                        let event = Self.event(SDL_MOUSEMOTION) { $0.common.timestamp = ticks &- UInt32(random.next() % 600) &+ 50 }
                        let time = translator.time(of: event, frameTime: frameTime, ticks: ticks)
                        #expect(time >= last && time <= frameTime && time >= frameTime - 0.25, "seed \(seed)")
                        last = time
                    }
                }
            }
        }

        /// The measurer measures as the renderer does.
        @Test func theMeasurerUsesTheRenderersFonts() {
            let measurer = SDLTextMeasurer(renderer: renderer)
            #expect(measurer.size(of: "Orbit", fontSize: 14) == renderer.textSize("Orbit", size: 14))
            #expect(measurer.size(of: "a long line to wrap", fontSize: 14, maxWidth: 40, maxLines: 2)
                == renderer.textSize("a long line to wrap", size: 14, box: TextBox(width: 40, maxLines: 2)))
        }
    }
}
