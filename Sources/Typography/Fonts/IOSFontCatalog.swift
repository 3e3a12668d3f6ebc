/// The fonts iOS ships, by the PostScript names code asks for, each with the open face drawn in
/// its place.
///
/// Apple's fonts cannot be redistributed, so every iOS face is drawn with a face from a Debian
/// package. Where a metric-compatible clone exists, it has the same advance widths, so text
/// wraps, truncates and sizes as on iOS: Liberation for Arial, Times New Roman and Courier New;
/// URW's base 35 for Helvetica, Courier and Palatino; DejaVu Sans Mono for Menlo, which was
/// drawn from it. Every other family is drawn with the closest open face, named in
/// ``Family/match``: Inter for Avenir and Avenir Next, URW Gothic for Futura, C059 for
/// Georgia and Charter, WenQuanYi Micro Hei for the CJK families, and so on.
///
/// The table holds the iOS 17 families that Latin, CJK and Arabic text use; names iOS lacks
/// are not in it, so `UIFont(name:size:)` returns `nil` for them, as on iOS.
public enum IOSFontCatalog {
    /// How close a substitute is to the iOS face.
    public enum Match: Hashable, Sendable {
        /// The same advance widths and vertical metrics: text lays out as on iOS.
        case metricCompatible
        /// Another design of similar proportions; widths differ.
        case closest
    }

    /// One iOS family and the faces that stand in for its members.
    public struct Family: Hashable, Sendable {
        /// The family name iOS reports, such as `Avenir Next`.
        public let name: String
        /// `(iOS PostScript name, substitute file name)`, the regular face first.
        public let faces: [Face]
        public let match: Match
    }

    /// One iOS face.
    public struct Face: Hashable, Sendable {
        /// Its PostScript name on iOS, such as `AvenirNext-DemiBold`.
        public let postScriptName: String
        /// The substitute's file name, such as `Inter-SemiBold.otf`.
        public let file: String
        /// The face's index in the file, for collections (`.ttc`).
        public let index: Int

        public init(postScriptName: String, file: String, index: Int = 0) {
            self.postScriptName = postScriptName
            self.file = file
            self.index = index
        }

        /// The Debian package that installs ``file``.
        public var package: String {
            if file.hasPrefix("Liberation") { return "fonts-liberation2" }
            if file.hasPrefix("DejaVu") { return file.contains("Oblique") ? "fonts-dejavu-extra" : "fonts-dejavu-core" }
            if file.hasPrefix("Inter") { return "fonts-inter" }
            if file.hasPrefix("wqy") { return "fonts-wqy-microhei" }
            return "fonts-urw-base35"
        }
    }

    /// The family and face iOS has under `name`, a PostScript name or a family name (which
    /// means the family's regular face); exact matches before case-insensitive ones. `nil`
    /// when iOS has no font of that name.
    public static func face(named name: String) -> (family: Family, face: Face)? {
        for exact in [true, false] {
            func same(_ a: String) -> Bool { exact ? a == name : a.caseInsensitiveCompare(name) == .orderedSame }
            for family in families {
                if let face = family.faces.first(where: { same($0.postScriptName) }) { return (family, face) }
                if same(family.name) { return (family, family.faces[0]) }
            }
        }
        return nil
    }

    /// Where the substitute files are looked for, after `DESIGNABLE_FONT_PATH`: Debian's
    /// folders for each package, then the standard font folders of other systems.
    public static let directories = [
        "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation",
        "/usr/share/fonts/opentype/urw-base35", "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/wqy",
        "/usr/share/fonts/liberation-sans", "/usr/share/fonts/urw-base35", "/usr/share/fonts/TTF", "/usr/share/fonts/OTF",
        "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts", "~/Library/Fonts", "~/.local/share/fonts", "~/.fonts",
    ]

    private static func family(_ name: String, _ match: Match, _ faces: [(String, String)]) -> Family {
        Family(name: name, faces: faces.map { Face(postScriptName: $0.0, file: $0.1, index: 0) }, match: match)
    }

