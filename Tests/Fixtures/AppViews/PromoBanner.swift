import UIKit

/// A banner showing a server's HTML promotion with a generated code, and loading its artwork
/// from a URL, as content views do: Foundation's URL loading and HTML reading arrive with UIKit.
@IBDesignable
class PromoBanner: UIView {
    let label = UILabel()
    let artwork = UIImageView()
    private(set) var code = ""

    @IBInspectable var html: String = "<b>Sale</b> &amp; more" {
        didSet { label.attributedText = Self.attributed(html) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        addSubview(artwork)
        label.attributedText = Self.attributed(html)
        code = Self.makeCode(length: 4, seed: 3)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
        label.attributedText = Self.attributed(html)
    }

    static func attributed(_ html: String) -> NSAttributedString {
        guard let data = html.data(using: .utf8),
              let text = try? NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.html],
                                                 documentAttributes: nil) else { return NSAttributedString() }
        return text
    }

    static func makeCode(length: Int, seed: Int) -> String {
        let letters: NSString = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        let code = NSMutableString()
        for i in 0..<length {
            code.appendFormat("%C", letters.character(at: (seed * 7 + i * 5) % letters.length))
        }
        return code as String
    }

    /// Fetches the artwork's bytes; never called by a render, which does not wait on the network.
    static func fetchArtwork(from url: URL, completion: @escaping @Sendable (Data?) -> Void) {
        var request = URLRequest(url: url)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { data, response, _ in
            completion((response as? HTTPURLResponse)?.statusCode == 200 ? data : nil)
        }.resume()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 4)
    }
}
