#!/usr/bin/env bash
# memorize's `art open; art save` against Python's json module, on the same .emojiart files.
#
# Makes two 10,000-emoji documents (generate.py: a realistic mix of emoji, ZWJ sequences, flags,
# skin tones and keycaps included; ids with gaps): one with a blank background, one with a 100 kB
# image embedded. For each, times the same work — read the file, parse it, build the model,
# serialise it, write it to a temporary file and rename that over the target — three ways:
#   1. in process, best and median of N (Python: time.perf_counter around python_open_save.py's
#      function; memorize: the EmojiArtFiles benchmark, `art open` + `art save` through the
#      Session, with the same file, run by package-benchmark);
#   2. as a process, start to exit, best and median of N, and peak memory:
#      `python3 python_open_save.py IN OUT` against `memorize -c "art open IN; art save OUT"`;
#   3. Python both ways it writes a file: json.dump (the module's file writer) and json.dumps
#      with memorize's format (keys sorted, compact, UTF-8; the C encoder) plus one write.
#
# Usage: Benchmarks/emojiart-vs-python/compare.sh [N]   (default 20; needs a release build:
#        `swift build -c release` at the root. NO_BENCHMARK=1 skips the package-benchmark run,
#        whose first build takes some minutes.)
set -euo pipefail
count=${1:-20}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${MEMORIZE_BIN:-$root/.build/release/memorize}
python=${PYTHON:-python3}
[ -x "$bin" ] || { echo "error: no $bin; run 'swift build -c release' at the repository root" >&2; exit 1; }
work=$(mktemp -d)
[ -n "${KEEP:-}" ] && echo "work: $work" >&2 || trap 'rm -rf "$work"' EXIT

"$python" "$here/generate.py" "$work/blank.emojiart"
"$python" "$here/generate.py" "$work/image.emojiart" --background 100000

# Both sides must read what they are given: same emoji count out as in.
for doc in blank image; do
    "$bin" -c "art open $work/$doc.emojiart; art save $work/$doc-memorize.emojiart" >/dev/null
    "$python" "$here/python_open_save.py" "$work/$doc.emojiart" "$work/$doc-python.emojiart" dumps
    cmp -s "$work/$doc-memorize.emojiart" "$work/$doc-python.emojiart" \
        && same="byte for byte the same as Python's dumps" || same="differs from Python's dumps (memorize escapes '/' as '\\/', as JSONEncoder does)"
    echo "$doc.emojiart: $(wc -c < "$work/$doc.emojiart") bytes; memorize's save $same" >&2
done

echo "Timing ($count runs each, after a warm-up)…" >&2
printf '\n%-58s %12s %12s %9s\n' "open + save of a 10,000-emoji document" "best (ms)" "median (ms)" "peak MB"
for doc in blank image; do
    in=$work/$doc.emojiart
    echo "-- $doc background ($(wc -c < "$in") bytes)"
    for mode in dump dumps; do
        read -r best median <<< "$("$python" "$here/python_open_save.py" "$in" "$work/out.emojiart" "$mode" "$count")"
        printf '%-58s %12s %12s %9s\n' "python3 json.load + json.$mode, in process" "$best" "$median" "-"
    done
    for mode in dump dumps; do
        read -r best median peak <<< "$("$python" "$here/measure.py" "$count" "$python" "$here/python_open_save.py" "$in" "$work/out.emojiart" "$mode")"
        printf '%-58s %12s %12s %9s\n' "python3 json.load + json.$mode, process start to exit" "$best" "$median" "$peak"
    done
    read -r best median peak <<< "$("$python" "$here/measure.py" "$count" "$bin" -c "art open $in; art save $work/out.emojiart")"
    printf '%-58s %12s %12s %9s\n' "memorize -c \"art open; art save\", process start to exit" "$best" "$median" "$peak"
    read -r best median peak <<< "$("$python" "$here/measure.py" "$count" "$python" -c pass)"
    printf '%-58s %12s %12s %9s\n' "  (floor: python3 -c pass)" "$best" "$median" "$peak"
    read -r best median peak <<< "$("$python" "$here/measure.py" "$count" "$bin" -c "art new")"
    printf '%-58s %12s %12s %9s\n' "  (floor: memorize -c \"art new\")" "$best" "$median" "$peak"
done

if [ -z "${NO_BENCHMARK:-}" ]; then
    echo >&2
    echo "memorize in process: the EmojiArtFiles benchmark on the same files (package-benchmark)…" >&2
    for doc in blank image; do
        echo
        echo "-- memorize in process, $doc background (EmojiArtFiles, EMOJIART_DOCUMENT=$doc.emojiart):"
        (cd "$root/Benchmarks" && EMOJIART_DOCUMENT="$work/$doc.emojiart" swift package benchmark \
            --target EmojiArtFiles --filter '.*10,000-emoji.*' --no-progress 2>/dev/null) \
            | grep -E '^(open|decode|encode) |Metric|Time \(wall clock\)|Memory \(resident peak\)' || true
    done
fi
