extension OrbitStrings {
    /// Every text a screen shows, by what it is for. `{n}` is a count, `{1}`, `{2}`, … arguments (see
    /// `OrbitStrings`); the English text is given for each.
    package enum Key: String, CaseIterable, Hashable, Sendable {
        // Distances and ring labels.
        /// "{1} m": a distance in metres.
        case meters
        /// "{1} km": a distance in kilometres.
        case kilometers
        /// "{1} metre" / "{1} metres": a distance in metres said aloud.
        case spokenMeters
        /// "{1} kilometre" / "{1} kilometres".
        case spokenKilometers
        /// "distance unknown".
        case distanceUnknown
        /// "< {1}": a band from 0.
        case bandBelow
        /// "> {1}": an unbounded band.
        case bandBeyond
        /// "{1}–{2}": a range of distances.
        case range
        /// "{n} person" / "{n} people".
        case people
        /// "{1} · {2}": a ring's band and how many it holds.
        case ringLabel
        /// "{1} · nearest {2} of {3}": a full ring's band, how many it shows and how many its band holds.
        case ringNearest
        /// "… to {1} · {2}": a spill ring, which carries on where the ring inside it stops (so its range, which
        /// starts inside the band of the ring before, does not read as overlapping it): how far out it reaches
        /// and how many it holds.
        case ringContinued
        /// "+{n} not on a ring": the chip.
        case notOnRing
        /// "N": the north marker, and the compass points N … NW for directions.
        case north, northEast, east, southEast, south, southWest, west, northWest

        // Relations, rim forms, activity.
        /// "friend", "following", "follower", "no relation", "blocked".
        case friend, following, follower, noRelation, blocked
        /// "rim + outer ring", "thick rim", "thin rim", "no rim".
        case rimAndOuterRing, thickRim, thinRim, noRim
        /// "barred face": blocked people's form (a bar across the face).
        case barredFace
        /// "active", "idle".
        case active, idle

        // The legend.
        /// "Legend  (L hides, ? help)".
        case legendTitle
        /// "{1} — {2}": a thing and what it means (legend rows, the card's relation, list rows).
        case explained
        /// "blocked: hidden (B shows)".
        case legendBlockedHidden
        /// "blocked — {1} (B hides)".
        case legendBlockedShown
        /// "faded = idle, full colour = active".
        case legendIdle
        /// "rings: distance band · people on it".
        case legendRings

        // The card and screen readers.
        /// "{1} away".
        case away
        /// "{1} away · {2}": with a compass point.
        case awayToward
        /// "{1} · {2}": relation and activity.
        case relationAndActivity
        /// "● active".
        case cardActive
        /// "○ idle".
        case cardIdle
        /// ", ": between the parts of a screen reader's phrase.
        case listSeparator

        // Search.
        /// "Find: {1}".
        case searchField
        /// "type a name (accents and case do not matter)   Esc closes".
        case searchPrompt
        /// "Backspace edits   Esc closes": the field's hint when no one matches (the panel below says so).
        case searchNoMatch
        /// "{n} match" / "{n} matches".
        case matches
        /// "{1}, best {2} listed".
        case matchesBestListed
        /// "{1} ({2}–{3})": the rows shown.
        case matchesShown
        /// "{1}   ↑ ↓ Return   Esc closes".
        case matchesKeys
        /// "No one matches “{1}”".
        case noOneMatches

        // The list of people not placed.
        /// "Not on a ring (ring cap): {n}".
        case listTitle
        /// "{1}–{2} of {3}".
        case listRange
        /// "none".
        case listNone
        /// "{1}   click a row or ↑ ↓ Return   wheel, PageUp / PageDown scroll   Esc closes".
        case listHint

        // The viewer's card.
        /// "You": the card's title.
        case viewerTitle
        /// "at the centre of the rings".
        case viewerWhere
        /// "{1}° {2}, {3}° {4}": latitude, N or S, longitude, E or W.
        case viewerCoordinate
        /// "{n} person around you" / "{n} people around you".
        case peopleAround

        // The empty screen.
        /// "No one nearby".
        case emptyTitle
        /// "People appear here as they come near."
        case emptyHint
        /// "{n} person here is blocked — B shows them" / "{n} people here are blocked — B shows them".
        case emptyBlocked

        // Messages.
        /// "{1} arrived; {2} (was {3})".
        case arrived
        /// "{1} left; {2} (was {3})".
        case left
        /// "Laid out anew: {1} placed, everyone kept their place": {1} is "{n} people".
        case newSeedKept
        /// "Laid out anew: {1} placed, {n} moved".
        case newSeedMoved
        /// "Could not lay everyone out anew; nothing changed".
        case newSeedFailed
        /// "The window is too small for the legend": `L` asked for it where it fits nowhere.
        case legendNoRoom
        /// "{n} blocked person hidden" / "{n} blocked people hidden".
        case blockedHidden
        /// "{n} blocked person shown" / "{n} blocked people shown".
        case blockedShown
        /// "{1}; {2} (was {3})": what a toggle did and how many people there are now.
        case peopleNow
        /// "{n} person skipped: {1}" / "{n} people skipped: {1}".
        case skipped
        /// "{1}, and {n} more".
        case andMore

        // The HUD.
        /// "people {1}   visible {2}   zoom {3}".
        case hudPeople
        /// "skipped {1} (refused or not on a ring)".
        case hudSkipped
        /// "H hides".
        case hudHides
        /// "updates/s {1}   in flight {2}".
        case hudUpdates

        // Help, line by line.
        /// "{1}–{2} of {3}   ↑ ↓ scroll": help's last row when its rows do not all fit.
        case helpScroll
        /// "Orbit — people around you" and the help's lines after it.
        case help1, help2, help3, help4, help5, help6, help7, help8, help9, help10, help11, help12, help13, help14, help15, help16

        /// The help's lines, top to bottom (an empty line between the explanation and the keys).
        package static let helpLines: [Key?] = [.help1, .help2, .help3, .help4, .help5, .help6, .help7, nil,
                                                .help8, .help9, .help10, .help11, .help12, .help16, .help13, .help14, .help15]
    }
}
