import Foundation

// UIKit's names from before Swift 4.2, declared as the iOS SDK declares them: obsoleted in
// Swift 4.2 and renamed to the nested names. A target compiled in Swift 4 mode (an older
// library whose project still says SWIFT_VERSION = 4.0) compiles with them unchanged, as it
// does in Xcode; in Swift 4.2 and later the compiler offers the rename, as Xcode does.

/// Renamed to `UIView.AnimationOptions` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Renamed to `UIView.AnimationCurve` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// Renamed to `UIView.KeyframeAnimationOptions` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

/// Renamed to `UIView.ContentMode` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// Renamed to `UIView.AutoresizingMask` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// Renamed to `UIControl.Event` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// Renamed to `UIControl.State` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// Renamed to `UIButton.ButtonType` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// Renamed to `UITextField.BorderStyle` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

/// Renamed to `UITextField.ViewMode` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

/// Renamed to `UIStackView.Alignment` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// Renamed to `UIStackView.Distribution` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// Renamed to `UIGestureRecognizer.State` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// Renamed to `UIImage.RenderingMode` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// Renamed to `UIFont.TextStyle` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// Renamed to `NSLayoutConstraint.Attribute` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// Renamed to `NSLayoutConstraint.Relation` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// Renamed to `NSLayoutConstraint.FormatOptions` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

/// Renamed to `NSLayoutConstraint.Axis` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// Renamed to `NSAttributedString.Key` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Renamed to `CGRect.inset(by:)` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

extension NSNotification.Name {
    /// Renamed to `UITextView.textDidChangeNotification` in Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
    public static let UITextViewTextDidChange = UITextView.textDidChangeNotification
    /// Renamed to `UITextView.textDidBeginEditingNotification` in Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidBeginEditingNotification")
    public static let UITextViewTextDidBeginEditing = UITextView.textDidBeginEditingNotification
    /// Renamed to `UITextView.textDidEndEditingNotification` in Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidEndEditingNotification")
    public static let UITextViewTextDidEndEditing = UITextView.textDidEndEditingNotification
    /// Renamed to `UITextField.textDidChangeNotification` in Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = UITextField.textDidChangeNotification
    /// Renamed to `UITextField.textDidBeginEditingNotification` in Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
    public static let UITextFieldTextDidBeginEditing = UITextField.textDidBeginEditingNotification
    /// Renamed to `UITextField.textDidEndEditingNotification` in Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
    public static let UITextFieldTextDidEndEditing = UITextField.textDidEndEditingNotification
}
