import OrbitLayout

extension FeedFile.Skipped {
    /// A feed line whose update the live layout refused, worded as every front end says it (the refusal's
    /// `description`): `remove of unknown id 'ID'`, or `invalid person 'ID': REASON`.
    public init(line: Int, _ refusal: LiveRefusal) {
        self.init(line: line, reason: refusal.description)
    }
}
