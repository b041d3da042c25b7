// A front end drives a session with people (OrbitLayout), live changes in transactions (OrbitScene) and
// key chords (OrbitMotion): users of OrbitSession get every type its API mentions.
@_exported import OrbitLayout
@_exported import OrbitMotion
@_exported import OrbitScene
