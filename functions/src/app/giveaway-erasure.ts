// Account deletion and the giveaways (house rule 4: a deleted member leaves nothing anyone can read
// back). A drawn giveaway keeps, privately, whose each person pseudonym is (draw.owners), to email the
// winners and show volunteers their names: the member leaves it. The published entries stay as they
// are (pseudonyms, and the draw must stay checkable), so a winner stays a winner, shown to volunteers
// as a former member with no email, and the sweep has nobody to write to. Apart from giveaways.ts so
// the deletion's function carries none of the volunteers' schemas.

import { commonMessages } from '@bookwish/shared/domain/messages';
import { AppError } from './app-error.ts';
import type { GiveawayRecord, GiveawayRecords } from './giveaways.ts';

/** The giveaway calls account deletion makes. */
export interface GiveawayOwners extends Pick<GiveawayRecords, 'list' | 'get'> {
  /** Drops these persons from the draw's owners if the stored version is `expected` (false: another
   * write came first, nothing written). */
  forgetOwners(id: string, persons: readonly string[], expected: number): Promise<boolean>;
}

const ATTEMPTS = 5;

/** The persons of this record the member is (one per giveaway, found by value so nothing is missed). */
const personsOf = (record: GiveawayRecord, uid: string) =>
  Object.entries(record.draw?.owners ?? {})
    .filter(([, owner]) => owner === uid)
    .map(([person]) => person);

/** Removes the member from every drawn giveaway's owners. Safe to run again: a giveaway that no longer
 * names them costs no write; a volunteer's write in between is read again and the removal retried. */
export async function forgetEntrant(deps: { giveaways: GiveawayOwners }, uid: string): Promise<void> {
  for (const listed of await deps.giveaways.list()) {
    let record: GiveawayRecord | null = listed;
    for (let attempt = 0; record !== null; attempt += 1) {
      const persons = personsOf(record, uid);
      if (persons.length === 0) break;
      if (await deps.giveaways.forgetOwners(record.id, persons, record.version)) break;
      if (attempt + 1 >= ATTEMPTS) throw new AppError('CONFLICT', commonMessages.staleVersion);
      record = await deps.giveaways.get(record.id);
    }
  }
}
