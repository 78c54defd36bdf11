#!/usr/bin/env python3
"""Runs the same workload files through kiwisolver and through Reflow's `reflow-run`, and
prints one table: workload, phase, kiwi time, Reflow time, ratio.

    python3 kiwi/compare.py --quick        # the small workloads only (a few seconds)
    python3 kiwi/compare.py                # all of them (about 3 minutes; kiwi times out on tree_10000)
    python3 kiwi/compare.py -k 3 --script workloads/tree_100.txt  # workloads/FORMAT.md scripts

Needs `pip install kiwisolver`. Builds `reflow-run` in release mode (unless --no-build),
writes the workload files with `reflow-run generate` (into Benchmarks/.workloads/ by default)
and runs both sides on those files, so both add the same constraints in the same order.

Each workload runs up to K times on each side (-k, default 5), each run on a new solver
with all phases in order; a side stops repeating once its runs took --budget seconds (at
least one run). Times are medians per round. kiwi runs in a child process with a per-workload
timeout (see TIMEOUTS, or --timeout); a phase it did not reach shows `timeout`.

Only solver calls are timed on the kiwi side (time.perf_counter_ns around a loop of bound
calls prepared beforehand): Solver.addConstraint, removeConstraint, addEditVariable,
suggestValue, and for `read` updateVariables plus Variable.value for every variable.
kiwi has no transactions (begin/commit are skipped: it adds one by one) and no setPriority
(`priority` is removeConstraint of the current constraint plus addConstraint of a copy at the
new strength, the copy made before timing). Priorities become strengths by --strengths
(default geometric, see kiwi_strength()).
"""

import argparse
import functools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)

# Must agree with Generators.standardNames / quickNames in Sources/Workloads/Generators.swift.
ALL = ["enaml", "tree_100", "chain_100", "flip_100", "tree_300", "chain_1000", "tree_1000",
       "flip_1000", "chain_10000", "tree_10000"]
QUICK = ["enaml", "tree_100", "chain_100", "flip_100"]

# Seconds kiwi may take for a whole workload (all its runs). The anchors of Docs/performance.md:
# kiwi needs ~52 s for the tree_1000 build and never finishes tree_10000 (one add stalls for more
# than 15 min); flip_1000 builds tree 1000 twice.
TIMEOUTS = {"tree_1000": 150, "flip_1000": 300, "chain_10000": 150, "tree_10000": 60}
DEFAULT_TIMEOUT = 60


# ----------------------------------------------------------------------------------------
# Reading a workload file (the format is in Benchmarks/README.md)

def parse_workload(path):
    """Returns (name, variable names, ops); an op is a tuple whose first item is the keyword."""
    name = os.path.splitext(os.path.basename(path))[0]
    names, ops = [], []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            fields = line.split()
            if not fields or fields[0].startswith("#"):
                continue
            k = fields[0]
            try:
                if k == "workload":
                    name = fields[1]
                elif k == "var":
                    if int(fields[1]) != len(names):
                        raise ValueError("variable ids must be 0, 1, 2, ...")
                    names.append(" ".join(fields[2:]) or "v%d" % len(names))
                elif k == "edit":
                    ops.append(("edit", int(fields[1]), priority(fields[2])))
                elif k == "suggest":
                    ops.append(("suggest", int(fields[1]), float(fields[2])))
                elif k == "add":
                    terms = []
                    for t in fields[5:]:
                        v, c = t.split(":")
                        terms.append((int(v), float(c)))
                    ops.append(("add", int(fields[1]), fields[2], priority(fields[3]),
                                float(fields[4]), tuple(terms)))
                elif k == "remove":
                    ops.append(("remove", int(fields[1])))
                elif k == "priority":
                    ops.append(("priority", int(fields[1]), priority(fields[2])))
                elif k in ("begin", "commit", "read", "reset", "untimed"):
                    ops.append((k,))
                elif k == "phase":
                    ops.append(("phase", fields[1], int(fields[2]) if len(fields) > 2 else 1))
                else:
                    raise ValueError("unknown keyword " + k)
            except (ValueError, IndexError) as e:
                raise SystemExit("%s:%d: %s: %s" % (path, number, e, line.strip()))
    return name, names, ops


