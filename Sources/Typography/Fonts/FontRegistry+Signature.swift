import Foundation

extension FontRegistry {
    /// The faces the system font resolves to, as `PostScriptName/glyphCount` joined by commas
    /// (`DejaVuSans/6253,DejaVuSans-Bold/6164`), or `none` when no system font can be found.
    ///
    /// References are stamped with it, so a failure on a machine whose fonts differ from the
    /// recording machine's can say so: the glyph count tells two versions of a family apart.
    /// It has no spaces, so it fits a `key=value` field.
    public var systemFontSignature: String {
        var names: [String] = []
        for weight in [FontWeight.regular, .bold] {
            guard let face = try? systemFace(weight: weight) else { continue }
            let entry = "\(face.postScriptName)/\(face.glyphCount)".replacingOccurrences(of: " ", with: "_")
            if !names.contains(entry) { names.append(entry) }
        }
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
