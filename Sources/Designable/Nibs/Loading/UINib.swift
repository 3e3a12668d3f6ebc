import Foundation
import InterfaceBuilder

/// A `.xib` document in a bundle, instantiated as often as needed, as UIKit's `UINib`.
///
/// The usual nib-backed view loads its own document as File's Owner from both initialisers
/// and pins the document's root view inside itself:
///
/// ```swift
/// final class ProfileCard: UIView {
///     weak var nameLabel: UILabel!                 // @IBOutlet on iOS; declared below on Linux
///
///     override init(frame: CGRect) { super.init(frame: frame); commonInit() }
///     required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
///
///     private func commonInit() {
///         let nib = UINib(nibName: "ProfileCard", bundle: .module)   // Bundle(for: Self.self) on iOS
///         guard let content = nib.instantiate(withOwner: self).first as? UIView else { return }
///         content.frame = bounds
///         content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         addSubview(content)
///     }
/// }
///
/// DesignableRegistry.register(ProfileCard.self, make: ProfileCard.init(frame:)) {
///     $0.outlet("nameLabel", \.nameLabel)          // File's Owner outlets connect through this
/// }
/// ```
///
/// Instantiating follows ``InterfaceBuilderLoader``'s sequence: every object is decoded with
/// `init?(coder:)`, runtime attributes are set (File's Owner's too, on the owner), outlets are
/// connected (File's Owner's to the owner, through the outlets its class declares), then
/// `awakeFromNib()` reaches every object but the owner. Images the document names are looked
/// up in the nib's bundle, as UIKit does. A document may hold views that are nib-backed
/// themselves; each loads its own nib inside its `init?(coder:)`.
///
/// ## Where the document is found
/// `name.xib` in the bundle's resources or at its root (SwiftPM's `.copy` resources), then in
/// `Base.lproj`. A `nil` bundle means the app bundle, ``UIImage/appBundle``, which is `nil` at
/// design time as in Interface Builder's agent, so only nibs looked up in the view's own bundle
/// load there.
///
/// On Linux `Bundle(for: SomeClass.self)` is the bundle of the executable holding the class, not
/// a resource bundle: with SwiftPM, a target's resources are in its `Bundle.module`. Port
/// `Bundle(for: type(of: self))` to `Bundle.module`.
///
/// ## When the nib cannot be loaded
/// UIKit raises `NSInternalInconsistencyException` ("Could not load NIB in bundle: … with name
/// …"), and `NSUnknownKeyException` for an outlet the owner does not have, ending the app.
/// Designable never crashes a test run: ``instantiate(withOwner:options:)`` writes the same
/// message (and any load warnings) to standard error and returns an empty array, so the view
/// renders without its content and the snapshot shows it. ``load(owner:strict:registry:)``
/// throws a ``LoadError`` instead, for code and tests that want the reason.
open class UINib: @unchecked Sendable {
    /// Keys of the options dictionary UIKit's instantiate takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's UIKit name.
        public var rawValue: String
        /// The key with this UIKit name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the document references as external placeholders. Designable accepts the
        /// key and ignores it: no corpus document uses external objects.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Why a nib could not be loaded.
    public enum LoadError: Error, CustomStringConvertible, Sendable {
        /// No `name.xib` in the bundle; `searched` lists the folders looked in.
        case notFound(name: String, bundlePath: String?, searched: [String])
        /// The file exists but could not be read as Interface Builder XML.
        case unreadable(name: String, underlying: String)
        /// Loading the document into views failed: unknown keys, outlets of the wrong class, …
        case failed(NibLoadError)
        /// The document is already being loaded further up the stack: a view whose
        /// `init?(coder:)` loads the very nib that contains it (typically the root view's class
        /// set to the nib-backed class itself, rather than File's Owner's), which would recurse
        /// forever.
        case recursive(name: String, chain: [String])

        /// UIKit's message for the failure, with what to do about it.
        public var description: String {
            switch self {
            case .notFound(let name, let bundlePath, let searched):
                return "Could not load NIB in bundle: '\(bundlePath ?? "(no app bundle)")' with name '\(name)'. "
                    + "Looked for \(name).xib in: \(searched.isEmpty ? "nothing (no bundle)" : searched.joined(separator: ", ")). "
                    + "With SwiftPM a target's resources are in Bundle.module, not Bundle(for:) or Bundle.main; "
                    + "copy the .xib as a resource: resources: [.copy(\"\(name).xib\")]."
            case .unreadable(let name, let underlying):
                return "Could not load NIB with name '\(name)': \(underlying)"
            case .failed(let error):
                return "Could not load NIB: \(error)"
            case .recursive(let name, let chain):
                return "Could not load NIB with name '\(name)': it is already being loaded (\((chain + [name]).joined(separator: " → "))). "
                    + "A view in \(name).xib has the nib-backed class that loads \(name).xib; set that class on File's Owner, "
                    + "and leave the root view a plain UIView."
            }
        }
    }

