import OrbitLayout
import OrbitMotion
