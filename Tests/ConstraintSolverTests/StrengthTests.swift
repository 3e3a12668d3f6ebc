import ConstraintSolver
import Testing

@Suite("Strength levels")
struct StrengthTests {
    @Test("named levels are kiwi's three tiers of a thousand")
    func namedLevels() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    }

    @Test("create weights each tier and clamps it to 0...1000")
    func createClamps() {
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(0, 0, 2).value == 2)
        #expect(Strength.create(0, 2000, 0).value == 1_000_000)
        #expect(Strength.create(-5, 0, 1).value == 1)
        #expect(Strength.create(1, 1, 1, weight: 3).value == 3_003_003)
    }

    @Test("a constraint's strength is clamped to required")
    func constraintClampsStrength() {
        let x = Variable("x")
        #expect(((x == 1) | 5e9).strength == .required)
        #expect(((x == 1) | -3).strength.value == 0)
    }

    @Test("priority 1000 is required and lower priorities are p strong units")
    func priorityMapping() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 999).value == 999_000_000)
        #expect(Strength(priority: 999) < .required)
        #expect(Strength(priority: 750).value == 750_000_000)
        #expect(Strength(priority: 1) == .strong)
        #expect(Strength(priority: 751) > Strength(priority: 750))
    }
}
