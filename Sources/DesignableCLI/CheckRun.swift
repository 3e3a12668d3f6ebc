import Designable
import DesignableChecking
import Foundation

/// `designable check`'s core: expands the paths into documents, checks each with
/// ``DocumentChecker``, and decides the exit status.
package struct CheckRun {
    /// The documents' checks, in the order of the paths given (a folder's documents sorted).
    package private(set) var files: [DocumentCheck] = []
    /// How the documents were judged.
    package let options: CheckOptions
    /// Whether warnings alone still exit 0.
    package let allowsWarnings: Bool

    /// Checks every `.xib` and `.storyboard` in `paths` (files, or folders searched recursively),
    /// with the demo gallery's classes registered besides yours; calls `willCheck` before each document with its
    /// 1-based index, the count and its path. A path that does not exist, or a folder without
    /// documents, is an unreadable input.
    package init(paths: [String], options: CheckOptions = CheckOptions(), allowsWarnings: Bool = false,
                willCheck: (Int, Int, String) -> Void = { _, _, _ in }) {
        self.options = options
        self.allowsWarnings = allowsWarnings
        DesignableCommand.registerDemo(in: options.registry)
        let checker = DocumentChecker(options: options)
        var documents: [(path: String, failure: String?)] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                documents.append((path, "no such file or folder"))
                continue
            }
            guard isFolder.boolValue else {
                documents.append((path, nil))
                continue
            }
            let found = (try? DocumentRender.documentPaths(under: URL(fileURLWithPath: path, isDirectory: true))) ?? []
            if found.isEmpty { documents.append((path, "the folder holds no .xib or .storyboard file")) }
            for relative in found { documents.append(((path as NSString).appendingPathComponent(relative), nil)) }
        }
        for (index, document) in documents.enumerated() {
            willCheck(index + 1, documents.count, document.path)
            if let failure = document.failure {
                files.append(DocumentCheck(path: document.path, readable: false, findings: [
                    CheckFinding(kind: .unreadableDocument, severity: .error, file: document.path, line: 0, message: failure),
                ]))
            } else {
                files.append(checker.check(URL(fileURLWithPath: document.path), path: document.path))
            }
        }
    }

    /// The errors of every document, unreadable ones included.
    package var errorCount: Int { files.reduce(0) { $0 + $1.errors.count } }
    /// The warnings of every document.
    package var warningCount: Int { files.reduce(0) { $0 + $1.warnings.count } }
    /// The notes of every document.
    package var noteCount: Int { files.reduce(0) { $0 + $1.notes.count } }

    /// The agreement over every document: views placed by constraints, text-dependent ones
    /// apart, whose solved frame is within the tolerance of the stored one.
    package var agreement: DocumentCheck.Agreement {
        DocumentCheck.Agreement(matched: files.reduce(0) { $0 + $1.agreement.matched },
                                total: files.reduce(0) { $0 + $1.agreement.total })
    }

    /// 2 when there is an error (an unreadable document is one), else 1 when there is a
    /// warning and warnings are not allowed, else 0.
    package var exitCode: Int32 {
        if errorCount > 0 { return 2 }
        if warningCount > 0 && !allowsWarnings { return 1 }
        return 0
    }
}
