/// Several snapshots of one value compared with the single reference: the one-line verdict per
/// variant, each differing variant's own details and artifacts, and how the differing variants
/// compare with the others. For the view strategies' init paths:
///
/// ```
/// code ✓, coder ✓, design time ✗ 212 px differ in (14,9)–(120,31)
/// design time: 212 of 4800 pixels differ (4.42%) in (14,9)–(120,31), max ΔE94 35.2.
/// Between the paths: design time differs from code and coder.
/// ```
struct VariantComparison<Format> {
    struct Outcome {
        var variant: SnapshotVariant<Format>
        /// `nil` when the variant matches the reference.
        var difference: (brief: String, message: String, attachments: [SnapshotAttachment])?
    }

    var outcomes: [Outcome]
    let diffing: Diffing<Format>
    let wording: VariantWording

    var passes: Bool { outcomes.allSatisfy { $0.difference == nil } }
    var referenceVariantPasses: Bool { outcomes.first?.difference == nil }

    /// Compares each variant with `reference`; `matches` may say a variant matches without a diff.
    init(_ variants: [SnapshotVariant<Format>], reference: () throws -> Format, diffing: Diffing<Format>,
         wording: VariantWording = .generic, matches: (Format) -> Bool = { _ in false }) rethrows {
        self.diffing = diffing
        self.wording = wording
        var outcomes: [Outcome] = []
        var decoded: Format?
        for variant in variants {
            if matches(variant.snapshot) {
                outcomes.append(Outcome(variant: variant))
                continue
            }
            let stored: Format
            if let decoded { stored = decoded } else { stored = try reference(); decoded = stored }
            guard let (message, attachments) = diffing.diff(stored, variant.snapshot) else {
                outcomes.append(Outcome(variant: variant))
                continue
            }
            let brief = diffing.brief?(stored, variant.snapshot) ?? "differs"
            outcomes.append(Outcome(variant: variant, difference: (brief, message, attachments)))
        }
        self.outcomes = outcomes
    }

    /// "code ✓, coder ✓, design time ✗ 212 px differ in (14,9)–(120,31)"
    var summary: String {
        outcomes.map { outcome in
            guard let difference = outcome.difference else { return "\(outcome.variant.name) ✓" }
            return "\(outcome.variant.name) ✗ \(difference.brief)"
        }.joined(separator: ", ")
    }

    /// Each differing variant's own message, then how it compares with the other variants.
    var details: String {
        var lines = outcomes.compactMap { outcome in
            outcome.difference.map { "\(outcome.variant.name): \($0.message)" + (outcome.variant.note.map { "\n" + $0 } ?? "") }
        }
        var between: [String] = []
        for outcome in outcomes where outcome.difference != nil {
            let others = outcomes.filter { $0.variant.name != outcome.variant.name }
            let differing = others.filter { diffing.diff($0.variant.snapshot, outcome.variant.snapshot) != nil }
            let same = others.filter { o in !differing.contains { $0.variant.name == o.variant.name } }
            var text = outcome.variant.name
            if !differing.isEmpty { text += " differs from " + Self.list(differing.map(\.variant.name)) }
            if !same.isEmpty { text += (differing.isEmpty ? " matches " : ", matches ") + Self.list(same.map(\.variant.name)) }
            if others.isEmpty { continue }
            between.append(text)
        }
        if !between.isEmpty { lines.append("Between the \(wording.plural): " + between.joined(separator: "; ") + ".") }
        return lines.joined(separator: "\n")
    }

    /// The differing variants' attachments, named after their variant (`actual-coder.png`,
    /// `diff-coder.png`, …), with the one reference once.
    var attachments: [SnapshotAttachment] {
        var result: [SnapshotAttachment] = []
        for outcome in outcomes {
            guard let difference = outcome.difference else { continue }
            for attachment in difference.attachments {
                if attachment.name.hasPrefix("reference.") {
                    if !result.contains(where: { $0.name == attachment.name }) { result.insert(attachment, at: 0) }
                } else {
                    result.append(SnapshotAttachment(name: Self.suffixed(attachment.name, outcome.variant.fileSuffix),
                                                     data: attachment.data))
                }
            }
        }
        return result
    }

    /// The name ``attachments`` gives the actual snapshot of the variant the reference is
    /// recorded from (`actual-code.png`), or `nil` when that variant matches the reference.
    var recordedVariantActual: String? {
        guard let first = outcomes.first, let difference = first.difference,
              let actual = difference.attachments.first(where: { $0.name.hasPrefix("actual.") }) else { return nil }
        return Self.suffixed(actual.name, first.variant.fileSuffix)
    }

    /// `actual.png` → `actual-coder.png`.
    static func suffixed(_ name: String, _ suffix: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return name + "-" + suffix }
        return name[..<dot] + "-" + suffix + name[dot...]
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
