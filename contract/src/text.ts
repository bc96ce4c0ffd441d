import * as z from 'zod';

/*
 * One rule for the text a request carries. Control characters (C0, DEL, C1) have no place in text a
 * person typed, and PostgreSQL refuses NUL outright. Bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) make stored text display as something else, e.g. a nickname that
 * reads as another member's in the back office. The marks U+200E/U+200F/U+061C stay allowed: Arabic
 * text needs them, and each acts as one invisible letter, not over a span of text.
 */

/** Never in any string of any request: the server kernel refuses them before a schema runs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
export const NEVER_IN_TEXT = /[\u0000\u202a-\u202e\u2066-\u2069]/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

/**
 * One line of text (names, usernames, search boxes, memos, URLs, passwords): no line break of any
 * kind (CR, LF, U+2028, U+2029) and no tab either, as one-line inputs cannot type them and a stored
 * one breaks lists and exports. Checked before any `.trim()` that follows, so a trailing line break
 * is refused rather than silently cut. Chain the field's own bounds: `ZSingleLineText.trim().max(64)`.
 */
export const ZSingleLineText = z.string().regex(SINGLE_LINE);

/**
 * Text the back office edits in a text area, and HTML bodies: keeps LF and TAB. CR is refused too,
 * because text areas send LF line breaks, so a CR comes only from a script and shows differently
 * from one screen or export to the next.
 */
export const ZMultiLineText = z.string().regex(MULTI_LINE);
