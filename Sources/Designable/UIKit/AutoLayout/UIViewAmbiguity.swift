import Foundation

extension UIView {
    /// Whether the constraints of this view's hierarchy leave its frame undetermined, as UIKit's
    /// `hasAmbiguousLayout`: another frame would satisfy them just as well.
    ///
    /// ```swift
    /// label.translatesAutoresizingMaskIntoConstraints = false
    /// label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    /// label.hasAmbiguousLayout   // true: nothing says where it is vertically
    /// ```
    ///
    /// The root of a hierarchy, and a hierarchy without constraints, are never ambiguous: their
    /// frames are set, not solved. See ``LayoutAmbiguity`` for how the answer is found; it
    /// solves the hierarchy afresh, so it reflects the constraints as they are now, and it
    /// leaves the last layout as it was.
    public var hasAmbiguousLayout: Bool {
        !LayoutAmbiguity.find(in: layoutRoot, among: [self]).isEmpty
    }

    /// The views of this view's subtree, itself included, whose frames the constraints leave
    /// undetermined, in depth-first order, each with the unknowns that can vary.
    ///
    /// ```swift
    /// XCTAssertEqual(root.layoutAmbiguities().map(\.description), [])
    /// ```
    public func layoutAmbiguities() -> [LayoutAmbiguity] {
        var subtree: [UIView] = []
        var stack = [self]
        while let view = stack.popLast() {
            subtree.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return LayoutAmbiguity.find(in: layoutRoot, among: subtree)
    }

    /// The view tree under this view, one line per view, with the ambiguous ones marked, as
    /// UIKit's private `_autolayoutTrace` prints it in the debugger.
    ///
    /// ```
    /// UIView
    /// |   *UILabel:'title'
    /// |   *UIView:'card' - AMBIGUOUS LAYOUT for minY (any value), height (any value)
    /// ```
    ///
    /// `*` marks views placed by constraints (`translatesAutoresizingMaskIntoConstraints` is
    /// false); others keep their frames through their autoresizing masks.
    public func autolayoutTrace() -> String {
        let ambiguous = Dictionary(layoutAmbiguities().map { (ObjectIdentifier($0.view), $0) }, uniquingKeysWith: { a, _ in a })
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            var line = String(repeating: "|   ", count: depth)
            if view !== layoutRoot && !view.translatesAutoresizingMaskIntoConstraints { line += "*" }
            line += LayoutNames.name(of: view)
            if let ambiguity = ambiguous[ObjectIdentifier(view)] {
                line += " - AMBIGUOUS LAYOUT for \(ambiguity.freedoms)"
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
