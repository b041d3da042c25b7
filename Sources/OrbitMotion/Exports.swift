// Pointers and ring centres are points: users of OrbitMotion get the geometry too.
@_exported import OrbitGeometry
