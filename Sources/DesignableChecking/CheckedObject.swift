import Designable
import Foundation

/// One view of a checked document: where Interface Builder stored it and where its
/// constraints put it.
public struct CheckedObject: Sendable, Equatable, Codable {
    /// A frame in the superview's coordinates, in points.
    public struct Frame: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The origin and size, in points.
        public var x: Double, y: Double, width: Double, height: Double

        /// Creates a frame from its origin and size.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }

        init(_ rect: CGRect) {
            self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        }

        /// The largest difference of the four values, in points.
        public func distance(to other: Frame) -> Double {
            Swift.max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
        }

        /// "(16, 20, 343, 128)".
        public var description: String {
            "(" + [x, y, width, height].map(CheckNumber.text).joined(separator: ", ") + ")"
        }
    }

    /// The document's id of the view.
    public var id: String
    /// The class it was checked as: the registered custom class, or the UIKit class.
    public var className: String
    /// The element name: `view`, `label`, `button`, …
    public var element: String
    /// The scene (or a XIB's top-level view) it belongs to.
    public var scene: String
    /// The line of its element.
    public var line: Int
    /// The frame the document stores.
    public var storedFrame: Frame?
    /// The frame after solving the constraints at the document's size; `nil` when the view
    /// could not be loaded.
    public var solvedFrame: Frame?
    /// Whether constraints place it (`translatesAutoresizingMaskIntoConstraints` is false), as
    /// opposed to its autoresizing mask. Only these can be misplaced.
    public var placedByConstraints: Bool
    /// Whether its solved frame follows text metrics (a label's intrinsic size, a container
    /// hugging a label, a baseline), which differ between Designable's fonts and Apple's.
    public var textDependent: Bool
    /// The largest difference between the stored and solved frames, in points; `nil` without both.
    public var misplacedBy: Double?
    /// The axes along which the constraints leave the frame undetermined: `horizontal`, `vertical`.
    public var ambiguous: [String]

    enum CodingKeys: String, CodingKey {
        case id, className = "class", element, scene, line, storedFrame, solvedFrame, placedByConstraints,
             textDependent, misplacedBy, ambiguous
    }

    /// Creates the record of one view; ``misplacedBy`` is computed from the two frames.
    public init(id: String, className: String, element: String, scene: String, line: Int, storedFrame: Frame?,
                solvedFrame: Frame?, placedByConstraints: Bool, textDependent: Bool, ambiguous: [String]) {
        self.id = id
        self.className = className
        self.element = element
        self.scene = scene
        self.line = line
        self.storedFrame = storedFrame
        self.solvedFrame = solvedFrame
        self.placedByConstraints = placedByConstraints
        self.textDependent = textDependent
        self.misplacedBy = storedFrame.flatMap { stored in solvedFrame.map { stored.distance(to: $0) } }
        self.ambiguous = ambiguous
    }

    // Encoded explicitly so that absent frames are written as null, as the schema says.
    /// Writes every key, absent frames and distances as null.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(className, forKey: .className)
        try c.encode(element, forKey: .element)
        try c.encode(scene, forKey: .scene)
        try c.encode(line, forKey: .line)
        try c.encode(storedFrame, forKey: .storedFrame)
        try c.encode(solvedFrame, forKey: .solvedFrame)
        try c.encode(placedByConstraints, forKey: .placedByConstraints)
        try c.encode(textDependent, forKey: .textDependent)
        try c.encode(misplacedBy, forKey: .misplacedBy)
        try c.encode(ambiguous, forKey: .ambiguous)
    }
}

/// Numbers in findings as a person writes them: `20`, `187.5`, `20.333`.
enum CheckNumber {
    static func text(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
