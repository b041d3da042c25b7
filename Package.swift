// swift-tools-version:6.0
import PackageDescription

// The renderer-free modules (OrbitGeometry, OrbitLayout, OrbitMotion, OrbitScene, OrbitSession, OrbitFiles, OrbitNetwork)
// build with Swift 6.0 and run on macOS 13, iOS 16 and Linux; `scripts/check_availability.sh` (CI) fails on any API
// of theirs newer than the platforms below. OrbitSDL and orbit-demo need Swift 6.2 (isolated deinit) and
// use no Synchronization.Mutex (OrbitSDL's Locked wraps NSLock); the compiler checks isolated deinit's
// runtime availability when building for Apple systems (not checked on Linux). A package that only
// depends on the renderer-free libraries never builds them.
//
// Snippets/*.swift are the DocC articles' code (`@Snippet`): SwiftPM builds each as a program linked with every
// library product of this package, only when this package is the root (`swift build`); `make test` runs them
// (scripts/run_snippets.sh) and `make docs` shows them (scripts/docs.sh: swift-docc-plugin's
// `swift package generate-documentation`, whose snippet-extract reads them as `Orbit/Snippets/NAME`).
let package = Package(
    name: "Orbit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "OrbitGeometry", targets: ["OrbitGeometry"]),
        .library(name: "OrbitLayout", targets: ["OrbitLayout"]),
        .library(name: "OrbitMotion", targets: ["OrbitMotion"]),
        .library(name: "OrbitScene", targets: ["OrbitScene"]),
        .library(name: "OrbitFiles", targets: ["OrbitFiles"]),
        .library(name: "OrbitSession", targets: ["OrbitSession"]),
        .library(name: "OrbitNetwork", targets: ["OrbitNetwork"]),
        .library(name: "OrbitSDL", targets: ["OrbitSDL"]),
        .executable(name: "orbit-layout", targets: ["orbit-layout"]),
        .executable(name: "orbit-bench", targets: ["orbit-bench"]),
        .executable(name: "orbit-demo", targets: ["orbit-demo"]),
    ],
    // Declared by their public URLs. On a machine with no route to GitHub, `scripts/setup.sh` points SwiftPM at
    // the offline copies in ../shared/deps (its mirror.sh) when that folder exists; Package.resolved pins them.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.3"),
    ],
    targets: [
        // Points, angles and the seeded generator every module shares.
        .target(name: "OrbitGeometry"),
        // Renderer-free library: geometry, geo math, ring plan, placement, incremental layout.
        .target(name: "OrbitLayout", dependencies: ["OrbitGeometry"]),
        // Renderer-free motion: cubic Bézier, animator, velocity tracker, ring spinner.
        .target(name: "OrbitMotion", dependencies: ["OrbitGeometry"]),
        // Renderer-free scene graph, visibility index, texture residency, hit testing, LOD.
        .target(name: "OrbitScene", dependencies: ["OrbitLayout", "OrbitMotion", .product(name: "DequeModule", package: "swift-collections"),
                                                  .product(name: "HeapModule", package: "swift-collections")]),
        // Renderer-free app behaviour over time: input in, frames (draw list, overlay layers, avatar demands) out.
        .target(name: "OrbitSession", dependencies: ["OrbitScene", .product(name: "DequeModule", package: "swift-collections")]),
        // Test and benchmark fixtures (not a product): synthetic layouts of any size.
        .target(name: "OrbitFixtures", dependencies: ["OrbitLayout"]),
        // For tests (not a product): scripts/avatar_server.py (good, slow and hostile image routes) on 127.0.0.1.
        .target(name: "OrbitTestServer"),
        // SIGINT and SIGTERM handled in C (a handler may only do async-signal-safe work), for OrbitFiles.
        .target(name: "COrbitSignals"),
        // Reading people, trace and layout files and writing outputs safely, for every front end.
        .target(name: "OrbitFiles", dependencies: ["COrbitSignals", "OrbitGeometry", "OrbitLayout", "OrbitMotion"]),
        // Image bytes over HTTP (URLSession; FoundationNetworking on Linux) with a disk cache, for any renderer.
        .target(name: "OrbitNetwork"),
        // The command-line front ends as a library, so tests run them in-process.
        .target(
            name: "OrbitCLI",
            dependencies: [
                "OrbitFiles", "OrbitLayout", "OrbitMotion", "OrbitScene", "OrbitSession",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // C libraries from the system. On Linux their headers and libraries are on the compiler's default paths
        // (CSDL2's shim includes <SDL2/SDL.h>; CPangoCairo's declares what OrbitSDL calls, checked against the real
        // headers by scripts/check_c_shims.sh), so these targets name no pkg-config file there: SwiftPM would print
        // "prohibited flag(s)" for SDL's -D_REENTRANT and Pango's -pthread on every build, and in every package
        // that depends on Orbit, SDL-free or not. On macOS Homebrew's paths come from pkg-config (`homebrew`).
        .systemLibrary(
            name: "CSDL2", pkgConfig: homebrew("sdl2"),
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(
            name: "CSDL2Image", pkgConfig: homebrew("SDL2_image"),
            providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]),
        // Text: Pango shapes (HarfBuzz), orders (FriBidi), finds fonts (fontconfig), wraps and ellipsizes; Cairo draws.
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: homebrew("pangocairo"),
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: homebrew("libjpeg"),
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        // libjpeg-turbo (its RGBA output) behind calls that return a status: libjpeg reports errors by longjmp,
        // which Swift cannot catch. Scaled decodes, a scan limit and a stop flag checked by its progress monitor.
        // C links no module map's `link`: libjpeg is named here.
        .target(name: "CJPEGDecode", dependencies: ["CJPEG"], linkerSettings: [.linkedLibrary("jpeg")]),
        // SDL2 backend: draws the draw list, owns textures, decodes avatars off the main thread.
        .target(name: "OrbitSDL", dependencies: ["OrbitScene", "OrbitSession", "OrbitFiles", "OrbitNetwork", "CSDL2", "CSDL2Image", "CPangoCairo", "CJPEGDecode",
                                              .product(name: "DequeModule", package: "swift-collections")]),

        .executableTarget(name: "orbit-layout", dependencies: ["OrbitCLI", "OrbitFiles"]),
        .executableTarget(
            name: "orbit-bench",
            dependencies: [
                "OrbitLayout", "OrbitMotion", "OrbitScene", "OrbitFixtures", "OrbitFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The demo's filter for C libraries' own stderr lines (fopencookie's callbacks).
        .target(name: "CStandardErrorFilter"),
        // Demo/README.md is the demo's keys and flags, for people, not a resource.
        .executableTarget(
            name: "orbit-demo",
            dependencies: [
                "OrbitSDL", "OrbitNetwork", "OrbitFiles", "OrbitSession", "OrbitCLI", "CStandardErrorFilter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demo",
            exclude: ["README.md"]),

        .testTarget(name: "OrbitGeometryTests", dependencies: ["OrbitGeometry"]),
        .testTarget(name: "OrbitLayoutTests", dependencies: ["OrbitLayout"]),
        .testTarget(name: "OrbitMotionTests", dependencies: ["OrbitMotion"]),
        .testTarget(name: "OrbitSceneTests", dependencies: ["OrbitScene", "OrbitFixtures"]),
        .testTarget(name: "OrbitSessionTests", dependencies: ["OrbitSession"]),
        .testTarget(name: "OrbitFilesTests", dependencies: ["OrbitFiles"]),
        .testTarget(name: "OrbitCLITests", dependencies: ["OrbitCLI", "OrbitFiles"]),
        .testTarget(name: "OrbitNetworkTests", dependencies: ["OrbitNetwork", "OrbitTestServer"]),
        .testTarget(name: "OrbitSDLTests", dependencies: ["OrbitSDL", "OrbitNetwork", "OrbitTestServer", "CPangoCairo"]),
    ],
    swiftLanguageModes: [.v6]
)

/// `name`, the pkg-config file a system library target reads for its flags, on macOS (Homebrew installs outside
/// the compiler's default paths; SwiftPM's "prohibited flag(s)" warning for SDL's -D_THREAD_SAFE is hidden by
/// the Makefile's filtered copies, scripts/pkgconfig.sh); none elsewhere.
func homebrew(_ name: String) -> String? {
    #if os(macOS)
        return name
    #else
        return nil
    #endif
}
