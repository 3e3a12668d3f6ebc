import CLibPNG

/// zlib streams inflated with the system zlib: the compressed chunks the PNG reader reads
/// itself (`iCCP` profiles) and PDFVector's FlateDecode streams.
package enum Zlib {
    /// The zlib status of a stream that did not inflate.
    package struct Failure: Error, Equatable {
        package let status: Int32
    }

    /// `compressed` inflated into a buffer of `initialCapacity` bytes, grown fourfold while
    /// the data does not fit and the buffer is smaller than `limit`.
    package static func inflate(_ compressed: [UInt8], initialCapacity: Int, limit: Int) -> Result<[UInt8], Failure> {
        var capacity = initialCapacity
        while true {
            var out = [UInt8](repeating: 0, count: capacity)
            var length = uLongf(capacity)
            let status = out.withUnsafeMutableBufferPointer { o in
                compressed.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &length, i.baseAddress, uLong(i.count)) }
            }
            if status == Z_OK { return .success(Array(out[..<Int(length)])) }
            guard status == Z_BUF_ERROR, capacity < limit else { return .failure(Failure(status: status)) }
            capacity *= 4
        }
    }
}
