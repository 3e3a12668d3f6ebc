/// One textual metadata entry: a PNG tEXt chunk when written, any of tEXt, zTXt or iTXt when read.
///
/// Entries are an ordered array rather than a dictionary because a dictionary's iteration order
/// changes from run to run, and the encoder promises identical bytes for identical input.
public struct PNGText: Hashable, Sendable, CustomStringConvertible {
    /// The keyword: 1 to 79 printable Latin-1 characters with no leading, trailing or double spaces.
    public var key: String
    /// The text. tEXt holds Latin-1 only, and no NUL characters.
    public var value: String

    /// An entry of `key` and `value`, checked only when encoded: ``PNG/encode(_:text:)`` throws
    /// ``PNGError/invalidText(key:reason:)`` for one a tEXt chunk cannot hold.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }

    /// `key=value`, for messages.
    public var description: String { "\(key)=\(value)" }
}

extension PNGText {
    /// The key and value as NUL-terminated Latin-1, or the reason the PNG specification forbids them.
    func latin1CStrings() throws(PNGError) -> (key: [CChar], value: [CChar]) {
        guard let keyBytes = PNGText.latin1(key) else {
            throw .invalidText(key: key, reason: "the keyword has characters outside Latin-1")
        }
        guard (1...79).contains(keyBytes.count) else {
            throw .invalidText(key: key, reason: "the keyword must be 1 to 79 characters, not \(keyBytes.count)")
        }
        // libpng would quietly rewrite such keywords; refusing keeps what is read back equal to what was written.
        guard keyBytes.allSatisfy({ (32...126).contains($0) || $0 >= 161 }) else {
            throw .invalidText(key: key, reason: "the keyword may hold only printable Latin-1 characters")
        }
        guard keyBytes.first != 32, keyBytes.last != 32, !zip(keyBytes, keyBytes.dropFirst()).contains(where: { $0 == 32 && $1 == 32 }) else {
            throw .invalidText(key: key, reason: "the keyword may not start or end with a space or hold two in a row")
        }
        guard let valueBytes = PNGText.latin1(value) else {
            throw .invalidText(key: key, reason: "the value has characters outside Latin-1, which tEXt cannot hold")
        }
        guard !valueBytes.contains(0) else {
            throw .invalidText(key: key, reason: "the value contains a NUL character")
        }
        return (keyBytes.map { CChar(bitPattern: $0) } + [0], valueBytes.map { CChar(bitPattern: $0) } + [0])
    }

    static func latin1(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.unicodeScalars.count)
        for scalar in string.unicodeScalars {
            guard scalar.value <= 0xFF else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    static func fromLatin1(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }
}
