// zod schema of a meeting place a volunteer adds (the support console's form and
// POST /api/support/meeting-places): its public name and street address, its area, its kind and its
// opening hours per weekday. The id, and that it is not retired, are the server's.

import { type AreaId, isAreaId } from '../areas.ts';
import {
  isOpeningHours,
  MEETING_PLACE_KINDS,
  MEETING_PLACE_MAX,
  type OpeningHours,
  openingHoursOf,
} from '../meeting-places.ts';
import { supportMessages } from '../messages.ts';
import { noLink, requiredText } from './fields.ts';
import * as z from './zod.ts';

export const meetingPlaceSchema = z.object({
  name: noLink(requiredText(supportMessages.placeNameRequired, MEETING_PLACE_MAX.name)),
  address: requiredText(supportMessages.placeAddressRequired, MEETING_PLACE_MAX.address),
  area: z.custom<AreaId>(isAreaId, supportMessages.placeAreaRequired),
  kind: z.enum(MEETING_PLACE_KINDS, { error: supportMessages.placeKindRequired }),
  hours: z.pipe(
    z.custom<OpeningHours>(isOpeningHours, supportMessages.placeHoursInvalid),
    z.transform(openingHoursOf),
  ),
});
