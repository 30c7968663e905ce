#!/usr/bin/env bash
# Builds the fuzz targets into Fuzz/bin/ and runs them with libFuzzer.
#
#   Fuzz/run.sh [TARGET|all|build] [SECONDS] [libFuzzer flags…]
#
# TARGET is ReplLine, LineReader, ThemeJSON, Transcript, EmojiArtJSON, EmojiScan, Words, TerminalInput, ImageDecode or KeptGame
# (default: all, one after another); SECONDS per
# target (default 60). `build` only builds. Extra flags go to libFuzzer (e.g. -jobs=2, -runs=0).
# Exits non-zero if any target found a crash, an oracle failure, a timeout or an out-of-memory.
#
# Environment: SWIFTC (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc);
# MEMORIZE_FUZZ_REV=REV builds Sources/ and themes/ of that commit (e.g. HEAD) instead of the
# working tree, which helps while the working tree does not compile;
# MEMORIZE_FUZZ_SOFT=1 reports failed oracles and goes on; MEMORIZE_FUZZ_FRESH=1 gives ReplLine a
# fresh interpreter for every input. Works from any directory.
set -euo pipefail

FUZZ="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$FUZZ/.." && pwd)"
SRC="$ROOT"          # where Sources/ and themes/ are read from
BIN="$FUZZ/bin"
OBJ="$BIN/obj"
ALL_TARGETS=(ReplLine LineReader ThemeJSON Transcript EmojiArtJSON EmojiScan Words TerminalInput ImageDecode KeptGame)
TARGETS=("${ALL_TARGETS[@]}")

target="${1:-all}"
seconds="${2:-60}"
shift $(( $# > 2 ? 2 : $# ))
extra=("$@")

case "$target" in
  all|build) ;;
  ReplLine|LineReader|ThemeJSON|Transcript|EmojiArtJSON|EmojiScan|Words|TerminalInput|ImageDecode|KeptGame) TARGETS=("$target") ;;
  *) echo "usage: $0 [ReplLine|LineReader|ThemeJSON|Transcript|EmojiArtJSON|EmojiScan|Words|TerminalInput|ImageDecode|KeptGame|all|build] [SECONDS] [libFuzzer flags…]" >&2; exit 2 ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "SECONDS must be a whole number, not '$seconds'" >&2; exit 2; }

if [[ -z "${SWIFTC:-}" ]]; then
  if command -v swiftc >/dev/null; then SWIFTC=swiftc; else SWIFTC=/opt/swift/usr/bin/swiftc; fi
fi

# libFuzzer settings per target: longest input, and how long one input may take.
max_len()  { case "$1" in LineReader|Transcript|EmojiArtJSON|EmojiScan|ImageDecode|KeptGame) echo 16384 ;; ThemeJSON) echo 8192 ;; *) echo 4096 ;; esac; }
TIMEOUT=10

# MARK: - Build

# Every module is compiled on its own (whole-module, as SwiftPM does, so `import Game` etc. work),
# with coverage and AddressSanitizer, assertions on (-assert-config Debug) and DEBUG defined (the
# game's invariant checks), and -enable-testing so the targets can reach internal API. All in one
# package, as SwiftPM compiles them: a feature module's conformance of a model's type (Strategy to
# ChoiceArgument) is then the package's own, not a retroactive one to warn about.
FLAGS=(-O -g -swift-version 6 -package-name memorize -parse-as-library -sanitize=fuzzer,address -assert-config Debug -D DEBUG)

module() {   # module NAME SOURCES…
  local name="$1"; shift
  "$SWIFTC" "${FLAGS[@]}" -enable-testing -wmo -module-name "$name" \
    -emit-module -emit-module-path "$OBJ/$name.swiftmodule" \
    -I "$OBJ" -I "$SRC/Sources/CReadline" -I "$SRC/Sources/CCurl/include" -I "$SRC/Sources/CStb/include" \
    -I "$SRC/Sources/CEmojiTables/include" -c "$@" -o "$OBJ/$name.o"
}

sources() { find "$SRC/Sources/$1" -name '*.swift' | LC_ALL=C sort; }

