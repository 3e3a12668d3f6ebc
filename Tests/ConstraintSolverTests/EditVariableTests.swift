import ConstraintSolver
import Testing

@Suite("Edit variables and suggested values")
struct EditVariableTests {
    /// A box on a 300-wide track: `right = left + width`, `left ≥ 0`,
    /// `right ≤ 300`, `width ≥ 10`, preferring width 100 and left 40 (weak),
    /// with `left` dragged by a strong edit.
    struct DraggedBox {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()

        init() throws {
            try solver.addConstraint(right == left + width)
            try solver.addConstraint(left >= 0)
            try solver.addConstraint(right <= 300)
            try solver.addConstraint(width >= 10)
            try solver.addConstraint((width == 100) | .weak)
            try solver.addConstraint((left == 40) | .weak)
            try solver.addEditVariable(left, strength: .strong)
        }

        func drag(to value: Double) throws {
            try solver.suggestValue(value, for: left)
            solver.updateVariables()
        }
    }

    @Test("a new edit variable holds at its initial suggestion of zero")
    func initialSuggestionIsZero() throws {
        let box = try DraggedBox()
        box.solver.updateVariables()
        expectValues([box.left: 0, box.width: 100, box.right: 100])
    }

    @Test("each suggestion is followed until a required bound stops it")
    func suggestionsAreFollowed() throws {
        let box = try DraggedBox()

        try box.drag(to: 250)  // width gives way to keep right ≤ 300
        expectValues([box.left: 250, box.width: 50, box.right: 300])

        try box.drag(to: 295)  // width at its minimum, left stops at 290
        expectValues([box.left: 290, box.width: 10, box.right: 300])

        try box.drag(to: 20)  // back inside: the weak width returns
        expectValues([box.left: 20, box.width: 100, box.right: 120])

        try box.drag(to: -50)  // left ≥ 0 is required
        expectValues([box.left: 0, box.width: 100, box.right: 100])
    }

    @Test("the same suggestion twice changes nothing")
    func repeatedSuggestionIsStable() throws {
        let box = try DraggedBox()
        try box.drag(to: 120)
        try box.drag(to: 120)
        expectValues([box.left: 120, box.width: 100, box.right: 220])
    }

    @Test("removing the edit variable lets the weak preferences take over")
    func removingEditRestoresPreferences() throws {
        let box = try DraggedBox()
        try box.drag(to: 250)
        try box.solver.removeEditVariable(box.left)
        box.solver.updateVariables()
        #expect(!box.solver.hasEditVariable(box.left))
        expectValues([box.left: 40, box.width: 100, box.right: 140])
    }

    @Test("two edit variables of different strengths share a budget")
    func twoEditVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)

        try solver.suggestValue(30, for: x)
        try solver.suggestValue(40, for: y)
        solver.updateVariables()
        expectValues([x: 30, y: 40])

        try solver.suggestValue(80, for: x)
        try solver.suggestValue(60, for: y)
        solver.updateVariables()
        expectValues([x: 80, y: 20])

        try solver.suggestValue(10, for: x)
        solver.updateVariables()
        expectValues([x: 10, y: 60])
    }

    @Test("an edit variable can be re-added after removal")
    func readdAfterRemoval() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(7, for: x)
        solver.updateVariables()
        expectValues([x: 7])
    }

    @Test("dragging a midpoint moves its ends within their bounds")
    func draggedMidpoint() throws {
        // The midpoint example from the Cassowary paper, with a weak wish
        // to keep the left end at 0 so every optimum is unique.
        let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(2 * middle == left + right)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 0) | .weak)
        try solver.addEditVariable(middle, strength: .strong)

        let expectations: [(suggestion: Double, left: Double, middle: Double, right: Double)] = [
            (70, 40, 70, 100),  // right hits 100, so left must give
            (30, 0, 30, 60),
            (0, 0, 5, 10),  // the ends must stay 10 apart
            (99, 90, 95, 100),
            (50, 0, 50, 100),
        ]
        for step in expectations {
            try solver.suggestValue(step.suggestion, for: middle)
            solver.updateVariables()
            expectValues([left: step.left, middle: step.middle, right: step.right])
        }
    }
}
