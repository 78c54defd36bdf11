import ReflowSolver

// Generating the differential test's scripts (see DifferentialTests.swift).

extension Differential {
  // MARK: - Generation

  /// The extremes (999 just under required, 1), adjacent levels (501 and 500) and a
  /// fractional one, as well as the usual ones: levels must never be traded, however close.
  static let softPriorities: [Priority] = [999, 750, 501, 500, 250.5, 250, 1]
  static let invalidPriorities: [Priority] = [0, 1001, Priority(Float.nan)]
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  /// Generates a script, keeping a rough idea of what will be added (the runner's model is
  /// exact; this only makes the calls interesting).
  struct Generator {
    var rng: SplitMix64
    var variableCount = 0
    var constraints: [ConstraintSpec] = []
    var added: [Int: Priority] = [:]
    var removed: Set<Int> = []
    var edits: Set<Int> = []
    /// When not empty, every coefficient, constant and suggestion is also multiplied by one
    /// of these, picked per number (mixed magnitudes in one script); empty leaves the
    /// scripts exactly as they were (the same draws).
    var magnitudes: [Double] = []

    let seed: UInt64

    let lengthFactor: Int

    init(seed: UInt64, lengthFactor: Int) {
      self.seed = seed
      self.lengthFactor = lengthFactor
      rng = SplitMix64(seed: seed)
    }

    mutating func script() -> Script {
      variableCount = rng.int(2...8)
      let count = rng.int(15...25) * lengthFactor
      var steps: [Step] = []
      for _ in 0..<count { steps.append(step(depth: 0)) }
      return Script(
        seed: seed, variableCount: variableCount, constraints: constraints, steps: steps)
    }

    mutating func randomPriority() -> Priority {
      rng.chance(0.35) ? .required : rng.pick(softPriorities)
    }

    mutating func newConstraint(priority: Priority? = nil) -> Int {
      var terms: [(variable: Int, coefficient: Double)] = []
      for _ in 0..<rng.int(1...3) {
        let c = rng.int(1...6)
        terms.append((rng.int(0...(variableCount - 1)), Double(c <= 3 ? -c : c - 3) * scale()))
      }
      let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let spec = ConstraintSpec(
        id: constraints.count, terms: terms, constant: Double(rng.int(-20...20)) * scale(),
        relation: relation, priority: priority ?? randomPriority())
      constraints.append(spec)
      return spec.id
    }

    mutating func variable() -> Int { rng.int(0...(variableCount - 1)) }

    /// One of `magnitudes`, or 1 (without a draw) when there are none.
    mutating func scale() -> Double { magnitudes.isEmpty ? 1 : rng.pick(magnitudes) }

    mutating func suggestion() -> Double {
      let v = Double(rng.int(-50...50))
      return (rng.chance(0.2) ? v + 0.25 * Double(rng.int(1...3)) : v) * scale()
    }