    private static func interFaces(_ prefix: String, _ styles: [(String, String)]) -> [(String, String)] {
        styles.map { ("\(prefix)-\($0.0)", "Inter-\($0.1).otf") }
    }

    private static let nimbusSans = ["Regular": "NimbusSans-Regular.otf", "Bold": "NimbusSans-Bold.otf",
                                     "Italic": "NimbusSans-Italic.otf", "BoldItalic": "NimbusSans-BoldItalic.otf"]
    private static let nimbusRoman = ["Regular": "NimbusRoman-Regular.otf", "Bold": "NimbusRoman-Bold.otf",
                                      "Italic": "NimbusRoman-Italic.otf", "BoldItalic": "NimbusRoman-BoldItalic.otf"]
    private static let c059 = ["Regular": "C059-Roman.otf", "Bold": "C059-Bold.otf", "Italic": "C059-Italic.otf", "BoldItalic": "C059-BdIta.otf"]
    private static let p052 = ["Regular": "P052-Roman.otf", "Bold": "P052-Bold.otf", "Italic": "P052-Italic.otf", "BoldItalic": "P052-BoldItalic.otf"]
    private static let gothic = ["Regular": "URWGothic-Book.otf", "Bold": "URWGothic-Demi.otf",
                                 "Italic": "URWGothic-BookOblique.otf", "BoldItalic": "URWGothic-DemiOblique.otf"]
    private static let bookman = ["Regular": "URWBookman-Light.otf", "Bold": "URWBookman-Demi.otf",
                                  "Italic": "URWBookman-LightItalic.otf", "BoldItalic": "URWBookman-DemiItalic.otf"]
    private static let liberationSans = ["Regular": "LiberationSans-Regular.ttf", "Bold": "LiberationSans-Bold.ttf",
                                         "Italic": "LiberationSans-Italic.ttf", "BoldItalic": "LiberationSans-BoldItalic.ttf"]

    /// `(iOS PostScript name, style of the substitute set)` mapped through `set`.
    private static func mapped(_ set: [String: String], _ faces: [(String, String)]) -> [(String, String)] {
        faces.map { ($0.0, set[$0.1]!) }
    }

    private static let cjk = "wqy-microhei.ttc"

