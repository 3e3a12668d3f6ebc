import Foundation

/// The outlets UIKit's own views declare, which documents connect without any registration:
/// a table's `dataSource` and `delegate` set to its controller, a text field's `delegate`.
///
/// A connection whose destination is of a class Designable does not have (the app's own
/// controller, decoded as `UIViewController`) cannot be made; the loader reports it as an
/// outlet left unconnected rather than a type mismatch, since on iOS that class conforms.
enum StandardOutlets {
    static func declare(in registry: DesignableRegistry) {
        registry.extend(UITableView.self, isStandard: true) {
            $0.outlet("dataSource", \.dataSource).outlet("delegate", \.delegate)
        }
        registry.extend(UICollectionView.self, isStandard: true) {
            $0.outlet("dataSource", \.dataSource).outlet("delegate", \.delegate)
        }
        registry.extend(UITextField.self, isStandard: true) { $0.outlet("delegate", \.delegate) }
        registry.extend(UITextView.self, isStandard: true) { $0.outlet("delegate", \.delegate) }
        registry.extend(UITabBar.self, isStandard: true) { $0.outlet("delegate", \.delegate) }
    }
}
