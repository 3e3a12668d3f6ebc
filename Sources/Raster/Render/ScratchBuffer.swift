/// A growable allocation that keeps its memory from one use to the next, so repeated fills
/// allocate nothing once the largest has been seen.
struct ScratchBuffer<Element> {
    private(set) var pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    private var capacity = 0

    /// Makes room for `count` elements. Existing contents are lost when it grows; new memory
    /// is filled with `zeroed` when given (buffers whose users keep them clean need this once).
    mutating func reserve(_ count: Int, zeroed: Element? = nil) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = Swift.max(count, capacity * 2)
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        if let zeroed { pointer.initialize(repeating: zeroed, count: capacity) }
    }

    func free() { pointer.deallocate() }
}
