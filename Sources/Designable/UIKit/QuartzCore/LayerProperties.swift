import Foundation
import Raster

/// `CALayer`'s animatable properties by name, the names animations' key paths use:
/// `opacity`, `position`, `bounds.size.width`, `transform.rotation.z`, `backgroundColor`…
///
/// Key paths with a field (`position.x`, `bounds.size`, `shadowOffset.height`,
/// `transform.scale`) read and write part of a structure, as Core Animation's key-path
/// extensions for structure fields do.
enum LayerProperties {
    /// The value of the base `CALayer` property `key` (a single name, no dots), or `nil`.
    static func value(_ layer: CALayer, _ key: String) -> AnimatableValue? {
        switch key {
        case "bounds": .rect(layer.bounds.raster)
        case "position": .point(layer.position.raster)
        case "zPosition": .number(Double(layer.zPosition))
        case "anchorPoint": .point(layer.anchorPoint.raster)
        case "anchorPointZ": .number(Double(layer.anchorPointZ))
        case "transform": .transform(layer.transform)
        case "sublayerTransform": .transform(layer.sublayerTransform)
        case "opacity": .number(Double(layer.opacity))
        case "hidden", "isHidden": .number(layer.isHidden ? 1 : 0)
        case "masksToBounds": .number(layer.masksToBounds ? 1 : 0)
        case "doubleSided", "isDoubleSided": .number(layer.isDoubleSided ? 1 : 0)
        case "backgroundColor": layer.backgroundColor.map { .color($0.color) } ?? .discrete(nil)
        case "cornerRadius": .number(Double(layer.cornerRadius))
        case "borderWidth": .number(Double(layer.borderWidth))
        case "borderColor": layer.borderColor.map { .color($0.color) } ?? .discrete(nil)
        case "shadowColor": layer.shadowColor.map { .color($0.color) } ?? .discrete(nil)
        case "shadowOpacity": .number(Double(layer.shadowOpacity))
        case "shadowOffset": .size(layer.shadowOffset.raster)
        case "shadowRadius": .number(Double(layer.shadowRadius))
        case "shadowPath": layer.shadowPath.map { .path($0.path) } ?? .discrete(nil)
        case "contents": .discrete(layer.contents)
        case "contentsRect": .rect(layer.contentsRect.raster)
        default: nil
        }
    }

    /// Sets the base property `key` from `value`; false when the key is not one, or the value
    /// is of the wrong kind.
    static func set(_ layer: CALayer, _ key: String, _ value: AnimatableValue) -> Bool {
        func number(_ apply: (Double) -> Void) -> Bool {
            guard let d = value.scalar else { return false }
            apply(d)
            return true
        }
        switch key {
        case "bounds": if case .rect(let r) = value { layer.bounds = CGRect(r); return true }
        case "position": if let p = point(value) { layer.position = p; return true }
        case "zPosition": return number { layer.zPosition = CGFloat($0) }
        case "anchorPoint": if let p = point(value) { layer.anchorPoint = p; return true }
        case "anchorPointZ": return number { layer.anchorPointZ = CGFloat($0) }
        case "transform": if case .transform(let t) = value { layer.transform = t; return true }
        case "sublayerTransform": if case .transform(let t) = value { layer.sublayerTransform = t; return true }
        case "opacity": return number { layer.opacity = Float($0) }
        case "hidden", "isHidden": return number { layer.isHidden = $0 != 0 }
        case "masksToBounds": return number { layer.masksToBounds = $0 != 0 }
        case "doubleSided", "isDoubleSided": return number { layer.isDoubleSided = $0 != 0 }
        case "backgroundColor": return color(value) { layer.backgroundColor = $0 }
        case "cornerRadius": return number { layer.cornerRadius = CGFloat($0) }
        case "borderWidth": return number { layer.borderWidth = CGFloat($0) }
        case "borderColor": return color(value) { layer.borderColor = $0 }
        case "shadowColor": return color(value) { layer.shadowColor = $0 }
        case "shadowOpacity": return number { layer.shadowOpacity = Float($0) }
        case "shadowOffset": if let s = size(value) { layer.shadowOffset = s; return true }
        case "shadowRadius": return number { layer.shadowRadius = CGFloat($0) }
        case "shadowPath": return path(value) { layer.shadowPath = $0 }
        case "contents": if case .discrete(let v) = value { layer.contents = v; return true }
        case "contentsRect": if case .rect(let r) = value { layer.contentsRect = CGRect(r); return true }
        default: break
        }
        return false
    }

