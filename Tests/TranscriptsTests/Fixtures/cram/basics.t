Every line kind of cram's format, all passing.

Output, and a command on several lines:

  $ echo hello
  hello
  $ greet() {
  >   echo "hi $1"
  > }
  $ greet there
  hi there

Exit statuses, and stderr mixed in as cram mixes it:

  $ false
  [1]
  $ echo oops >&2; (exit 3)
  oops
  [3]

Patterns and escapes:

  $ echo 'version 1.2.3'
  version \d+\.\d+\.\d+ (re)
  $ echo 'a file.txt'
  a *.t?t (glob)
  $ printf 'tab\there\n'
  tab\there (esc)
  $ printf 'caf\303\251\n'
  caf\xc3\xa9 (esc)
  $ printf 'no newline'
  no newline (no-eol)
