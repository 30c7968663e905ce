The shell's subcommands and session options, run as a user runs them. `memorize test` names the
memorize running this file in $MEMORIZE; every file, setting and score goes to a home made here.
A memorize whose output is cut by `| head` may die of SIGPIPE before it reports its rows to
`--coverage`, so outputs are cut from a file instead.

  $ [ -n "$MEMORIZE" ] || exit 80
  $ export HOME="$PWD/home" XDG_DATA_HOME="$PWD/data" XDG_CONFIG_HOME="$PWD/config" XDG_STATE_HOME="$PWD/state" NO_COLOR=1

The session options with -c: a seed, a fixed day, the manual clock, a board size, a canvas, your
own themes and palettes; --bail stops at the first command that fails.

  $ mkdir themes && printf '{"name":"Dice","emojis":"\360\237\216\262\360\237\216\257\360\237\216\263","pairs":3,"color":"red"}\n' > themes/dice.json
  $ "$MEMORIZE" --seed 7 --date 2026-11-28 --clock manual --size 60x12 --canvas 320x200 --color never --theme-dir themes --palettes own.json -c 'new dice pairs=2; choose 1' > dice.out; head -n 1 dice.out
  New game: Dice, 2 pairs (seed 7)
  $ "$MEMORIZE" --bail -c 'frobnicate; themes'
  error: unknown command 'frobnicate' (try 'help')
  [64]

--widths measures emoji by a probed terminal's profile, or by Unicode's; a profile that is not
there is a warning, and Unicode's widths are used.

  $ "$MEMORIZE" --widths nosuch --seed 7 -c 'new animals pairs=2' > /dev/null
  warning: --widths: no width profile 'nosuch' (profiles: none yet: 'palette probe' measures this terminal); measuring by Unicode's widths

A file of commands run in batch mode; the same game recorded from standard input, verified, and
turned into a cast.

  $ printf 'new animals pairs=2\nchoose 1\nchoose 2\nchoose 3\nchoose 4\n' > game.txt
  $ "$MEMORIZE" run game.txt --seed 7 --clock manual --size 60x12 --date 2026-11-28 | tail -n 2
  \xf0\x9f\x8e\x89 All pairs matched! Final score 28 in 2 turns. (esc)
  \xf0\x9f\x8f\x86 First score for Animals, 2 pairs. (esc)
  $ "$MEMORIZE" --seed 7 --clock manual --size 60x12 record won.transcript --cast won.cast --cast-format v3 --redact 'Animals' < game.txt | tail -n 1
  \xf0\x9f\x8f\x86 First score for Animals, 2 pairs. (esc)
  $ head -n 4 won.transcript; head -c 13 won.cast; echo
  # Recorded with 'memorize record'. Replace this line with the story this transcript tells.
  @ seed: 7
  @ size: 60x12
  
  {"version": 3
  $ "$MEMORIZE" --seed 7 --clock manual --size 60x12 record won.transcript < game.txt
  error: 'won.transcript' exists; use --force to replace it
  [1]
  $ "$MEMORIZE" --seed 7 --clock manual --size 60x12 record won.transcript --force < game.txt > /dev/null
  $ "$MEMORIZE" verify won.transcript
  verified: Animals, 2 pairs (seed 7): won with 28 in 2 turns, scored on the manual clock
  $ "$MEMORIZE" cast won.transcript --cast-format v2 --output won-v2.cast
  $ head -c 60 won-v2.cast; echo
  {"version": 2, "width": 60, "height": 12, "title": "won.tran
  $ "$MEMORIZE" cast --import won.cast
  error: 'won.cast' holds no line typed: record it with 'asciinema rec --stdin'
  [2]

Lists: the themes (your own among them), the best scores, a bot's games.

  $ "$MEMORIZE" --theme-dir themes themes | grep Dice | cut -c 1-50
  Dice           red      3 pairs, 3 emoji        th
  $ "$MEMORIZE" scores
  no scores yet; win a game to have one
  $ "$MEMORIZE" simulate games=3 pairs=4 seed=1
  3 games of 4 pairs, strategy perfect, seed 1
            mean  median     min     max
  score     47.0    46.0      46      49
  turns      5.7     6.0       5       6

The full-terminal commands say they need a terminal when there is none.

  $ "$MEMORIZE" play animals
  error: play needs a terminal (standard input and output); in scripts use 'tap at X,Y' (a transcript drives the screen with '~' steps)
  [1]
  $ "$MEMORIZE" art edit sky.emojiart
  error: art edit needs a terminal (standard input and output); in scripts use 'art drop TEXT at X,Y', 'art zoom' and 'art pan' (a transcript drives the screen with '~' steps)
  [1]
