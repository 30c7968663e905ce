Each `memorize palette` subcommand from the shell, on a palettes file made here.

  $ [ -n "$MEMORIZE" ] || exit 80
  $ export HOME="$PWD/home" XDG_DATA_HOME="$PWD/data" XDG_CONFIG_HOME="$PWD/config" NO_COLOR=1
  $ P="--palettes own.json"
  $ "$MEMORIZE" palette new Dice :game_die: :dart: $P
  New palette Dice (2 emoji): \xf0\x9f\x8e\xb2\xf0\x9f\x8e\xaf (esc)
  $ "$MEMORIZE" palette add Dice :bowling: :8ball: $P
  Dice (4 emoji): \xf0\x9f\x8e\xb2\xf0\x9f\x8e\xaf\xf0\x9f\x8e\xb3\xf0\x9f\x8e\xb1 (esc)
  $ "$MEMORIZE" palette remove Dice :dart: $P
  Dice (3 emoji): \xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb3\xf0\x9f\x8e\xb1 (esc)
  $ "$MEMORIZE" palette rename Dice Games $P
  Renamed Dice to Games
  $ "$MEMORIZE" palette move Games 1 $P
  Moved Games to place 1
  $ "$MEMORIZE" palette show Games --names $P
  Games (3 emoji): \xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb3\xf0\x9f\x8e\xb1 (esc)
  \xf0\x9f\x8e\xb2  game die     :game_die: (esc)
  \xf0\x9f\x8e\xb3  bowling      :bowling: (esc)
  \xf0\x9f\x8e\xb1  pool 8 ball  :pool_8_ball: :8ball: (esc)
  $ "$MEMORIZE" palette list $P > list.out; head -n 1 list.out
   1. Games         3 emoji   \xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb3\xf0\x9f\x8e\xb1 (esc)
  $ "$MEMORIZE" palette delete Games $P
  Deleted Games; 9 palettes left
  $ "$MEMORIZE" palette describe :game_die: --format json > die.json; head -c 40 die.json; echo
  [{"codePoints":["U+1F3B2"],"emoji":"\xf0\x9f\x8e\xb2 (esc)
  $ "$MEMORIZE" palette search dice --limit 1
  \xf0\x9f\x8e\xb2  game die  :game_die:  (keyword: dice) (esc)
  $ "$MEMORIZE" palette suggest ball --pairs 2 --format palette 2>/dev/null
  \xf0\x9f\x8f\x8c\xef\xb8\x8f\xe2\x9b\xb9\xef\xb8\x8f (esc)
  $ printf 'roll the dice \360\237\216\262 or play \360\237\216\263 \360\237\216\262\n' > text.txt
  $ "$MEMORIZE" palette filter text.txt
  \xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb3 (esc)
  $ "$MEMORIZE" palette extract text.txt --top 1
  2  \xf0\x9f\x8e\xb2 (esc)
  $ printf '\360\237\216\262 \360\237\216\263 \360\237\216\262\n' > twice.txt
  $ "$MEMORIZE" palette lint twice.txt --format json
  [{"character":"\xf0\x9f\x8e\xb2","codePoints":"U+1F3B2","column":5,"file":"twice.txt","kind":"duplicate","line":1,"message":"'\xf0\x9f\x8e\xb2' U+1F3B2: duplicate of the one at 1:1"}] (esc)
  [1]
  $ "$MEMORIZE" palette fix twice.txt --dry-run
  --- twice.txt
  +++ twice.txt (fixed)
  @@ -1 +1 @@
  -\xf0\x9f\x8e\xb2 \xf0\x9f\x8e\xb3 \xf0\x9f\x8e\xb2 (esc)
  +\xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb3 (esc)
  $ "$MEMORIZE" palette probe
  error: palette probe needs a terminal
  [1]
