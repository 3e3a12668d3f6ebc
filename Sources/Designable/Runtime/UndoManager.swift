import Foundation

/// Undo and redo, as Foundation's `UndoManager` on Apple platforms, which Foundation on Linux
/// lacks: registrations are kept on two stacks and run by ``undo()`` and ``redo()``, grouped per
/// ``beginUndoGrouping()``/``endUndoGrouping()`` pair or one per registration.
open class UndoManager: NSObject {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroup: [() -> Void]?
    private var groupDepth = 0
    private var undoing = false, redoing = false

    /// An empty undo manager.
    public override init() { super.init() }

    /// Registers `handler` to undo a change to `target`; while undoing it registers the redo.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        weak var weakTarget = target
        let action = { if let t = weakTarget { handler(t) } }
        if groupDepth > 0 { openGroup?.append(action); return }
        if undoing { redoStack.append([action]) } else {
            undoStack.append([action])
            if !redoing { redoStack.removeAll() }
        }
    }

    /// Opens a group: registrations until the matching ``endUndoGrouping()`` undo as one.
    open func beginUndoGrouping() {
        if groupDepth == 0 { openGroup = [] }
        groupDepth += 1
    }

    /// Closes the group opened last.
    open func endUndoGrouping() {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        guard groupDepth == 0, let group = openGroup, !group.isEmpty else { return }
        openGroup = nil
        if undoing { redoStack.append(group) } else { undoStack.append(group); if !redoing { redoStack.removeAll() } }
    }

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether ``undo()`` is running.
    open var isUndoing: Bool { undoing }
    /// Whether ``redo()`` is running.
    open var isRedoing: Bool { redoing }

    /// Undoes the last group, newest registration first.
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        undoing = true
        defer { undoing = false }
        for action in group.reversed() { action() }
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        redoing = true
        defer { redoing = false }
        for action in group.reversed() { action() }
    }

    /// Forgets everything.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
