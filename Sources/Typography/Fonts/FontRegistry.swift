import Foundation
import Locking

/// The faces that ``Font(name:size:)`` and ``Font/systemFont(ofSize:weight:)`` can use.
///
/// Apps register their bundled `.ttf`/`.ttc` files here, from a URL or from Data, and then use
/// them by PostScript, full or family name, as with `UIFont(name:size:)`. The system font's Inter
/// faces (see ``SystemFontFaces``) and the DejaVu faces text falls back to are found and
/// loaded the first time they are needed (see ``DefaultFontLocator``). Each file is parsed once; fonts of every size share the face.
///
/// All methods are safe to call from any thread: one lock guards the registry's state.
public final class FontRegistry: @unchecked Sendable {
    /// The registry the `Font` conveniences use.
    public static let shared = FontRegistry()

    private struct State {
        var faces: [FontFace] = []
        var facesByPath: [String: [FontFace]] = [:]
        var defaultsLoaded = false
        var defaultError: FontError?
        var systemFontFaces = SystemFontFaces.inter
        var interMissingNoted = false
        /// Font files looked for and not found, with the paths tried, so a missing Inter or
        /// fallback face is not looked for again on every lookup.
        var missingFiles: [String: [String]] = [:]
        /// ``fallbackFaces(bold:)``, by boldness, once found.
        var fallbackFaces: [Bool: [FontFace]] = [:]
        var locator: DefaultFontLocator
    }

    private let state: Locked<State>

    public init(locator: DefaultFontLocator = DefaultFontLocator()) {
        state = Locked(State(locator: locator))
    }

    /// Which faces the system font uses; see ``SystemFontFaces``.
    public var systemFontFaces: SystemFontFaces {
        get { state.withLock { $0.systemFontFaces } }
        set { state.withLock { $0.systemFontFaces = newValue } }
    }

    /// Where the default fonts are looked for. Changing it lets a later lookup retry.
    public var locator: DefaultFontLocator {
        get { state.withLock { $0.locator } }
        set {
            state.withLock {
                $0.locator = newValue
                $0.defaultsLoaded = false
                $0.defaultError = nil
                $0.missingFiles = [:]
                $0.fallbackFaces = [:]
            }
        }
    }

    /// Every registered face, in registration order.
    public var registeredFaces: [FontFace] {
        state.withLock { $0.faces }
    }

    /// Registers every face of the `.ttf` or `.ttc` at `url` and returns them. Registering the
    /// same file again returns the faces already parsed.
    @discardableResult
    public func register(contentsOf url: URL) throws(FontError) -> [FontFace] {
        let path = url.standardizedFileURL.path
        if let known = state.withLock({ $0.facesByPath[path] }) { return known }
        let parsed = try FontFace.faces(in: try FontFace.read(url), fileName: url.lastPathComponent)
        return state.withLock { state in
            if let known = state.facesByPath[path] { return known }
            state.facesByPath[path] = parsed
            state.faces += parsed
            return parsed
        }
    }

    /// Registers every face of a font file held in memory. `fileName` names it in errors.
    @discardableResult
    public func register(data: Data, fileName: String = "font data") throws(FontError) -> [FontFace] {
        let parsed = try FontFace.faces(in: [UInt8](data), fileName: fileName)
        register(parsed)
        return parsed
    }

    /// Registers faces parsed elsewhere.
    public func register(_ newFaces: [FontFace]) {
        state.withLock { state in state.faces += newFaces.filter { f in !state.faces.contains { $0 === f } } }
    }

    /// The face with this PostScript name, full name or family name, or `nil`.
    ///
    /// Exact matches are tried before case-insensitive ones, and PostScript names before full
    /// names before families. A family name picks its most regular member (not bold, weight
    /// closest to 400). When nothing matches, the default fonts are loaded (if not yet) and
    /// the lookup is repeated, so "DejaVu Sans" works without registering anything.
    public func face(named name: String) -> FontFace? {
        if let f = lookup(name) { return f }
        guard (try? loadDefaultFonts()) != nil else { return nil }
        return lookup(name)
    }

    private func lookup(_ name: String) -> FontFace? {
        let faces = state.withLock { $0.faces }
        for exact in [true, false] {
            func same(_ a: String) -> Bool { exact ? a == name : a.caseInsensitiveCompare(name) == .orderedSame }
            if let f = faces.first(where: { same($0.postScriptName) }) ?? faces.first(where: { same($0.fullName) }) { return f }
            let family = faces.filter { same($0.familyName) }
            if let f = family.min(by: { Self.regularity($0) < Self.regularity($1) }) { return f }
        }
        return nil
    }

    /// Lower is more "regular": upright weight 400 first.
    private static func regularity(_ f: FontFace) -> Int {
        (f.isBold ? 10_000 : 0) + abs(f.weightClass - 400) + (f.styleName.localizedCaseInsensitiveContains("italic") || f.styleName.localizedCaseInsensitiveContains("oblique") ? 1_000 : 0)
    }

