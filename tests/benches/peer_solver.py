"""Side-by-side check against mjpieters' rummikub-solver (an ILP over cvxpy
and HiGHS): runs it on every position of the positions file, compares the
number of tiles each solver places with Tilemeld's answers, and prints the
speed ratio. Run through .ci/bench-solver, which installs the peer into a
throwaway virtualenv outside the crate.

    python3 peer_solver.py POSITIONS.jsonl OURS.jsonl
"""

import json
import statistics
import sys
import time

from rummikub_solver import RuleSet, SolverMode

COLOURS = "kbor"


def main(positions_path, ours_path):
    rules = RuleSet()  # 13 numbers, 4 colours, 2 copies, 2 jokers, 30 to open
    tiles = rules.tiles  # numbered tiles colour by colour, then the joker

    def tile(code):
        if code == "j":
            return tiles[-1]
        colour = COLOURS.index(code[0])
        return tiles[colour * 13 + int(code[1:]) - 1]

    positions = [json.loads(line) for line in open(positions_path)]
    ours = [json.loads(line) for line in open(ours_path)]
    assert len(positions) == len(ours), "run the Tilemeld bench with --out first"

    solver = rules._solver  # the ILP, built once as the library does
    agree = 0
    differ = []
    peer_times = []
    for i, (p, mine) in enumerate(zip(positions, ours)):
        state = rules.new_game()
        state.initial = not p["initial_meld_done"]
        state.add_rack(*[tile(t) for t in p["rack"]])
        if p["initial_meld_done"]:
            state.add_table(*[tile(t) for s in p["table"] for t in s])
            mode = SolverMode.TILE_COUNT
        else:
            # The opening meld uses the rack only, and may not touch the table.
            mode = SolverMode.INITIAL
        start = time.perf_counter()
        solution = solver(mode, state)
        peer_times.append((time.perf_counter() - start) * 1e6)
        peer_count = len(solution.tiles)
        if peer_count == mine["tiles_played"]:
            agree += 1
        else:
            jokers = "j" in p["rack"] or any("j" in s for s in p["table"])
            differ.append((i + 1, mode.name, peer_count, mine["tiles_played"], jokers))

    our_times = [m["micros"] for m in ours]
    n = len(positions)
    print(f"positions: {n}")
    print(f"same optimum tile count: {agree} of {n}")
    joker_rule = sum(1 for d in differ if d[4])
    print(f"different: {len(differ)} ({joker_rule} with jokers in play)")
    for d in differ[:15]:
        print(f"  position {d[0]} ({d[1]}): peer {d[2]} tiles, tilemeld {d[3]}{' (jokers)' if d[4] else ''}")
    worse = [d for d in differ if d[2] > d[3]]
    print(f"positions where the peer places more tiles than tilemeld: {len(worse)}")
    for label, times in (("tilemeld", our_times), ("peer ILP", peer_times)):
        s = sorted(times)
        print(
            f"{label:>9}: median {statistics.median(s):10.1f} µs   p99 {s[int(0.99 * (n - 1))]:10.1f} µs   "
            f"worst {s[-1]:10.1f} µs   total {sum(s) / 1e6:8.2f} s"
        )
    print(f"speed ratio (peer / tilemeld), median: {statistics.median(peer_times) / statistics.median(our_times):.0f}x, "
          f"total: {sum(peer_times) / sum(our_times):.0f}x")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
