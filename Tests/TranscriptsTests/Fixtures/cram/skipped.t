A test that exits with status 80 is skipped, as cram skips it.

  $ exit 80