def priority(text):
    return 1000.0 if text == "required" else float(text)


# ----------------------------------------------------------------------------------------
# The kiwi side (runs in a child process: --kiwi-worker)

def kiwi_strength(kiwi, p, mapping):
    """kiwi's strength for a Reflow priority.

    1000 is kiwi's `required`. geometric (default): 1000^((p - 250) / 250), which gives
    exactly kiwi's weak (1), medium (1,000) and strong (1,000,000) at our low (250), medium
    (500) and high (750); 999 -> 9.7e8 (just under required), 1 -> 0.001. The order of all
    priorities is kept. linear: kiwi.strength.create(0, 0, p), i.e. the weight p itself.
    """
    if p >= 1000:
        return kiwi.strength.required
    if mapping == "linear":
        return kiwi.strength.create(0, 0, p)
    exact = {250.0: kiwi.strength.weak, 500.0: kiwi.strength.medium, 750.0: kiwi.strength.strong}
    return exact.get(p, 1000.0 ** ((p - 250.0) / 250.0))


def kiwi_worker(path, repeats, budget, mapping, out):
    try:
        import kiwisolver as kiwi
    except ImportError:
        emit(out, {"error": "kiwisolver is not installed (pip install kiwisolver)"})
        return 1
    _, names, ops = parse_workload(path)
    variables = [kiwi.Variable(n) for n in names]
    relations = {"==": "==", "<=": "<=", ">=": ">="}
    exprs, first = {}, {}
    # The constraint objects: one per id, and one copy per `priority` line (made now, not
    # while timing). kiwi constraints are immutable and can be added to several solvers.
    for op in ops:
        if op[0] == "add" and op[1] not in first:
            _, cid, rel, p, constant, terms = op
            expr = kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant)
            exprs[cid] = (expr, relations[rel])
            first[cid] = kiwi.Constraint(expr, relations[rel], kiwi_strength(kiwi, p, mapping))
    prepared = []  # ops with their objects
    for op in ops:
        if op[0] == "priority":
            expr, rel = exprs[op[1]]
            prepared.append(("priority", op[1], kiwi.Constraint(expr, rel, kiwi_strength(kiwi, op[2], mapping))))
        elif op[0] == "edit":
            prepared.append(("edit", variables[op[1]], kiwi_strength(kiwi, op[2], mapping)))
        elif op[0] == "suggest":
            prepared.append(("suggest", variables[op[1]], op[2]))
        elif op[0] in ("add", "remove"):
            prepared.append((op[0], op[1]))
        else:
            prepared.append(op)
    # Segments: (phase name or None, rounds, ops).
    segments, current = [], [None, 1, []]
    for op in prepared:
        if op[0] in ("phase", "untimed"):
            if current[0] is not None or current[2]:
                segments.append(current)
            current = [op[1], op[2], []] if op[0] == "phase" else [None, 1, []]
        elif op[0] not in ("begin", "commit"):
            current[2].append(op)
    if current[0] is not None or current[2]:
        segments.append(current)

    value = kiwi.Variable.value
    start = time.perf_counter()
    for repeat in range(repeats):
        state = {"solver": kiwi.Solver(), "first": first, "live": dict(first)}
        for phase, rounds, seg_ops in segments:
            acc = [0.0]
            calls = bind(kiwi, seg_ops, state, variables, value, acc)
            t0 = time.perf_counter_ns()
            try:
                for call in calls:
                    call()
            except Exception as e:  # kiwi's UnsatisfiableConstraint, InternalSolverError, ...
                emit(out, {"error": "%s: %s" % (type(e).__name__, str(e)[:200]), "phase": phase})
                return 1
            t1 = time.perf_counter_ns()
            if phase is not None:
                emit(out, {"repeat": repeat, "phase": phase, "rounds": rounds, "ns": t1 - t0,
                           "checksum": acc[0]})
        if time.perf_counter() - start >= budget:
            break
    return 0