    mutating func step(depth: Int) -> Step {
      let roll = rng.int(0...99)
      let addedIDs = added.keys.sorted()
      let editIDs = edits.sorted()
      switch roll {
      case 0..<27:
        let id = newConstraint()
        added[id] = constraints[id].priority
        return rng.chance(0.1) ? .addOff(id) : .add(id)
      case 27..<30:  // add or remove an array, sometimes with a bad element
        if rng.chance(0.5) || addedIDs.count < 2 {
          var ids: [Int] = []
          for _ in 0..<rng.int(2...3) {
            let id = newConstraint()
            added[id] = constraints[id].priority
            ids.append(id)
          }
          if rng.chance(0.2), !addedIDs.isEmpty {
            ids.insert(rng.pick(addedIDs), at: rng.int(0...ids.count))  // a duplicate
          }
          return .addAll(ids)
        }
        var ids: [Int] = []
        for _ in 0..<rng.int(2...3) where !added.isEmpty {
          let id = rng.pick(added.keys.sorted())
          added[id] = nil
          removed.insert(id)
          ids.append(id)
        }
        if rng.chance(0.2) { ids.insert(newConstraint(), at: rng.int(0...ids.count)) }  // unknown
        return .removeAll(ids)
      case 30..<33:  // re-add a removed constraint object
        let candidates = removed.sorted()
        guard !candidates.isEmpty else { return step(depth: depth) }
        let id = rng.pick(candidates)
        removed.remove(id)
        added[id] = constraints[id].priority
        return .add(id)
      case 33..<43:
        guard !addedIDs.isEmpty else { return step(depth: depth) }
        let id = rng.pick(addedIDs)
        added[id] = nil
        removed.insert(id)
        return .remove(id)
      case 43..<51:
        let v = variable()
        edits.insert(v)
        return .addEdit(v, rng.pick(softPriorities))
      case 51..<65:
        guard !editIDs.isEmpty else { return step(depth: depth) }
        return .suggest(rng.pick(editIDs), suggestion())
      case 65..<69:
        guard !editIDs.isEmpty else { return step(depth: depth) }
        let v = rng.pick(editIDs)
        edits.remove(v)
        return .removeEdit(v)
      case 69..<73:
        guard !addedIDs.isEmpty else { return step(depth: depth) }
        return .setEnabled(rng.pick(addedIDs), rng.chance(0.5))
      case 73..<78:
        guard !addedIDs.isEmpty else { return step(depth: depth) }
        let id = rng.pick(addedIDs)
        let p = rng.chance(0.3) ? Priority.required : rng.pick(softPriorities)
        added[id] = p
        return .setPriority(id, p)
      case 78..<86:
        guard depth < 2 else { return step(depth: depth) }
        let saved = (added, removed, edits)
        let catching = rng.chance(0.4)
        let throwsAtEnd = rng.chance(0.25)
        var steps: [Step] = []
        for _ in 0..<rng.int(2...4) { steps.append(step(depth: depth + 1)) }
        if throwsAtEnd { (added, removed, edits) = saved }
        return .transaction(steps, catching: catching, throwsAtEnd: throwsAtEnd)
      default:
        return badStep()
      }
    }

    /// A call that should throw (if the rough model is right).
    mutating func badStep() -> Step {
      let addedIDs = added.keys.sorted()
      switch rng.int(0...10) {
      case 0:  // duplicate add
        guard !addedIDs.isEmpty else { return badStep() }
        return .add(rng.pick(addedIDs))
      case 1:  // unknown remove: never added, or already removed
        if let id = removed.min(), rng.chance(0.5) { return .remove(id) }
        return .remove(newConstraint())
      case 2:  // non-finite constant or coefficient
        let id = newConstraint()
        if rng.chance(0.5) {
          constraints[id].constant = rng.pick(nonFinite)
        } else {
          let t = rng.int(0...(constraints[id].terms.count - 1))
          constraints[id].terms[t].coefficient = rng.pick(nonFinite)
        }
        return .add(id)
      case 3:  // invalid priority
        return .add(newConstraint(priority: rng.pick(invalidPriorities)))
      case 4:  // setPriority to an invalid priority
        guard !addedIDs.isEmpty else { return badStep() }
        return .setPriority(rng.pick(addedIDs), rng.pick(invalidPriorities))
      case 5:  // setPriority of an unknown constraint
        return .setPriority(newConstraint(), rng.pick(softPriorities + [.required]))
      case 6:  // suggest for a non-edit variable
        let candidates = (0..<variableCount).filter { !edits.contains($0) }
        guard !candidates.isEmpty else { return badStep() }
        return .suggest(rng.pick(candidates), suggestion())
      case 7:  // suggest a non-finite value
        guard !edits.isEmpty else { return badStep() }
        return .suggest(rng.pick(edits.sorted()), rng.pick(nonFinite))
      case 8:  // duplicate edit variable, with any priority (duplicate wins)
        guard !edits.isEmpty else { return badStep() }
        return .addEdit(
          rng.pick(edits.sorted()), rng.pick(softPriorities + invalidPriorities + [.required]))
      case 9:  // required or invalid edit variable
        return .addEdit(variable(), rng.pick(invalidPriorities + [.required, .required]))
      default:  // remove an unknown edit variable
        let candidates = (0..<variableCount).filter { !edits.contains($0) }
        guard !candidates.isEmpty else { return badStep() }
        return .removeEdit(rng.pick(candidates))
      }
    }
  }
}
