#ifndef MEMORIZE_CEMOJITABLES_H
#define MEMORIZE_CEMOJITABLES_H

// Emoji tables compiled into the binary in their compact form, ready to read: the Emoji module's
// builders made them from its readable tables (Sources/Emoji/Data), and EmojiTests hold them to
// what those builders make now. C, because a C string literal of half a megabyte compiles in a
// second and is mapped from the binary as it is, where a Swift array literal of that size takes
// minutes to compile and a Swift string must be valid UTF-8.
//
// Regenerate with scripts/generate-emoji-tables after changing a readable table or a builder.

#include <stddef.h>

/// EmojiNames.english's compactBytes (the English names, keywords, folds and categories): where
/// they start, and how many there are.
const unsigned char *memorize_english_names(void);
size_t memorize_english_names_count(void);

/// EmojiShortcodes' English tables' compactBytes: every shortcode, sorted, and both directions.
const unsigned char *memorize_english_shortcodes(void);
size_t memorize_english_shortcodes_count(void);

#endif
