/// LLVM's prefetch intrinsic, reached by its name: the standard library exposes no prefetch,
/// and a C target for one instruction would end Raster being pure Swift (and, called across
/// the C boundary, cost a call per span in a debug build). The arguments are the address, 0 for
/// read or 1 for write, locality 0…3, and 1 for the data cache. It emits one prefetch
/// instruction in debug and release builds alike, never faults, and changes no value, so output
/// stays identical on every machine.
///
/// `@_silgen_name` on an intrinsic is unsupported Swift: it holds for the LLVM the toolchains
/// checked here lower (Swift 6.1 to 6.3, where opaque pointers name it `.p0`). Any other
/// toolchain or architecture gets the no-op below rather than a link error, which costs only
/// the speed the prefetch buys (release curves about 438 -> 383 ms when it was added).
#if compiler(>=6.1) && compiler(<6.4) && (arch(x86_64) || arch(arm64))
@_silgen_name("llvm.prefetch.p0")
func _llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32)
#else
@inline(__always)
func _llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32) {}
#endif
