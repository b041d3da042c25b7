/// What the decode pipeline has done so far, read as one consistent snapshot.
public struct DecodeStatistics: Hashable, Sendable {
    /// Decodes that succeeded and were handed to the render thread.
    public var done = 0
    /// Decodes that failed (missing, undecodable or too large file).
    public var failures = 0
    /// Requests cancelled before their decode started: never decoded.
    public var cancelled = 0
    /// Decodes that finished after their request was cancelled or replaced: the result was dropped.
    public var discarded = 0
    /// Requests waiting for a worker.
    public var pending = 0
    /// Decodes running now.
    public var inFlight = 0
    /// Results waiting for the render thread to take them.
    public var ready = 0
    /// Workers written off because their decode stalled, whose threads have not come back yet.
    public var stalledWorkers = 0
    /// Bytes that running decodes have reserved now (`DecodePipeline.maxDecodeBytes` bounds it).
    public var bytesInFlight = 0
    /// The most bytes reserved at once so far.
    public var peakBytesInFlight = 0
    /// Decodes that had to wait for memory before decoding.
    public var memoryWaits = 0
    /// Decodes that ran on the main thread. The pipeline decodes on worker threads only, so this
    /// stays 0; it is counted, not assumed.
    public var mainThreadDecodes = 0

    /// All counters at 0.
    public init() {}
}
