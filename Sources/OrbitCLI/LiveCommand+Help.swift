import OrbitFiles
import OrbitLayout
import OrbitScene
import OrbitSession

extension LiveCommand {
    /// What `orbit-layout help live` and `live --help` print after the overview, before the usage and the
    /// options: the feed, the output and the frames, and the exit codes.
    static var discussion: String {
        """
        People keep their exact spot while their ring stays the same, and only move \
        for someone else when a nearer person needs room in a full ring. Prints the \
        layout after the last line. The same input and feed always give the same bytes.

        Feed (one JSON object a line; blank lines are ignored):
          {"t": 1.25, "op": "upsert", "person": {...a users entry...}}
                                  add or replace a person
          {"t": 1.25, "op": "remove", "id": "p17"}
                                  remove a person
        t is in seconds and must not decrease; lines with the same t are one \
        transaction. A bad line (malformed JSON, a missing or mistyped field, an \
        unknown op or relation, t going backwards, an invalid person, the removal of \
        an unknown id) is skipped and reported; every other line is still applied. \
        The feed is read a line at a time and each transaction applied as its last \
        line is read, so memory does not grow with it (standard input is read \
        whole); like every input it may hold at most 1 GiB.

        Output: 'place's JSON for the layout after the last line, plus
          live {updates, transactions, skipped [{line, reason}], skippedCount,
                displaced [id]}
            updates        lines applied
            transactions   distinct times with at least one line applied
            skipped        the first \(FeedFile.skippedLimit) lines not applied, 1-based, in
                           line order, with the reason
            skippedCount   how many lines were not applied, all of them
            displaced      people whose spot differs from before the feed though no
                           update of their own moved them (they made room for
                           someone nearer), in layout order

        Frames (--frames FILE): one line per frame, every 1/fps s from the first \
        update's t until the last transition ends:
          {"t", "nodes": [{"id", "x", "y", "scale", "opacity", "saturation"}]}
        in layout coordinates (rings not turned); placed people in layout order, \
        then people still fading out (by id). Each transaction animates from what is \
        shown for --duration seconds (ease-in-out): newcomers grow from scale 0 and \
        opacity 0, movers glide along their ring or spiral to their new ring, leavers \
        shrink and fade, saturation moves between 1 (active) and \(SVGDocument.number(PresentedValue.inactiveSaturation)) \
        (inactive). In the last frame everyone is at their output spot with scale 1 \
        and opacity 1. The frames are written as they are made, and refused (64, no \
        frames file written) once they would pass --frames-limit: before any frame \
        when even empty frames over the feed's span would, else as soon as the bytes \
        would.

        Exit codes:
          0    success (also when lines were skipped)
          64   bad flag or arguments, an empty argument, --out or --frames naming an
               input file, or --frames passing --frames-limit (nothing is written)
          65   PEOPLE.json malformed or an invalid scene
          66   PEOPLE.json or the feed cannot be read
          73   --out or --frames FILE cannot be written (a directory, a missing
               folder, no permission, a name too long)
          74   writing failed part way
          128 + N  ended by signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP, …);
               no temporary file is left

        Example:
          orbit-layout live Assets/people.json --feed Assets/feeds/walk.ndjson \\
            --frames out/frames.ndjson --fps 30
        """
    }
}
