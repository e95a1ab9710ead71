#!/usr/bin/env bash
# Merges the parts that bench/queue.sh wrote under $BENCH_RESULTS/<name>/ (default bench/out) and prints each merged result.
set -u
cd "$(dirname "$0")/.."
out=${BENCH_RESULTS:-bench/out}
for dir in "$out"/*/; do
  name=$(basename "$dir")
  files=$(ls "$dir"*.json 2>/dev/null | awk -F/ '{ print $NF "\t" $0 }' | sort -n | cut -f2 | paste -sd, -)
  [ -z "$files" ] && continue
  echo "### $name ($(ls "$dir"*.json | wc -l) parts)"
  case "$name" in
    bench-ai) cat "$dir"0.json ;;
    peer-*) npx tsx bench/peer/match.ts --merge "$files" ;;
    *) npx tsx src-main/hosts/cli/main.ts tournament --merge "$files" ;;
  esac
done
