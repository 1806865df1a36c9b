#!/usr/bin/env bash
# Instructions per link → route lookup, counted by valgrind (repeatable, unlike wall-clock
# time on a shared machine). Run from anywhere: bash Benchmarks/callgrind.sh
# Each case runs 2,000 and 12,000 lookups; the difference / 10,000 is one lookup, with the
# table's setup cancelled out.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product RoutingInstructions >/dev/null
binary=".build/release/RoutingInstructions"
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" 2>&1 \
    | sed -n 's/.*refs: *//p' | tr -d ,
}
printf "%-22s %8s %14s\n" side n instructions
for n in 10 1000 10000; do
  for side in waypoint routingkit routingkit-segments; do
    low=$(count "$side" "$n" 2000)
    high=$(count "$side" "$n" 12000)
    printf "%-22s %8s %14s\n" "$side" "$n" $(((high - low) / 10000))
  done
done
