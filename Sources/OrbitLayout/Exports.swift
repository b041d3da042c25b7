// Layout results are made of points and angles: users of OrbitLayout get them too.
@_exported import OrbitGeometry
