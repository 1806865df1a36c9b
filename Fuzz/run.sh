#!/usr/bin/env bash
# Builds a libFuzzer target of the package (its sources are in Fuzz/Sources/TARGET) and runs it.
#
#   bash Fuzz/run.sh TARGET SECONDS     e.g.  bash Fuzz/run.sh RouteFuzz 600
#
# Seeds come from Fuzz/Corpus/TARGET/ and a dictionary, if there is one, from
# Fuzz/Dictionaries/TARGET.dict (both checked in); new inputs go to Fuzz/corpus-work/TARGET/ and a
# crashing input to Fuzz/artifacts/ (both ignored by git). Exits non-zero when the target crashes.
set -euo pipefail
target="${1:?usage: run.sh TARGET SECONDS}"
seconds="${2:?usage: run.sh TARGET SECONDS}"
cd "$(dirname "$0")/.."

swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product "$target"
cd Fuzz
mkdir -p "corpus-work/$target" artifacts
dictionary=()
if [ -f "Dictionaries/$target.dict" ]; then dictionary=("-dict=Dictionaries/$target.dict"); fi
SWIFT_BACKTRACE=enable=no "../.build-fuzz/release/$target" \
  "corpus-work/$target" "Corpus/$target" "${dictionary[@]}" \
  -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=artifacts/ -print_final_stats=1
