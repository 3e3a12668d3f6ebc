import UIKit

/// Broken twin 3: the seed's ``SelectorTextField``, with its text-centring fix applied only
/// in `prepareForInterfaceBuilder()`.
///
/// The text is centred in the room left of the arrow, so it sits half an arrow slot left of
/// the field's centre. The seed noticed this in Interface Builder and compensated there, in
/// `prepareForInterfaceBuilder()`, which only design time runs: the storyboard looked right,
/// the app did not.
///
/// The fix, in ``SelectorTextField``: do the centring in ``SelectorTextField/textRect(forBounds:)``,
/// layout code every path runs.
@IBDesignable
open class BrokenSeedSelectorTextField: SelectorTextField {
    /// The seed's compensation, set only at design time.
    private var designTimeShift: CGFloat = 0

    /// The room left of the arrow, shifted by whatever `prepareForInterfaceBuilder` decided.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = fieldRect(forBounds: bounds)
        rect.size.width -= SelectorTextField.arrowSlotWidth
        return rect.insetBy(dx: designTimeShift, dy: 0).offsetBy(dx: designTimeShift, dy: 0)
    }

    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        // The bug: the centring fix lives only here.
        designTimeShift = SelectorTextField.arrowSlotWidth / 2
        setNeedsLayout()
    }
}
