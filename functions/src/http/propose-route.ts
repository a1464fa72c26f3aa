// POST /api/treats/{id}/propose: the one step whose decision reads the meeting places it names (the
// treater's proposal carries each place's name, address and hours as they stand: steps/propose.ts),
// so only its function carries that read.

import { dynamoMeetingPlaces } from '../store/meeting-places-store.ts';
import { postDeps } from './deps.ts';
import { stepHandler } from './transition-route.ts';

export function proposeRoute() {
  return stepHandler('treat', 'propose', { ...postDeps, places: dynamoMeetingPlaces });
}
