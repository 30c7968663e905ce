The one failing test of this directory: the second command prints 2.

  $ echo 1
  1
  $ echo 2
  3