build() {
  local stamp="$BIN/.built" key="working tree"
  mkdir -p "$BIN"
  if [[ -n "${MEMORIZE_FUZZ_REV:-}" ]]; then
    key="$(git -C "$ROOT" rev-parse --verify "${MEMORIZE_FUZZ_REV}^{commit}")"
    SRC="$BIN/src"
    if [[ "$(cat "$SRC/.rev" 2>/dev/null)" != "$key" ]]; then
      rm -rf "$SRC"; mkdir -p "$SRC"
      git -C "$ROOT" archive "$key" Sources themes | tar -x -C "$SRC"
      echo "$key" > "$SRC/.rev"
    fi
  fi
  if [[ -f "$stamp" ]] && [[ "$(cat "$stamp")" == "$key" ]] && [[ -z "$(find "$SRC/Sources" "$SRC/themes" \
        "$FUZZ/Support" "$FUZZ"/*/main.swift -newer "$stamp" -type f -print -quit)" ]]; then
    for t in "${TARGETS[@]}"; do [[ -x "$BIN/$t" ]] || { rm -f "$stamp"; break; }; done
    [[ -f "$stamp" ]] && return 0
  fi
  echo "== building fuzz targets into $BIN from $key"
  rm -rf "$OBJ"; mkdir -p "$OBJ"
  # Bundled themes: what the EmbedThemes build plugin generates.
  # The embedder is a build tool, not fuzzed: its Escaping is built plainly, beside it.
  mkdir -p "$OBJ/tool"
  "$SWIFTC" -O -wmo -module-name Escaping -parse-as-library -emit-module -emit-module-path "$OBJ/tool/Escaping.swiftmodule" \
    -c $(sources Escaping) -o "$OBJ/tool/Escaping.o"
  "$SWIFTC" -O -I "$OBJ/tool" "$SRC/Sources/ThemeEmbedder/main.swift" "$OBJ/tool/Escaping.o" -o "$OBJ/ThemeEmbedder"
  "$OBJ/ThemeEmbedder" "$OBJ/BundledThemes.swift" "$SRC"/themes/*.json
  module Escaping $(sources Escaping)
  module Platform $(sources Platform)
  # stb_image, with coverage and AddressSanitizer like the Swift code: the fuzzer sees inside it.
  "$(dirname "$(command -v "$SWIFTC")")/clang" -O1 -g -fsanitize=fuzzer-no-link,address -c "$SRC/Sources/CStb/CStb.c" \
    -I "$SRC/Sources/CStb/include" -o "$OBJ/CStb.o"
  module Imaging $(sources Imaging)
  module Storage $(sources Storage)
  module CourseExtensions $(sources CourseExtensions)
  module Randomness $(sources Randomness)
  # The English names and shortcodes in compact form (scripts/generate-emoji-tables), plain C.
  for table in "$SRC"/Sources/CEmojiTables/*.c; do
    "$(dirname "$(command -v "$SWIFTC")")/clang" -O -c "$table" -I "$SRC/Sources/CEmojiTables/include" \
      -o "$OBJ/CEmojiTables-$(basename "$table" .c).o"
  done
  module Emoji  $(sources Emoji)
  module Palettes $(sources Palettes)
  module Game   $(sources Game)
  module Layout $(sources Layout)
  module Face   $(sources Face)
  module EmojiArt $(sources EmojiArt)
  module Themes $(sources Themes) "$OBJ/BundledThemes.swift"
  # libcurl's loader (ArtFeature fetches http(s) backgrounds through it), plain C.
  "$(dirname "$(command -v "$SWIFTC")")/clang" -O -g -c "$SRC/Sources/CCurl/CCurl.c" \
    -I "$SRC/Sources/CCurl/include" -o "$OBJ/CCurl.o"
  module LiveScreens $(sources LiveScreens)
  module REPL   $(sources REPL)
  # What features offer each other, then the feature modules (none imports another), then their composition.
  module Capabilities $(sources Capabilities)
  module FaceFeature $(sources FaceFeature)
  module GameFeature $(sources GameFeature)
  module PaletteFeature $(sources PaletteFeature)
  module ArtFeature $(sources ArtFeature)
  module Features $(sources Features)
  module Transcripts $(sources Transcripts)
  local objects=("$OBJ"/{Escaping,Platform,CStb,Imaging,Storage,CourseExtensions,Randomness,Emoji,Palettes,Game,Layout,Face,EmojiArt,Themes,CCurl,LiveScreens,REPL,Capabilities,FaceFeature,GameFeature,PaletteFeature,ArtFeature,Features,Transcripts}.o "$OBJ"/CEmojiTables-*.o)
  # lld, when the toolchain has it: gold prints hundreds of harmless ASan symbol warnings.
  local linker=()
  command -v "$(dirname "$(command -v "$SWIFTC")")/ld.lld" >/dev/null && linker=(-use-ld=lld)
  for t in "${ALL_TARGETS[@]}"; do
    "$SWIFTC" "${FLAGS[@]}" ${linker[@]+"${linker[@]}"} -I "$OBJ" -I "$SRC/Sources/CReadline" -I "$SRC/Sources/CCurl/include" \
      -I "$SRC/Sources/CStb/include" -I "$SRC/Sources/CEmojiTables/include" \
      "$FUZZ/Support/FuzzSupport.swift" "$FUZZ/$t/main.swift" "${objects[@]}" -lreadline -o "$BIN/$t"
  done
  echo "$key" > "$stamp"
}

build
[[ "$target" == build ]] && exit 0

# MARK: - Run

# Swift objects are not leaks worth failing on; a small quarantine keeps RSS near 150 MB
# (the default 256 MB quarantine grows ReplLine past 700 MB within a minute).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:quarantine_size_mb=32}"
# Swift's backtracer would take the crash signals from libFuzzer (the targets also do this themselves).
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
failed=()
for t in "${TARGETS[@]}"; do
  corpus="$BIN/corpus/$t"; artifacts="$BIN/artifacts/$t"; logs="$BIN/logs"
  mkdir -p "$corpus" "$artifacts" "$logs"
  dict=()
  [[ -f "$FUZZ/$t/$t.dict" ]] && dict=(-dict="$FUZZ/$t/$t.dict")
  echo "== $t: ${seconds}s, corpus $corpus (seeds $FUZZ/$t/seeds), artifacts $artifacts"
  set +e
  ( cd "$artifacts" && MEMORIZE_FUZZ_HISTORY="$artifacts/history-$$.txt" \
      "$BIN/$t" "$corpus" "$FUZZ/$t/seeds" -max_total_time="$seconds" -max_len="$(max_len "$t")" \
      -timeout="$TIMEOUT" -artifact_prefix="$artifacts/" -print_final_stats=1 ${dict[@]+"${dict[@]}"} \
      ${extra[@]+"${extra[@]}"} ) 2>&1 | tee "$logs/$t.log"
  status=${PIPESTATUS[0]}
  set -e
  if (( status != 0 )); then
    failed+=("$t (exit $status)")
  fi
done

echo
if (( ${#failed[@]} )); then
  echo "FUZZING FOUND PROBLEMS in: ${failed[*]}. Inputs are in $BIN/artifacts/; logs in $BIN/logs/." >&2
  exit 1
fi
echo "no crashes: ${TARGETS[*]}"