    /// The document's name, without extension.
    public let name: String
    /// The bundle the document was looked up in; `nil` for the app bundle at instantiate time.
    public let bundle: Bundle?
    private let data: Data?

    /// The nib called `name` in `bundle` (the app bundle when `nil`).
    ///
    /// As in UIKit, nothing is read yet: a missing document is found out when instantiating.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil
        data = nil
    }

    /// A nib from a document's XML; images it names are looked up in `bundle`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        bundle = bundleOrNil
        self.data = data
    }

    /// Loads the document with `ownerOrNil` as File's Owner and returns its top-level objects,
    /// in document order; an empty array when it cannot be loaded.
    ///
    /// Where UIKit raises an exception, this writes UIKit's message to standard error and
    /// returns `[]`; see the type's discussion, and ``load(owner:strict:registry:)`` for the
    /// error itself. The options are accepted and ignored.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        topLevelObjectsLoggingIssues(owner: ownerOrNil) ?? []
    }

    /// The top-level objects, with warnings and any failure written to standard error as
    /// UIKit logs them; `nil` on failure.
    func topLevelObjectsLoggingIssues(owner: Any?) -> [Any]? {
        do {
            let nib = try load(owner: owner.map { $0 as AnyObject })
            for warning in nib.report.warnings { NibLog.write(warning.description) }
            return nib.topLevelObjects
        } catch {
            NibLog.write(error.description)
            return nil
        }
    }

    /// Loads the document with `owner` as File's Owner, or throws why it cannot.
    ///
    /// - Parameters:
    ///   - owner: File's Owner: its outlets and runtime attributes are connected and set on it.
    ///   - strict: Whether the loader's warnings are errors.
    ///   - registry: Where the document's custom classes, and the owner's outlets, are declared.
    public func load(owner: AnyObject?, strict: Bool = false,
                     registry: DesignableRegistry = .shared) throws(LoadError) -> LoadedNib {
        let source = try document()
        let key = source.key
        if NibLoadingStack.active.contains(key) {
            throw .recursive(name: name, chain: NibLoadingStack.active.map { ($0 as NSString).lastPathComponent })
        }
        let lookupBundle = bundle ?? UIImage.appBundle
        let imageNamed = { (image: String) in UIImage(named: image, in: lookupBundle, compatibleWith: nil) }
        let result = NibLoadingStack.$active.withValue(NibLoadingStack.active + [key]) { () -> Result<LoadedNib, LoadError> in
            do {
                return .success(try InterfaceBuilderLoader.load(source.loaded, owner: owner, strict: strict,
                                                                registry: registry, imageNamed: imageNamed))
            } catch let error as NibLoadError {
                return .failure(.failed(error))
            } catch {
                return .failure(.unreadable(name: name, underlying: "\(error)"))
            }
        }
        return try result.get()
    }

    /// The document read from its file or data, and the key that identifies it on the stack.
    private func document() throws(LoadError) -> (loaded: IBDocument.Loaded, key: String) {
        if let data {
            do { return (try IBDocument.load(data: data, file: "\(name).xib"), "data:\(name):\(data.hashValue)") } catch {
                throw .unreadable(name: name, underlying: "\(error)")
            }
        }
        let lookupBundle = bundle ?? UIImage.appBundle
        let folders = lookupBundle.map(NibLookup.folders(in:)) ?? []
        // Without an app bundle (Interface Builder's canvas) and none named, there is nowhere to look.
        let inResources = lookupBundle == nil ? nil : DesignableResources.nib(named: name)
        guard let url = NibLookup.find(name, in: folders) ?? inResources else {
            throw .notFound(name: name, bundlePath: lookupBundle?.bundlePath, searched: folders.map(\.path))
        }
        do { return (try IBDocument.load(contentsOf: url), url.standardizedFileURL.path) } catch {
            throw .unreadable(name: name, underlying: "\(error)")
        }
    }
}

/// The nibs being loaded by this task, outermost first, so that a nib containing a view that
/// loads the same nib fails instead of recursing until the stack overflows.
enum NibLoadingStack {
    @TaskLocal static var active: [String] = []
}

/// Where nib loading's messages go: standard error, as UIKit logs them to the console.
enum NibLog {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