    // MARK: Conversions shared by the subclasses' properties

    static func point(_ v: AnimatableValue) -> CGPoint? {
        switch v {
        case .point(let p): CGPoint(p)
        case .size(let s): CGPoint(x: s.width, y: s.height)
        default: nil
        }
    }

    static func size(_ v: AnimatableValue) -> CGSize? {
        switch v {
        case .size(let s): CGSize(s)
        case .point(let p): CGSize(width: p.x, height: p.y)
        default: nil
        }
    }

    static func color(_ v: AnimatableValue, _ apply: (CGColor?) -> Void) -> Bool {
        switch v {
        case .color(let c): apply(CGColor(c)); return true
        case .discrete(let d) where d == nil: apply(nil); return true
        case .discrete(let d as CGColor): apply(d); return true
        default: return false
        }
    }

    static func path(_ v: AnimatableValue, _ apply: (CGPath?) -> Void) -> Bool {
        switch v {
        case .path(let p): apply(CGPath(path: p)); return true
        case .discrete(let d) where d == nil: apply(nil); return true
        default: return false
        }
    }

    // MARK: Fields of structures

    /// Reads a key path: a property, or a field of one (`position.x`, `transform.scale`).
    static func value(_ layer: CALayer, keyPath: String) -> AnimatableValue? {
        let (head, field) = split(keyPath)
        guard let whole = layer.animatableValue(forKey: head) else { return nil }
        guard let field else { return whole }
        return fieldValue(whole, field)
    }

    /// Writes a key path: a property, or a field of one, keeping the structure's other fields.
    @discardableResult
    static func set(_ layer: CALayer, keyPath: String, _ value: AnimatableValue) -> Bool {
        let (head, field) = split(keyPath)
        guard let field else { return layer.setAnimatableValue(value, forKey: head) }
        guard let whole = layer.animatableValue(forKey: head), let updated = settingField(whole, field, value) else { return false }
        return layer.setAnimatableValue(updated, forKey: head)
    }

    private static func split(_ keyPath: String) -> (String, String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    private static func fieldValue(_ whole: AnimatableValue, _ field: String) -> AnimatableValue? {
        switch whole {
        case .point(let p):
            switch field { case "x": return .number(p.x); case "y": return .number(p.y); default: return nil }
        case .size(let s):
            switch field { case "width": return .number(s.width); case "height": return .number(s.height); default: return nil }
        case .rect(let r):
            switch field {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "origin.x": return .number(r.origin.x)
            case "origin.y": return .number(r.origin.y)
            case "size.width": return .number(r.size.width)
            case "size.height": return .number(r.size.height)
            default: return nil
            }
        case .transform(let t):
            return TransformComponents(t).value(field)
        default:
            return nil
        }
    }

    private static func settingField(_ whole: AnimatableValue, _ field: String, _ value: AnimatableValue) -> AnimatableValue? {
        switch whole {
        case .point(var p):
            guard let d = value.scalar else { return nil }
            switch field { case "x": p.x = d; case "y": p.y = d; default: return nil }
            return .point(p)
        case .size(var s):
            guard let d = value.scalar else { return nil }
            switch field { case "width": s.width = d; case "height": s.height = d; default: return nil }
            return .size(s)
        case .rect(var r):
            switch (field, value) {
            case ("origin", .point(let p)): r.origin = p
            case ("size", .size(let s)): r.size = s
            case ("origin.x", .number(let d)): r.origin.x = d
            case ("origin.y", .number(let d)): r.origin.y = d
            case ("size.width", .number(let d)): r.size.width = d
            case ("size.height", .number(let d)): r.size.height = d
            default: return nil
            }
            return .rect(r)
        case .transform(let t):
            guard TransformComponents.fieldNames.contains(field) else { return nil }
            var c = TransformComponents(t)
            c.set(field, value)
            return .transform(c.transform)
        default:
            return nil
        }
    }
}
