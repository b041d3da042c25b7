import Foundation
import OrbitSDL

FileHandle.standardError.write(Data("orbit-demo: not implemented yet\n".utf8))
exit(1)
