// Whether a text shows anything on screen. Apart from schemas/fields.ts so the step bodies' parser
// (step-bodies.ts) can use it without zod.

// Control and format characters (zero-width spaces, direction marks, BOM...), separators and other
// default-ignorable code points render as nothing: a text made only of them is blank to a reader.
const visibleCharacter = /[^\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** True when the text shows at least one character on screen. */
export function hasVisibleText(value: string): boolean {
  return visibleCharacter.test(value);
}
