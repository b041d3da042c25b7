import Foundation
import OrbitCLI

exit(OrbitLayoutCommand.run(Array(CommandLine.arguments.dropFirst())))
