# Sourced by compare.sh, compare-t.sh and peers.sh: the memorize under test ($bin: MEMORIZE_BIN,
# else the release build), a throwaway work directory ($work, removed at exit unless KEEP is set),
# and cram 0.7 and prysk 0.20.0 installed into a virtualenv there ($work/venv). With
# `peers_env --source`, cram's source distribution is unpacked too ($work/cram-0.7).
# Nothing of cram's or prysk's is kept in this repository: they are fetched from PyPI at run time.
peers_env() {
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    bin=${MEMORIZE_BIN:-$root/.build/release/memorize}
    [ -x "$bin" ] || { echo "error: no $bin; run 'swift build -c release' at the repository root" >&2; exit 1; }
    work=$(mktemp -d)
    # shellcheck disable=SC2064  # $work is expanded now, on purpose
    if [ -n "${KEEP:-}" ]; then echo "work: $work" >&2; else trap "rm -rf '$work'" EXIT; fi
    echo "Installing cram 0.7 and prysk 0.20.0 into a throwaway virtualenv…" >&2
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install -q cram==0.7 prysk==0.20.0 >&2
    if [ "${1:-}" = "--source" ]; then
        "$work/venv/bin/pip" download -q --no-deps --no-binary :all: -d "$work" cram==0.7 >&2
        tar xzf "$work/cram-0.7.tar.gz" -C "$work"
    fi
}
