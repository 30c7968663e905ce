#!/usr/bin/env bash
# memorize test against cram 0.7 and prysk 0.20 (cram's maintained fork), on the same checks.
#
# Makes N sessions of 20 commands (the TranscriptReplay benchmark's), each recorded as a
# transcript for `memorize test` and as a cram test that pipes the same commands into `memorize`
# (cram's expected output filled in by cram itself, `-y -i`; prysk reads the same files). Then
# times the three suites, each run once after a warm-up run, and prints the ratios.
#
# Usage: Benchmarks/cram/compare.sh [N]   (default 1000; needs a release build and PyPI)
set -euo pipefail
count=${1:-1000}
source "$(dirname "$0")/peers-env.sh"
peers_env

themes=(animals faces food flags sports vehicles)
commands() {
    echo "new ${themes[$(($1 % 6))]} pairs=4 seed=$1"
    for card in 1 2 3 4 5 6 7 8; do echo "choose $card"; done
    printf '%s\n' board score state "choose 99" "chose 1" restart "choose 1 2" "wait 3" "choose 3 4" state "help choose"
}

echo "Making $count sessions of 20 commands…" >&2
mkdir "$work/transcripts" "$work/cram" "$work/bin"
ln -s "$bin" "$work/bin/memorize"
for ((i = 0; i < count; i++)); do
    commands "$i" | "$bin" record --seed "$i" "$work/transcripts/t$i.transcript" >/dev/null 2>&1
    {
        echo "  \$ memorize --seed $i <<'EOF'"
        commands "$i" | sed 's/^/  > /'
        echo "  > EOF"
    } > "$work/cram/t$i.t"
done
# cram patches through GNU patch, which refuses absolute paths: run it from the work directory.
(cd "$work" && PATH="$work/bin:$PATH" "$work/venv/bin/cram" -y -i cram >/dev/null 2>&1) || true

# Wall-clock seconds of one run of a command, output discarded.
seconds() {
    python3 -c 'import subprocess, sys, time
start = time.perf_counter()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(time.perf_counter() - start)' "$@"
}
echo "Timing…" >&2
if ! PATH="$work/bin:$PATH" "$work/venv/bin/cram" -q "$work/cram" > "$work/cram.log" 2>&1; then
    echo "error: cram's suite does not pass:" >&2
    tail -20 "$work/cram.log" >&2
    exit 1
fi
cram_time=$(PATH="$work/bin:$PATH" seconds "$work/venv/bin/cram" -q "$work/cram")
if ! PATH="$work/bin:$PATH" "$work/venv/bin/prysk" -q "$work/cram" > "$work/prysk.log" 2>&1; then
    echo "error: prysk's run of the suite does not pass:" >&2
    tail -20 "$work/prysk.log" >&2
    exit 1
fi
prysk_time=$(PATH="$work/bin:$PATH" seconds "$work/venv/bin/prysk" -q "$work/cram")
"$bin" test -j 2 "$work/transcripts" >/dev/null || { echo "error: memorize's suite does not pass" >&2; exit 1; }
ours_time=$(seconds "$bin" test -j 2 "$work/transcripts")
printf 'sessions: %d of 20 commands\n' "$count"
printf 'cram 0.7 (one memorize process per session):    %.2f s\n' "$cram_time"
printf 'prysk 0.20.0 (one memorize process per session): %.2f s\n' "$prysk_time"
printf 'memorize test -j 2 (2 worker processes):         %.3f s\n' "$ours_time"
printf 'ratio: memorize test is %.0f× faster than cram, %.0f× faster than prysk\n' \
    "$(python3 -c "print($cram_time / $ours_time)")" "$(python3 -c "print($prysk_time / $ours_time)")"
