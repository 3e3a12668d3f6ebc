import Foundation
import SourceBridge
import TestSupport
import XCTest

/// A translated file keeps every line where it was and names the user's file, so the compiler's
/// errors in it point at the user's file and line, never at the generated copy.
final class SourceLocationTests: XCTestCase {
    func testACompileErrorInATranslatedFileNamesTheUsersFileAndLine() throws {
        let original = "/App/Views/Broken Gauge.swift"
        let source = """
            import UIKit

            @IBDesignable
            class BrokenGauge: UIView {
                @IBOutlet weak var label: UILabel!
                @objc func tap() { label.txt = "no such property" }
                override func draw(_ rect: CGRect) {
                    let selector = #selector(tap)
                    undefinedFunction(selector)
                }
            }
            """
        let result = ModuleTranslator(moduleName: "Broken").translate([SourceInput(path: original, text: source)])
        XCTAssertEqual(result.diagnostics, [])
        let output = try SwiftCompiler.typeCheck(result.files[0], fileName: "BrokenGauge.bridged.swift")
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        XCTAssertEqual(errors.count, 2, output)
        XCTAssertTrue(errors.contains { $0.hasPrefix("\(original):6:") && $0.contains("txt") }, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.contains { $0.hasPrefix("\(original):9:") && $0.contains("undefinedFunction") }, errors.joined(separator: "\n"))
        XCTAssertFalse(output.contains("bridged.swift:"), "no diagnostic names the generated copy")
    }

    /// The compiler numbers the snippet under an error by the lines of the file it compiled:
    /// the translated copy's, which are the user's, so the snippet and the `file:line` above it agree.
    func testTheSnippetUnderACompileErrorIsNumberedAsTheUsersFile() throws {
        let headers = [
            "//\n//  Meter.swift\n//  App\n//\n\nimport UIKit\n",   // Xcode's header
            "import UIKit\nimport QuartzCore\n",                        // a package's file
            "#if canImport(UIKit)\nimport UIKit\n#endif\n",               // a cross-platform one
        ]
        for header in headers {
            let source = header + """

                class Meter: UIView {
                    var level: CGFloat = 0
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        level = undefinedLevel
                    }
                }
                """
            let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("undefinedLevel") }! + 1
            let result = ModuleTranslator(moduleName: "Meters").translate([SourceInput(path: "/App/Meter.swift", text: source)])
            let output = try SwiftCompiler.typeCheck(result.files[0], fileName: "Meter.bridged.swift")
            let lines = output.split(separator: "\n").map(String.init)
            let error = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("/App/Meter.swift:\(line):") && $0.contains("undefinedLevel") }, output)
            // ` 11 |             level = undefinedLevel`, then `    |                     `- error: …`.
            let pointer = try XCTUnwrap(lines[error...].firstIndex { $0.contains("`- error:") }, output)
            let quoted = lines[pointer - 1]
            XCTAssertTrue(quoted.contains("level = undefinedLevel"), output)
            XCTAssertEqual(quoted.split(separator: "|").first?.trimmingCharacters(in: .whitespaces), "\(line)",
                           "the snippet's line number is the user's: \(output)")
        }
    }

    func testAFileThatImportsNothingCompilesAsInAFramework() throws {
        let source = """
            // A pod's file: UIKit arrives through the framework's umbrella header.
            class Hairline: UIView {
                var thickness: CGFloat { 1 / UIScreen.main.scale }
                func refresh() { notDeclared() }
            }
            """
        let result = ModuleTranslator(moduleName: "Pod").translate([SourceInput(path: "/Pod/Hairline.swift", text: source)])
        let output = try SwiftCompiler.typeCheck(result.files[0], fileName: "Hairline.bridged.swift")
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, output)
        XCTAssertTrue(errors[0].hasPrefix("/Pod/Hairline.swift:4:"), output)
    }

    /// Two patterns of the corpus whose registration once failed to compile: an outlet typed by
    /// a delegate protocol, and an inspectable Swift code may not name.
    func testAProtocolTypedOutletAndAnUnavailableInspectableRegisterAndCompile() throws {
        let source = """
            import UIKit
            @objc public protocol MorphingDelegate {
                @objc optional func morphingDidStart(_ label: MorphingLabel)
            }
            @IBDesignable open class MorphingLabel: UILabel {
                @IBOutlet open weak var delegate: MorphingDelegate?
                @available(*, unavailable, message: "This property is reserved for Interface Builder. Use 'style' instead.")
                @IBInspectable var styleName: String {
                    get { "" }
                    set {}
                }
                @IBInspectable var speed: CGFloat = 1
            }
            """
        let result = ModuleTranslator(moduleName: "Morphing").translate([SourceInput(path: "/App/MorphingLabel.swift", text: source)])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertTrue(result.files[0].contains(#"$0.outlet("delegate", \MorphingLabel.delegate)"#), result.files[0])
        XCTAssertFalse(result.files[0].contains("styleName\""), "the unavailable inspectable is not named")
        let output = try SwiftCompiler.typeCheck(result.files[0] + "\n" + result.registration.replacingOccurrences(of: "import Designable\n", with: ""),
                                                 fileName: "MorphingLabel.bridged.swift")
        XCTAssertFalse(output.contains("error:"), output)
    }

    func testTheGeneratedRegistrationCompilesBesideTheTranslatedFile() throws {
        let source = """
            import UIKit
            @IBDesignable class Dial: UIView {
                @IBInspectable private var tint: UIColor = .red
                @IBOutlet weak var label: UILabel!
                @IBAction func reset(_ sender: Any) {}
            }
            """
        let result = ModuleTranslator(moduleName: "Dials").translate([SourceInput(path: "/App/Dial.swift", text: source)])
        let output = try SwiftCompiler.typeCheck(result.files[0] + "\n" + result.registration.replacingOccurrences(of: "import Designable\n", with: ""),
                                                 fileName: "Dial.bridged.swift")
        XCTAssertFalse(output.contains("error:"), output)
    }
}
