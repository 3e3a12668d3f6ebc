import ConstraintSolver
import Testing

/// Three boxes in a row inside a container, the way a layout engine would
/// pose them: 10 of padding at each end, 10 of spacing between boxes.
struct ThreeBoxRow {
    struct Box {
        let left: Variable, width: Variable, right: Variable
        init(_ name: String) {
            left = Variable("\(name).left")
            width = Variable("\(name).width")
            right = Variable("\(name).right")
        }
    }

    let containerLeft = Variable("container.left")
    let containerWidth = Variable("container.width")
    let containerRight = Variable("container.right")
    let boxes = [Box("box1"), Box("box2"), Box("box3")]
    let solver = Solver()

    init() throws {
        try solver.addConstraint(containerLeft == 0)
        try solver.addConstraint(containerRight == containerLeft + containerWidth)
        for box in boxes {
            try solver.addConstraint(box.right == box.left + box.width)
            try solver.addConstraint(box.width >= 0)
        }
        try solver.addConstraint(boxes[0].left == containerLeft + 10)
        try solver.addConstraint(boxes[1].left == boxes[0].right + 10)
        try solver.addConstraint(boxes[2].left == boxes[1].right + 10)
        try solver.addConstraint(boxes[2].right == containerRight - 10)
    }

    func expectBoxes(
        lefts: [Double], widths: [Double],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        solver.updateVariables()
        for (index, box) in boxes.enumerated() {
            expectValues(
                [box.left: lefts[index], box.width: widths[index],
                 box.right: lefts[index] + widths[index]],
                sourceLocation: sourceLocation)
        }
    }
}

@Suite("A layout-like system")
struct LayoutSystemTests {
    @Test("equal widths share what padding and spacing leave of the container")
    func equalWidths() throws {
        let row = try ThreeBoxRow()
        try row.solver.addConstraint(row.containerWidth == 400)
        try row.solver.addConstraint(row.boxes[1].width == row.boxes[0].width)
        try row.solver.addConstraint(row.boxes[2].width == row.boxes[0].width)
        for box in row.boxes {
            try row.solver.addConstraint((box.width == 50) | .weak)  // outvoted
        }
        // (400 - 2·10 - 2·10) / 3 = 120
        row.expectBoxes(lefts: [10, 140, 270], widths: [120, 120, 120])
    }

    @Test("resizing the container through an edit variable re-divides the space")
    func resizingContainer() throws {
        let row = try ThreeBoxRow()
        try row.solver.addConstraint(row.boxes[1].width == row.boxes[0].width)
        try row.solver.addConstraint(row.boxes[2].width == row.boxes[0].width)
        try row.solver.addEditVariable(row.containerWidth, strength: .strong)

        try row.solver.suggestValue(700, for: row.containerWidth)
        row.expectBoxes(lefts: [10, 240, 470], widths: [220, 220, 220])

        // Minimum widths that fit at 700 but not at 400: the container
        // cannot shrink below 3·150 + 40 = 490.
        for box in row.boxes {
            try row.solver.addConstraint(box.width >= 150)
        }
        row.expectBoxes(lefts: [10, 240, 470], widths: [220, 220, 220])

        try row.solver.suggestValue(400, for: row.containerWidth)
        row.expectBoxes(lefts: [10, 170, 330], widths: [150, 150, 150])
        expectValues([row.containerWidth: 490, row.containerRight: 490])
    }

    @Test("a strong preferred width is kept and the rest is split evenly")
    func preferredWidthThenSplit() throws {
        let row = try ThreeBoxRow()
        try row.solver.addConstraint(row.containerWidth == 400)
        try row.solver.addConstraint(row.boxes[2].width == row.boxes[1].width)
        try row.solver.addConstraint((row.boxes[1].width == row.boxes[0].width) | .weak)
        let preferred = (row.boxes[0].width == 80) | .strong
        try row.solver.addConstraint(preferred)
        row.expectBoxes(lefts: [10, 100, 250], widths: [80, 140, 140])

        // Without the preference the weak equal-width constraint is met.
        try row.solver.removeConstraint(preferred)
        row.expectBoxes(lefts: [10, 140, 270], widths: [120, 120, 120])

        // And putting it back restores the previous layout.
        try row.solver.addConstraint(preferred)
        row.expectBoxes(lefts: [10, 100, 250], widths: [80, 140, 140])
    }
}
