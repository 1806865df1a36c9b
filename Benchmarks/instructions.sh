#!/usr/bin/env bash
# The core figures in instructions per operation (valgrind's callgrind: the same count whatever
# else the machine is doing), against the committed baseline Benchmarks/instructions-baseline.txt.
#   bash Benchmarks/instructions.sh          # count and check: exits 1 when a figure grew more than 10%
#   bash Benchmarks/instructions.sh update   # count and write the baseline (commit it on purpose)
# The counts are small, so that the check takes about a minute once the release build is there:
# each figure is the difference of two runs divided by the extra count, setup cancelled out. The
# navigator's push and pop are counted over a do-nothing host and over TestHost (the path through
# the host session the navigator owns).
set -euo pipefail
cd "$(dirname "$0")"
mode="${1:-check}"
baseline="instructions-baseline.txt"
tolerance=10 # percent
export SWIFT_DETERMINISTIC_HASHING=1
command -v valgrind >/dev/null || {
  echo "valgrind is needed (apt-get install valgrind)"
  exit 1
}
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 \
    | sed -n 's/.*refs: *//p' | tr -d ,
}
# per NAME LOW HIGH COMMAND...: one operation's instructions, COMMAND run with LOW and HIGH last.
per() {
  local name=$1 low=$2 high=$3
  shift 3
  local a b
  a=$(count "$@" "$low")
  b=$(count "$@" "$high")
  echo "$name $(((b - a) / (high - low)))"
}
export -f count per
for product in NavigatorInstructions RoutingInstructions ListInstructions; do
  swift build -c release --product "$product" >/dev/null
done
bin=.build/release
# One figure a line, counted two at a time (callgrind runs on one core), printed in this order.
figures=$(
  {
    echo "navigator-push-pop 100 300 $bin/NavigatorInstructions push-pop 1"
    echo "navigator-push-pop-depth-1000 100 300 $bin/NavigatorInstructions push-pop 1000"
    echo "navigator-push-pop-testhost 100 300 $bin/NavigatorInstructions push-pop 1 testhost"
    echo "navigator-push-pop-testhost-depth-1000 100 300 $bin/NavigatorInstructions push-pop 1000 testhost"
    echo "link-to-route 500 2500 $bin/RoutingInstructions waypoint 10"
    echo "route-to-link 200 1000 $bin/RoutingInstructions waypoint-print 10"
    for workload in append same mix shuffle; do
      echo "list-data-source-$workload-1000 4 12 --toggle-collect=*applyItems* $bin/ListInstructions items $workload 1000"
    done
  } | nl -ba | xargs -P 2 -L 1 bash -c 'per "${@:2}" | sed "s/^/$1 /"' _ | sort -n | cut -d' ' -f2-
)
if [ "$mode" = update ]; then
  {
    echo "# Instructions per operation (callgrind), written by \`bash Benchmarks/instructions.sh update\`"
    echo "# at $(git rev-parse --short HEAD); CI fails when a figure grows more than $tolerance% over it."
    echo "$figures"
  } >"$baseline"
  cat "$baseline"
  exit 0
fi
status=0
printf "%-36s %12s %12s %8s\n" figure baseline now change
while read -r name now; do
  base=$(awk -v n="$name" '$1 == n { print $2 }' "$baseline")
  if [ -z "$base" ]; then
    printf "%-36s %12s %12s %8s\n" "$name" "-" "$now" "new"
    status=1
    continue
  fi
  verdict=""
  if [ $((now * 100)) -gt $((base * (100 + tolerance))) ]; then
    verdict="  more than $tolerance% over the baseline"
    status=1
  fi
  printf "%-36s %12s %12s %7s%%%s\n" "$name" "$base" "$now" \
    "$(awk -v a="$base" -v b="$now" 'BEGIN { printf "%+.1f", (b - a) * 100 / a }')" "$verdict"
done <<<"$figures"
[ $status -eq 0 ] || echo "An instruction count grew past its baseline (or has none): make it cheaper, or, on purpose, run \`bash Benchmarks/instructions.sh update\` and commit Benchmarks/$baseline."
exit $status
