import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// Compares the value encoded as JSON, pretty-printed with sorted keys, in a `.json` reference.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .json)
    /// ```
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// Compares the value encoded by `encoder`, in a `.json` reference.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .iso8601
    /// assertSnapshot(of: order, as: .json(encoder))
    /// ```
    ///
    /// A value that cannot be encoded fails the test with the encoder's error, where
    /// swift-snapshot-testing stops the process.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.uncheckedPullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        strategy.pathExtension = "json"
        return strategy
    }

    /// Compares the value encoded as an XML property list, in a `.plist` reference.
    ///
    /// ```swift
    /// assertSnapshot(of: settings, as: .plist)
    /// ```
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// Compares the value encoded by `encoder`, in a `.plist` reference.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.uncheckedPullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        strategy.pathExtension = "plist"
        return strategy
    }
}

extension Snapshotting where Format == String {
    /// Compares any JSON-compatible value (dictionaries, arrays, strings, numbers, `NSNull`),
    /// written by `JSONSerialization`, pretty-printed with sorted keys, in a `.json` reference.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: responseBody)
    /// assertSnapshot(of: object, as: .json)
    /// ```
    public static var json: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (value: Value) in
            guard JSONSerialization.isValidJSONObject(value) else {
                throw JSONSnapshotError(description: "\(type(of: value)) is not a JSON object: use an array or a dictionary of JSON values, or .json on an Encodable value.")
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        }
        strategy.pathExtension = "json"
        return strategy
    }
}

/// Why a value cannot be snapshotted as JSON.
struct JSONSnapshotError: Error, CustomStringConvertible {
    var description: String
}
