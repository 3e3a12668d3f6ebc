/// The Objective-C selector Swift gives a method, as `#selector` evaluates to on iOS and as
/// Interface Builder documents write actions: `tap(_:)` is `tap:`, `handleDrag(sender:for:)` is
/// `handleDragWithSender:for:`, `move(to:)` is `moveTo:`, `reset()` is `reset`.
enum ObjCSelectorName {
    /// The selector of a method with `baseName` and argument `labels` (`"_"` or `""` for none).
    static func method(_ baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        let firstLabel = first == "_" ? "" : first
        if !firstLabel.isEmpty {
            // Swift adds "With" unless a preposition already joins the two.
            if !startsWithPreposition(firstLabel), !endsWithPreposition(baseName) { name += "With" }
            name += firstLabel.prefix(1).uppercased() + firstLabel.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// A property's getter selector: its name.
    static func getter(_ property: String) -> String { property }

    /// A property's setter selector: `setValue:` for `value`.
    static func setter(_ property: String) -> String { "set" + property.prefix(1).uppercased() + property.dropFirst() + ":" }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func startsWithPreposition(_ word: String) -> Bool {
        prepositions.contains(camelCaseWords(word).first?.lowercased() ?? "")
    }

    private static func endsWithPreposition(_ word: String) -> Bool {
        prepositions.contains(camelCaseWords(word).last?.lowercased() ?? "")
    }

    /// `moveRowAtIndex` → `move`, `Row`, `At`, `Index`.
    private static func camelCaseWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
