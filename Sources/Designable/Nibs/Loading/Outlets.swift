import Foundation
import InterfaceBuilder

extension NibDecoder {
    /// Connects an object's outlets to their destinations, through the outlets its class
    /// declares (see ``DesignableDeclarations/outlet(_:_:)``).
    ///
    /// An outlet a registered class (or a registered File's Owner) does not declare is an
    /// error, as UIKit's key-value coding would raise; on any other object it is a warning.
    /// Outlets of File's Owner are skipped quietly when no owner was given, as UIKit does.
    func connectOutlets(of object: IBObject) {
        connectOutletCollections(of: object)
        let outlets = object.outlets
        guard !outlets.isEmpty, let source = objects[object.id] else { return }
        let name = className(of: object, source)
        let declared = registry.outlets(for: source)
        for outlet in outlets {
            guard let destination = objects[outlet.destination] else {
                report(.outletNotConnected, line: outlet.line, object: object,
                       "outlet '\(outlet.property)' of \(name) is not connected: its destination \(outlet.destination) is not a view Designable decodes")
                continue
            }
            guard let property = declared[outlet.property] else {
                let hint = DidYouMean.suggestion(for: outlet.property, among: declared.keys).map { " Did you mean '\($0)'?" } ?? ""
                if isRegistered(object) {
                    report(.unknownKey, line: outlet.line, object: object,
                           "\(name) is not key value coding-compliant for the key '\(outlet.property)'.\(hint) "
                           + "Declare the outlet: $0.outlet(\"\(outlet.property)\", \\.\(outlet.property))")
                } else {
                    report(.outletNotConnected, line: outlet.line, object: object,
                           "outlet '\(outlet.property)' of \(name) is not connected: \(name) declares no such outlet.\(hint)")
                }
                continue
            }
            if !property.connect(source, destination) {
                if let unknown = unknownClass(of: outlet.destination) {
                    // The app's own class, decoded as its UIKit base: on iOS it has the type.
                    report(.outletNotConnected, line: outlet.line, object: object,
                           "outlet '\(outlet.property)' of \(name) is not connected: its destination is a \(unknown), which nobody registered, "
                           + "decoded as \(String(describing: type(of: destination))), which is not \(property.typeName)")
                    continue
                }
                report(.outletTypeMismatch, line: outlet.line, object: object,
                       "outlet '\(outlet.property)' of \(name) is \(property.typeName), but the document connects a \(String(describing: type(of: destination)))")
            }
        }
    }

    /// The custom class the document gives the object `id` when no class of that name is
    /// registered, as a view or as a controller.
    private func unknownClass(of id: String) -> String? {
        guard let object = document.object(withID: id), let custom = object.customClass,
              registry.designableClass(named: custom, module: object.customModule) == nil,
              registry.controllerClass(named: custom, module: object.customModule) == nil else { return nil }
        return custom
    }

    /// Fills each outlet collection with its connections' destinations, in document order.
    private func connectOutletCollections(of object: IBObject) {
        let connections = object.outletCollections
        guard !connections.isEmpty, let source = objects[object.id] else { return }
        let name = className(of: object, source)
        let declared = registry.outletCollections(for: source)
        var order: [String] = []
        var destinations: [String: [AnyObject]] = [:]
        for connection in connections {
            if destinations[connection.property] == nil { order.append(connection.property) }
            guard let destination = objects[connection.destination] else {
                report(.outletNotConnected, line: connection.line, object: object,
                       "outlet collection '\(connection.property)' of \(name) leaves out \(connection.destination), which is not a view Designable decodes")
                destinations[connection.property, default: []] += []
                continue
            }
            destinations[connection.property, default: []].append(destination)
        }
        for property in order {
            let line = connections.first { $0.property == property }!.line
            guard let collection = declared[property] else {
                report(isRegistered(object) ? .unknownKey : .outletNotConnected, line: line, object: object,
                       "\(name) declares no outlet collection '\(property)'. Declare it: $0.outletCollection(\"\(property)\", \\.\(property))")
                continue
            }
            if !collection.connect(source, destinations[property] ?? []) {
                report(.outletTypeMismatch, line: line, object: object,
                       "outlet collection '\(property)' of \(name) holds \(collection.elementTypeName), but the document connects other objects")
            }
        }
    }
}
