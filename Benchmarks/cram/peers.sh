#!/usr/bin/env bash
# A peer's own suite gives the same results under `memorize test` as under the peer.
#
# 1. cram 0.7's own tests/ (from its source distribution on PyPI), file by file: passed, failed or
#    skipped, under cram and under `memorize test`.
# 2. prysk 0.20.0 run inside each runner: prysk's integration suite (test/integration/prysk/
#    encoding.t, not in its PyPI source distribution) matches a nested prysk's diff with patterns
#    written against prysk's text of a line (`\+  hola señor (re)`), which keeps printable UTF-8
#    where cram escapes it. The same scenario, written here, must pass under prysk and under
#    `memorize test`; with PRYSK_SOURCE=DIR (a checkout of prysk at 0.20.0), its own
#    test/integration/prysk/*.t are compared file by file too.
#
# Nothing of cram's or prysk's is kept in this repository: they are fetched at run time.
# Usage: Benchmarks/cram/peers.sh            (needs PyPI; MEMORIZE_BIN picks the binary)
set -euo pipefail
source "$(dirname "$0")/peers-env.sh"
peers_env --source
export PATH="$work/venv/bin:$PATH"

# NAME<TAB>passed|failed|skipped, sorted, from a peer's -v output (an empty file is skipped); by
# file name, as prysk shortens the paths it prints.
peer_results() {
    grep -E '^[^ ]+\.t: (passed|failed|skipped|empty)$' | sed -e 's/: /\t/' -e 's/\tempty$/\tskipped/' -e 's|^.*/||' | sort
}
# The same from `memorize test --format tap`.
memorize_results() {
    awk '/^ok .* # SKIP/ { sub(/^ok [0-9]+ - /, ""); sub(/ # SKIP.*/, ""); print $0 "\tskipped"; next }
         /^ok / { sub(/^ok [0-9]+ - /, ""); print $0 "\tpassed"; next }
         /^not ok / { sub(/^not ok [0-9]+ - /, ""); sub(/ #.*/, ""); print $0 "\tfailed" }' | sed 's|^.*/||' | sort
}
# Runs DIRECTORY's .t files (from inside PARENT) under PEER and under memorize; fails on a difference.
compare() {
    local peer=$1 parent=$2 directory=$3 label=$4
    find "$parent/$directory" -name '*.err' -delete
    (cd "$parent" && "$peer" -v "$directory" 2>&1 || true) | peer_results > "$work/peer.results"
    find "$parent/$directory" -name '*.err' -delete
    (cd "$parent" && "$bin" test --format tap "$directory" || true) | memorize_results > "$work/memorize.results"
    if ! diff "$work/peer.results" "$work/memorize.results" >&2; then
        echo "error: $peer and memorize test disagree on $label (< $peer, > memorize)" >&2
        exit 1
    fi
    echo "Same results on $label:" >&2
    sed 's/^/  /' "$work/peer.results" >&2
}

compare cram "$work/cram-0.7" tests "cram 0.7's own tests/"

# prysk inside the runner: its diff of a UTF-8 line, matched as prysk's encoding.t matches it.
mkdir -p "$work/nested/tests"
cat > "$work/nested/tests/nested-prysk.t" <<'EOF'
A nested prysk prints the same bytes under either runner; the patterns see prysk's text of them.

  $ cat > bad-utf-8.t <<EOF
  >   $ printf "hola se\303\261or\n"
  >   hey
  >   $ printf "hola \377 se\303\261or\n"
  >   hey
  > EOF
  $ prysk bad-utf-8.t
  !
  --- bad-utf-8.t
  +++ bad-utf-8.t.err
  @@ -1,4 +1,4 @@
     $ printf "hola se\303\261or\n"
  -  hey
  \+  hola señor (re)
     $ printf "hola \377 se\303\261or\n"
  -  hey
  \+  hola \\xff señor \(esc\) (re)
  
  # Ran 1 tests, 0 skipped, 1 failed.
  [1]
EOF
compare prysk "$work/nested" tests "a nested prysk run, as prysk's encoding.t checks it"
if [ -n "${PRYSK_SOURCE:-}" ]; then
    cp -R "$PRYSK_SOURCE" "$work/prysk-source"
    compare prysk "$work/prysk-source" test/integration/prysk "prysk 0.20.0's own test/integration/prysk"
fi
echo "ok: the peers' suites give the same results under memorize test" >&2
