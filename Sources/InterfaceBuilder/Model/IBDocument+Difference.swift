extension IBDocument {
    /// Where `other` first differs from this document, as a path to the member and the two
    /// values; `nil` when the models are equal (lines aside, as for `==`).
    ///
    /// ```swift
    /// let again = try IBDocument.load(data: loaded.document.xmlData(), file: "again.xib").document
    /// XCTAssertNil(loaded.document.firstDifference(from: again))
    /// // document.objects[2]<view id=iN0-l3-epB>.subviews[0]<label id=Xq2-9b-1tc>.attributes["text"]: "Hi" ≠ "Ho"
    /// ```
    ///
    /// Members are visited in declaration order, arrays by index, dictionaries and sets in
    /// sorted key order, so the same two documents always report the same difference.
    public func firstDifference(from other: IBDocument) -> String? {
        self == other ? nil : ModelDifference.first(self, other, path: "document")
    }
}

/// A walk over two model values that stops at the first member where they differ.
enum ModelDifference {
    static func first(_ a: Any, _ b: Any, path: String) -> String? {
        // Where an element was in the file is not part of the model.
        if a is IBSourceLine { return nil }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .struct, .class, .tuple:
            for (x, y) in zip(ma.children, mb.children) {
                if let d = first(x.value, y.value, path: "\(path).\(x.label ?? "?")") { return d }
            }
            return nil
        case .collection:
            let ca = ma.children.map(\.value), cb = mb.children.map(\.value)
            for (i, (x, y)) in zip(ca, cb).enumerated() {
                if let d = first(x, y, path: "\(path)[\(i)]\(label(of: x))") { return d }
            }
            guard ca.count != cb.count else { return nil }
            let extra = ca.count > cb.count ? ca[cb.count] : cb[ca.count]
            return "\(path): \(ca.count) elements ≠ \(cb.count); the first unmatched is [\(min(ca.count, cb.count))]\(label(of: extra))"
        case .dictionary:
            let da = entries(ma), db = entries(mb)
            for key in Set(da.keys).union(db.keys).sorted() {
                guard let x = da[key] else { return "\(path)[\(key)]: absent ≠ present" }
                guard let y = db[key] else { return "\(path)[\(key)]: present ≠ absent" }
                if let d = first(x, y, path: "\(path)[\(key)]") { return d }
            }
            return nil
        case .set:
            let sa = ma.children.map { "\($0.value)" }.sorted(), sb = mb.children.map { "\($0.value)" }.sorted()
            return sa == sb ? nil : "\(path): \(sa) ≠ \(sb)"
        case .optional:
            switch (ma.children.first?.value, mb.children.first?.value) {
            case (nil, nil): return nil
            case let (x?, y?): return first(x, y, path: path)
            case let (x, y): return "\(path): \(x.map { "\($0)" } ?? "nil") ≠ \(y.map { "\($0)" } ?? "nil")"
            }
        case .enum:
            let ca = ma.children.first, cb = mb.children.first
            guard ca?.label == cb?.label, let x = ca, let y = cb else {
                return "\(a)" == "\(b)" ? nil : "\(path): \(a) ≠ \(b)"
            }
            return first(x.value, y.value, path: "\(path).\(x.label ?? "?")")
        default:
            let sa = "\(a)", sb = "\(b)"
            return sa == sb ? nil : "\(path): \(quoted(a, sa)) ≠ \(quoted(b, sb))"
        }
    }

    /// A dictionary's entries, keyed by their keys' descriptions.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var result: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            result[quoted(pair[0].value, "\(pair[0].value)")] = pair[1].value
        }
        return result
    }

    private static func quoted(_ value: Any, _ text: String) -> String { value is String ? "\"\(text)\"" : text }

    /// What an array element is, for the path: `<label id=abc>` for objects.
    private static func label(of value: Any) -> String {
        switch value {
        case let o as IBObject: "<\(o.element) id=\(o.id)>"
        case let c as IBConstraint: "<constraint id=\(c.id)>"
        case let s as IBScene: "<scene id=\(s.id)>"
        case let e as IBElement: "<\(e.name)>"
        default: ""
        }
    }
}
