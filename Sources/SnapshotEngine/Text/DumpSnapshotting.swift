import Foundation
import Locking

extension Snapshotting where Format == String {
    /// Compares a textual dump of any value: its type, stored properties and elements, nested,
    /// in swift-snapshot-testing's format, so its `.dump` references keep matching.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .dump)
    /// ```
    /// ```text
    /// ▿ User
    ///   - bio: "Blobbed around the world."
    ///   - id: 1
    ///   - name: "Blobby"
    /// ```
    ///
    /// Unlike `Swift.dump`, it prints no addresses, and sorts dictionaries, sets and each
    /// value's properties, so the text never changes with hashing's random seed. A type
    /// chooses its own line by conforming to ``AnySnapshotStringConvertible``.
    public static var dump: Snapshotting {
        Snapshotting<String, String>.lines.pullback { ValueDump.text(of: $0) }
    }
}

/// A type with its own line in `.dump`.
///
/// ```swift
/// extension Money: AnySnapshotStringConvertible {
///     var snapshotDescription: String { "\(amount) \(currency)" }
/// }
/// ```
public protocol AnySnapshotStringConvertible {
    /// Whether the value's children are dumped beneath its line; `false` by default.
    static var renderChildren: Bool { get }
    /// The value's line in the dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    /// No children beneath the line.
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    /// The character quoted, as in Swift source.
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    /// Its size, such as `4 bytes`.
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// ISO 8601 in UTC, such as `2024-05-01T12:00:00Z`, the same in every time zone.
    public var snapshotDescription: String { ValueDump.dateFormatter.withLock { $0.string(from: self) } }
}

extension NSObject: AnySnapshotStringConvertible {
    /// Its debug description without memory addresses.
    public var snapshotDescription: String { ValueDump.withoutAddresses(debugDescription) }
}

extension String: AnySnapshotStringConvertible {
    /// The string quoted and escaped, as in Swift source.
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    /// The substring quoted and escaped, as in Swift source.
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    /// The URL's text.
    public var snapshotDescription: String { debugDescription }
}

/// The `.dump` text of a value, built from its `Mirror`: a `▿` line for a value with
/// children and a `- ` line for one without, two spaces of indent per level.
enum ValueDump {
    static func text(of value: Any) -> String {
        var visited = Set<ObjectIdentifier>()
        return write(value, name: nil, indent: 0, visited: &visited)
    }

    private static func write(_ value: Any, name: String?, indent: Int, visited: inout Set<ObjectIdentifier>) -> String {
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let bullet = children.isEmpty ? "-" : "▿"
        let prefix = String(repeating: " ", count: indent) + bullet + " " + (name.map { "\($0): " } ?? "")
        let count = children.count
        let header: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            header = count == 1 ? "1 element" : "\(count) elements"
        case (_, .dictionary?):
            header = count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
            children = sorted(children, visited: visited)
        case (_, .set?):
            header = count == 1 ? "1 member" : "\(count) members"
            children = sorted(children, visited: visited)
        case (_, .tuple?):
            header = count == 1 ? "(1 element)" : "(\(count) elements)"
        case (_, .optional?):
            header = typeName(mirror.subjectType) + (count == 0 ? ".none" : "")
        case (let convertible as AnySnapshotStringConvertible, _) where type(of: convertible).renderChildren:
            header = convertible.snapshotDescription
        case (let convertible as AnySnapshotStringConvertible, _):
            return String(repeating: " ", count: indent) + "- " + (name.map { "\($0): " } ?? "") + convertible.snapshotDescription + "\n"
        case (let convertible as CustomStringConvertible, _):
            header = convertible.description
        case (let object as AnyObject, .class?):
            let id = ObjectIdentifier(object)
            if visited.contains(id) {
                return String(repeating: " ", count: indent) + bullet + " " + (name ?? "value") + " (circular reference detected)\n"
            }
            visited.insert(id)
            header = typeName(mirror.subjectType)
            children = sorted(children, visited: visited)
        case (_, .struct?):
            header = typeName(mirror.subjectType)
            children = sorted(children, visited: visited)
        case (_, .enum?):
            header = typeName(mirror.subjectType) + (count == 0 ? ".\(value)" : "")
        default:
            header = String(describing: value)
        }
        var text = prefix + header + "\n"
        for child in children {
            // Each child continues from the parent's visited set, so siblings may share an object.
            var branch = visited
            text += write(child.value, name: child.label, indent: indent + 2, visited: &branch)
        }
        return text
    }

    /// Children in the order of their own dumps (the label first), independent of hashing.
    private static func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children.map { child -> (Mirror.Child, String) in
            var branch = visited
            return (child, write(child as Any, name: nil, indent: 0, visited: &branch))
        }
        .sorted { $0.1 < $1.1 }
        .map(\.0)
    }

    /// The type's name without the ` #1` Swift gives local types.
    private static func typeName(_ type: Any.Type) -> String {
        String(describing: type).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    /// `text` without `0x…` addresses (and the colon or space before them).
    static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    /// One formatter for every dump: creating a `DateFormatter` is costly, and using one from
    /// several threads at once is not safe.
    static let dateFormatter = Locked<DateFormatter>({
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(abbreviation: "UTC")
        return formatter
    }())
}
