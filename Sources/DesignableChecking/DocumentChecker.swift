import Designable
import Foundation
import InterfaceBuilder
import Raster

/// Interface Builder's layout warnings, without Xcode: loads a `.xib` or `.storyboard` as
/// UIKit would, solves the constraints of every scene and top-level view at the document's own
/// size, and reports what Interface Builder shows in yellow and red, and what UIKit would say
/// at run time.
///
/// ```swift
/// let check = DocumentChecker(options: CheckOptions(resourceFolders: [assets])).check(url)
/// XCTAssertEqual(check.errors, [], check.errors.map(\.description).joined(separator: "\n"))
/// ```
///
/// It finds:
/// - **misplaced views**: a view placed by constraints whose stored frame differs from the solved
///   one by more than ``CheckOptions/tolerance`` (a warning). A frame that follows text metrics
///   (see ``CheckedObject/textDependent``) is only a note, since Designable's fonts are not
///   Apple's, unless ``CheckOptions/strict``.
/// - **ambiguous layout**: views the constraints do not pin down, by axis (see Designable's `LayoutAmbiguity`).
/// - **conflicting constraints**: each minimal set of required constraints that cannot all hold,
///   and the one broken.
/// - **dangling references**: outlets, actions and constraints naming no object.
/// - **unknown custom classes**, checked as their UIKit base class.
/// - **missing images**, when resource folders are given.
/// - **runtime attributes** a registered class does not declare, with UIKit's "not key value
///   coding-compliant" message and a did-you-mean; undeclared keys on unregistered classes as
///   warnings; values of the wrong type.
///
/// A document that cannot be read is one error of kind ``CheckFinding/Kind/unreadableDocument``;
/// checking never throws.
public struct DocumentChecker {
    /// How documents are judged.
    public let options: CheckOptions
    private let images: ResourceImageIndex?

    /// Creates a checker; the resource folders are indexed once, here.
    public init(options: CheckOptions = CheckOptions()) {
        self.options = options
        images = options.resourceFolders.isEmpty ? nil : ResourceImageIndex(folders: options.resourceFolders)
    }

