import Testing

/// The `#sourceLocation` naming the user's file shares a line of it, so every line of the
/// translated copy has the user's line number: the compiler numbers its snippets by the copy.
struct SourceLocationPlacementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        /// The line the directive stands on.
        var line: Int
        /// The user's code as the translation keeps it, the directive left out.
        var code: String
        var testDescription: String { source.split(separator: "\n").first.map(String.init) ?? "" }
    }

    static let cases: [Case] = [
        // The comment of Xcode's header gives way to the directive.
        Case(source: "//\n//  Gauge.swift\n\nimport UIKit\n", line: 1, code: "\n//  Gauge.swift\n\nimport Designable\n"),
        Case(source: "\nimport UIKit\n", line: 1, code: "\nimport Designable\n"),
        Case(source: "/* MIT */\nimport UIKit\n", line: 1, code: "/* MIT */\nimport Designable\n"),
        // A licence block across lines: the directive waits for the line it closes on.
        Case(source: "/*\n MIT\n */\nclass A {}\n", line: 3, code: "/*\n MIT\n */\nclass A {}\n"),
        Case(source: "import UIKit\nclass A {}\n", line: 1, code: "import Designable\nclass A {}\n"),
        Case(source: "import UIKit // the toolkit\nclass A {}\n", line: 1, code: "import Designable \nclass A {}\n"),
        Case(source: "class A: UIView {\n    var x = 1\n}\n", line: 1, code: "class A: UIView {\n    var x = 1\n}\n"),
        // Not inside `#if`, whose inactive branches the compiler skips.
        Case(source: "#if canImport(UIKit)\nimport UIKit\n#endif\nclass A {\n}\n", line: 4,
             code: "#if canImport(Designable)\nimport Designable\n#endif\nclass A {\n}\n"),
        // After a closure's first statement, not its brace, which its parameters may follow.
        Case(source: "let handler = {\n    print(1)\n}\nclass A {}\n", line: 2, code: "let handler = {\n    print(1)\n}\nclass A {}\n"),
    ]

    @Test(arguments: cases) func everyLineKeepsItsNumber(_ c: Case) {
        let t = Translation(c.source)
        #expect(t.directiveLine == c.line)
        #expect(t.header == #"#sourceLocation(file: "/App/Views/View.swift", line: \#(c.line + 1))"#)
        #expect(t.code == c.code)
    }

    @Test func aFileWithoutALineBreakStartsWithTheDirective() {
        let t = Translation("class A {}")
        #expect(t.directiveLine == 1)
        #expect(t.header == #"#sourceLocation(file: "/App/Views/View.swift", line: 1)"#)
        #expect(t.code == "class A {}\n")
    }
}
