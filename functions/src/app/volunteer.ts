// Support use cases are for the `volunteers` group only, read from the verified token. Members and
// visitors alike get 403, so the routes reveal nothing to anyone else.

import { supportMessages } from '@bookwish/shared/domain/messages';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';

export function requireVolunteer<A extends Actor>(caller: A | null): A {
  if (!caller?.volunteer) throw new AppError('FORBIDDEN', supportMessages.volunteersOnly);
  return caller;
}
