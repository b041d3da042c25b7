import OrbitLayout

/// The people the demo knows, by id, as positions into one array of people rather than a dictionary of them: a
/// million `Person` values in a `[String: Person]` take over 200 MB, the positions a fifth of that, and the array
/// can be the very one the people came in (shared, not copied, until someone changes).
struct PeopleIndex {
    private var people: [Person] = []
    private var positions: [String: Int32] = [:]
    /// Positions whose person is gone (removed, or a later duplicate of an id), reused first.
    private var free: [Int32] = []

    init() {}

    /// The people of `people`, the first of each id.
    init(_ people: [Person]) {
        self.people = people
        positions.reserveCapacity(people.count)
        for index in people.indices where positions.updateValue(Int32(index), forKey: people[index].id) != nil {
            positions[people[index].id] = Int32(index)  // a later duplicate: the first stays
            free.append(Int32(index))
        }
    }

    /// How many people there are.
    var count: Int { positions.count }

    /// The person with `id`; setting `nil` removes them.
    subscript(id: String) -> Person? {
        get { positions[id].map { people[Int($0)] } }
        set {
            switch (positions[id], newValue) {
            case (let position?, let person?):
                people[Int(position)] = person
            case (let position?, nil):
                positions[id] = nil
                free.append(position)
            case (nil, let person?):
                if let position = free.popLast() {
                    people[Int(position)] = person
                    positions[id] = position
                } else {
                    positions[id] = Int32(people.count)
                    people.append(person)
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Everyone, in no particular order.
    var values: some Collection<Person> { positions.values.lazy.map { people[Int($0)] } }
}