    /// The face for the system font at `weight` (and `pointSize`, which picks text or display
    /// faces), loading it if needed.
    ///
    /// - Throws: ``FontError/defaultFontNotFound(triedPaths:)`` when neither the configured face
    ///   is registered nor DejaVu can be found.
    public func systemFace(weight: FontWeight, pointSize: Double = 17) throws(FontError) -> FontFace {
        try systemFaceAndTracking(weight: weight, pointSize: pointSize).face
    }

    /// The system font's face, its tracking in ems and its line metrics: the configured faces',
    /// or none when the faces fell back to DejaVu.
    func systemFaceAndTracking(weight: FontWeight, pointSize: Double) throws(FontError)
        -> (face: FontFace, trackingEm: Double, lineMetrics: Font.LineMetrics?) {
        let names = systemFontFaces
        let wanted = names.name(for: weight, pointSize: pointSize)
        let trackingEm = names.trackingEm(atPointSize: pointSize)
        if let f = lookup(wanted) { return (f, trackingEm, names.lineMetrics) }
        if SystemFontFaces.interFiles.contains(wanted + ".otf"), let f = loadInstalledFile(wanted + ".otf")?.first {
            return (f, trackingEm, names.lineMetrics)
        }
        try loadDefaultFonts()
        if let f = lookup(wanted) { return (f, trackingEm, names.lineMetrics) }
        if names.cuts.contains(where: { $0.text.hasPrefix("Inter-") }) {
            noteInterMissing()
            if let f = lookup(SystemFontFaces.dejaVu.name(for: weight)) ?? lookup(SystemFontFaces.dejaVu.regular) { return (f, 0, nil) }
        }
        if let f = lookup(names.regular) { return (f, 0, nil) }
        throw .fontNotFound(name: wanted)
    }

    /// Where the font file `fileName` is: the first of `DESIGNABLE_FONT_PATH` and the standard
    /// font folders (``IOSFontCatalog/directories``, or the locator's own when it was given
    /// other folders) that holds it, or `nil`; and every path tried. A file not found is not
    /// looked for again until ``locator`` changes.
    func installedFontFile(_ fileName: String) -> (path: String?, tried: [String]) {
        let (locator, missing) = state.withLock { ($0.locator, $0.missingFiles[fileName]) }
        if let missing { return (nil, missing) }
        let environment = locator.environment
        var folders: [String] = []
        if let custom = environment[DefaultFontLocator.environmentVariable], !custom.isEmpty { folders.append(custom) }
        // A locator given its own folders (a test's, a sandbox's) is looked in alone.
        let standard = locator.directories == DefaultFontLocator.standardDirectories
        var tried: [String] = []
        for folder in folders + (standard ? IOSFontCatalog.directories : locator.directories) {
            let expanded = folder.hasPrefix("~") ? (environment["HOME"] ?? "~") + folder.dropFirst() : folder
            let path = (expanded as NSString).appendingPathComponent(fileName)
            tried.append(path)
            if FileManager.default.fileExists(atPath: path) { return (path, tried) }
        }
        state.withLock { $0.missingFiles[fileName] = tried }
        return (nil, tried)
    }

    /// Registers the font file `fileName` found by ``installedFontFile(_:)``; `nil` when it is
    /// not installed or unreadable.
    func loadInstalledFile(_ fileName: String) -> [FontFace]? {
        guard let path = installedFontFile(fileName).path else { return nil }
        return try? register(contentsOf: URL(fileURLWithPath: path))
    }

    /// The faces of ``fallbackFaces(bold:)``, found once per boldness.
    func cachedFallbackFaces(bold: Bool, find: () -> [FontFace]) -> [FontFace] {
        if let known = state.withLock({ $0.fallbackFaces[bold] }) { return known }
        let found = find()
        state.withLock { $0.fallbackFaces[bold] = found }
        return found
    }

    private func noteInterMissing() {
        let first = state.withLock { state in
            defer { state.interMissingNoted = true }
            return !state.interMissingNoted
        }
        guard first else { return }
        let text = "Designable: Inter, the system font's stand-in for San Francisco, is not installed, so text is drawn "
            + "with DejaVu Sans and will not match references recorded with Inter. Install it "
            + "(Debian/Ubuntu: `apt-get install fonts-inter`), or put its .otf files in the folder DESIGNABLE_FONT_PATH names.\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Finds and registers DejaVu Sans (and Bold), once. Later calls rethrow the first failure
    /// until ``locator`` changes.
    public func loadDefaultFonts() throws(FontError) {
        let locator = try state.withLock { state throws(FontError) -> DefaultFontLocator? in
            if state.defaultsLoaded { return nil }
            if let error = state.defaultError { throw error }
            return state.locator
        }
        guard let locator else { return }
        do {
            let found = try locator.locate()
            try register(contentsOf: found.regular)
            if let bold = found.bold { try register(contentsOf: bold) }
            state.withLock { $0.defaultsLoaded = true }
        } catch {
            state.withLock { $0.defaultError = error }
            throw error
        }
    }
}
