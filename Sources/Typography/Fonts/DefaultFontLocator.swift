import Foundation

/// Finds DejaVu Sans and DejaVu Sans Bold on the machine: the faces characters fall back to,
/// and the system font when Inter is not installed.
///
/// The order is: the `DESIGNABLE_FONT_PATH` environment variable (a directory holding the
/// DejaVu files, or one `.ttf`/`.ttc` file used for every weight), then the standard DejaVu
/// locations of Debian/Ubuntu, Fedora, Arch, Homebrew and macOS. The first directory holding
/// `DejaVuSans.ttf` wins, so regular and bold always come from the same installation.
public struct DefaultFontLocator: Sendable {
    public static let environmentVariable = "DESIGNABLE_FONT_PATH"
    public static let regularFileName = "DejaVuSans.ttf"
    public static let boldFileName = "DejaVuSans-Bold.ttf"

    /// Standard directories, most common first.
    public static let standardDirectories = [
        "/usr/share/fonts/truetype/dejavu",     // Debian, Ubuntu (fonts-dejavu-core)
        "/usr/share/fonts/dejavu-sans-fonts",   // Fedora 36+
        "/usr/share/fonts/dejavu",              // older Fedora, openSUSE
        "/usr/share/fonts/TTF",                 // Arch (ttf-dejavu)
        "/usr/share/fonts/truetype",            // flat installs
        "/usr/local/share/fonts",               // manual installs, FreeBSD
        "/opt/homebrew/share/fonts",            // Homebrew on Apple silicon
        "/usr/local/share/fonts/dejavu",
        "/Library/Fonts",                       // macOS, Homebrew casks
        "~/Library/Fonts",
        "~/.local/share/fonts",
        "~/.fonts",
    ]

    public var environment: [String: String]
    public var directories: [String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                directories: [String] = DefaultFontLocator.standardDirectories) {
        self.environment = environment
        self.directories = directories
    }

    /// The files found: the regular face and, when present, the bold one.
    public struct Result: Hashable, Sendable {
        public var regular: URL
        public var bold: URL?
    }

    /// Finds the fonts, or throws ``FontError/defaultFontNotFound(triedPaths:)`` listing every path tried.
    public func locate() throws(FontError) -> Result {
        let fm = FileManager.default
        var tried: [String] = []
        func exists(_ path: String) -> Bool {
            tried.append(path)
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        func inDirectory(_ dir: String) -> Result? {
            let regular = (dir as NSString).appendingPathComponent(Self.regularFileName)
            guard exists(regular) else { return nil }
            let bold = (dir as NSString).appendingPathComponent(Self.boldFileName)
            return Result(regular: URL(fileURLWithPath: regular), bold: fm.fileExists(atPath: bold) ? URL(fileURLWithPath: bold) : nil)
        }
        if let custom = environment[Self.environmentVariable], !custom.isEmpty {
            let path = expand(custom)
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                tried.append(path)
                return Result(regular: URL(fileURLWithPath: path), bold: nil)
            }
            if let found = inDirectory(path) { return found }
        }
        for dir in directories {
            if let found = inDirectory(expand(dir)) { return found }
        }
        throw .defaultFontNotFound(triedPaths: tried)
    }

    private func expand(_ path: String) -> String {
        guard path.hasPrefix("~"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }
}
