// snippet.hide
// OrbitFiles' overview: a people file read and laid out, its own rejections listed with the engine's.
// Run from the package's root (`swift run ReadPeopleFile`).
import OrbitFiles
import OrbitLayout

// snippet.show
let file = try PeopleFile(contentsOf: "Assets/people.json")  // FileError names the file, line and key path
let outcome = try OrbitLayouter.place(file.request)
let layout = file.merged(into: outcome.result)  // the file's own rejections listed too
// snippet.hide
print("\(file.source): \(layout.nodes.count) placed, \(layout.unplaced.count) unplaced, \(layout.rejected.count) rejected")
