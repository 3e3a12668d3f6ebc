import Foundation

/// A layer that draws a string, as Core Animation's `CATextLayer`.
///
/// ```swift
/// let title = CATextLayer()
/// title.string = "42%"
/// title.fontSize = 20
/// title.foregroundColor = UIColor.label.cgColor
/// title.alignmentMode = .center
/// title.frame = bounds
/// layer.addSublayer(title)
/// ```
///
/// The text is drawn from the top of the bounds, wrapped to their width when ``isWrapped``,
/// else on one line placed by ``alignmentMode``. ``font`` may be a `UIFont`, a font name, or
/// `nil` for the system font; ``fontSize`` sets the size (and animates).
///
/// Differs from Core Animation on purpose: ``truncationMode`` is accepted and not applied;
/// lines beyond the bounds are clipped.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (whose first run's font and colour are
    /// used).
    open var string: Any?
    /// The font: a `UIFont` or a font name; the system font when `nil`.
    open var font: Any?
    /// The font size in points; 36 by default, as in Core Animation.
    open var fontSize: CGFloat = 36 { willSet { willChange("fontSize") } }
    /// The colour of the text; opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { willSet { willChange("foregroundColor") } }
    /// Whether the text wraps to the bounds' width; false by default.
    open var isWrapped = false
    /// How text that does not fit is cut; accepted for source compatibility.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines are aligned in the bounds; natural (left) by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Accepted for source compatibility.
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with no string.
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    public override init(layer: Any) { super.init(layer: layer) }
    /// Text layers decode nothing themselves.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyLayerState(from l: CALayer) {
        super.copyLayerState(from: l)
        guard let l = l as? CATextLayer else { return }
        string = l.string; font = l.font; fontSize = l.fontSize; foregroundColor = l.foregroundColor
        isWrapped = l.isWrapped; truncationMode = l.truncationMode; alignmentMode = l.alignmentMode
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "fontSize": .number(Double(fontSize))
        case "foregroundColor": foregroundColor.map { .color($0.color) } ?? .discrete(nil)
        default: super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch key {
        case "fontSize": if let d = value.scalar { fontSize = CGFloat(d); return true }; return false
        case "foregroundColor": return LayerProperties.color(value) { foregroundColor = $0 }
        default: return super.setAnimatableValue(value, forKey: key)
        }
    }

    /// Draws the string into `ctx`, clipped to the bounds by the renderer.
    func drawText(in ctx: CGContext) {
        let text: String
        var attributes: [NSAttributedString.Key: Any] = [:]
        switch string {
        case let s as String: text = s
        case let a as NSAttributedString:
            text = a.string
            if a.length > 0 { attributes = a.attributes(at: 0, effectiveRange: nil) }
        default: return
        }
        guard !text.isEmpty else { return }
        let uiFont: UIFont = switch font {
        case let f as UIFont: f.withSize(fontSize)
        case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: (attributes[.font] as? UIFont) ?? .systemFont(ofSize: fontSize)
        }
        if attributes[.font] == nil || font != nil { attributes[.font] = uiFont }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor ?? .clear) }
        let style = NSMutableParagraphStyle()
        style.alignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
        attributes[.paragraphStyle] = style
        UIGraphicsWithContext(ctx) {
            if isWrapped {
                text.draw(in: bounds, withAttributes: attributes)
            } else {
                let width = text.size(withAttributes: attributes).width
                let x: CGFloat = switch alignmentMode {
                case .center: bounds.midX - width / 2
                case .right: bounds.maxX - width
                default: bounds.minX
                }
                text.draw(at: CGPoint(x: x, y: bounds.minY), withAttributes: attributes)
            }
        }
    }
}

/// How a text layer aligns its lines, as Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: left here.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Stretched to both edges.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer cuts text that does not fit, as Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
