#!/usr/bin/env bash
# Instruction counts by valgrind (repeatable, unlike wall-clock time on a shared machine).
# Run from anywhere:
#   bash Benchmarks/callgrind.sh            # one link → route lookup and one route → link (RoutingInstructions)
#   bash Benchmarks/callgrind.sh navigator  # one Navigator pair over a do-nothing host
#   bash Benchmarks/callgrind.sh restoration  # a decode, an encode and a restore through a Navigator of 100 screens
#   bash Benchmarks/callgrind.sh lists        # a list difference: direct, from arrays, through ListDataSource
#   bash Benchmarks/callgrind.sh lists arrays # only the paths named (direct, arrays, data-source,
#                                             # and the floors floor-ids, floor-equal)
# Each case runs twice with different counts; the difference divided by the extra count is
# one iteration, with the setup cancelled out.
set -euo pipefail
cd "$(dirname "$0")"
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 \
    | sed -n 's/.*refs: *//p' | tr -d ,
}
if [ "${1:-routing}" = navigator ]; then
  swift build -c release --product NavigatorInstructions >/dev/null
  binary=".build/release/NavigatorInstructions"
  printf "%-16s %8s %14s\n" pair depth instructions
  for kind in push-pop present-dismiss; do
    for depth in 1 10 100 1000; do
      low=$(count "$binary" "$kind" "$depth" 1000)
      high=$(count "$binary" "$kind" "$depth" 6000)
      printf "%-16s %8s %14s\n" "$kind" "$depth" $(((high - low) / 5000))
    done
  done
  exit 0
fi
if [ "${1:-routing}" = restoration ]; then
  swift build -c release --product RestorationInstructions >/dev/null
  binary=".build/release/RestorationInstructions"
  printf "%-16s %14s\n" "100 screens" instructions
  for kind in decode encode navigator; do
    low=$(count "$binary" "$kind" 50)
    high=$(count "$binary" "$kind" 250)
    printf "%-16s %14s\n" "$kind" $(((high - low) / 200))
  done
  exit 0
fi
if [ "${1:-routing}" = lists ]; then
  shift
  paths=("$@")
  # NB: the same hash seed in both runs, so that hashing differs by the extra count only.
  export SWIFT_DETERMINISTIC_HASHING=1
  [ ${#paths[@]} -gt 0 ] || paths=(direct arrays data-source)
  swift build -c release --product ListInstructions >/dev/null
  binary=".build/release/ListInstructions"
  printf "%-12s %-8s %8s %14s %10s\n" path workload n instructions per-item
  for n in 1000 10000 100000; do
    low=$((20000 / n + 1))
    high=$((low * 3))
    for workload in mix shuffle append same; do
      for path in "${paths[@]}"; do
        a=$(count "$binary" "$path" "$workload" "$n" "$low")
        b=$(count "$binary" "$path" "$workload" "$n" "$high")
        one=$(((b - a) / (high - low)))
        printf "%-12s %-8s %8s %14s %10s\n" "$path" "$workload" "$n" "$one" $((one / n))
      done
    done
  done
  exit 0
fi
swift build -c release --product RoutingInstructions >/dev/null
binary=".build/release/RoutingInstructions"
printf "%-22s %8s %14s\n" side n instructions
for n in 10 1000 10000; do
  for side in waypoint waypoint-print routingkit routingkit-segments; do
    low=$(count "$binary" "$side" "$n" 2000)
    high=$(count "$binary" "$side" "$n" 12000)
    printf "%-22s %8s %14s\n" "$side" "$n" $(((high - low) / 10000))
  done
done
