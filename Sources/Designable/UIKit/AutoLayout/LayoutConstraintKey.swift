/// Which constraint of a layout a solver constraint stands for, the same from one layout pass to
/// the next: an installed constraint is itself, and the constraints the engine makes afresh each
/// pass (a root's frame, autoresizing masks, stack arrangements, content sizes) are their maker
/// and their position in its list. A persistent engine compares what a key asks for now with
/// what it holds for that key, and changes only the difference.
struct LayoutConstraintKey: Hashable {
    enum Source: UInt8 {
        case root, autoresizingMask, installed, stackArrangement, contentSize
    }

    let source: Source
    let owner: ObjectIdentifier
    let index: Int

    init(_ source: Source, _ owner: AnyObject, _ index: Int) {
        self.init(source: source, owner: ObjectIdentifier(owner), index: index)
    }

    init(source: Source, owner: ObjectIdentifier, index: Int) {
        self.source = source
        self.owner = owner
        self.index = index
    }
}
