import Foundation

/// The colours a configured button draws in its current state, as iOS 17's styles choose them.
///
/// - Filled: the tint behind white content.
/// - Tinted: the tint at 15 % (20 % in dark mode) behind content in the tint.
/// - Gray: a grey fill (system grey 5) behind content in the tint.
/// - Plain and borderless: no background, content in the tint.
///
/// Highlighted, the content of an unfilled style is drawn at half its alpha and a fill is
/// lightened (darkened in dark mode) by a fifth; disabled, the content is the tertiary label
/// colour and a fill the tertiary system fill. Selected (when
/// ``UIButton/Configuration-swift.struct/automaticallyUpdateForSelection``), a plain button takes
/// the tinted look and a gray or tinted one the filled look. iOS animates these changes; a
/// snapshot shows where they end.
struct ButtonConfigurationAppearance {
    let foreground: UIColor
    /// `nil` for no fill.
    let background: UIColor?

    init(configuration c: UIButton.Configuration, state: UIControl.State, tint: UIColor) {
        var style = c.style.drawn
        if state.contains(.selected) && c.automaticallyUpdateForSelection {
            switch style {
            case .plain: style = .tinted
            case .tinted, .gray: style = .filled
            default: break
            }
        }
        let base = c.baseBackgroundColor ?? tint
        var background: UIColor? = switch style {
        case .filled: base
        case .tinted: Self.tintedFill(base)
        case .gray: c.baseBackgroundColor ?? .systemGray5
        default: nil
        }
        var foreground = c.baseForegroundColor ?? (style == .filled ? .white : (c.baseBackgroundColor ?? tint))
        if let own = c.background.backgroundColor { background = own }
        if !state.contains(.disabled) && state.contains(.highlighted) {
            if let fill = background, style != .plain {
                background = Self.pressed(fill)
            } else {
                foreground = Self.faded(foreground)
            }
        }
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if background != nil, c.background.backgroundColor == nil { background = .tertiarySystemFill }
        }
        self.foreground = foreground
        self.background = background
    }

    /// The tinted style's fill: the colour at 15 % in light mode and 20 % in dark mode.
    private static func tintedFill(_ color: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * (traits.userInterfaceStyle == .dark ? 0.2 : 0.15))
        })
    }

    /// Pressed content: the colour at half its alpha.
    private static func faded(_ color: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * 0.5)
        })
    }

    /// A pressed fill: a fifth of the way to white in light mode, to black in dark mode.
    private static func pressed(_ color: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            let target: CGFloat = traits.userInterfaceStyle == .dark ? 0 : 1
            let mix = { (v: CGFloat) in v + (target - v) * 0.2 }
            return UIColor(red: mix(r), green: mix(g), blue: mix(b), alpha: a)
        })
    }
}

extension UIButton.Configuration.Style {
    /// The style iPhone and iPad draw for this one: the Mac's bordered styles as their iOS twins.
    var drawn: Self {
        switch self {
        case .borderless: .plain
        case .bordered: .gray
        case .borderedTinted: .tinted
        case .borderedProminent: .filled
        default: self
        }
    }
}
