/// Wall-clock and CPU time (on the calling thread) spent on one piece of work, in seconds.
struct WorkTime {
    var wall = 0.0
    var cpu = 0.0

    static let zero = WorkTime()
}