    /// Checks the document at `url`; `path` names it in findings (the URL's path by default).
    public func check(_ url: URL, path: String? = nil) -> DocumentCheck {
        let path = path ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return unreadable(path, line: 0, "cannot read the file: \((error as NSError).localizedDescription)")
        }
        return check(data: data, path: path)
    }

    /// Checks a document's XML; `path` names it in findings.
    public func check(data: Data, path: String) -> DocumentCheck {
        let loaded: IBDocument.Loaded
        do {
            loaded = try IBDocument.load(data: data, file: path, skippingDanglingReferences: true)
        } catch let error as IBDocumentError {
            let text = error.description
            let prefix = "\(error.file):\(error.line): "
            return unreadable(path, line: error.line, text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
        } catch {
            return unreadable(path, line: 0, "\(error)")
        }
        let document = loaded.document
        let roots = Self.roots(of: document)
        let sceneOf = Self.sceneIndex(document, roots: roots)
        var findings: [CheckFinding] = []
        func add(_ kind: CheckFinding.Kind, _ severity: CheckFinding.Severity, line: Int, object: String?, _ message: String) {
            findings.append(CheckFinding(kind: kind, severity: severity, file: path, line: line,
                                         scene: object.flatMap { sceneOf[$0] }, object: object, message: message))
        }

        for warning in loaded.report.warnings {
            let (kind, severity) = Self.classify(warning.kind)
            add(kind, severity, line: warning.line, object: nil, warning.message)
        }

        let (nib, errors) = InterfaceBuilderLoader.loadCollectingErrors(
            loaded, owner: nil, strict: false, registry: options.registry, imageNamed: Self.placeholderImages(of: document))
        for issue in nib.report.warnings + errors {
            guard let (kind, classified) = Self.classify(issue.kind) else { continue }
            var severity = classified
            // Designable sets runtime attributes on views only; on a view controller a key is
            // app code the checker cannot see, not a fault of the document.
            if kind == .undeclaredKey, let id = issue.objectID, nib.view(withID: id) == nil { severity = .note }
            add(kind, severity, line: issue.line, object: issue.objectID, issue.message)
        }

        if let images {
            for reference in ImageReferences(document).references where !images.contains(reference.name) {
                add(.missingImage, .warning, line: reference.line, object: reference.objectID,
                    "missing image: \"\(reference.name)\" is in none of the resource folders")
            }
        }

        var objects: [CheckedObject] = []
        var agreement = DocumentCheck.Agreement(matched: 0, total: 0)
        for root in roots {
            // Conflicts become findings; UIKit's console message for them would only be noise.
            let layout = LayoutLog.$isMuted.withValue(true) {
                LayoutCheck(root: root.object, scene: root.scene.id, nib: nib, options: options)
            }
            objects += layout.objects
            agreement.matched += layout.agreement.matched
            agreement.total += layout.agreement.total
            for finding in layout.findings {
                add(finding.kind, finding.severity, line: finding.line, object: finding.object, finding.message)
            }
        }

        if options.strict {
            for index in findings.indices where findings[index].severity == .warning { findings[index].severity = .error }
        }
        return DocumentCheck(path: path, readable: true, scenes: roots.map(\.scene), objects: objects, findings: findings,
                             agreement: agreement)
    }

    private func unreadable(_ path: String, line: Int, _ message: String) -> DocumentCheck {
        DocumentCheck(path: path, readable: false, findings: [
            CheckFinding(kind: .unreadableDocument, severity: .error, file: path, line: line, message: message),
        ])
    }

    // MARK: Scenes

    /// The views laid out on their own: each storyboard scene's root view and each of a XIB's
    /// top-level views, in document order.
    static func roots(of document: IBDocument) -> [(object: IBObject, scene: DocumentCheck.Scene)] {
        var roots: [(IBObject, DocumentCheck.Scene)] = []
        for object in document.objects where object.frame != nil && !object.isFilesOwner {
            roots.append((object, DocumentCheck.Scene(id: object.id, name: displayName(of: object), line: object.line.number)))
        }
        for scene in document.scenes {
            guard let controller = scene.viewController, let view = scene.rootView else { continue }
            let name = controller.attributes["userLabel"] ?? controller.customClass ?? displayName(of: controller)
            roots.append((view, DocumentCheck.Scene(id: scene.id, name: name, line: scene.line.number)))
        }
        return roots
    }

    /// Which scene each object id belongs to: everything under a root, and a storyboard scene's
    /// own objects (its controller, placeholders).
    private static func sceneIndex(_ document: IBDocument, roots: [(object: IBObject, scene: DocumentCheck.Scene)]) -> [String: String] {
        var index: [String: String] = [:]
        for scene in document.scenes {
            for object in scene.objects.flatMap(\.allObjects) { index[object.id] = scene.id }
        }
        for root in roots {
            for object in root.object.allObjects where index[object.id] == nil { index[object.id] = root.scene.id }
        }
        return index
    }

    /// `label "Title"`-style names for Interface Builder's outline: the user's label, else the
    /// custom class, else the element spelled as IB does (`View Controller`, `Label`).
    static func displayName(of object: IBObject) -> String {
        if let label = object.attributes["userLabel"] { return label }
        if let custom = object.customClass { return custom }
        var words = ""
        for character in object.element {
            if character.isUppercase { words += " " }
            words.append(character)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    // MARK: Loader findings

    private static func classify(_ kind: IBWarning.Kind) -> (CheckFinding.Kind, CheckFinding.Severity) {
        switch kind {
        case .danglingReference: (.danglingReference, .error)
        case .unknownElement: (.unknownElement, .note)
        case .sceneWithoutRootView: (.sceneWithoutRootView, .note)
        case .unknownTextStyle: (.unknownTextStyle, .note)
        }
    }

    /// How the loader's issues count in a check; `nil` for those the checker finds itself.
    private static func classify(_ kind: NibIssue.Kind) -> (CheckFinding.Kind, CheckFinding.Severity)? {
        switch kind {
        case .unknownKey: (.unknownKey, .error)
        case .valueTypeMismatch: (.valueTypeMismatch, .error)
        case .outletTypeMismatch: (.outletTypeMismatch, .error)
        case .invalidConstraint: (.invalidConstraint, .error)
        case .unknownClass: (.unknownClass, .warning)
        case .undeclaredKey: (.undeclaredKey, .warning)
        case .noEffect: (.noEffect, .warning)
        // Outlets of view controllers and unregistered classes cannot be checked here; the
        // outlets that can be wrong are unknownKey and danglingReference.
        case .outletNotConnected: (.outletNotConnected, .note)
        case .actionNotConnected: (.actionNotConnected, .note)
        // Images are checked against the resource folders instead of the tool's own bundle.
        case .missingImage: nil
        // About this machine, not the document.
        case .fontSubstituted: (.fontSubstituted, .note)
        case .standInView: (.standInView, .note)
        case .constraintNotInstalled: (.constraintNotInstalled, .note)
        }
    }

    /// Images for layout: blank, at the size the document's `<resources>` record for each name,
    /// which is the size Interface Builder laid the document out with. Their pixels are never
    /// drawn, so large images are stored at a coarser scale.
    private static func placeholderImages(of document: IBDocument) -> (String) -> UIImage? {
        var sizes: [String: CGSize] = [:]
        for (name, element) in document.resources.images {
            if let w = element["width"].flatMap(Double.init), let h = element["height"].flatMap(Double.init),
               w.isFinite, h.isFinite, w > 0, h > 0 {
                sizes[name] = CGSize(width: w, height: h)
            }
        }
        return { name in
            guard let size = sizes[name] else { return nil }
            let scale = Swift.max(1, (Swift.max(size.width, size.height) / 256).rounded(.up))
            let width = Int((size.width / scale).rounded(.up)), height = Int((size.height / scale).rounded(.up))
            guard let bitmap = try? Bitmap(width: Swift.max(1, width), height: Swift.max(1, height), scale: 1) else { return nil }
            return UIImage(bitmap: bitmap, scale: 1 / scale)
        }
    }
}
