// OrbitSDL releases SDL objects in main-actor `isolated deinit`s, which Swift 6.2 introduced; the
// renderer-free modules need only Swift 6.0 (see Package.swift).
#if !compiler(>=6.2)
#error("OrbitSDL and orbit-demo need Swift 6.2 or later; OrbitGeometry, OrbitLayout, OrbitMotion, OrbitScene and OrbitFiles build with 6.0")
#endif
