// Module OrbitScene: scene graph → flat draw list, visibility index, texture residency, hit testing, LOD.
//
// Data flows one way: a `LayoutResult` and the people feed a `RingScene`; each frame the ring offsets,
// viewport and camera go in and a `FrameOutput` (draw list + texture residency diff) comes out.
