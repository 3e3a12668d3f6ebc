import Testing

/// `@objc` in all its forms, `dynamic` and `@IBOutlet` are removed and every line stays where it
/// was; `@IBInspectable`, `@IBDesignable` and `@IBAction` compile on Linux and stay.
struct ObjCAttributeRuleTests {
    @Test func objcAttributesAndDynamicAreRemovedKeepingLines() {
        let t = Translation("""
            @objcMembers @IBDesignable class Gauge: UIView {
                @IBOutlet weak var label: UILabel!
                @IBOutlet
                var icon: UIImageView?
                @objc dynamic var progress: CGFloat = 0
                @objc(setGaugeValue:) func setValue(_ v: CGFloat) {}
                @nonobjc @IBInspectable var ring: UIColor = .red
                @IBAction func tap(_ sender: Any) {}
            }
            @objc enum Style: Int { case flat }
            """)
        #expect(t.code == """
             @IBDesignable class Gauge: UIView {
                 weak var label: UILabel!
                \("")
                var icon: UIImageView?
                  var progress: CGFloat = 0
                 func setValue(_ v: CGFloat) {}
                 @IBInspectable var ring: UIColor = .red
                @IBAction func tap(_ sender: Any) {}
            }
             enum Style: Int { case flat }

            """)
    }
}
