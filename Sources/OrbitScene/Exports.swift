// The scene's API speaks of people and layouts (OrbitLayout) and of curves (OrbitMotion, in `AnimationTransaction`):
// users of OrbitScene get every type it mentions.
@_exported import OrbitLayout
@_exported import OrbitMotion