def bind(kiwi, seg_ops, state, variables, value, acc):
    """The calls of a segment, bound to their solver and objects (nothing left to look up)."""
    calls = []
    for op in seg_ops:
        solver = state["solver"]
        k = op[0]
        if k == "add":  # an added id is always its own definition, at its own priority
            state["live"][op[1]] = state["first"][op[1]]
            calls.append(functools.partial(solver.addConstraint, state["first"][op[1]]))
        elif k == "remove":
            calls.append(functools.partial(solver.removeConstraint, state["live"][op[1]]))
        elif k == "priority":
            calls.append(functools.partial(solver.removeConstraint, state["live"][op[1]]))
            calls.append(functools.partial(solver.addConstraint, op[2]))
            state["live"][op[1]] = op[2]
        elif k == "edit":
            calls.append(functools.partial(solver.addEditVariable, op[1], op[2]))
        elif k == "suggest":
            calls.append(functools.partial(solver.suggestValue, op[1], op[2]))
        elif k == "read":
            def read(update=solver.updateVariables):
                update()
                acc[0] += sum(map(value, variables))
            calls.append(read)
        elif k == "reset":
            state["solver"] = kiwi.Solver()
            state["live"] = dict(state["first"])
    return calls


def emit(out, record):
    out.write(json.dumps(record) + "\n")
    out.flush()


# ----------------------------------------------------------------------------------------
# The driver

MEMORY_LIMIT_GB = [8.0]


