import Foundation
@testable import SourceBridge
import Testing

/// The plugin's list of UIKit's optional requirements matches what Designable declares, and
/// optional-chained calls to them are translated as the module's own are.
struct UIKitOptionalRequirementsTests {
    /// Every protocol of the list, read from Designable's sources: its optional requirements are
    /// the ones with a default (the others are required, as a data source's counts are on iOS),
    /// the list names exactly those, and each default reports "not implemented".
    @Test func theListMatchesDesignablesDeclarations() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Designable")
        let paths = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        // Only the files declaring the listed protocols are parsed: the rest would only slow the test.
        let texts = try paths.map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
            .filter { _, text in UIKitOptionalRequirements.all.keys.contains { text.contains("public protocol \($0):") } }
        let files = texts.enumerated().map { i, file in FileTranslation(index: i, path: file.0, text: file.1) }
        #expect(files.count >= 5)
        let index = ModuleIndex()
        for file in files { index.add(file.tree, file: file.index) }
        func signature(_ member: ModuleIndex.Member) -> String { "\(member.name)(\(member.labels.map { "\($0):" }.joined()))" }
        for (name, listed) in UIKitOptionalRequirements.all {
            let declared = try #require(index.type(named: name), "Designable declares \(name)")
            let requirements = Set(declared.members.filter { $0.kind == .function }.map(signature))
            let defaults = index.extensions.filter { $0.extendedType == name }.flatMap(\.members).filter { $0.kind == .function }
            #expect(Set(defaults.map(signature)).isSubset(of: requirements), "\(name): every default is a requirement's")
            #expect(Set(defaults.map { "\($0.name)/\($0.labels.count)" }) == Set(listed.map { "\($0.name)/\($0.arity)" }), "\(name)")
            let text = try #require(files.first { $0.text.contains("public protocol \(name):") }?.text)
            let block = try #require(text.components(separatedBy: "extension \(name) {").dropFirst().first?.components(separatedBy: "\n}\n").first)
            let bodies = block.components(separatedBy: "public func").dropFirst()
            #expect(bodies.count == defaults.count, "\(name): the defaults are all in one extension beside the protocol")
            #expect(bodies.allSatisfy { $0.contains("OptionalRequirement.unimplemented(") }, "\(name): every default reports itself")
        }
    }

    @Test func aCustomControlAskingAUIKitDelegateGetsNilForWhatIsNotImplemented() {
        let t = Translation("""
            class CodeField: UIView {
                weak var delegate: UITextFieldDelegate?
                let field = UITextField()
                func returnPressed() -> Bool {
                    return delegate?.textFieldShouldReturn?(field) ?? true
                }
            }
            """)
        #expect(t.code.contains("return OptionalRequirement.call { delegate?.textFieldShouldReturn(field) } ?? true"))
        #expect(t.diagnostics.isEmpty)
    }

    /// A view that owns a table and forwards to a delegate of its own asks UIKit's table
    /// delegate for what it may not implement, as list wrappers do.
    @Test func aWrapperAskingATableDelegateGetsNilForWhatIsNotImplemented() {
        let t = Translation("""
            class ListCard: UIView {
                weak var tableDelegate: UITableViewDelegate?
                let table = UITableView()
                func height(at indexPath: IndexPath) -> CGFloat {
                    return tableDelegate?.tableView?(table, heightForRowAt: indexPath) ?? 44
                }
            }
            """)
        #expect(t.code.contains("return OptionalRequirement.call { tableDelegate?.tableView(table, heightForRowAt: indexPath) } ?? 44"))
        #expect(t.diagnostics.isEmpty)
    }
}
