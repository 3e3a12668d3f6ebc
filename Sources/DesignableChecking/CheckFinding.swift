import Designable
import Foundation

/// One thing ``DocumentChecker`` found in a document, and where: Interface Builder's yellow and
/// red issues, and what UIKit would say at run time.
///
/// Printed as a compiler would, so a CI log links to the line:
///
/// ```
/// Main.storyboard:42: error: ambiguous layout: UIView "Card" (abc-12-def) needs constraints for: Y position or height
/// ```
public struct CheckFinding: Sendable, Equatable, Codable, CustomStringConvertible {
    /// How much a finding counts: errors fail a check (exit status 2), warnings fail it unless
    /// allowed (1), notes never do.
    public enum Severity: String, Sendable, Codable, Comparable {
        /// Information: never fails a check.
        case note
        /// Fails a check with status 1, unless warnings are allowed.
        case warning
        /// Fails a check with status 2.
        case error

        /// Notes are less than warnings, which are less than errors.
        public static func < (a: Severity, b: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    /// What was found. The loader's own kinds (Designable's `NibIssue.Kind`) keep their names.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// The file is not a document that can be read: malformed XML, not IB's format. Error.
        case unreadableDocument
        /// A view placed by constraints whose solved frame differs from the stored one by more
        /// than the tolerance. Warning.
        case misplacedView
        /// The same for a frame that follows text metrics, which differ between Designable's
        /// fonts and Apple's. Note; a warning with `strict`.
        case textDependentFrame
        /// A view whose frame the constraints leave undetermined along an axis. Error.
        case ambiguousLayout
        /// Required constraints that cannot all hold, and the one broken. Error.
        case conflictingConstraints
        /// An outlet, action or constraint that names no object of the document. Error.
        case danglingReference
        /// An image the document uses that none of the resource folders has. Warning.
        case missingImage
        /// A constraint relating attributes UIKit cannot relate, such as a width to an edge. Error.
        case invalidConstraint
        /// A runtime attribute or outlet a registered class does not declare: UIKit's
        /// "not key value coding-compliant" exception. Error.
        case unknownKey
        /// A runtime attribute whose value the declared property cannot hold. Error.
        case valueTypeMismatch
        /// An outlet whose destination is not of the declared property's class. Error.
        case outletTypeMismatch
        /// A custom class nobody registered; it is checked as its UIKit base class. Warning.
        case unknownClass
        /// A runtime attribute key that nothing declares on an unregistered class. Warning.
        case undeclaredKey
        /// A runtime attribute UIKit accepts but ignores. Warning.
        case noEffect
        /// An outlet that cannot be checked: its class is not registered, or its destination
        /// is not a view. Note.
        case outletNotConnected
        /// An action that is not connected (its source is not a control) or whose registered
        /// target has no method for its selector. Note.
        case actionNotConnected
        /// A custom font that is not installed here. Note.
        case fontSubstituted
        /// A UIKit element Designable has no class for, laid out as a plain view. Note.
        case standInView
        /// A constraint on a layout guide Designable does not provide. Note.
        case constraintNotInstalled
        /// Something the reader kept without understanding it. Note.
        case unknownElement
        /// A storyboard scene with no root view, such as a navigation controller's. Note.
        case sceneWithoutRootView
        /// A font text style UIKit does not document. Note.
        case unknownTextStyle
    }

    /// What was found.
    public var kind: Kind
    /// How much it counts, after ``CheckOptions/strict`` is applied.
    public var severity: Severity
    /// The document's path as given to the checker.
    public var file: String
    /// The 1-based line of the element concerned; 0 when unknown.
    public var line: Int
    /// The id of the scene (or a XIB's top-level view) the finding is in; `nil` for the document.
    public var scene: String?
    /// The id of the object concerned.
    public var object: String?
    /// What is wrong, for a person reading a CI log.
    public var message: String

    /// Creates a finding.
    public init(kind: Kind, severity: Severity, file: String, line: Int, scene: String? = nil, object: String? = nil,
                message: String) {
        self.kind = kind
        self.severity = severity
        self.file = file
        self.line = line
        self.scene = scene
        self.object = object
        self.message = message
    }

    enum CodingKeys: String, CodingKey { case kind, severity, file, line, scene, object, message }

    // Written by hand so that a finding without a scene or object says null, as the schema does.
    /// Writes the finding with every key, `scene` and `object` as null when absent.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(severity, forKey: .severity)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(scene, forKey: .scene)
        try c.encode(object, forKey: .object)
        try c.encode(message, forKey: .message)
    }

    /// `Main.storyboard:42: error: message`.
    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}
