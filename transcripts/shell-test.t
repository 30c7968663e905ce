`memorize test` from the shell, each of its options once, on transcripts made here.

  $ [ -n "$MEMORIZE" ] || exit 80
  $ export HOME="$PWD/home" XDG_DATA_HOME="$PWD/data" NO_COLOR=1
  $ mkdir suite empty
  $ printf '> scores\n| no scores yet; win a game to have one\n' > suite/pass.transcript
  $ printf '> scores\n| every game won\n' > suite/fail.transcript
  $ "$MEMORIZE" test --list --filter pass --shard 1/1 suite
  suite/pass.transcript
  $ "$MEMORIZE" test --allow-empty empty
  0 passed, 0 failed
  $ "$MEMORIZE" test --jobs 1 --timeout 10 --durations 1 --fail-fast --format tap suite
  TAP version 13
  1..2
  not ok 1 - suite/fail.transcript
    ---
    message: "output of '> scores' differs"
    severity: fail
    status: failed
    file: "suite/fail.transcript"
    line: 1
    duration_ms: * (glob)
    diff: |
      suite/fail.transcript:1: output of '> scores' differs
      --- expected
      +++ actual
      - | every game won
      + | no scores yet; win a game to have one
    ...
  ok 2 - suite/pass.transcript # SKIP not run (--fail-fast stopped the run)
  # 0 passed, 1 failed, 1 skipped
  [1]
  $ "$MEMORIZE" test -j 1 --coverage --coverage-min 100 --format json --report cov.json suite/pass.transcript > /dev/null
  error: coverage *% is below --coverage-min 100.0% (glob)
  [1]
  $ "$MEMORIZE" test --coverage-merge cov.json > merged.txt; head -n 1 merged.txt
  1 passed, 0 failed
  $ "$MEMORIZE" test --review suite
  error: --review asks about each change, so it needs a terminal on standard input and output (--update takes them all)
  [2]
  $ "$MEMORIZE" test -j 1 --artifacts pictures --update suite/fail.transcript
  updated suite/fail.transcript (line 1)
  0 passed, 1 failed, 1 updated
  0 artifacts written to pictures
  $ tail -n 1 suite/fail.transcript
  | no scores yet; win a game to have one
