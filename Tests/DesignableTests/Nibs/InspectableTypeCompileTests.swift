import Foundation
import TestSupport
import XCTest

/// Declaring an inspectable of a type Interface Builder cannot inspect is a compile error with
/// a message that says so. Only the compiler can show that, so the test type-checks a small
/// registration against the modules this build just produced.
final class InspectableTypeCompileTests: XCTestCase {
    func testTypesInterfaceBuilderCannotInspectAreCompileErrorsThatSaySo() throws {
        let source = """
            import Designable
            import Foundation

            enum Mode { case on, off }

            final class Card: UIView {
                var mode = Mode.on
                var weights: [Int] = []
                var insets = UIEdgeInsets.zero
                var tilt = CGAffineTransform.identity
                var radius: CGFloat = 0
                var accent: UIColor? = nil
            }

            func declare() {
                DesignableRegistry.register(Card.self, make: Card.init(frame:)) {
                    $0.inspectable("radius", \\.radius)        // line 17: fine
                    $0.inspectable("accent", \\.accent)        // line 18: fine
                    $0.inspectable("mode", \\.mode)            // line 19: an enum
                    $0.inspectable("weights", \\.weights)      // line 20: an array
                    $0.inspectable("insets", \\.insets)        // line 21: UIEdgeInsets
                    $0.inspectable("tilt", \\.tilt)            // line 22: CGAffineTransform
                }
            }
            """
        let errors = try typeCheck(source).split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.map { $0.split(separator: ":")[1] }, ["19", "20", "21", "22"], errors.joined(separator: "\n"))
        for error in errors {
            XCTAssertTrue(error.contains("Interface Builder cannot inspect this type: an @IBInspectable must be Bool, Int, Double, CGFloat, Float, String, UIColor, UIImage, CGPoint, CGSize, CGRect or an optional of one"),
                          String(error))
        }
    }

    /// The compiler's diagnostics for `source`, type-checked against this build's modules.
    private func typeCheck(_ source: String) throws -> String {
        // The test runner is <package>/.build/<triple>/<configuration>/<Package>PackageTests.xctest,
        // and the modules sit beside it.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let products = runner.resolvingSymlinksInPath().deletingLastPathComponent()
        let package = SharedCorpus.packageRoot
        let modules = products.appendingPathComponent("Modules"), shimMap = products.appendingPathComponent("CPNGShim.build/module.modulemap")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Designable.swiftmodule").path),
              FileManager.default.fileExists(atPath: shimMap.path) else {
            throw XCTSkip("No SwiftPM build products beside \(products.path) to type-check against; run under swift test.")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inspectable-types-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path,
                             "-Xcc", "-fmodule-map-file=\(shimMap.path)",
                             "-Xcc", "-fmodule-map-file=\(package.appendingPathComponent("Sources/CLibPNG/module.modulemap").path)",
                             "-Xcc", "-I\(package.appendingPathComponent("Sources/CPNGShim/include").path)",
                             file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertFalse(text.contains("missing required module"), "the harness itself failed:\n\(text)")
        return text
    }
}
