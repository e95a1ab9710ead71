#!/usr/bin/env bash
# Runs long measurements in small batches, round robin over the lines of a plan, until a deadline, one process at a
# time (niced), so every pairing has some games whenever the time runs out. Results: $BENCH_RESULTS/<name>/<first>.json
# (BENCH_RESULTS defaults to bench/out, which git ignores: the many parts stay out of the repository;
# bench/summarize-series.ts then adds one merged line per pairing to bench/results/series.csv and prints the table).
# Plan lines: name|games per batch|total games|command (with {first} and {games} filled in per batch). The plan is
# re-read every round, so lines may be added while it runs.
# Usage: bench/queue.sh PLAN DEADLINE   (DEADLINE: a date(1) time such as 16:05; no batch starts after it)
set -u
plan=$1
deadline=$(date -d "$2" +%s)
cd "$(dirname "$0")/.."
out=${BENCH_RESULTS:-bench/out}
mkdir -p "$out"
while :; do
  ran=0
  while IFS='|' read -r name batch total cmd; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    [ "$(date +%s)" -ge "$deadline" ] && exit 0
    dir=$out/$name
    mkdir -p "$dir"
    done_games=$(( $(ls "$dir"/*.json 2>/dev/null | wc -l) * batch ))
    [ "$done_games" -ge "$total" ] && continue
    [ -e "$dir/.failed" ] && continue
    line=${cmd//\{first\}/$done_games}
    line=${line//\{games\}/$batch}
    echo "$(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg) $name games $done_games-$((done_games + batch - 1))" >> "$out/queue.log"
    if nice -n 10 bash -c "$line" > "$dir/.part" 2>> "$out/queue.err"; then mv "$dir/.part" "$dir/$done_games.json"; else echo "failed: $line" >> "$out/queue.log"; touch "$dir/.failed"; fi
    ran=1
  done < "$plan"
  [ "$ran" -eq 0 ] && exit 0
done
