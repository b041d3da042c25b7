import OrbitFiles
import OrbitLayout
import OrbitSession

extension PlaceCommand {
    /// What `orbit-layout help place` and `place --help` print after the overview, before the usage and the
    /// options: every input and output field with its default, and the exit codes.
    static var discussion: String {
        """
        Nearer people go on inner rings. Reads FILE, or standard input when FILE is
        omitted or '-'. The same input and seed always give byte-identical output.

        Input (a JSON object; unknown keys are ignored, null counts as absent):
          viewport {width, height}  scene size in points, both 1e-6 … 1e9 (required)
          avatarRadius              avatar disc radius in points, > 0 and ≤ 1e9
                                    (required)
          spacing                   minimum gap between any two avatars, also across
                                    rings, 0 … 1e9 (default \(SVGDocument.number(PeopleFile.Default.spacing)))
          seed                      unsigned 64-bit integer; same seed, same layout
                                    (default \(PeopleFile.Default.seed))
          viewer {lat, lon}         the viewer's position in degrees; needed when
                                    users give lat/lon
          rings {bandsMeters}       ascending upper distance of each ring's band in
                                    metres; beyond the last, one unbounded band
                                    (default \(defaultBands))
          maxRings                  at most this many rings, ≥ 1; who does not fit is
                                    unplaced with reason "capacity" (default: rings
                                    are added as needed)
          placement                 "random": anywhere in the ring's free space;
                                    "bearing": as near the person's compass bearing
                                    as free space allows (default "\(PeopleFile.Default.placement.rawValue)")
          users [...]               the people (required), each:
            id                      string (required); every id appears exactly once
                                    in the output. Ids are compared as Unicode text:
                                    canonically equivalent ids are one id
                                    ("caf\\u00e9" and "cafe\\u0301", "K" and the Kelvin
                                    sign "\\u212a"), so the later one is rejected as
                                    "duplicate id"
            name                    label in the SVG
            lat, lon                position in degrees (with viewer); wins over
                                    distanceMeters
            distanceMeters          distance from the viewer in metres, ≥ 0
            active                  false draws the person grey (default \(PeopleFile.Default.active))
            relation                \(Relation.allCases.map(\.rawValue).joined(separator: ", "))
                                    (default "\(PeopleFile.Default.relation.rawValue)")
            avatar                  avatar image path, relative to the input file
          A person with invalid values (non-finite or out-of-range coordinates, a
          negative distance, neither coordinates nor distance, a repeated id, an
          unknown relation) is listed in "rejected" with a reason, and everyone else
          is laid out. People with an unknown relation are rejected by the command
          before layout and listed after the engine's rejections.

        Output (JSON, keys sorted; scene points, y down, angles in radians):
          center {x, y}             the viewer's position, the centre of the rings
          avatarRadius, spacing     as given
          rings [{index, innerRadius, outerRadius, maxDistanceMeters, count}]
                                    each ring's annulus, the upper distance of its
                                    band (absent when unbounded) and how many people
                                    it holds
          nodes [{id, ring, x, y, angle, radius}]
                                    placed people: x = center.x + radius·sin(angle),
                                    y = center.y + radius·cos(angle)
          unplaced [{id, reason}]   valid people with no room (reason "capacity"
                                    under maxRings)
          rejected [{id, reason}]   invalid people and why

        SVG (--format svg): the rings as shaded annuli, the viewer at the centre, each
        placed person as a disc in their relation's colour (grey when inactive) with
        their name, and a legend. Rings beyond the viewport are drawn too, with the
        viewport as a dashed frame. Colours: \(relationPalette); inactive \(SVGLayoutPicture.inactiveColor).

        Exit codes:
          0    success
          64   bad flag or arguments (usage is printed), an empty argument, or --out
               naming FILE (--out may name --previous FILE: it is read before the
               output replaces it)
          65   malformed JSON (with line and column), a wrong type (with its key
               path, such as users[3].lat), or an invalid scene (avatarRadius ≤ 0,
               empty viewport, viewer latitude outside ±90, ...)
          66   FILE or --previous FILE cannot be read
          73   --out FILE cannot be created or replaced (a directory, no permission,
               a missing folder, a name longer than the file system takes); found
               before the input is read
          74   writing the output failed part way (a full disk, a closed output)
          128 + N  ended by signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP, …), also while
               waiting on a FIFO; no temporary file is left

        Example:
          orbit-layout place Assets/people.json --format svg --out out/people.svg
        """
    }

    private static var relationPalette: String {
        Relation.allCases.map { "\($0.rawValue) \(SVGLayoutPicture.color(of: $0))" }.joined(separator: ", ")
    }

    private static var defaultBands: String {
        "[" + RingPlan.defaultBandsMeters.map { SVGDocument.number($0) }.joined(separator: ", ") + "]"
    }
}
