import Foundation

/// Something the loader could not do as the document asks, with where it is asked.
///
/// Printed as a compiler would, so a test log points at the line to fix:
///
/// ```
/// Main.storyboard:42: StarView is not key value coding-compliant for the key 'starColour'. Did you mean 'starColor'?
/// ```
public struct NibIssue: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem an issue is; the first three are always errors, the others warnings, which
    /// strict mode makes errors.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        // Always errors.
        /// A runtime attribute or outlet key a registered class does not declare.
        case unknownKey
        /// A runtime attribute whose value does not fit the declared property's type, or a
        /// standard attribute IB writes as a number (a slider's `value`, a page control's
        /// `numberOfPages`) whose text is not one.
        case valueTypeMismatch
        /// An outlet whose destination is not of the declared property's class.
        case outletTypeMismatch
        /// A `<constraint>` relating attributes UIKit cannot relate (a width to a leading edge,
        /// a position to a constant), which UIKit raises on; it is not installed.
        case invalidConstraint

        // Warnings; errors in strict mode.
        /// `customClass` names no registered class; the object falls back to its base class,
        /// with UIKit's "Unknown class X in Interface Builder file."
        case unknownClass
        /// A runtime attribute on a standard or unregistered view whose key nothing declares;
        /// it is not applied.
        case undeclaredKey
        /// A runtime attribute UIKit accepts but ignores, such as `layer.borderColor` from a colour.
        case noEffect
        /// An outlet on an object that declares no outlets (an unregistered class or a view
        /// controller), or whose destination was not decoded; it is not connected.
        case outletNotConnected
        /// An action whose source is not a control or whose event type is unknown, so it is not
        /// connected; or whose target, of a registered class, has no method for its selector.
        case actionNotConnected
        /// An image name not found in the app bundle; the property is set to `nil`, as UIKit does.
        case missingImage
        /// A custom font that is not installed; the system font is used at the same size.
        case fontSubstituted
        /// A UIKit element Designable has no class for (a slider, a map view); drawn as a plain view.
        case standInView
        /// A `<constraint>` whose item is neither a decoded view nor a layout guide Designable
        /// provides (a top or bottom guide of a controller with no view); it is not installed.
        case constraintNotInstalled
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The document's file name.
    public var file: String
    /// The 1-based line of the element or attribute concerned; 0 when unknown.
    public var line: Int
    /// The id of the object concerned.
    public var objectID: String?
    /// What went wrong, in UIKit's words where UIKit has them.
    public var message: String

    /// An issue of `kind` at `line` of `file`, about the object `objectID`.
    public init(kind: Kind, file: String, line: Int, objectID: String?, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.objectID = objectID
        self.message = message
    }

    /// Whether the issue is an error whatever the mode.
    public var isAlwaysError: Bool {
        switch kind {
        case .unknownKey, .valueTypeMismatch, .outletTypeMismatch, .invalidConstraint: true
        default: false
        }
    }

    /// The issue as `file:line: message`, as a compiler prints it.
    public var description: String { "\(file):\(line): \(message)" }
}

/// Why a document could not be loaded into views: every error found, in document order.
public struct NibLoadError: Error, Sendable, CustomStringConvertible {
    /// The errors (and, in strict mode, the warnings), in the order they were found.
    public var issues: [NibIssue]

    /// Every issue, one per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
