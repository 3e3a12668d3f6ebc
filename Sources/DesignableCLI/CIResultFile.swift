import ArgumentParser
import Foundation

/// Writing a `--sarif` or `--junit` file: a file that cannot be written is an error naming
/// the option and the path, and the command exits 2, as for unreadable input.
enum CIResultFile {
    static func write(path: String, option: String, _ write: (URL) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try write(url)
        } catch {
            FileHandle.standardError.write(Data("\(option) \(path): cannot write the file (\(error)).\n".utf8))
            throw ExitCode(2)
        }
    }
}
