import UIKit

extension GaugeView {
    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        value = 0.6
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: 120, height: 12)
    }
}
