import Foundation
import Typography

/// How widely a font registration applies, as Core Text's `CTFontManagerScope`. Every scope
/// registers the font for the running process, the only one there is here.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// For this process.
    case process = 1
    /// For the user, across launches (here: the process).
    case persistent = 2
    /// For the login session (here: the process).
    case session = 3
}

/// Why a registration failed, as Core Text's `CTFontManagerError` codes, in
/// ``kCTFontManagerErrorDomain``.
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file is not a font this renderer reads.
    case unrecognizedFormat = 103
    /// The font's data is damaged.
    case invalidFontData = 104
    /// A font with the same PostScript name is already registered.
    case alreadyRegistered = 105
}

/// The error domain of font registration errors, as Core Text's.
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" as CFString }

/// Registers `font` so that `UIFont(name:size:)` finds it by its PostScript, full or family
/// name, as Core Text does for a font an app loads from its bundle.
///
/// Returns `false`, with the error in `error` if given, when a font with the same PostScript
/// name is already registered (``CTFontManagerError/alreadyRegistered``), as Core Text does;
/// apps that register in every `init` rely on that being harmless.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let name = font.face.postScriptName
    if FontRegistry.shared.registeredFaces.contains(where: { $0.postScriptName == name }) {
        fontManagerFailure(.alreadyRegistered, "The font \(name) is already registered.", error)
        return false
    }
    FontRegistry.shared.register([font.face])
    return true
}

/// Registers every face of the font file at `fontURL`, as Core Text does for a font an app
/// bundles; `scope` is accepted as given, as there is only this process.
///
/// Returns `false`, with the error in `error` if given, when the file is missing
/// (``CTFontManagerError/fileNotFound``), is not a TrueType font
/// (``CTFontManagerError/unrecognizedFormat``; see ``CGFont``), or is already registered.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let path = fontURL.path, FileManager.default.fileExists(atPath: path) else {
        fontManagerFailure(.fileNotFound, "No font file at \(fontURL.path ?? "\(fontURL)").", error)
        return false
    }
    guard let data = FileManager.default.contents(atPath: path),
          let faces = try? FontFace.faces(in: [UInt8](data), fileName: (path as NSString).lastPathComponent), !faces.isEmpty else {
        fontManagerFailure(.unrecognizedFormat, "\(path) is not a TrueType font.", error)
        return false
    }
    let registered = Set(FontRegistry.shared.registeredFaces.map(\.postScriptName))
    if faces.allSatisfy({ registered.contains($0.postScriptName) }) {
        fontManagerFailure(.alreadyRegistered, "The fonts in \(path) are already registered.", error)
        return false
    }
    FontRegistry.shared.register(faces.filter { !registered.contains($0.postScriptName) })
    return true
}

private func fontManagerFailure(_ code: CTFontManagerError, _ description: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue,
                                                    userInfo: [NSLocalizedDescriptionKey: description]))
}
