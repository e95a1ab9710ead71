#!/usr/bin/env bash
# Merges the parts that bench/queue.sh wrote under bench/results/<name>/ and prints each merged result.
set -u
cd "$(dirname "$0")/.."
for dir in bench/results/*/; do
  name=$(basename "$dir")
  files=$(ls "$dir"*.json 2>/dev/null | sort -t/ -k4 -n | paste -sd, -)
  [ -z "$files" ] && continue
  echo "### $name ($(ls "$dir"*.json | wc -l) parts)"
  case "$name" in
    bench-ai) cat "$dir"0.json ;;
    peer-*) npx tsx bench/peer/match.ts --merge "$files" ;;
    *) npx tsx src-main/hosts/cli/main.ts tournament --merge "$files" ;;
  esac
done
