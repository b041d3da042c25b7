import Foundation
import Testing

/// `orbit-demo` started with `posix_spawn`, so a test controls what `Process` does not: every signal at its
/// default action (a test runner may ignore SIGPIPE, and the child would inherit that), some signals blocked
/// from the start (a signal sent at once then waits for the demo's own handler instead of racing it), and
/// standard output on any descriptor.
struct SpawnedDemo {
    let pid: pid_t
    private let stderr: FileHandle

    /// Starts the demo with `arguments` and the offscreen video driver; its stdout goes to `stdout` (a
    /// descriptor the caller owns), its stderr to a pipe `finish()` reads.
    init(_ arguments: [String], blocking blocked: [Int32] = [], stdout: Int32) throws {
        let binary = try #require(DemoBinaryTests.binary).path
        let errorPipe = Pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe.fileHandleForWriting.fileDescriptor, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        sigemptyset(&mask)
        for signal in blocked { sigaddset(&mask, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "offscreen"]) { _, new in new }
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        try errorPipe.fileHandleForWriting.close()
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        self.pid = pid
        stderr = errorPipe.fileHandleForReading
    }

    /// Reads stderr to its end and waits for the demo to end.
    /// - Returns: the exit status, or `nil` when a signal killed it, with the signal, and what it wrote to stderr.
    func finish() -> (code: Int32?, signal: Int32?, error: String) {
        let error = String(decoding: stderr.readDataToEndOfFile(), as: UTF8.self)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, nil, error) : (nil, signal, error)
    }
}
