import InterfaceBuilder

extension DesignableRegistry {
    /// The custom classes `document` names, for the objects the loader makes from a registered
    /// class (views, view controllers, collection view layouts), that this registry does not
    /// know, sorted: classes nobody compiled, which load as their UIKit class.
    ///
    /// The loader warns only of unknown views and layouts, and decodes an unknown view controller
    /// quietly as `UIViewController`; a report of what a codebase lacks names them all.
    /// Placeholders (File's Owner, First Responder) are left out: the document does not make them.
    package func unknownClasses(in document: IBDocument) -> [String] {
        var names: Set<String> = []
        for object in document.allObjects {
            guard let name = object.customClass else { continue }
            let known: Bool
            if StandardElementClass.controllers.contains(object.element) {
                known = controllerClass(named: name, module: object.customModule) != nil
            } else if StandardElementClass.viewClass(for: object.element) != nil {
                known = designableClass(named: name, module: object.customModule) != nil
            } else if Self.layoutElements.contains(object.element) {
                known = layoutFactory(named: name, module: object.customModule) != nil
            } else {
                continue
            }
            if !known { names.insert(name) }
        }
        return names.sorted()
    }

    private static let layoutElements: Set<String> = ["collectionViewFlowLayout", "collectionViewLayout"]
}
