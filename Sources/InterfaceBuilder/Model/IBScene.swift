/// One storyboard scene: a view controller with its placeholders.
public struct IBScene: Hashable, Sendable {
    /// The `sceneID`.
    public var id: String
    /// The scene's objects: the controller, First Responder, Exit, …
    public var objects: [IBObject]
    /// Children the model gives no meaning to (`canvasLocation`), verbatim.
    public var extras: [IBElement]
    public var line: IBSourceLine

    public init(id: String, objects: [IBObject], extras: [IBElement] = [], line: IBSourceLine = .none) {
        self.id = id
        self.objects = objects
        self.extras = extras
        self.line = line
    }

    /// The scene's view controller: the first object with a root view.
    public var viewController: IBObject? { objects.first { $0.rootView != nil } }

    /// The view the scene shows, or `nil` for container controllers (navigation, tab bar),
    /// which are skipped.
    public var rootView: IBObject? { viewController?.rootView }

    init(xml e: IBElement, in context: IBDecodingContext) throws {
        self.init(id: try context.required(e, "sceneID"), objects: [], line: e.line)
        for c in e.children {
            if c.name == "objects" {
                objects += try c.children.map { try IBObject(xml: $0, in: context) }
            } else {
                if !IBVocabulary.passiveElements.contains(c.name) {
                    context.warn(.unknownElement, c, "kept but not interpreted")
                }
                extras.append(c)
            }
        }
        if rootView == nil {
            let kinds = objects.filter { $0.element != "placeholder" && $0.element != "exit" }.map(\.element)
            context.warn(.sceneWithoutRootView, e,
                         "scene \(id) (\(kinds.joined(separator: ", "))) has no root view; skipped")
        }
    }

    var xml: IBElement {
        IBElement("scene", ["sceneID": id],
                  children: [IBElement("objects", children: objects.map(\.xml))] + extras)
    }
}
