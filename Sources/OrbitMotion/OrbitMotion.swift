// Module OrbitMotion: cubic Bézier, animator, velocity tracker, ring spinner.
