import ArgumentParser
import Foundation

/// `designable inspect`: the attributes inspector, on the command line.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show the inspectable attributes of a document's custom views, or of a registered class.",
        discussion: """
            Given a .xib or .storyboard, lists each object with a custom class as Interface Builder's \
            attributes inspector shows it: a section per object, each runtime attribute with its \
            Title Case label, value and type, and the declared inspectables left at their defaults. \
            Given a class name instead, lists the inspectables that class declares.
            """
    )

    @Argument(help: ArgumentHelp("A .xib or .storyboard file, or a registered class name such as StarView.", valueName: "file-or-class"))
    var subject: String

    @Option(help: ArgumentHelp("Only the object with this id.", valueName: "id"))
    var object: String?

    func run() throws {
        if FileManager.default.fileExists(atPath: subject) {
            print(try Inspection.document(URL(fileURLWithPath: subject), objectID: object))
        } else {
            print(try Inspection.registeredClass(subject))
        }
    }
}
