#!/usr/bin/env python3
"""Runs a solver script of the shared text format of the kiwi comparison (committed in
`Benchmarks/workloads/FORMAT.md`, version 1) on kiwisolver: prints the `error` and `check`
lines, or with --time the format's `time` lines (the solver calls alone; constraints are built
beforehand).

    python3 kiwi/shared_script.py [--time] [--repeat K] FILE

kiwi does not undo a failed required add (FORMAT.md, "kiwi notes"): after that error the
solver is rebuilt from the constraints and edits in use, as the format's kiwi runners do.
Needs `pip install kiwisolver`.
"""

import argparse
import re
import statistics
import sys
import time

NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$")
REQUIRED = 1001001000.0


class DuplicateConstraint(Exception):
    """An add with an id in use (kiwi's own error needs the constraint object in use)."""


class UnknownConstraint(Exception):
    """A remove of an id not in use."""


class BadRequiredStrength(Exception):
    """An edit at required strength."""


def fail(line, message):
    print("line %d: %s" % (line, message), file=sys.stderr)
    sys.exit(2)


def number(line, token):
    if not NUMBER.match(token):
        fail(line, "not a number: " + token)
    return float(token)


def strength(line, token):
    if token == "required":
        return REQUIRED
    s = number(line, token)
    if s <= 0:
        fail(line, "a strength must be > 0: " + token)
    return min(s, REQUIRED)


def parse(path):
    """The operations, each a tuple, with the variable names met before each check."""
    ops, names = [], set()
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            tokens = raw.split("#", 1)[0].split()
            if not tokens:
                continue
            kind = tokens[0]
            if kind == "add":
                if len(tokens) < 5 or len(tokens) % 2 == 0 or tokens[3] not in ("==", "<=", ">="):
                    fail(n, "add takes ID STRENGTH OP CONSTANT and COEF VAR pairs")
                terms = {}
                for i in range(5, len(tokens), 2):
                    terms[tokens[i + 1]] = terms.get(tokens[i + 1], 0.0) + number(n, tokens[i])
                    names.add(tokens[i + 1])
                ops.append(("add", tokens[1], strength(n, tokens[2]), tokens[3],
                            number(n, tokens[4]), [(v, c) for v, c in terms.items() if c != 0]))
            elif kind == "remove" and len(tokens) == 2:
                ops.append(("remove", tokens[1]))
            elif kind == "edit" and len(tokens) == 3:
                names.add(tokens[1])
                ops.append(("edit", tokens[1], strength(n, tokens[2])))
            elif kind == "unedit" and len(tokens) == 2:
                names.add(tokens[1])
                ops.append(("unedit", tokens[1]))
            elif kind == "suggest" and len(tokens) == 3:
                names.add(tokens[1])
                ops.append(("suggest", tokens[1], number(n, tokens[2])))
            elif kind == "check" and len(tokens) == 1:
                ops.append(("check", sorted(names, key=lambda s: s.encode())))
            else:
                fail(n, "malformed %s" % kind)
    return ops


def run(kiwi, ops, printing):
    variables = {}

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    # Everything built before timing: the constraints of each add line, in order.
    built = []
    for op in ops:
        if op[0] == "add":
            _, cid, s, rel, const, terms = op
            expr = kiwi.Expression([kiwi.Term(var(v), c) for v, c in terms], const)
            built.append(kiwi.Constraint(expr, rel, min(s, kiwi.strength.required)))
        else:
            built.append(None)
            if op[0] in ("edit", "unedit", "suggest"):
                var(op[1])
    solver = kiwi.Solver()
    added, edits, out = {}, {}, []
    times = {"build": 0, "resolves": [], "modifies": []}
    clock = time.perf_counter_ns
    start, in_build, only_suggests, checks = clock(), True, True, 0
    for op, c in zip(ops, built):
        kind = op[0]
        if in_build and kind == "suggest":
            now = clock()
            times["build"], start, in_build = now - start, now, False
        if kind != "suggest" and kind != "check":
            only_suggests = False
        try:
            if kind == "add":
                if op[1] in added:
                    raise DuplicateConstraint()
                try:
                    solver.addConstraint(c)
                except kiwi.UnsatisfiableConstraint:
                    # kiwi leaves the failed constraint partly in: rebuild from what is in use.
                    solver = kiwi.Solver()
                    for kept in added.values():
                        solver.addConstraint(kept)
                    for name, (s, value) in edits.items():
                        solver.addEditVariable(variables[name], s)
                        solver.suggestValue(variables[name], value)
                    raise
                added[op[1]] = c
            elif kind == "remove":
                if op[1] not in added:
                    raise UnknownConstraint()
                solver.removeConstraint(added.pop(op[1]))
            elif kind == "edit":
                if op[2] >= REQUIRED and op[1] not in edits:
                    raise BadRequiredStrength()
                solver.addEditVariable(variables[op[1]], op[2])
                solver.suggestValue(variables[op[1]], 0.0)
                edits[op[1]] = (op[2], 0.0)
            elif kind == "unedit":
                solver.removeEditVariable(variables[op[1]])
                del edits[op[1]]
            elif kind == "suggest":
                solver.suggestValue(variables[op[1]], op[2])
                edits[op[1]] = (edits[op[1]][0], op[2]) if op[1] in edits else None
            else:
                checks += 1
                solver.updateVariables()
                # The update is the solver call; reading each value back in Python is not
                # timed (Reflow's side reads every value through the solver and counts it).
                if not in_build:
                    now = clock()
                    times["resolves" if only_suggests else "modifies"].append(now - start)
                    only_suggests = True
                values = [(name, variables[name].value() if name in variables else 0.0)
                          for name in op[1]]
                if printing:
                    out.append("check %d" % checks)
                    for name, v in values:
                        text = "%.6f" % v
                        out.append("%s %s" % (name, "0.000000" if text == "-0.000000" else text))
                if not in_build:
                    start = clock()
        except Exception as error:
            kinds = {"DuplicateConstraint": "duplicate", "UnsatisfiableConstraint": "unsatisfiable",
                     "UnknownConstraint": "unknown", "DuplicateEditVariable": "duplicate_edit",
                     "BadRequiredStrength": "bad_required", "UnknownEditVariable": "unknown_edit"}
            name = type(error).__name__
            if name not in kinds:
                raise
            if printing:
                out.append("error %s %s" % (kinds[name], op[1]))
    if in_build:
        times["build"] = clock() - start
    return out, times


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file")
    ap.add_argument("--time", action="store_true")
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    import kiwisolver as kiwi
    ops = parse(args.file)
    if not args.time:
        out, _ = run(kiwi, ops, True)
        print("\n".join(out))
        return
    builds, resolves, modifies = [], [], []
    for _ in range(args.repeat):
        _, times = run(kiwi, ops, False)
        builds.append(times["build"])
        resolves += times["resolves"]
        modifies += times["modifies"]
    print("time build_ns %d" % statistics.median(builds))
    print("time resolve_ns_median %d" % (statistics.median(resolves) if resolves else 0))
    print("time resolves %d" % (len(resolves) // args.repeat))
    if modifies:
        print("time modify_ns_median %d" % statistics.median(modifies))
        print("time modifies %d" % (len(modifies) // args.repeat))


if __name__ == "__main__":
    main()
