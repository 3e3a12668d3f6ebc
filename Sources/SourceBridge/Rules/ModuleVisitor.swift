import SwiftSyntax

/// A visitor over one file of the module that reads the module's index: what each rule that
/// needs to know the module's types walks a file with.
class ModuleVisitor: SyntaxVisitor {
    let file: FileTranslation
    let index: ModuleIndex

    init(file: FileTranslation, index: ModuleIndex) {
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }
}
