import Foundation

/// Behaviour added to a view as an object, as UIKit's `UIInteraction`: pointer, drag and drop,
/// context menus. The view holds its interactions strongly and tells each when it joins and
/// leaves.
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to, set by the interaction in ``didMove(to:)``.
    var view: UIView? { get }
    /// Called before the interaction joins `view`, or leaves its view when `view` is `nil`.
    func willMove(to view: UIView?)
    /// Called after the interaction joined `view`, or left its view when `view` is `nil`.
    func didMove(to view: UIView?)
}

extension UIView {
    /// Adds `interaction`, taking it from any view that had it, as in UIKit.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interaction.interactions(of: self) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        self.interaction.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` if the view has it.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interaction.interactions(of: self) else { return }
        interaction.willMove(to: nil)
        self.interaction.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { interaction.interactions }
        set {
            for old in interaction.interactions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }
}

private extension UIInteraction {
    func interactions(of view: UIView) -> Bool { view.interaction.interactions.contains { $0 === self } }
}
