import Foundation

/// A keyed coder over a dictionary: the smallest `NSCoder` a view can be decoded from, standing
/// in for the Interface Builder coder in these tests.
final class DictionaryCoder: NSCoder {
    private let values: [String: Any]

    init(_ values: [String: Any]) { self.values = values }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key] }
    override func decodeDouble(forKey key: String) -> Double { (values[key] as? Double) ?? Double(values[key] as? Int ?? 0) }
    override func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
    override func decodeInteger(forKey key: String) -> Int { values[key] as? Int ?? 0 }
}
