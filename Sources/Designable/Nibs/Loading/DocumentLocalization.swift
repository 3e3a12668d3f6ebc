import Foundation
import InterfaceBuilder

/// A document's user-visible strings in ``Localization/current``, as iOS loads a localized
/// storyboard or XIB: `Base.lproj/Main.storyboard` takes its translations from
/// `<language>.lproj/Main.strings` beside `Base.lproj`, whose keys are an object's id and a
/// property (`"abc-12-def.text" = "Hola";`, `"btn-1.normalTitle"`, `"fld-2.placeholder"`).
/// A document outside a `.lproj` folder looks in `<language>.lproj/` next to it.
///
/// In the pseudo-locale every label text, placeholder and button title is pseudo-localized,
/// translated or not.
enum DocumentLocalization {
    /// `document` with its strings for `localization`; unchanged in the development language.
    static func localized(_ document: IBDocument, at url: URL, localization: Localization = .current) -> IBDocument {
        guard localization != .development else { return document }
        var table: [String: String] = [:]
        if let language = localization.language {
            for code in LocalizedTables.candidates(language).reversed() {
                if let entries = LocalizedTables.shared.entries(of: stringsURL(for: url, language: code)) {
                    table.merge(entries) { _, new in new }
                }
            }
        }
        func translate(_ id: String, _ property: String, _ text: String) -> String {
            let found = table["\(id).\(property)"] ?? text
            return localization.isPseudo ? Localization.pseudolocalize(found) : found
        }
        func localize(_ object: IBObject) -> IBObject {
            var o = object
            for key in ["text", "placeholder", "title"] {
                if let v = o.attributes[key] { o.attributes[key] = translate(o.id, key, v) }
                if let v = o.strings[key] { o.strings[key] = translate(o.id, key, v) }
            }
            for i in o.states.indices {
                if let t = o.states[i].title { o.states[i].title = translate(o.id, "\(o.states[i].key)Title", t) }
            }
            o.subviews = o.subviews.map(localize)
            o.children = o.children.map(localize)
            return o
        }
        var localized = document
        localized.objects = localized.objects.map(localize)
        for i in localized.scenes.indices { localized.scenes[i].objects = localized.scenes[i].objects.map(localize) }
        return localized
    }

    /// Where the `.strings` of the document at `url` is for `language`.
    static func stringsURL(for url: URL, language: String) -> URL {
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent + ".strings"
        let root = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        return root.appendingPathComponent("\(language).lproj").appendingPathComponent(name)
    }
}
