import Designable
import DesignableCLI
import DesignableDemo
import DesignableChecking
import DesignableGallery
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `designable check`: the findings on documents with one known problem each, the exit
/// statuses, and the JSON schema.
final class CheckCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        DesignableCommand.useDemo(.designable)  // as Designable's own `designable` command runs
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func checked(_ document: String, named name: String = "Fixture.xib", options: CheckOptions = CheckOptions()) throws -> DocumentCheck {
        let path = try CheckFixtures.write(document, named: name, in: folder)
        // As `designable check` does; otherwise the findings depend on whether an earlier test
        // in the same process registered the gallery (alone, or under --parallel, none has).
        Gallery.register(in: options.registry)
        return DocumentChecker(options: options).check(URL(fileURLWithPath: path), path: name)
    }

    private func summary(_ findings: [CheckFinding]) -> [String] {
        findings.map { "\($0.severity.rawValue) \($0.kind.rawValue) line \($0.line) \($0.object ?? "-")" }
    }

    // MARK: Findings

    func testACleanDocumentHasNoFindingsAndEveryFrameAgrees() throws {
        let check = try checked(CheckFixtures.clean)
        XCTAssertTrue(check.readable)
        XCTAssertEqual(check.findings, [])
        XCTAssertEqual(check.agreement, DocumentCheck.Agreement(matched: 1, total: 1))
        let box = try XCTUnwrap(check.objects.first { $0.id == "box" })
        XCTAssertEqual(box.solvedFrame, CheckedObject.Frame(x: 10, y: 10, width: 180, height: 80))
        XCTAssertEqual(box.misplacedBy, 0)
        XCTAssertTrue(box.placedByConstraints)
        XCTAssertFalse(box.textDependent)
        XCTAssertEqual(check.objects.map(\.id), ["root", "box"])
        XCTAssertEqual(check.scenes, [DocumentCheck.Scene(id: "root", name: "View", line: 5)])
    }

    func testAMisplacedViewIsAWarningAndATextFrameOnlyANote() throws {
        let document = CheckFixtures.misplaced
        let check = try checked(document)
        let boxLine = CheckFixtures.line(of: "id=\"box\"", in: document), helloLine = CheckFixtures.line(of: "id=\"hello\"", in: document)
        XCTAssertEqual(summary(check.findings), ["warning misplacedView line \(boxLine) box", "note textDependentFrame line \(helloLine) hello"])
        XCTAssertEqual(check.warnings[0].message,
                       "misplaced view: UIView (box) is at (22, 10, 50, 33) in the document, but its constraints put it at (10, 10, 50, 30): x -12, height -3")
        XCTAssertEqual(check.warnings[0].description, "Fixture.xib:\(boxLine): warning: \(check.warnings[0].message)")
        XCTAssertTrue(check.notes[0].message.hasPrefix("text-dependent frame: UILabel \"Hello\" (hello) is at (10, 60, 150, 21) in the document, but its constraints put it at (10, 60, "),
                      check.notes[0].message)
        XCTAssertEqual(check.warnings[0].scene, "root")

        let box = try XCTUnwrap(check.objects.first { $0.id == "box" }), hello = try XCTUnwrap(check.objects.first { $0.id == "hello" })
        XCTAssertEqual(box.misplacedBy, 12)
        XCTAssertFalse(box.textDependent)
        XCTAssertTrue(hello.textDependent, "its width and height come from its text")
        XCTAssertEqual(check.agreement, DocumentCheck.Agreement(matched: 0, total: 1), "the label is counted apart")

        let strict = try checked(document, options: CheckOptions(strict: true))
        XCTAssertEqual(summary(strict.findings), ["error misplacedView line \(boxLine) box", "error textDependentFrame line \(helloLine) hello"])

        let lenient = try checked(document, options: CheckOptions(tolerance: 12))
        XCTAssertEqual(summary(lenient.findings), ["note textDependentFrame line \(helloLine) hello"], "12 pt is within a 12 pt tolerance")
    }

    func testAnAmbiguousViewIsAnErrorNamingTheAxis() throws {
        let document = CheckFixtures.ambiguous
        let check = try checked(document)
        let line = CheckFixtures.line(of: "id=\"card\"", in: document)
        XCTAssertEqual(summary(check.findings), ["error ambiguousLayout line \(line) card"])
        XCTAssertEqual(check.errors[0].message, "ambiguous layout: UIView \"Card\" (card) needs constraints for: Y position or height")
        XCTAssertEqual(check.objects.first { $0.id == "card" }?.ambiguous, ["vertical"])
    }

    func testAConflictNamesTheConstraintsAndTheOneBroken() throws {
        let document = CheckFixtures.conflict
        let check = try checked(document)
        let line = CheckFixtures.line(of: "id=\"w1\"", in: document)
        XCTAssertEqual(summary(check.findings), ["error conflictingConstraints line \(line) bar"])
        let c1 = CheckFixtures.line(of: "id=\"c1\"", in: document), c2 = CheckFixtures.line(of: "id=\"c2\"", in: document)
        XCTAssertEqual(check.errors[0].message, """
            conflicting constraints: UIView(root).width == 200 (the document's size); \
            UIView(bar).leading == UIView(root).leading + 10 (line \(c1)); \
            UIView(root).trailing == UIView(bar).trailing + 10 (line \(c2)); \
            UIView(bar).width == 100 (line \(line)) cannot all hold; Auto Layout breaks UIView(bar).width == 100 (line \(line))
            """)
    }

    func testAConstraintUIKitWouldRaiseOnIsAnErrorNotACrash() throws {
        let document = CheckFixtures.invalidConstraint
        let check = try checked(document)
        let line = CheckFixtures.line(of: "id=\"bad\"", in: document)
        XCTAssertEqual(summary(check.errors), ["error invalidConstraint line \(line) root"])
        XCTAssertEqual(check.errors[0].message,
                       "constraint bad is not installed: Invalid pairing of layout attributes: width and leading (a size cannot equal a position)")
    }

    func testClassesKeysImagesAndReferences() throws {
        let resources = folder.appendingPathComponent("Assets.xcassets/present-icon.imageset", isDirectory: true)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let document = CheckFixtures.classesAndReferences
        let check = try checked(document, options: CheckOptions(resourceFolders: [folder]))
        func line(_ marker: String) -> Int { CheckFixtures.line(of: marker, in: document) }
        XCTAssertEqual(summary(check.findings), [
            "warning unknownClass line \(line("id=\"mystery\"")) mystery",
            "warning undeclaredKey line \(line("keyPath=\"glowRadius\"")) mystery",
            "error danglingReference line \(line("id=\"o1\"")) -",
            "error unknownKey line \(line("keyPath=\"starColour\"")) star",
            "warning missingImage line \(line("id=\"missing\"")) missing",
        ])
        let byKind = Dictionary(check.findings.map { ($0.kind, $0.message) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byKind[.unknownKey], "StarView is not key value coding-compliant for the key 'starColour'. Did you mean 'starColor'?")
        XCTAssertEqual(byKind[.danglingReference], "<outlet id=\"o1\">: destination \"gone-00-000\" refers to no object in the document; skipped")
        XCTAssertEqual(byKind[.missingImage], "missing image: \"missing-icon\" is in none of the resource folders")
        XCTAssertTrue(byKind[.unknownClass]?.hasPrefix("Unknown class MysteryView in Interface Builder file.") ?? false)

        let unchecked = try checked(document)
        XCTAssertFalse(unchecked.findings.contains { $0.kind == .missingImage }, "no resource folders, no image check")
    }

    func testAnUnreadableDocumentIsOneErrorWithItsLine() throws {
        let check = try checked("<document type=\"nonsense\">\n</document>\n", named: "Broken.storyboard")
        XCTAssertFalse(check.readable)
        XCTAssertEqual(summary(check.findings), ["error unreadableDocument line 1 -"])
        XCTAssertEqual(check.errors[0].message, #"<document>: document type "nonsense" is not a Cocoa Touch XIB or storyboard"#)
    }

    // MARK: The command

    /// Runs the command with its standard output sent to a file, and returns both.
    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let capture = folder.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: capture.path, contents: nil)
        let file = open(capture.path, O_WRONLY)
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        dup2(file, STDOUT_FILENO)
        let status = DesignableCommand.run(arguments)
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(file)
        let output = (try? String(contentsOf: capture, encoding: .utf8)) ?? ""
        return (status, output)
    }

    func testExitStatusesFollowTheWorstFinding() throws {
        let clean = try CheckFixtures.write(CheckFixtures.clean, named: "Clean.xib", in: folder)
        let misplaced = try CheckFixtures.write(CheckFixtures.misplaced, named: "Misplaced.xib", in: folder)
        let ambiguous = try CheckFixtures.write(CheckFixtures.ambiguous, named: "Ambiguous.xib", in: folder)
        XCTAssertEqual(run(["check", clean]).status, 0)
        XCTAssertEqual(run(["check", clean, misplaced]).status, 1, "a warning")
        XCTAssertEqual(run(["check", misplaced, "--allow-warnings"]).status, 0, "warnings allowed")
        XCTAssertEqual(run(["check", misplaced, "--strict"]).status, 2, "warnings are errors")
        XCTAssertEqual(run(["check", misplaced, "--tolerance", "12"]).status, 0, "within tolerance; the text frame is a note")
        XCTAssertEqual(run(["check", ambiguous, "--allow-warnings"]).status, 2, "errors are never allowed")
        XCTAssertEqual(run(["check", folder.appendingPathComponent("Nope.xib").path]).status, 2, "unreadable input")
        XCTAssertEqual(run(["check", clean, "--tolerance", "-1"]).status, 2, "bad usage")
        XCTAssertEqual(run(["check", clean, "--strict", "--allow-warnings"]).status, 2, "contradicting flags")
    }

    func testTheReportGroupsByFileAndSceneWithLines() throws {
        let misplaced = try CheckFixtures.write(CheckFixtures.misplaced, named: "Misplaced.xib", in: folder)
        let (status, output) = run(["check", misplaced])
        XCTAssertEqual(status, 1)
        let lines = output.components(separatedBy: "\n")
        let boxLine = CheckFixtures.line(of: "id=\"box\"", in: CheckFixtures.misplaced)
        XCTAssertEqual(lines[0], misplaced)
        XCTAssertEqual(lines[1], "  View (root), line 5")
        XCTAssertTrue(lines[2].hasPrefix("    \(misplaced):\(boxLine): warning: misplaced view: UIView (box)"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("    \(misplaced):"), lines[3])
        XCTAssertTrue(lines[3].contains(": note: text-dependent frame:"), lines[3])
        XCTAssertEqual(lines[4], "  3 views; 0 of 1 frame placed by constraints within 0.5 pt (text-dependent apart); 1 warning, 1 note")
        XCTAssertEqual(lines[5], "Checked 1 document: 1 warning, 1 note. Frames placed by constraints within 0.5 pt of the document's, text-dependent apart: 0 of 1 (0.0%).")
        XCTAssertFalse(output.contains("\u{1B}"), "no progress line when the output is not a terminal")
    }

    /// On a terminal, a line naming the document being checked rewrites itself, then is erased
    /// before the report, so the report reads as it does in a log.
    func testOnATerminalAProgressLineNamesEachDocumentThenClears() throws {
        let first = try CheckFixtures.write(CheckFixtures.misplaced, named: "A.xib", in: folder)
        let second = try CheckFixtures.write(CheckFixtures.misplaced, named: "B.xib", in: folder)
        let (status, output) = try runOnATerminal(["check", first, second])
        XCTAssertEqual(status, 1)
        let erase = "\r\u{1B}[K"
        XCTAssertTrue(output.hasPrefix("\(erase)[1/2] \(first)\(erase)[2/2] \(second)\(erase)\(first)"), output.debugDescription)
        XCTAssertEqual(output.components(separatedBy: erase).count, 4, "two progress lines and one clear, nothing else")
    }

    /// Runs the command with standard output on a pseudo-terminal, as in a developer's shell.
    private func runOnATerminal(_ arguments: [String]) throws -> (Int32, String) {
        var controller: Int32 = -1, terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw XCTSkip("no pseudo-terminal here") }
        defer { close(controller) }
        // The pty's line discipline would turn "\n" into "\r\n"; keep the bytes as written.
        var settings = termios()
        tcgetattr(terminal, &settings)
        settings.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(terminal, TCSANOW, &settings)
        fflush(nil)  // every stream, so nothing buffered lands on the wrong side of the swap
        let saved = dup(STDOUT_FILENO)
        dup2(terminal, STDOUT_FILENO)
        close(terminal)
        let status = DesignableCommand.run(arguments)
        fflush(nil)  // every stream, so nothing buffered lands on the wrong side of the swap
        dup2(saved, STDOUT_FILENO)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 200) > 0 {
            let n = read(controller, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        return (status, String(decoding: bytes, as: UTF8.self))
    }

    func testAStoryboardIsCheckedSceneByScene() throws {
        let document = CheckFixtures.storyboard
        let path = try CheckFixtures.write(document, named: "Main.storyboard", in: folder)
        let (status, output) = run(["check", path])
        XCTAssertEqual(status, 2)
        func line(_ marker: String) -> Int { CheckFixtures.line(of: marker, in: document) }
        XCTAssertEqual(output.components(separatedBy: "\n").dropLast(2), [
            path,
            "  document",
            "    \(path):\(line("sceneID=\"navScene\"")): note: scene navScene (navigationController) has no root view; skipped",
            "  Detail (detailScene), line \(line("sceneID=\"detailScene\""))",
            "    \(path):\(line("id=\"banner\"")): error: ambiguous layout: UIView (banner) needs constraints for: Y position or height",
            "  4 views; 1 of 2 frames placed by constraints within 0.5 pt (text-dependent apart); 1 error, 1 note",
        ])
        let check = DocumentChecker().check(URL(fileURLWithPath: path), path: "Main.storyboard")
        XCTAssertEqual(check.scenes.map(\.name), ["ListViewController", "Detail"])
        XCTAssertEqual(check.objects.map(\.scene), ["listScene", "listScene", "detailScene", "detailScene"])
        XCTAssertEqual(check.objects.first { $0.id == "header" }?.solvedFrame, CheckedObject.Frame(x: 0, y: 0, width: 200, height: 40))
    }

    func testAFolderIsSearchedAndTheJSONFollowsTheSchema() throws {
        let nested = folder.appendingPathComponent("App/Base.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        _ = try CheckFixtures.write(CheckFixtures.clean, named: "Clean.xib", in: nested)
        _ = try CheckFixtures.write(CheckFixtures.ambiguous, named: "Ambiguous.xib", in: folder)
        let (status, output) = run(["check", folder.path, "--json"])
        XCTAssertEqual(status, 2)

        struct Report: Decodable {
            struct Summary: Decodable { var documents, errors, warnings, notes: Int; var agreement: DocumentCheck.Agreement; var exitCode: Int32 }
            var schemaVersion: Int
            var tolerance: Double
            var strict: Bool
            var files: [DocumentCheck]
            var summary: Summary
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
        XCTAssertEqual(report.schemaVersion, 1)
        XCTAssertEqual(report.tolerance, 0.5)
        XCTAssertEqual(report.files.map(\.path), [folder.appendingPathComponent("Ambiguous.xib").path, nested.appendingPathComponent("Clean.xib").path])
        XCTAssertEqual(report.files[0].errors.map(\.kind), [.ambiguousLayout])
        XCTAssertEqual(report.files[0].objects.first { $0.id == "card" }?.ambiguous, ["vertical"])
        XCTAssertEqual(report.files[1].findings, [])
        XCTAssertEqual(report.summary.documents, 2)
        XCTAssertEqual(report.summary.errors, 1)
        XCTAssertEqual(report.summary.exitCode, 2)
        XCTAssertEqual(report.summary.agreement, DocumentCheck.Agreement(matched: 1, total: 2), "the ambiguous card is a miss")

        // The schema's key names, as documented.
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let file = try XCTUnwrap((object["files"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(file.keys), ["path", "readable", "scenes", "objects", "errors", "warnings", "notes", "agreement"])
        let card = try XCTUnwrap((file["objects"] as? [[String: Any]])?.first { $0["id"] as? String == "card" })
        XCTAssertEqual(Set(card.keys), ["id", "class", "element", "scene", "line", "storedFrame", "solvedFrame",
                                        "placedByConstraints", "textDependent", "misplacedBy", "ambiguous"])
        XCTAssertEqual(card["class"] as? String, "UIView")
        XCTAssertEqual(card["storedFrame"] as? [String: Double], ["x": 10, "y": 10, "width": 50, "height": 50])
        let error = try XCTUnwrap((file["errors"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(error.keys), ["kind", "severity", "file", "line", "scene", "object", "message"])
    }
}
