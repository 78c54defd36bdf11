// The timing helpers of reflow-run's layout commands: a build or a change timed once, a
// rotation timed over rounds, the arguments that set the rounds and sizes.
import Foundation

/// Nanoseconds of a duration.
func nanoseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
}

/// The process's peak resident memory so far, in MB (`ru_maxrss` is in KB on Linux, in
/// bytes on macOS).
func peakResidentMB() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / (1024 * 1024)
  #endif
}

/// Splits `--rounds R` off the arguments; the rest are sizes.
func roundsAndSizes(_ arguments: ArraySlice<String>, rounds: Int, sizes: [Int]) -> (Int, [Int]) {
  var rounds = rounds
  var rest = Array(arguments)
  if let i = rest.firstIndex(of: "--rounds"), i + 1 < rest.count, let r = Int(rest[i + 1]) {
    rounds = r
    rest.removeSubrange(i...(i + 1))
  }
  return (rounds, rest.isEmpty ? sizes : rest.compactMap { Int($0) })
}

/// `body`'s result and the nanoseconds it took; an error ends the run.
func timed<T>(_ body: () throws -> T) -> (value: T, ns: Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let value: T
  do { value = try body() } catch { fail("\(error)") }
  return (value, nanoseconds(clock.now - start))
}

/// The nanoseconds of each of `rounds` calls of `body`; an error ends the run.
func timedRounds(_ rounds: Int, _ body: () throws -> Void) -> [Double] {
  (0..<rounds).map { _ in timed(body).ns }
}
