/// LLVM's prefetch intrinsic, reached by its name: the standard library exposes no prefetch,
/// and a C target for one instruction would end Raster being pure Swift. The arguments are
/// the address, 0 for read or 1 for write, locality 0…3, and 1 for the data cache. It emits
/// one prefetch instruction in debug and release builds alike, never faults, and changes no
/// value, so output stays identical on every machine.
@_silgen_name("llvm.prefetch.p0")
func _llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32)
