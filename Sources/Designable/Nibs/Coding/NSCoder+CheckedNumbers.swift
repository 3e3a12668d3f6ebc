import Foundation

// Numbers the range controls read from a document. Interface Builder writes them as attribute
// text (`value="0.7"`, `numberOfPages="3"`); text that is not a finite number is reported as
// an error naming the file, the line of the element and the key, rather than read as 0, so a
// hand-edited document fails where it is wrong.
extension NSCoder {
    /// The number stored for `key`, or `nil` when there is none or it is not a finite number
    /// (which a document coder reports as an error).
    func decodedNumber(_ key: String) -> Double? {
        guard let document = self as? IBDocumentCoder else { return decodedCGFloat(key).map(Double.init) }
        guard document.containsValue(forKey: key) else { return nil }
        guard let text = document.decodeObject(forKey: key) as? String else { return document.decodeDouble(forKey: key) }
        guard let number = Double(text), number.isFinite else {
            document.session.report(.valueTypeMismatch, line: document.object.line, object: document.object,
                                    "<\(document.object.element)> \(key)=\"\(text)\" is not a number; \(key) is left at its default")
            return nil
        }
        return number
    }

    /// The whole number stored for `key`, rounded towards zero; `nil` as for ``decodedNumber(_:)``.
    func decodedWholeNumber(_ key: String) -> Int? {
        decodedNumber(key).flatMap { Int(exactly: $0.rounded(.towardZero)) }
    }
}
