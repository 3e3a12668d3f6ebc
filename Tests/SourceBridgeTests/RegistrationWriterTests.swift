import Testing

/// The registration a hand-written test would otherwise write: classes with their factories,
/// inspectables (private ones too), outlets, outlet collections, actions, controllers and
/// extensions' inspectables, generated inside the declaring file.
struct RegistrationWriterTests {
    @Test func aDesignableViewRegistersItsInspectablesOutletsAndActions() {
        let t = Translation("""
            @IBDesignable class Gauge: UIView {
                @IBInspectable var ringColor: UIColor = .red
                @IBInspectable private var thickness: CGFloat = 4
                @IBInspectable var steps = 5
                @IBInspectable let fixed = 1
                @IBOutlet weak var label: UILabel!
                @IBOutlet var marks: [UIView]!
                var plain = 0
                @IBAction func reset(_ sender: UIButton) {}
            }
            """)
        #expect(t.generated.contains("""
            extension Gauge {
                static func __designable_register_f0_1(in registry: DesignableRegistry) {
                    registry.declare("Gauge", file: "/App/Views/View.swift", line: 1)
                    registry.register(Gauge.self, name: "Gauge", make: Gauge.init(frame:)) {
                        $0.generatedInspectable("ringColor", \\Gauge.ringColor) { view, value in view.ringColor = value }
                        $0.generatedInspectable("thickness", \\Gauge.thickness) { view, value in view.thickness = value }
                        $0.generatedInspectable("steps", \\Gauge.steps) { view, value in view.steps = value }
                        $0.outlet("label", \\Gauge.label)
                        $0.outletCollection("marks", \\Gauge.marks)
                    }
                    SelectorTable.register(Gauge.self, "reset:") { target, arguments in target.reset(SelectorArguments.argument(arguments, 0)) }
                }
            }
            """))
        #expect(t.registration.contains("        Gauge.__designable_register_f0_1(in: registry)"))
        #expect(t.registration.contains(#"registry.registerOnce("AppViews") {"#))
        #expect(t.registration.contains(#"DesignableResources.addFolders(["/App"])"#))
        #expect(t.registration.contains("public func registerDesignables(in registry: DesignableRegistry = .shared) {"))
        #expect(t.registration.contains("Localization.current.string(key, table: tableName, bundle: bundle, value: value)"),
                "the module's own NSLocalizedString follows the language a snapshot chooses")
    }

    @Test func aViewsDeclarationSiteIsTheLineOfItsNameInTheUsersFile() {
        let t = Translation("// A star.\n\n@IBDesignable\nfinal class Star: UIView {\n    class Ray: UIView {}\n}\n", path: "/App/Views/Star.swift")
        #expect(t.generated.contains(#"registry.declare("Star", file: "/App/Views/Star.swift", line: 4)"#))
        #expect(t.generated.contains(#"registry.declare("Ray", file: "/App/Views/Star.swift", line: 5)"#))
    }

    @Test func aFilePrivateViewIsRegisteredThroughAFunctionOfItsFile() {
        let t = Translation("fileprivate final class Badge: UIView {}\nprivate class Hidden: UIView { class Inner: UIView {} }\nclass Shown: UIView {}\n")
        #expect(t.generated.contains("func __designable_registerPrivate_f0_2(in registry: DesignableRegistry) { Badge.__designable_register_f0_1(in: registry) }"))
        #expect(t.registration.contains("__designable_registerPrivate_f0_2(in: registry)"))
        #expect(!t.registration.contains("Badge."), "the module's registration never names the private type")
        #expect(!t.registration.contains("Hidden."))
        #expect(!t.registration.contains("Hidden.Inner."), "a type nested in a private one is private too")
        #expect(t.registration.contains("Shown."))
    }

    @Test func aViewDeclaredInAPrivateExtensionIsFilePrivateToo() {
        let t = Translation("""
            public class Pager: UIControl {}
            private extension Pager {
                class Dot: UIView {}
            }
            fileprivate extension Pager { class Bar: UIView {} }
            extension Pager { class Shown: UIView {} }
            """)
        #expect(!t.registration.contains("Pager.Dot."), "members of a private extension are fileprivate: \(t.registration)")
        #expect(!t.registration.contains("Pager.Bar."))
        #expect(t.generated.contains("Pager.Dot.__designable_register"), "registered from its own file")
        #expect(t.registration.contains("Pager.Shown."))
    }

    @Test func aClassWithoutInitFrameIsRegisteredWithoutAFactory() {
        let t = Translation("""
            class Cell: UITableViewCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            @IBDesignable class Card: UIView {
                convenience init(title: String) { self.init(frame: .zero) }
            }
            class Badge: Card {}
            """)
        #expect(t.generated.contains(#"registry.register(Cell.self, name: "Cell", designable: false)"#))
        #expect(t.generated.contains(#"registry.register(Card.self, name: "Card", make: Card.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(Badge.self, name: "Badge", make: Badge.init(frame:))"#))
    }

    /// Xcode's stub `init(coder:)`, and any that traps or returns `nil` before anything else,
    /// makes no view from a document: the registration says so, for subclasses that inherit it too.
    @Test func aClassWhoseInitCoderOnlyTrapsIsRegisteredAsNotDecodable() {
        let t = Translation("""
            class Chip: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class BigChip: Chip {}
            class Pill: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                @available(*, unavailable)
                required init?(coder: NSCoder) {
                    preconditionFailure("made in code only")
                }
            }
            class Tag: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { return nil }
            }
            class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    if frame.isEmpty { fatalError("never empty") }
                }
            }
            """)
        #expect(t.generated.contains(#"registry.register(Chip.self, name: "Chip", designable: false, decodable: false, make: Chip.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(BigChip.self, name: "BigChip", designable: false, decodable: false, make: BigChip.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(Pill.self, name: "Pill", designable: false, decodable: false, make: Pill.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(Tag.self, name: "Tag", designable: false, decodable: false, make: Tag.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(Badge.self, name: "Badge", designable: false, make: Badge.init(frame:))"#),
                "a trap after decoding is the view's own check, not a missing init(coder:)")
        let helper = Translation("""
            class ReferenceLines: UIView {
                init(frame: CGRect, spacing: CGFloat) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        #expect(helper.generated.contains(#"registry.register(ReferenceLines.self, name: "ReferenceLines", designable: false, decodable: false)"#),
                "neither initialiser: registered so a document naming it is reported, made by nothing")
    }

    /// UIKit's `init(frame:)` of a table view cell, a header view, a table or a collection view
    /// is a convenience one: a subclass overriding every designated initialiser inherits it, so
    /// a list can build the class registered with it through its own initialiser.
    @Test func aListClassOverridingEveryDesignatedInitialiserIsMadeThroughTheInheritedInitFrame() {
        let t = Translation("""
            class SettingCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: .value1, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class Pager: UICollectionView {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame, collectionViewLayout: layout) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class ModelCell: UITableViewCell {
                init(model: Int) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """)
        #expect(t.generated.contains(#"registry.register(SettingCell.self, name: "SettingCell", designable: false, decodable: false, make: SettingCell.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(Pager.self, name: "Pager", designable: false, make: Pager.init(frame:))"#))
        #expect(t.generated.contains(#"registry.register(ModelCell.self, name: "ModelCell", designable: false)"#), "it overrides only one")
    }

    @Test func controllersRegisterTheirOutletsAndExtensionsTheirInspectables() {
        let t = Translation("""
            class ProfileViewController: UIViewController {
                @IBOutlet weak var avatar: UIImageView!
            }
            extension UIView {
                @IBInspectable var cornerRadius: CGFloat {
                    get { layer.cornerRadius }
                    set { layer.cornerRadius = newValue }
                }
                @IBInspectable var readOnly: CGFloat { 1 }
            }
            """)
        #expect(t.generated.contains("""
            registry.registerController(ProfileViewController.self, name: "ProfileViewController") {
                        $0.outlet("avatar", \\ProfileViewController.avatar)
                    }
            """))
        #expect(t.generated.contains("""
                    registry.extend(UIView.self) {
                        $0.generatedInspectable("cornerRadius", \\UIView.cornerRadius) { view, value in view.cornerRadius = value }
                    }
            """))
        #expect(!t.generated.contains("readOnly"))
    }

    @Test func collectionViewLayoutsThatInitCanMakeRegisterAFactory() {
        let t = Translation("""
            class CarouselLayout: UICollectionViewFlowLayout {
                var scale: CGFloat = 0.8
            }
            class PagedCarousel: CarouselLayout {
                convenience init(pages: Int) { self.init() }
            }
            class GridLayout: UICollectionViewLayout {
                init(columns: Int = 2) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class FixedLayout: UICollectionViewLayout {
                init(columns: Int) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(t.generated.contains(#"registry.registerLayout(CarouselLayout.self, name: "CarouselLayout") { CarouselLayout() }"#))
        #expect(t.generated.contains(#"registry.registerLayout(PagedCarousel.self, name: "PagedCarousel") { PagedCarousel() }"#),
                "a convenience initialiser leaves init() inherited")
        #expect(t.generated.contains(#"registry.registerLayout(GridLayout.self, name: "GridLayout") { GridLayout() }"#),
                "every parameter defaulted")
        #expect(!t.generated.contains("FixedLayout.self"), "no init() to call")
    }

    @Test func classesThatAreNotViewsOrControllersRegisterNothing() {
        let t = Translation("""
            class Model { var x = 0 }
            struct Point { @IBInspectable var y = 0 }
            class Box<T>: UIView {}
            """)
        #expect(t.generated == "")
        #expect(!t.registration.contains("__designable_register"))
    }
}
