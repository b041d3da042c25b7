import OrbitGeometry

/// One change to the people around the viewer.
public enum LiveUpdate: Hashable, Sendable {
    /// Adds the person, or replaces everything known about the person with this id (distance or
    /// coordinates, activity, relation, name, avatar).
    case upsert(OrbitPerson)
    /// Removes the person with this id.
    case remove(id: String)

    /// The id the update is about.
    public var id: String {
        switch self {
        case .upsert(let person): person.id
        case .remove(let id): id
        }
    }
}

/// A placed person who is somewhere else after a batch.
public struct LiveMove: Hashable, Sendable {
    /// Where the person was before the batch.
    public var from: PlacedNode
    /// Where the person is after it.
    public var to: PlacedNode

    /// A move from `from` to `to`.
    package init(from: PlacedNode, to: PlacedNode) {
        self.from = from
        self.to = to
    }

    /// The person's id.
    public var id: String { to.id }
}

/// An update of a batch that was not applied, and why; `description` says so for people
/// (`invalid person 'ann': negative distance`, `remove of unknown id 'bob'`).
public struct LiveRefusal: Hashable, Sendable, CustomStringConvertible {
    /// Position of the update in the batch (0-based).
    public var index: Int
    /// The id the update was about.
    public var id: String
    /// Why it was not applied.
    package var reason: Reason

    /// Why an update was not applied.
    package enum Reason: Hashable, Sendable {
        /// An upsert of a person the layout cannot accept (an empty id, no usable distance or coordinates).
        case invalidPerson(PersonIssue.Reason)
        /// A removal of an id the layout does not know.
        case unknownID
    }

    /// The refusal of update `index` about `id`, for `reason`.
    package init(index: Int, id: String, reason: Reason) {
        self.index = index
        self.id = id
        self.reason = reason
    }

    /// What was refused and why, e.g. `remove of unknown id 'p7'`.
    public var description: String {
        switch reason {
        case .invalidPerson(let issue): "invalid person '\(MessageText.value(id))': \(issue)"
        case .unknownID: "remove of unknown id '\(MessageText.value(id))'"
        }
    }
}

/// What one batch of updates changed, relative to the layout before the batch. Each list is in the order
/// the ids were first touched by the batch.
public struct LiveChange: Hashable, Sendable {
    /// People placed now who were not placed before (newcomers, or people no longer `unplaced`).
    public var entered: [PlacedNode] = []
    /// People placed before and after at a different spot.
    public var moved: [LiveMove] = []
    /// People placed after the batch whose look changed: name, activity, relation or avatar.
    public var changed: [String] = []
    /// People placed before who are not placed now (removed, or pushed beyond `maxRings`), with their last node.
    public var left: [PlacedNode] = []
    /// The ids of `moved` and `left` that moved only to make room for someone nearer (no update of their own in
    /// the batch).
    public var displaced: [String] = []
    /// Updates that were not applied.
    public var refused: [LiveRefusal] = []
    /// What the layout knew before the batch about every person it touched (absent for newcomers), so that a
    /// presentation can start restyles and exits from the old look.
    package var peopleBefore: [String: OrbitPerson] = [:]

    /// A change in which nothing happened.
    public init() {}

    /// Whether nothing visible changed (refusals aside).
    public var isEmpty: Bool { entered.isEmpty && moved.isEmpty && changed.isEmpty && left.isEmpty }
}

extension OrbitPerson {
    /// Whether `other` is drawn differently: name (initials), activity, relation or avatar.
    package func looksDifferent(from other: OrbitPerson) -> Bool {
        name != other.name || isActive != other.isActive || relation != other.relation || avatar != other.avatar
    }
}
