// Support routes are for the `volunteers` Cognito group only, read from the verified token. Members
// and visitors alike get 403 (issue 6), so the routes reveal nothing to anyone else.

import { messages } from '@bookwish/shared/domain/messages';
import { ApiError } from '../http/api-error.ts';
import type { Caller } from '../http/api-event.ts';

export function requireVolunteer(caller: Caller | null): Caller {
  if (!caller?.volunteer) throw new ApiError('FORBIDDEN', messages.support.volunteersOnly);
  return caller;
}
