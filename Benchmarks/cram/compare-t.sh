#!/usr/bin/env bash
# `memorize test` against cram 0.7 and prysk on cram's own example .t files.
#
# Fetches cram's source distribution from PyPI at run time (nothing of cram's is kept in this
# repository), checks that its examples/ give the same results under cram and `memorize test`
# (4 pass, fail.t fails, skip.t and empty.t skip), then times both on N copies of them (each copy
# in its own `copy-K/examples`, as env.t lists its directory and globs its name), one run each
# after a warm-up, and prints the ratios side by side, measured in the same run.
#
# Usage: Benchmarks/cram/compare-t.sh [N]   (default 100 copies, 700 files; needs PyPI)
set -euo pipefail
copies=${1:-100}
source "$(dirname "$0")/peers-env.sh"
peers_env --source
examples=$work/cram-0.7/examples

# The same results, file by file: cram -v prints "FILE: passed|failed|skipped|empty" (an empty
# file is skipped). cram runs on a copy: it leaves fail.t.err beside fail.t, which env.t would list.
cp -R "$examples" "$work/cram-run"
mkdir "$work/cram-run-parent" && mv "$work/cram-run" "$work/cram-run-parent/examples"
(cd "$work/cram-run-parent" && "$work/venv/bin/cram" -v examples || true) | grep -E '^examples/.*: (passed|failed|skipped|empty)$' \
    | sed -e 's/: /\t/' -e 's/\tempty$/\tskipped/' | sort > "$work/cram.results"
(cd "$work/cram-0.7" && "$bin" test --format tap examples || true) | awk '
    /^ok .* # SKIP/ { sub(/^ok [0-9]+ - /, ""); sub(/ # SKIP.*/, ""); print $0 "\tskipped"; next }
    /^ok / { sub(/^ok [0-9]+ - /, ""); print $0 "\tpassed"; next }
    /^not ok / { sub(/^not ok [0-9]+ - /, ""); sub(/ #.*/, ""); print $0 "\tfailed" }' | sort > "$work/memorize.results"
if ! diff "$work/cram.results" "$work/memorize.results" >&2; then
    echo "error: cram and memorize test disagree on cram's examples (< cram, > memorize)" >&2
    exit 1
fi
echo "Same results on cram's examples:" >&2
sed 's/^/  /' "$work/cram.results" >&2

for ((k = 0; k < copies; k++)); do
    mkdir -p "$work/suite/copy-$k"
    cp -R "$examples" "$work/suite/copy-$k/examples"
done
files=$(find "$work/suite" -name '*.t' -not -path '*/.*' | wc -l)

# Wall-clock seconds of one run of a command after a warm-up, output discarded (a failing suite
# is expected: fail.t fails in every copy). cram's and prysk's .err files are removed before
# each run, so that every run sees the same files.
seconds() {
    python3 -c 'import os, subprocess, sys, time
def clean():
    for parent, _, names in os.walk("."):
        for name in names:
            if name.endswith(".err"): os.remove(os.path.join(parent, name))
clean()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
clean()
start = time.perf_counter()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(time.perf_counter() - start)' "$@"
}
echo "Timing $files files…" >&2
cd "$work/suite"
cram_time=$(seconds "$work/venv/bin/cram" -q .)
prysk_time=$(seconds "$work/venv/bin/prysk" -q .)
ours_time=$(seconds "$bin" test -j 2 .)
ours_one=$(seconds "$bin" test -j 1 .)
printf 'files: %d (%d copies of cram 0.7'"'"'s examples/)\n' "$files" "$copies"
printf 'cram 0.7 (a shell started per file):            %.2f s\n' "$cram_time"
printf 'prysk 0.20.0 (a shell started per file):        %.2f s\n' "$prysk_time"
printf 'memorize test -j 1 (one shell, forked per file): %.2f s\n' "$ours_one"
printf 'memorize test -j 2 (two workers, a shell each):  %.2f s\n' "$ours_time"
python3 -c "import sys; c, p, o, one = map(float, sys.argv[1:])
print(f'ratio: memorize test -j 2 is {c / o:.1f}x faster than cram, {p / o:.1f}x faster than prysk; -j 1 {c / one:.1f}x faster than cram')" \
    "$cram_time" "$prysk_time" "$ours_time" "$ours_one"
