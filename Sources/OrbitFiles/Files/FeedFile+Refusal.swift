import OrbitLayout

extension FeedFile.Skipped {
    /// A feed line whose `update` the live layout refused (`refusal`), worded as every front end says it:
    /// `remove of unknown id 'ID'`, or `invalid person 'ID': REASON`.
    public init(line: Int, refused update: LiveUpdate, _ refusal: LiveRefusal) {
        let reason = if case .remove(let id) = update { "remove of unknown id '\(id)'" } else { "invalid person '\(refusal.id)': \(refusal.reason)" }
        self.init(line: line, reason: reason)
    }
}
