import Foundation
import XCTest

/// Type-checks Swift source against the modules this build just produced, for tests that only
/// the compiler can answer: a compile error's message, or the file and line it names.
public enum SwiftCompiler {
    /// The compiler's diagnostics for `source`, written to a temporary file called `fileName`.
    public static func typeCheck(_ source: String, fileName: String = "Checked.swift") throws -> String {
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(fileName)
        try Data(source.utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path,
                             "-Xcc", "-fmodule-map-file=\(shimMap.path)",
                             "-Xcc", "-fmodule-map-file=\(package.appendingPathComponent("Sources/CLibPNG/module.modulemap").path)",
                             "-Xcc", "-I\(package.appendingPathComponent("Sources/CPNGShim/include").path)",
                             "-Xcc", "-fmodule-map-file=\(products.appendingPathComponent("CJPEGShim.build/module.modulemap").path)",
                             "-Xcc", "-fmodule-map-file=\(package.appendingPathComponent("Sources/CLibJPEG/module.modulemap").path)",
                             "-Xcc", "-I\(package.appendingPathComponent("Sources/CJPEGShim/include").path)",
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
