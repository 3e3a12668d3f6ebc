// libFuzzer entry point for the Interface Builder document reader: any bytes as a .xib.
//
// A thrown error is the right answer for bad input; a trap, a sanitizer report, a leak or a
// hang is a bug, and so is a document whose own XML does not read back to an equal document,
// which IBDocument promises. Build and run with `scripts/fuzz.sh xib`.
import Foundation
import InterfaceBuilder

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard let loaded = try? IBDocument.load(data: bytes, file: "fuzz.xib") else { return 0 }
    let document = loaded.document
    _ = loaded.report.warnings.map(\.description)
    // Lookups walk the whole tree each time, so a few are enough.
    for object in document.allObjects.prefix(8) { _ = document.object(withID: object.id) }

    let written = document.xmlData()
    do {
        let again = try IBDocument.load(data: written, file: "fuzz.xib").document
        check(again == document, "the document's own XML reads back differently:\n\(String(decoding: written, as: UTF8.self))")
    } catch {
        check(false, "the document's own XML does not read back: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    return 0
}

/// A broken invariant is reported as a crash, so libFuzzer saves the input.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}
