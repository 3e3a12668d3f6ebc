/// The HTML both of Designable's pages are built from: `report.html`, where failing snapshot
/// tests land, and the demo's `index.html`, its view × init-path matrix.
///
/// One renderer keeps the two pages alike, so a reader who learnt one reads the other: the
/// same styles, the same image figures, and the same wipe slider from reference to actual.
/// A page has no external resources (styles and the slider's script are inline) and links its
/// images relative to itself, so its folder can be uploaded as a CI artifact, moved or zipped
/// and still opens.
///
/// ```swift
/// let body = ReportPage.figure(src: "star/code.png", caption: "code")
///     + ReportPage.wipe(reference: "star/code.png", actual: "star/coder.png", label: "coder")
/// let html = ReportPage.html(title: "Stars", intro: "<p>Two paths.</p>", body: body)
/// ```
package enum ReportPage {
    /// A whole page: `title` as its title and heading, then `intro` and `body`, both HTML.
    package static func html(title: String, intro: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 2em; color: #1d1f23; background: #f6f7f9; }
        article { background: #fff; border-radius: 8px; padding: 1em; margin: 1em 0; box-shadow: 0 1px 3px #0002; }
        pre { white-space: pre-wrap; background: #f1f2f4; padding: .75em; border-radius: 4px; }
        table { border-collapse: collapse; background: #fff; box-shadow: 0 1px 3px #0002; margin-bottom: 2em; }
        th, td { border: 1px solid #dde; padding: .5em .75em; vertical-align: top; text-align: left; }
        td.name { max-width: 22em; }
        .row { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; }
        figure img, .wipe img { max-width: 360px; image-rendering: pixelated; border: 1px solid #ccd;
          background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .wipe { position: relative; display: inline-block; margin-top: 1em; }
        .wipe .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
        label { display: block; }
        .ok { color: #1a7f37; font-weight: bold; } .bad { color: #cf222e; font-weight: bold; }
        .bug { color: #9a3412; }
        </style>
        <script>
        function wipe(input) {
          const top = input.parentElement.previousElementSibling.querySelector('.top');
          top.style.clipPath = 'inset(0 ' + (100 - input.value) + '% 0 0)';
        }
        </script></head>
        <body><h1>\(escape(title))</h1>
        \(intro)
        \(body)</body></html>

        """
    }

    /// An image linking to itself, with a caption; `width` in CSS pixels shows a render at its
    /// size in points, as a device would, instead of at its pixel size.
    package static func figure(src: String, caption: String, width: Double? = nil) -> String {
        let size = width.map { " width=\"\(number($0))\"" } ?? ""
        return "<figure><a href=\"\(escape(src))\"><img src=\"\(escape(src))\"\(size) alt=\"\(escape(caption))\"></a>"
            + "<figcaption>\(escape(caption))</figcaption></figure>"
    }

    /// `actual` laid over `reference`, with a slider that wipes from one to the other.
    package static func wipe(reference: String, actual: String, label: String, width: Double? = nil) -> String {
        let size = width.map { " width=\"\(number($0))\"" } ?? ""
        return """
            <div class="wipe"><img src="\(escape(reference))"\(size) alt="reference"><img class="top" src="\(escape(actual))"\(size) alt="\(escape(label))"></div>
            <label>reference <input type="range" min="0" max="100" value="50" oninput="wipe(this)"> \(escape(label))</label>

            """
    }

    /// `text` with `&`, `<`, `>` and `"` escaped, safe in element content and attribute values.
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// `12` rather than `12.0`; fractions as Swift prints them.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