def limit_memory():
    """In the child: an address-space limit, so that a workload that fills in (chain_10000)
    fails on its own instead of taking the machine's memory."""
    import resource
    limit = int(MEMORY_LIMIT_GB[0] * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run_capturing(cmd, timeout):
    """Runs cmd with its stdout in a file; returns (output, timed_out, stderr, returncode)."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        timed_out, code = False, None
        try:
            code = subprocess.run(cmd, stdout=out, stderr=err, timeout=timeout, check=False,
                                  preexec_fn=limit_memory if MEMORY_LIMIT_GB[0] > 0 else None).returncode
        except subprocess.TimeoutExpired:
            timed_out = True
        out.seek(0)
        err.seek(0)
        return out.read(), timed_out, err.read(), code


def describe_failure(stderr, code):
    """A short cell for a child that failed without saying why in its output."""
    if code is not None and code < 0:
        return "killed by signal %d (memory limit %g GB?)" % (-code, MEMORY_LIMIT_GB[0])
    lines = [l for l in stderr.strip().splitlines() if l.strip()]
    if any("MemoryError" in l or "memory" in l.lower() for l in lines):
        return "out of memory (limit %g GB)" % MEMORY_LIMIT_GB[0]
    return (lines[-1][:80] if lines else "exit code %s" % code)


def kiwi_side(path, args, timeout):
    cmd = [sys.executable, os.path.abspath(__file__), "--kiwi-worker", path, "-k", str(args.k),
           "--budget", str(args.budget), "--strengths", args.strengths]
    started = time.time()
    output, timed_out, stderr, code = run_capturing(cmd, timeout)
    per_phase, error = {}, None
    for line in output.splitlines():
        rec = json.loads(line)
        if "error" in rec:
            error = rec["error"]
            continue
        per_phase.setdefault(rec["phase"], []).append(rec)
    if error is None and not timed_out and code != 0:
        error = describe_failure(stderr, code)
    results = {}
    for phase, recs in per_phase.items():
        times = [r["ns"] / r["rounds"] for r in recs]
        results[phase] = {"median": statistics.median(times), "min": min(times), "max": max(times),
                          "n": len(times), "checksum": recs[0]["checksum"]}
    return results, timed_out, error, time.time() - started


def reflow_side(path, args, reflow_run):
    cmd = [reflow_run, "run", "-k", str(args.k), "--budget", str(args.budget), path]
    output, timed_out, stderr, code = run_capturing(cmd, args.reflow_timeout)
    results, error = {}, None
    for line in output.splitlines():
        fields = line.split(" ")
        if fields[0] == "ERROR":
            error = line
        if fields[0] != "RESULT":
            continue
        kv = dict(f.split("=", 1) for f in fields[1:])
        results[kv["phase"]] = {"median": float(kv["median_ns"]), "min": float(kv["min_ns"]),
                                "max": float(kv["max_ns"]), "n": int(kv["repeats"]),
                                "checksum": float(kv["checksum"]), "rounds": int(kv["rounds"])}
    if timed_out:
        error = "timeout (>%g s)" % args.reflow_timeout
    elif error is None and code != 0:
        error = describe_failure(stderr, code)
    return results, error


def fmt_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            v = ns / scale
            return ("%.3g %s" % (v, unit)) if v < 100 else ("%.0f %s" % (v, unit))
    return "%.3g ns" % ns


def spread(r):
    return "±%.0f%%" % (50.0 * (r["max"] - r["min"]) / r["median"]) if r["median"] > 0 else "-"


def phases_in(path):
    _, _, ops = parse_workload(path)
    return [op[1] for op in ops if op[0] == "phase"]


def built_reflow_run(args):
    """The release `reflow-run`, built first unless --no-build."""
    if not args.no_build:
        print("building reflow-run (release) ...", file=sys.stderr)
        subprocess.run(["swift", "build", "-c", "release", "--product", "reflow-run"],
                       cwd=BENCHMARKS, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=BENCHMARKS,
                              check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "reflow-run")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("workloads", nargs="*", help="names (default: all, or the quick ones)")
    ap.add_argument("--quick", action="store_true", help="only " + ", ".join(QUICK))
    ap.add_argument("-k", type=int, default=5, help="runs per workload and side (default 5)")
    ap.add_argument("--budget", type=float, default=10.0,
                    help="stop repeating a workload once its runs took this many seconds (default 10)")
    ap.add_argument("--timeout", type=float, help="kiwi's timeout per workload, for all (default: %d s, or per workload: %s)"
        % (DEFAULT_TIMEOUT, ", ".join(f"{k} {v} s" for k, v in TIMEOUTS.items())))
    ap.add_argument("--reflow-timeout", type=float, default=300,
                    help="Reflow's timeout per workload (default 300 s)")
    ap.add_argument("--memory-limit", type=float, default=8.0,
                    help="address-space limit of each run, GB (default 8; 0: none)")
    ap.add_argument("--strengths", choices=["geometric", "linear"], default="geometric")
    ap.add_argument("--dir", default=os.path.join(BENCHMARKS, ".workloads"), help="workload files")
    ap.add_argument("--no-build", action="store_true", help="use the reflow-run already built")
    ap.add_argument("--no-kiwi", action="store_true", help="run Reflow only")
    ap.add_argument("--kiwi-worker", metavar="FILE", help=argparse.SUPPRESS)
    ap.add_argument("--script", nargs="+", metavar="FILE",
                    help="scripts of the shared format (workloads/FORMAT.md) instead of workloads: "
                         "each side's `time` lines, -k runs each (kiwi/shared_script.py, reflow-run script)")
    args = ap.parse_args()

    MEMORY_LIMIT_GB[0] = args.memory_limit
    if args.kiwi_worker:
        sys.exit(kiwi_worker(args.kiwi_worker, args.k, args.budget, args.strengths, sys.stdout))

    if args.script:
        return compare_scripts(args)
    names = args.workloads or (QUICK if args.quick else ALL)
    reflow_run = built_reflow_run(args)
    subprocess.run([reflow_run, "generate", args.dir] + names, check=True, stdout=subprocess.DEVNULL)

    rows = []
    for name in names:
        path = os.path.join(args.dir, name + ".txt")
        print("%s: reflow ..." % name, file=sys.stderr, end="", flush=True)
        reflow, reflow_error = reflow_side(path, args, reflow_run)
        kiwi, kiwi_timed_out, kiwi_error, kiwi_seconds = {}, False, None, 0.0
        timeout = args.timeout if args.timeout is not None else TIMEOUTS.get(name, DEFAULT_TIMEOUT)
        if not args.no_kiwi:
            print(" kiwi (timeout %g s) ..." % timeout, file=sys.stderr, end="", flush=True)
            kiwi, kiwi_timed_out, kiwi_error, kiwi_seconds = kiwi_side(path, args, timeout)
        print(" done (kiwi %.1f s)" % kiwi_seconds, file=sys.stderr)
        for phase in phases_in(path):
            k, r = kiwi.get(phase), reflow.get(phase)
            if args.no_kiwi:
                kcell = "-"
            elif k:
                kcell = "%s %s n=%d" % (fmt_time(k["median"]), spread(k), k["n"])
            elif kiwi_timed_out:
                kcell = "timeout (>%g s)" % timeout
            else:
                kcell = "error: %s" % (kiwi_error or "?")
            rcell = ("%s %s n=%d" % (fmt_time(r["median"]), spread(r), r["n"])) if r else \
                "error: %s" % (reflow_error or "?")
            ratio = "%.3gx" % (r["median"] / k["median"]) if (k and r and k["median"] > 0) else "-"
            same = ""
            if k and r and (k["checksum"] or r["checksum"]):
                scale = max(abs(k["checksum"]), abs(r["checksum"]), 1.0)
                same = "same" if abs(k["checksum"] - r["checksum"]) <= 1e-6 * scale else "differ"
            rounds = r["rounds"] if r else 1
            rows.append([name, phase + (" (per round of %d)" % rounds if rounds > 1 else ""),
                         kcell, rcell, ratio, same])

    header = ["workload", "phase", "kiwi %s" % "(kiwisolver)", "Reflow", "Reflow/kiwi", "values read"]
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    line = lambda cells: "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print(line(row))
    print()
    print("Times: median per round over n runs (±: half the min-max range, as %% of the median); "
          "each run on a new solver. Strengths: %s mapping. 'values read': whether the sums of "
          "the values read in that phase agree (1e-6 relative)." % args.strengths)


def script_times(cmd, timeout):
    """The `time NAME VALUE` lines a runner prints with --time, as a dict."""
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=True).stdout
    return {f[1]: int(f[2]) for f in (l.split() for l in out.splitlines()) if f and f[0] == "time"}


def compare_scripts(args):
    """Both solvers on the shared-format scripts, as FORMAT.md times them: build (everything
    before the first suggest) and the medians of the resolves and modifications."""
    reflow_run = built_reflow_run(args)
    timeout = args.timeout if args.timeout is not None else 600
    print("| script | phase | kiwi (kiwisolver) | Reflow | Reflow/kiwi |")
    print("|---|---|---|---|---|")
    for path in args.script:
        repeat = ["--time", "--repeat", str(args.k), path]
        r = script_times([reflow_run, "script"] + repeat, timeout)
        k, kiwi_cell = {}, "-"
        if not args.no_kiwi:
            try:
                k = script_times(
                    [sys.executable, os.path.join(HERE, "shared_script.py")] + repeat, timeout)
            except subprocess.TimeoutExpired:
                kiwi_cell = "timeout (> %g s for the script)" % timeout
        for phase, key in [("build", "build_ns"), ("resolve (median)", "resolve_ns_median"),
                           ("modify (median)", "modify_ns_median")]:
            if key not in r:
                continue
            kv = k.get(key)
            ratio = "%.3gx" % (r[key] / kv) if kv else "-"
            print("| %s | %s | %s | %s | %s |" % (os.path.basename(path), phase,
                                                  fmt_time(kv) if kv else kiwi_cell, fmt_time(r[key]), ratio))
    print()
    print("Medians over -k runs, each on a new solver (%d); strengths mapped by rank on Reflow's "
          "side (999 to 1), kiwi's weights on kiwi's. The values differ where the weighted sum and "
          "strict priorities choose differently." % args.k)


if __name__ == "__main__":
    main()
