import Foundation
import Typography

/// A font face read from a font file, as Core Graphics' `CGFont`: what apps hand to
/// `CTFontManagerRegisterGraphicsFont` to use a font bundled with them.
///
/// Differs from Core Graphics on purpose: only TrueType outlines (`.ttf`, `.ttc`, and `.otf`
/// files with TrueType outlines) are read, as Designable draws text with its own TrueType
/// rasterizer; a file of PostScript (CFF) outlines gives `nil`, as an unreadable file does.
public final class CGFont {
    let face: FontFace

    /// The first face of the font file `provider` holds; `nil` when it is not a TrueType font.
    public init?(_ provider: CGDataProvider) {
        guard let face = (try? FontFace.faces(in: [UInt8](provider.data), fileName: "CGDataProvider data"))?.first else { return nil }
        self.face = face
    }

    /// The face with this PostScript or full name among the fonts registered so far.
    public init?(_ name: CFString) {
        guard let face = FontRegistry.shared.face(named: name as String) else { return nil }
        self.face = face
    }

    /// The face's PostScript name, the name `UIFont(name:size:)` takes.
    public var postScriptName: CFString? { face.postScriptName as CFString }
    /// The face's full name.
    public var fullName: CFString? { face.fullName as CFString }
    /// Design units per em square.
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }
}
