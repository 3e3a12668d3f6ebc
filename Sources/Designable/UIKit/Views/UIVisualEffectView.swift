import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`: a blur or a vibrancy.
open class UIVisualEffect: NSObject {}

/// A blur of what lies behind a view, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect {
    /// How strong and how tinted the blur is, as UIKit's `UIBlurEffect.Style`, with its raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light, dark, extraDark
        case regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

        /// The colour laid over the backdrop, in light and dark appearance.
        var tint: UIColor {
            func white(_ alpha: CGFloat) -> UIColor { UIColor(white: 1, alpha: alpha) }
            func black(_ alpha: CGFloat) -> UIColor { UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha) }
            func adaptive(_ alpha: CGFloat) -> UIColor {
                let light = white(alpha), dark = black(alpha)
                return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
            }
            switch self {
            case .extraLight: return white(0.85)
            case .light: return white(0.6)
            case .dark: return black(0.75)
            case .extraDark: return black(0.9)
            case .regular: return adaptive(0.7)
            case .prominent: return adaptive(0.85)
            case .systemUltraThinMaterial: return adaptive(0.35)
            case .systemThinMaterial: return adaptive(0.55)
            case .systemMaterial: return adaptive(0.7)
            case .systemThickMaterial: return adaptive(0.85)
            case .systemChromeMaterial: return adaptive(0.75)
            case .systemUltraThinMaterialLight: return white(0.35)
            case .systemThinMaterialLight: return white(0.55)
            case .systemMaterialLight: return white(0.7)
            case .systemThickMaterialLight: return white(0.85)
            case .systemChromeMaterialLight: return white(0.75)
            case .systemUltraThinMaterialDark: return black(0.35)
            case .systemThinMaterialDark: return black(0.55)
            case .systemMaterialDark: return black(0.7)
            case .systemThickMaterialDark: return black(0.85)
            case .systemChromeMaterialDark: return black(0.75)
            }
        }
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) { self.style = style }
}

/// Content made to stand out over a blur, as UIKit's `UIVibrancyEffect`: drawn as is here.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// Which label or fill colour the vibrancy stands for, from ``init(blurEffect:style:)``.
    public let style: UIVibrancyEffectStyle
    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect; style = .label }
    /// Vibrancy over `blurEffect` in `style`, as iOS 13's `UIVibrancyEffect(blurEffect:style:)`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.blurEffect = blurEffect; self.style = style }
}

/// Which label, fill or separator colour a vibrancy effect stands for, as UIKit's
/// `UIVibrancyEffectStyle`.
///
/// Differs from UIKit on purpose: content in a vibrancy effect view is drawn as itself, not
/// blended with what is behind; the style is kept for code that reads it.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary labels.
    case label = 0
    /// Secondary labels.
    case secondaryLabel = 1
    /// Tertiary labels.
    case tertiaryLabel = 2
    /// Quaternary labels.
    case quaternaryLabel = 3
    /// Thick fills.
    case fill = 4
    /// Medium fills.
    case secondaryFill = 5
    /// Thin fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}

/// A view that applies a visual effect to what lies behind it, as UIKit's `UIVisualEffectView`;
/// subviews go in ``contentView``.
///
/// A blur effect blurs what lies behind the view, inside its bounds (rounded by the layer's
/// corner radius), then lays its style's tint over it: white or near-black at the style's
/// strength, following the appearance for the adaptive styles.
///
/// Differs from UIKit on purpose: the blur is a Gaussian of 10 points for every style and the
/// tints are approximations of iOS's materials, without their saturation boost, computed with
/// integers so they are the same on every machine; a backdrop inside a view whose alpha is
/// below 1 shows only what that view has drawn so far.
open class UIVisualEffectView: UIView {
    /// The effect; `nil` draws nothing.
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }
    /// Where subviews go: it fills the effect view.
    public let contentView = UIView()

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override var backdropBlurSigma: CGFloat? { effect is UIBlurEffect ? 10 : nil }

    open override func draw(_ rect: CGRect) {
        guard let blur = effect as? UIBlurEffect else { return }
        blur.style.tint.resolvedColor(with: traitCollection).setFill()
        UIRectFill(bounds)
    }
}
