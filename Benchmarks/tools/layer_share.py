#!/usr/bin/env python3
"""The layout layer's share of a callgrind profile: what the solver's calls cost, without the
layout's code that runs inside them (a transaction's body, a changed-variable callback), and
the rest.

    valgrind --tool=callgrind --callgrind-out-file=cg.out \\
        [--toggle-collect='<mangled function>'] .build/release/reflow-run nest 1000
    python3 tools/layer_share.py cg.out [--top N]

With --top N, also the N layer functions that cost most by themselves: their own
instructions plus the runtime and standard-library calls they make (allocation, reference
counting, hashing), not their calls into the solver or into other layer functions.

Solver = the sum, over every call from code outside ReflowSolver into a ReflowSolver function,
of that call's inclusive cost, minus the calls from ReflowSolver back into the layout's code
(ReflowLayout, the workloads, ReflowTesting's reference screens, reflow-run). Layer = total -
solver. Functions are told apart by their mangled module (`$s12ReflowSolver...`); runtime and
standard-library functions count where they are called from.
"""
import re
import sys

SOLVER = "12ReflowSolver"
LAYER = (
    "12ReflowLayout", "13ReflowTesting", "15LayoutWorkloads", "10reflow_run", "11ReflowTests",
)


def module(name):
    m = re.match(r"\$s(\d+)([A-Za-z_]\w*)", name)
    if not m:
        return None
    length = int(m.group(1))
    return m.group(1) + m.group(2)[:length]


def is_solver(name):
    return module(name) == SOLVER


def is_layer(name):
    return module(name) in LAYER


def main(path, top=0):
    names = {}
    own = {}
    total = 0
    into_solver = 0
    back_out = 0
    fn = None
    pending_call = None  # (caller, callee) awaiting its cost line
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("summary:") or line.startswith("totals:"):
                total = max(total, int(line.split()[1]))
                continue
            m = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?$", line)
            if m:
                kind, ident, name = m.groups()
                if name is not None:
                    names[ident] = name
                if kind == "fn":
                    fn = names.get(ident, "")
                else:
                    pending_call = (fn, names.get(ident, ""))
                continue
            if line.startswith("calls="):
                continue
            if line and (line[0].isdigit() or line[0] in "+-*"):
                parts = line.split()
                cost = int(parts[1]) if len(parts) > 1 else 0
                if pending_call is None:
                    if fn and is_layer(fn):
                        own[fn] = own.get(fn, 0) + cost
                    continue
                caller, callee = pending_call
                pending_call = None
                if is_solver(callee) and not is_solver(caller):
                    into_solver += cost
                elif is_solver(caller) and is_layer(callee):
                    back_out += cost
                elif is_layer(caller) and not is_layer(callee) and not is_solver(callee):
                    own[caller] = own.get(caller, 0) + cost
    solver = into_solver - back_out
    if total == 0:
        sys.exit("no instructions collected (is the --toggle-collect function inlined?)")
    print(f"total  {total:>15,}")
    print(f"solver {solver:>15,}  ({100 * solver / total:.1f}%)")
    print(f"layer  {total - solver:>15,}  ({100 * (total - solver) / total:.1f}%)")
    for name, cost in sorted(own.items(), key=lambda item: -item[1])[:top]:
        print(f"  {cost:>13,}  {name}")


if __name__ == "__main__":
    if len(sys.argv) == 2:
        main(sys.argv[1])
    elif len(sys.argv) == 4 and sys.argv[2] == "--top":
        main(sys.argv[1], int(sys.argv[3]))
    else:
        sys.exit(__doc__)
