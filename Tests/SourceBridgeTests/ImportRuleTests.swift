import Testing

/// Imports of the frameworks Designable stands in for become `import Designable`; the rest stay.
struct ImportRuleTests {
    @Test func uikitAndItsSubmodulesBecomeDesignable() {
        let t = Translation("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import QuartzCore
            @testable import CoreGraphics
            import class UIKit.UILabel
            import Foundation
            import Darwin
            import SomeLibrary
            """)
        #expect(t.code == """
            import Designable
            import Designable
            import Designable
            @testable import Designable
            import Designable
            import Foundation
            import Foundation
            import SomeLibrary

            """)
    }

    @Test func theLoggingModuleBecomesDesignableWhichDeclaresItsNames() {
        let t = Translation("import os\nimport os.log\nimport OSLogClient\n")
        #expect(t.code == "import Designable\nimport Designable\nimport OSLogClient\n")
    }

    @Test func namesQualifiedByAModuleFollowItsImport() {
        let t = Translation("""
            let view: UIKit.UIView = UIKit.UIView(frame: .zero)
            let width: CoreGraphics.CGFloat = Darwin.round(2.5)
            let layer = QuartzCore.CALayer.self
            let version = os.version
            """)
        #expect(t.code == """
            let view: Designable.UIView = Designable.UIView(frame: .zero)
            let width: Designable.CGFloat = Glibc.round(2.5)
            let layer = Designable.CALayer.self
            let version = os.version

            """)
    }

    @Test func combineBecomesDesignableCombineWhenTheTargetDependsOnIt() {
        let t = Translation("import UIKit\nimport Combine\n#if canImport(Combine)\nlet bag = Set<AnyCancellable>()\n#endif\n",
                            dependencies: ["Designable", "DesignableCombine"])
        #expect(t.code == "import Designable\nimport DesignableCombine\n#if canImport(DesignableCombine)\nlet bag = Set<AnyCancellable>()\n#endif\n")
        #expect(t.diagnostics.isEmpty)
    }

    @Test func combineWithoutTheProductIsAnErrorAtTheImportSayingWhatToAdd() {
        let t = Translation("import UIKit\n\nimport Combine\n", path: "/App/Views/Ring.swift")
        #expect(t.diagnostics == [
            "/App/Views/Ring.swift:3:8: error: `import Combine` needs Designable's DesignableCombine product on Linux "
                + "(Combine is OpenCombine there): add `.product(name: \"DesignableCombine\", package: \"Designable\")` "
                + "to this target's dependencies",
        ])
    }

    @Test func theTranslatedFileNamesTheUsersFileFromTheLineAfterTheFirstStatement() {
        let t = Translation("import UIKit\n", path: "/App/Views/Gauge \"View\".swift")
        #expect(t.header == #"#sourceLocation(file: "/App/Views/Gauge \"View\".swift", line: 2)"#)
        #expect(t.directiveLine == 1)
    }

    @Test func aFileWithoutImportsStillSeesDesignableAsAFrameworksFileSeesUIKit() {
        let t = Translation("extension Gauge { var inset: CGRect { bounds.insetBy(dx: 2, dy: 2) } }\n")
        #expect(t.prelude == "import Designable")
        #expect(t.code == "extension Gauge { var inset: CGRect { bounds.insetBy(dx: 2, dy: 2) } }\n")
    }
}

/// Conditional compilation takes the iOS branch, as on iOS.
struct IfConfigRuleTests {
    @Test func canImportUIKitAndOSiOSHoldOnLinux() {
        let t = Translation("""
            #if canImport(UIKit) && !os(macOS)
            import UIKit
            #elseif os(iOS) || canImport(AppKit)
            import AppKit
            #endif
            """)
        #expect(t.code == """
            #if canImport(Designable) && !os(macOS)
            import Designable
            #elseif os(Linux) || canImport(AppKit)
            import AppKit
            #endif

            """)
    }

    @Test func canImportOfASubmoduleHoldsToo() {
        let t = Translation("#if canImport(UIKit.UIButton) && canImport(QuartzCore.CALayer)\nlet ok = 1\n#endif\n")
        #expect(t.code == "#if canImport(Designable) && canImport(Designable)\nlet ok = 1\n#endif\n")
    }
}

/// A file naming URL loading types imports FoundationNetworking, where Linux keeps them, before
/// the user's first line; other files do not.
struct NetworkingImportTests {
    @Test func onlyAFileNamingURLLoadingTypesImportsFoundationNetworking() {
        let loading = Translation("""
            import UIKit
            extension UIImageView {
                func load(_ url: URL) { URLSession.shared.dataTask(with: url) { _, response, _ in _ = response as? HTTPURLResponse }.resume() }
            }
            """)
        #expect(loading.prelude == "import Designable\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
        #expect(loading.code.hasPrefix("import Designable\n"), "the user's lines are untouched and keep their numbers")
        let plain = Translation("import UIKit\nlet session = \"URLSession\"\n")
        #expect(plain.prelude == "import Designable", "a string is not a type")
    }
}

/// `@MainActor` is dropped, as Designable's UIKit is not isolated; `assumeIsolated` does not check.
struct MainActorRuleTests {
    @Test func theAttributeIsDroppedWhereverItIsWrittenAndLinesKeepTheirNumbers() {
        let t = Translation("""
            @MainActor
            protocol Rounding { @MainActor func round() }
            extension Gauge: @MainActor Rounding {
                func run(_ work: @escaping @MainActor () -> Void) { Task { @MainActor in work() } }
                nonisolated func make() -> Gauge { MainActor.assumeIsolated { Gauge() } }
            }
            """)
        #expect(t.code == """

            protocol Rounding {  func round() }
            extension Gauge:  Rounding {
                func run(_ work: @escaping  () -> Void) { Task {  in work() } }
                nonisolated func make() -> Gauge { DesignableMainActor.assumeIsolated { Gauge() } }
            }

            """)
    }
}

/// In a file that imports SwiftUI, the declarations naming SwiftUI are left out with a warning,
/// their lines kept blank, and the UIKit code around them compiles.
struct SwiftUIRuleTests {
    @Test func swiftUIDeclarationsAreBlankedAndTheUIKitViewKept() {
        let t = Translation("""
            import UIKit
            import SwiftUI

            open class PopTip: UIView {
                var padding: CGFloat = 6
                func show<V: View>(rootView: V, in view: UIView) {
                    let controller = UIHostingController(rootView: rootView)
                    view.addSubview(controller.view)
                }
                func show(text: String) {}
            }
            extension Color { static let tip = Color(red: 1, green: 0, blue: 0) }
            #Preview { PopTip() }
            """, path: "/App/Views/PopTip.swift")
        let lines = t.code.components(separatedBy: "\n")
        #expect(lines.count == 14, "every line kept")
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty, "the import is gone")
        #expect(lines[3] == "open class PopTip: UIView {")
        #expect(lines[4] == "    var padding: CGFloat = 6")
        #expect(lines[5].trimmingCharacters(in: .whitespaces).isEmpty && lines[6].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[9] == "    func show(text: String) {}")
        #expect(lines[11].trimmingCharacters(in: .whitespaces).isEmpty && lines[12].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(t.diagnostics == [
            "/App/Views/PopTip.swift:6:5: warning: `show(…)` is left out: it uses SwiftUI's `View`, and Designable draws UIKit only; the rest of the file compiles",
            "/App/Views/PopTip.swift:12:1: warning: `extension Color` is left out: it uses SwiftUI's `Color`, and Designable draws UIKit only; the rest of the file compiles",
            "/App/Views/PopTip.swift:13:1: warning: `#Preview` is left out: previews are Xcode's canvas, and snapshot tests are what Designable renders",
        ])
    }

    @Test func theModulesOwnTypesAreNotSwiftUIsAndFilesWithoutTheImportAreUntouched() {
        let t = Translation("import SwiftUI\nfinal class Chip: UIView { let label = Text() }\n",
                            others: ["final class Text: UILabel {}\nextension Color {}\n"])
        #expect(t.code.contains("final class Chip: UIView { let label = Text() }"), "the module's own Text")
        #expect(t.diagnostics.isEmpty)
    }

    @Test func aUIKitPreviewIsLeftOutOfAFileWithoutSwiftUI() {
        let t = Translation("import UIKit\nfinal class Chip: UIView {}\n#Preview {\n    Chip()\n}\nlet color = Color.red\n")
        #expect(t.code == "import Designable\nfinal class Chip: UIView {}\n          \n          \n \nlet color = Color.red\n",
                "without import SwiftUI, Color is not SwiftUI's")
        #expect(t.diagnostics.count == 1)
    }
}
