import Foundation

extension FontRegistry {
    /// The open face drawn for the iOS face `face` (see ``IOSFontCatalog``), found in
    /// `DESIGNABLE_FONT_PATH` or the standard font folders (see `installedFontFile(_:)`) and
    /// registered the first time.
    ///
    /// - Throws: ``FontError/substituteNotInstalled(name:file:package:triedPaths:)`` naming
    ///   the package to install when the file is on none of the paths.
    public func substitute(for face: IOSFontCatalog.Face) throws(FontError) -> FontFace {
        let (path, tried) = installedFontFile(face.file)
        guard let path else {
            throw .substituteNotInstalled(name: face.postScriptName, file: face.file, package: face.package, triedPaths: tried)
        }
        let faces = try register(contentsOf: URL(fileURLWithPath: path))
        guard face.index < faces.count else { throw .faceIndexOutOfRange(file: path, index: face.index, count: faces.count) }
        return faces[face.index]
    }
}

extension FontRegistry {
    /// The faces text falls back to for characters its font lacks (see `FontFallback`): DejaVu
    /// Sans (bold for bold text) for symbols and the scripts it covers, then WenQuanYi Micro
    /// Hei for Chinese, Japanese and Korean. Faces that are not installed are left out.
    /// They are looked for once, until ``locator`` changes: text needing them asks on every layout.
    public func fallbackFaces(bold: Bool) -> [FontFace] {
        cachedFallbackFaces(bold: bold) {
            let cjk = try? substitute(for: IOSFontCatalog.Face(postScriptName: "PingFangSC-Regular", file: "wqy-microhei.ttc"))
            let system = (bold ? ["DejaVuSans-Bold", "DejaVuSans"] : ["DejaVuSans"]).compactMap { face(named: $0) }
            return system + (cjk.map { [$0] } ?? [])
        }
    }
}
