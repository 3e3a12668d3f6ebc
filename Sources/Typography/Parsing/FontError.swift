/// Why a font could not be loaded, found or used.
///
/// Every parsing error names the file and the table, so a user who bundles a broken font
/// can tell which file to replace and a font engineer can tell where to look.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A table's bytes contradict the format: out-of-range offsets, truncated data, impossible counts.
    case malformed(file: String, table: String, reason: String)
    /// A table that TrueType rendering needs is absent.
    case missingTable(file: String, table: String)
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// A collection was asked for a face it does not have.
    case faceIndexOutOfRange(file: String, index: Int, count: Int)
    /// No registered face has this PostScript, full or family name.
    case fontNotFound(name: String)
    /// The default fonts were not found in any standard location.
    case defaultFontNotFound(triedPaths: [String])
    /// The open face that stands in for the iOS font `name` is not installed.
    case substituteNotInstalled(name: String, file: String, package: String, triedPaths: [String])

    public var description: String {
        switch self {
        case let .malformed(file, table, reason):
            "font file \(file): malformed '\(table)' table: \(reason)"
        case let .missingTable(file, table):
            "font file \(file): required table '\(table)' is missing"
        case let .unreadable(file, reason):
            "font file \(file) could not be read: \(reason)"
        case let .faceIndexOutOfRange(file, index, count):
            "font file \(file): face index \(index) is out of range; the file has \(count) face(s)"
        case let .fontNotFound(name):
            "no registered font is named '\(name)' (PostScript, full or family name)"
        case let .substituteNotInstalled(name, file, package, paths):
            "the iOS font '\(name)' is drawn with \(file), which was not found. Tried:\n" + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nInstall it (Debian/Ubuntu: `apt-get install \(package)`), or put \(file) in the folder DESIGNABLE_FONT_PATH names."
        case let .defaultFontNotFound(paths):
            "DejaVu Sans was not found. Tried:\n" + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nInstall it (Debian/Ubuntu: `apt-get install fonts-dejavu-core`; Fedora: `dnf install dejavu-sans-fonts`;"
                + " Arch: `pacman -S ttf-dejavu`; Homebrew: `brew install --cask font-dejavu`),"
                + " or set DESIGNABLE_FONT_PATH to a directory or .ttf file."
        }
    }
}
