// zod for every schema here: zod/mini, zod's own tree-shakable build of the same library (one core, a
// functional API), so a function carries only the rules it uses (~20 KB) instead of every method of
// every schema class (~90 KB with classic zod). A rule that carries none of our messages (a boolean
// sent as a string, a body that is no object) says "bad request" in the catalogue's words, never
// zod's English: the API and the web's forms show a member only texts their language has. So zod's
// own English texts are not loaded at all.
// package.json lists this file under sideEffects, so bundlers keep the config call.

import { config, type core, pipe, transform, type ZodMiniType } from 'zod/mini';
import { commonMessages } from '../messages.ts';

config({ customError: () => commonMessages.badRequest });

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
