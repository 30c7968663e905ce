cram's environment: a fresh directory per file, and its variables.

  $ echo "$LANG $LC_ALL $LANGUAGE $TZ $COLUMNS"
  C C C GMT 80
  $ echo "[$CDPATH][$GREP_OPTIONS]"
  [][]
  $ echo "$TESTFILE"
  environment.t
  $ test -f "$TESTDIR/$TESTFILE" && echo found
  found
  $ echo "$TESTSHELL"
  /bin/sh
  $ pwd
  */cramtests*/environment.t (glob)
  $ ls
  $ test "$TMPDIR" = "$CRAMTMP/tmp" && echo private tmp
  private tmp
  $ touch made-here; ls
  made-here
