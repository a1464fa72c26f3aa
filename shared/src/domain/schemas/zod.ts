// zod for every schema here: zod/mini, zod's own tree-shakable build of the same library (one core, a
// functional API), so a function carries only the rules it uses (~20 KB) instead of every method of
// every schema class (~90 KB with classic zod). Classic zod loads its English texts on import; mini
// loads none, so they are loaded here: a rule that carries none of our messages (a boolean sent as a
// string, a stored event's shape) keeps zod's own words, as before, not a bare "Invalid input".
// package.json lists this file under sideEffects, so bundlers keep the config call.

import { config, type core, pipe, transform, type ZodMiniType } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';

/** Classic zod's z.preprocess, which mini leaves out: the same pipe of a transform into the schema,
 * typed as classic types it (the schema's output and optionality, any input). */
export function preprocess<A, U extends core.SomeType, B = unknown>(
  fn: (input: B, payload: core.ParsePayload) => A,
  schema: U,
): ZodMiniPreprocess<U, B> {
  return pipe(
    transform(fn) as core.$ZodType,
    schema as unknown as core.$ZodType,
  ) as unknown as ZodMiniPreprocess<U, B>;
}

export interface ZodMiniPreprocess<B extends core.SomeType = core.$ZodType, I = unknown>
  extends ZodMiniType<core.output<B>, I, core.$ZodPreprocessInternals<B, I>> {}