    /// Every family, in iOS's `familyNames` order of importance for apps.
    public static let families: [Family] = [
        family("Helvetica Neue", .closest, mapped(nimbusSans, [
            ("HelveticaNeue", "Regular"), ("HelveticaNeue-Bold", "Bold"), ("HelveticaNeue-Italic", "Italic"),
            ("HelveticaNeue-BoldItalic", "BoldItalic"), ("HelveticaNeue-Medium", "Regular"), ("HelveticaNeue-MediumItalic", "Italic"),
            ("HelveticaNeue-Light", "Regular"), ("HelveticaNeue-LightItalic", "Italic"), ("HelveticaNeue-Thin", "Regular"),
            ("HelveticaNeue-ThinItalic", "Italic"), ("HelveticaNeue-UltraLight", "Regular"), ("HelveticaNeue-UltraLightItalic", "Italic"),
        ]) + [("HelveticaNeue-CondensedBold", "NimbusSansNarrow-Bold.otf"), ("HelveticaNeue-CondensedBlack", "NimbusSansNarrow-Bold.otf")]),
        family("Helvetica", .metricCompatible, mapped(nimbusSans, [
            ("Helvetica", "Regular"), ("Helvetica-Bold", "Bold"), ("Helvetica-Oblique", "Italic"), ("Helvetica-BoldOblique", "BoldItalic"),
            ("Helvetica-Light", "Regular"), ("Helvetica-LightOblique", "Italic"),
        ])),
        family("Arial", .metricCompatible, [
            ("ArialMT", "LiberationSans-Regular.ttf"), ("Arial-BoldMT", "LiberationSans-Bold.ttf"),
            ("Arial-ItalicMT", "LiberationSans-Italic.ttf"), ("Arial-BoldItalicMT", "LiberationSans-BoldItalic.ttf"),
        ]),
        family("Arial Rounded MT Bold", .closest, [("ArialRoundedMTBold", "LiberationSans-Bold.ttf")]),
        family("Arial Hebrew", .closest, [
            ("ArialHebrew", "LiberationSans-Regular.ttf"), ("ArialHebrew-Bold", "LiberationSans-Bold.ttf"),
            ("ArialHebrew-Light", "LiberationSans-Regular.ttf"),
        ]),
        family("Times New Roman", .metricCompatible, [
            ("TimesNewRomanPSMT", "LiberationSerif-Regular.ttf"), ("TimesNewRomanPS-BoldMT", "LiberationSerif-Bold.ttf"),
            ("TimesNewRomanPS-ItalicMT", "LiberationSerif-Italic.ttf"), ("TimesNewRomanPS-BoldItalicMT", "LiberationSerif-BoldItalic.ttf"),
        ]),
        family("Courier New", .metricCompatible, [
            ("CourierNewPSMT", "LiberationMono-Regular.ttf"), ("CourierNewPS-BoldMT", "LiberationMono-Bold.ttf"),
            ("CourierNewPS-ItalicMT", "LiberationMono-Italic.ttf"), ("CourierNewPS-BoldItalicMT", "LiberationMono-BoldItalic.ttf"),
        ]),
        family("Courier", .metricCompatible, [
            ("Courier", "NimbusMonoPS-Regular.otf"), ("Courier-Bold", "NimbusMonoPS-Bold.otf"),
            ("Courier-Oblique", "NimbusMonoPS-Italic.otf"), ("Courier-BoldOblique", "NimbusMonoPS-BoldItalic.otf"),
        ]),
        family("Menlo", .metricCompatible, [
            ("Menlo-Regular", "DejaVuSansMono.ttf"), ("Menlo-Bold", "DejaVuSansMono-Bold.ttf"),
            ("Menlo-Italic", "DejaVuSansMono-Oblique.ttf"), ("Menlo-BoldItalic", "DejaVuSansMono-BoldOblique.ttf"),
        ]),
        family("Palatino", .metricCompatible, mapped(p052, [
            ("Palatino-Roman", "Regular"), ("Palatino-Bold", "Bold"), ("Palatino-Italic", "Italic"), ("Palatino-BoldItalic", "BoldItalic"),
        ])),
        family("Avenir Next", .closest, interFaces("AvenirNext", [
            ("Regular", "Regular"), ("UltraLight", "ExtraLight"), ("Medium", "Medium"), ("DemiBold", "SemiBold"),
            ("Bold", "Bold"), ("Heavy", "ExtraBold"), ("Italic", "Italic"), ("UltraLightItalic", "ExtraLightItalic"),
            ("MediumItalic", "MediumItalic"), ("DemiBoldItalic", "SemiBoldItalic"), ("BoldItalic", "BoldItalic"), ("HeavyItalic", "ExtraBoldItalic"),
        ])),
        family("Avenir Next Condensed", .closest, interFaces("AvenirNextCondensed", [
            ("Regular", "Regular"), ("UltraLight", "ExtraLight"), ("Medium", "Medium"), ("DemiBold", "SemiBold"),
            ("Bold", "Bold"), ("Heavy", "ExtraBold"), ("Italic", "Italic"), ("UltraLightItalic", "ExtraLightItalic"),
            ("MediumItalic", "MediumItalic"), ("DemiBoldItalic", "SemiBoldItalic"), ("BoldItalic", "BoldItalic"), ("HeavyItalic", "ExtraBoldItalic"),
        ])),
        family("Avenir", .closest, interFaces("Avenir", [
            ("Book", "Regular"), ("Roman", "Regular"), ("Light", "Light"), ("Medium", "Medium"), ("Heavy", "Bold"), ("Black", "Black"),
            ("BookOblique", "Italic"), ("Oblique", "Italic"), ("LightOblique", "LightItalic"), ("MediumOblique", "MediumItalic"),
            ("HeavyOblique", "BoldItalic"), ("BlackOblique", "BlackItalic"),
        ])),
        family("Futura", .closest, mapped(gothic, [
            ("Futura-Medium", "Regular"), ("Futura-MediumItalic", "Italic"), ("Futura-Bold", "Bold"),
            ("Futura-CondensedMedium", "Regular"), ("Futura-CondensedExtraBold", "Bold"),
        ])),
        family("Gill Sans", .closest, mapped(liberationSans, [
            ("GillSans", "Regular"), ("GillSans-Italic", "Italic"), ("GillSans-Bold", "Bold"), ("GillSans-BoldItalic", "BoldItalic"),
            ("GillSans-Light", "Regular"), ("GillSans-LightItalic", "Italic"), ("GillSans-SemiBold", "Bold"),
            ("GillSans-SemiBoldItalic", "BoldItalic"), ("GillSans-UltraBold", "Bold"),
        ])),
        family("Optima", .closest, mapped(nimbusSans, [
            ("Optima-Regular", "Regular"), ("Optima-Italic", "Italic"), ("Optima-Bold", "Bold"), ("Optima-BoldItalic", "BoldItalic"),
            ("Optima-ExtraBlack", "Bold"),
        ])),
        family("Trebuchet MS", .closest, mapped(liberationSans, [
            ("TrebuchetMS", "Regular"), ("TrebuchetMS-Bold", "Bold"), ("TrebuchetMS-Italic", "Italic"), ("Trebuchet-BoldItalic", "BoldItalic"),
        ])),
        family("Verdana", .closest, [
            ("Verdana", "DejaVuSans.ttf"), ("Verdana-Bold", "DejaVuSans-Bold.ttf"),
            ("Verdana-Italic", "DejaVuSans-Oblique.ttf"), ("Verdana-BoldItalic", "DejaVuSans-BoldOblique.ttf"),
        ]),
        family("Georgia", .closest, mapped(c059, [
            ("Georgia", "Regular"), ("Georgia-Bold", "Bold"), ("Georgia-Italic", "Italic"), ("Georgia-BoldItalic", "BoldItalic"),
        ])),
        family("Charter", .closest, mapped(c059, [
            ("Charter-Roman", "Regular"), ("Charter-Italic", "Italic"), ("Charter-Bold", "Bold"), ("Charter-BoldItalic", "BoldItalic"),
            ("Charter-Black", "Bold"), ("Charter-BlackItalic", "BoldItalic"),
        ])),
        family("Baskerville", .closest, mapped(nimbusRoman, [
            ("Baskerville", "Regular"), ("Baskerville-Italic", "Italic"), ("Baskerville-Bold", "Bold"), ("Baskerville-BoldItalic", "BoldItalic"),
            ("Baskerville-SemiBold", "Bold"), ("Baskerville-SemiBoldItalic", "BoldItalic"),
        ])),
        family("Didot", .closest, mapped(nimbusRoman, [("Didot", "Regular"), ("Didot-Italic", "Italic"), ("Didot-Bold", "Bold")])),
        family("Bodoni 72", .closest, mapped(nimbusRoman, [
            ("BodoniSvtyTwoITCTT-Book", "Regular"), ("BodoniSvtyTwoITCTT-BookIta", "Italic"), ("BodoniSvtyTwoITCTT-Bold", "Bold"),
        ])),
        family("Hoefler Text", .closest, mapped(p052, [
            ("HoeflerText-Regular", "Regular"), ("HoeflerText-Italic", "Italic"), ("HoeflerText-Black", "Bold"),
            ("HoeflerText-BlackItalic", "BoldItalic"),
        ])),
        family("Cochin", .closest, mapped(p052, [
            ("Cochin", "Regular"), ("Cochin-Italic", "Italic"), ("Cochin-Bold", "Bold"), ("Cochin-BoldItalic", "BoldItalic"),
        ])),
        family("Copperplate", .closest, mapped(nimbusRoman, [
            ("Copperplate", "Regular"), ("Copperplate-Light", "Regular"), ("Copperplate-Bold", "Bold"),
        ])),
        family("Academy Engraved LET", .closest, mapped(nimbusRoman, [("AcademyEngravedLetPlain", "Regular")])),
        family("American Typewriter", .closest, mapped(bookman, [
            ("AmericanTypewriter", "Regular"), ("AmericanTypewriter-Light", "Regular"), ("AmericanTypewriter-Semibold", "Bold"),
            ("AmericanTypewriter-Bold", "Bold"), ("AmericanTypewriter-Condensed", "Regular"),
            ("AmericanTypewriter-CondensedLight", "Regular"), ("AmericanTypewriter-CondensedBold", "Bold"),
        ])),
        family("Rockwell", .closest, mapped(bookman, [
            ("Rockwell-Regular", "Regular"), ("Rockwell-Italic", "Italic"), ("Rockwell-Bold", "Bold"), ("Rockwell-BoldItalic", "BoldItalic"),
        ])),
        family("Papyrus", .closest, mapped(bookman, [("Papyrus", "Regular"), ("Papyrus-Condensed", "Regular")])),
        family("Marker Felt", .closest, mapped(gothic, [("MarkerFelt-Thin", "Regular"), ("MarkerFelt-Wide", "Bold")])),
        family("Noteworthy", .closest, mapped(gothic, [("Noteworthy-Light", "Regular"), ("Noteworthy-Bold", "Bold")])),
        family("Chalkboard SE", .closest, mapped(gothic, [
            ("ChalkboardSE-Regular", "Regular"), ("ChalkboardSE-Light", "Regular"), ("ChalkboardSE-Bold", "Bold"),
        ])),
        family("Chalkduster", .closest, mapped(gothic, [("Chalkduster", "Regular")])),
        family("DIN Alternate", .closest, [("DINAlternate-Bold", "NimbusSansNarrow-Bold.otf")]),
        family("DIN Condensed", .closest, [("DINCondensed-Bold", "NimbusSansNarrow-Bold.otf")]),
        family("Zapfino", .closest, [("Zapfino", "Z003-MediumItalic.otf")]),
        family("Snell Roundhand", .closest, [
            ("SnellRoundhand", "Z003-MediumItalic.otf"), ("SnellRoundhand-Bold", "Z003-MediumItalic.otf"),
            ("SnellRoundhand-Black", "Z003-MediumItalic.otf"),
        ]),
        family("Savoye LET", .closest, [("SavoyeLetPlain", "Z003-MediumItalic.otf")]),
        family("Party LET", .closest, [("PartyLetPlain", "Z003-MediumItalic.otf")]),
        family("Bradley Hand", .closest, [("BradleyHandITCTT-Bold", "Z003-MediumItalic.otf")]),
        family("Symbol", .metricCompatible, [("Symbol", "StandardSymbolsPS.otf")]),
        family("Zapf Dingbats", .metricCompatible, [("ZapfDingbatsITC", "D050000L.otf")]),
        family("Geeza Pro", .closest, [("GeezaPro", "DejaVuSans.ttf"), ("GeezaPro-Bold", "DejaVuSans-Bold.ttf")]),
        family("PingFang SC", .closest, ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold"].map { ("PingFangSC-\($0)", cjk) }),
        family("PingFang TC", .closest, ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold"].map { ("PingFangTC-\($0)", cjk) }),
        family("PingFang HK", .closest, ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold"].map { ("PingFangHK-\($0)", cjk) }),
        family("Hiragino Sans", .closest, [("HiraginoSans-W3", cjk), ("HiraginoSans-W6", cjk), ("HiraginoSans-W7", cjk)]),
        family("Hiragino Mincho ProN", .closest, [("HiraMinProN-W3", cjk), ("HiraMinProN-W6", cjk)]),
        family("Hiragino Maru Gothic ProN", .closest, [("HiraMaruProN-W4", cjk)]),
        family("Apple SD Gothic Neo", .closest,
               ["Regular", "Thin", "UltraLight", "Light", "Medium", "SemiBold", "Bold"].map { ("AppleSDGothicNeo-\($0)", cjk) }),
    ]
}
