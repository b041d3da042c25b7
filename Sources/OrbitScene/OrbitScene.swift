// Module OrbitScene: scene graph → flat draw list, visibility index, avatar residency, hit testing, LOD.
//
// Data flows one way: a `LayoutResult` and the people feed a `RingScene`; each frame the ring offsets,
// viewport and camera go in and a `FrameOutput` (draw list + the avatars that want textures) comes out;
// an `AvatarResidency` turns those into decodes, textures and evictions through a renderer's protocols.
