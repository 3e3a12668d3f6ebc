import UIKit

/// The seeds' `DesignableLabel`: a `UILabel` marked designable so that Interface Builder draws
/// the border that the ``UIKit/UIView/borderWidth`` and ``UIKit/UIView/borderColor``
/// inspectables give it, live in the canvas.
///
/// It adds nothing else: the extension's inspectables work on every view, and this class
/// only asks Interface Builder to render it.
@IBDesignable
open class DesignableLabel: UILabel {}
