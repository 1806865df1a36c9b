#!/usr/bin/env bash
# Regenerates every instruction table of BENCHMARKS.md (valgrind's callgrind) at the current
# commit: each block between `<!-- instructions: NAME -->` and `<!-- /instructions -->` is
# replaced by a table that names the commit it was counted at. About 10 minutes once built.
#   bash Benchmarks/tables.sh                  # every table
#   bash Benchmarks/tables.sh routing lists    # only those (navigator, restoration, routing, lists)
#   DIFFERENCEKIT=/path/to/DKInstructions bash Benchmarks/tables.sh   # with DifferenceKit's column
# DifferenceKit is not in the package: BENCHMARKS.md ("Against DifferenceKit") says how to build
# the local harness DIFFERENCEKIT names. Without it, its columns say "–".
# Each figure is the difference of two runs with different counts, divided by the extra count,
# so setup cancels out.
set -euo pipefail
cd "$(dirname "$0")"
export SWIFT_DETERMINISTIC_HASHING=1
commit=$(git rev-parse --short HEAD)
if [ -n "$(git status --porcelain --untracked-files=no -- ../Sources ../Package.swift Sources Package.swift)" ]; then commit="$commit + uncommitted changes"; fi
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 \
    | sed -n 's/.*refs: *//p' | tr -d ,
}
# per LOW HIGH COMMAND...: one operation's instructions, COMMAND run with LOW and HIGH last.
per() {
  local low=$1 high=$2 a b
  shift 2
  a=$(count "$@" "$low")
  b=$(count "$@" "$high")
  echo $(((b - a) / (high - low)))
}
commas() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == "" || b == 0) print "–"; else printf "%.3f", a / b }'; }
for product in NavigatorInstructions RestorationInstructions RoutingInstructions ListInstructions; do
  swift build -c release --product "$product" >/dev/null
done
bin=.build/release
out=$(mktemp -d)
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(navigator restoration routing lists)
wants() { [[ " ${wanted[*]} " == *" $1 "* ]]; }
counted="Counted at \`$commit\` by \`bash Benchmarks/tables.sh\` (callgrind, instructions per operation)."

if wants navigator; then
{
  echo "$counted"
  echo
  echo "| pair over the do-nothing host | depth 1 | depth 10 | depth 100 | depth 1,000 |"
  echo "|---|---:|---:|---:|---:|"
  for kind in push-pop present-dismiss; do
    row="| $kind"
    for depth in 1 10 100 1000; do
      row="$row | $(commas "$(per 200 1200 "$bin/NavigatorInstructions" "$kind" "$depth")")"
    done
    echo "$row |"
  done
  echo
  echo "| push-pop over TestHost, instant transitions | depth 1 | depth 10 | depth 100 | depth 1,000 |"
  echo "|---|---:|---:|---:|---:|"
  for host in testhost recorded; do
    row="| $([ "$host" = recorded ] && echo "with a \`NavigationRecorder\`" || echo "without a recorder")"
    for depth in 1 10 100 1000; do
      row="$row | $(commas "$(per 200 1200 "$bin/NavigatorInstructions" push-pop "$depth" "$host")")"
    done
    echo "$row |"
  done
} >"$out/navigator"
fi

if wants restoration; then
{
  echo "$counted"
  echo
  echo "| 100 screens | instructions |"
  echo "|---|---:|"
  for kind in decode encode navigator; do
    echo "| $kind | $(commas "$(per 50 250 "$bin/RestorationInstructions" "$kind")") |"
  done
} >"$out/restoration"
fi

if wants routing; then
{
  echo "$counted"
  echo
  echo "| n | Waypoint link → route | RoutingKit link (byte splitter) | RoutingKit segments | Waypoint ÷ RK link | Waypoint ÷ RK segments | Waypoint route → link |"
  echo "|---:|---:|---:|---:|---:|---:|---:|"
  for n in 10 1000 10000; do
    w=$(per 1000 3000 "$bin/RoutingInstructions" waypoint "$n")
    rk=$(per 1000 3000 "$bin/RoutingInstructions" routingkit "$n")
    seg=$(per 1000 3000 "$bin/RoutingInstructions" routingkit-segments "$n")
    print=$(per 200 600 "$bin/RoutingInstructions" waypoint-print "$n")
    echo "| $(commas "$n") | $(commas "$w") | $(commas "$rk") | $(commas "$seg") | $(ratio "$w" "$rk") | $(ratio "$w" "$seg") | $(commas "$print") |"
  done
} >"$out/routing"
fi

if wants lists; then
{
  echo "$counted"
  echo "Per item (the difference's instructions divided by *n*); DifferenceKit from \`${DIFFERENCEKIT:-(not given)}\`."
  echo
  echo "| workload | n | DifferenceKit | data source, plain arrays | from arrays | direct | data source ÷ DK | from arrays ÷ DK |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
  for n in 1000 10000 100000; do
    low=$((20000 / n + 1))
    high=$((low * 3))
    for workload in append same mix shuffle; do
      dk=""
      [ -z "${DIFFERENCEKIT:-}" ] || dk=$(($(per "$low" "$high" "$DIFFERENCEKIT" "$workload" "$n") / n))
      items=$(($(per "$low" "$high" --toggle-collect='*applyItems*' "$bin/ListInstructions" items "$workload" "$n") / n))
      arrays=$(($(per "$low" "$high" "$bin/ListInstructions" arrays "$workload" "$n") / n))
      direct=$(($(per "$low" "$high" "$bin/ListInstructions" direct "$workload" "$n") / n))
      echo "| $workload | $(commas "$n") | $(commas "${dk:-–}") | $items | $(commas "$arrays") | $direct | $(ratio "$items" "$dk") | $(ratio "$arrays" "$dk") |"
    done
  done
} >"$out/lists"
fi

awk -v dir="$out" '
  /^<!-- instructions: [a-z]+ -->$/ {
    print
    name = $3
    if ((getline line < (dir "/" name)) <= 0) next
    print line
    while ((getline line < (dir "/" name)) > 0) print line
    skipping = 1
    next
  }
  /^<!-- \/instructions -->$/ { skipping = 0 }
  !skipping { print }
' ../BENCHMARKS.md >"$out/BENCHMARKS.md"
mv "$out/BENCHMARKS.md" ../BENCHMARKS.md
rm -r "$out"
echo "BENCHMARKS.md: instruction tables counted at $commit"
