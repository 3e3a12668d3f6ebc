/// Stores one 32-bit pixel value `count` times: the opaque fast path of every fill.
///
/// Large opaque fills are bound by store bandwidth. After writing a short seed with plain
/// stores, the rest of the row is copied from the seed in doubling chunks: `copyMemory` is
/// the C library's `memmove`, which uses the CPU's fastest string stores (wider than the
/// baseline SIMD a portable Swift loop compiles to). Only integer bytes move, so the result
/// is identical on every machine.
enum RowFill {
    static func fill(_ start: UnsafeMutableRawPointer, word: UInt32, count: Int) {
        let seed = Swift.min(count, 16)
        start.withMemoryRebound(to: UInt32.self, capacity: seed) { $0.update(repeating: word, count: seed) }
        var done = seed * 4
        let total = count * 4
        while done < total {
            let chunk = Swift.min(done, total - done, 8192)
            (start + done).copyMemory(from: UnsafeRawPointer(start), byteCount: chunk)
            done += chunk
        }
    }
}
