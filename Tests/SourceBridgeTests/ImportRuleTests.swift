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

    @Test func theTranslatedFileStartsAtTheUsersFileAndLine() {
        let t = Translation("import UIKit\n", path: "/App/Views/Gauge \"View\".swift")
        #expect(t.header == #"#sourceLocation(file: "/App/Views/Gauge \"View\".swift", line: 1)"#)
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
}
