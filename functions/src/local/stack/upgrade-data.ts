// Upgrade data: a data folder from an earlier version of the code gets what the code now expects
// (index keys, members' records, what is written beside posts), each backfill once per folder, or
// again whenever the code writes more than at the folder's last run.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tableSchema } from '@bookwish/shared/storage/table-schema';

/** Before anything writes: a table that just got the inbox's status index gives its messages the key. */
export async function backfillNewIndexes(table: { addedIndexes: string[] }): Promise<void> {
  if (table.addedIndexes.includes(tableSchema.indexes.inboxByStatus.name)) {
    const { backfillInboxStatus } = await import('../../store/contact-store.ts');
    await backfillInboxStatus();
  }
}

/** With the stream readers running, so the search index follows the posts the backfill touches. */
export async function backfillRecords(dataDir: string): Promise<void> {
  // Data from before members' records existed: recorded once per data folder.
  const recordsMarker = path.join(dataDir, 'member-records.json');
  if (!existsSync(recordsMarker)) {
    const { backfillMemberRecords } = await import('../../store/migrations.ts');
    const counted = await backfillMemberRecords();
    writeFileSync(recordsMarker, `${JSON.stringify({ at: new Date().toISOString(), ...counted })}\n`);
  }
  // Giving counts from before each close counted them: once per data folder.
  const givingMarker = path.join(dataDir, 'giving-counts.json');
  if (!existsSync(givingMarker)) {
    const { backfillGivingCounts } = await import('../../store/migrations.ts');
    const members = await backfillGivingCounts();
    writeFileSync(
      givingMarker,
      `${JSON.stringify({ at: new Date().toISOString(), members })}
`,
    );
  }
  // Impact figures for the posts stored before the stream consumer counted them: once per data folder
  // (posts the consumer already holds are left to it, so a run beside it counts nothing twice).
  const impactMarker = path.join(dataDir, 'impact.json');
  if (!existsSync(impactMarker)) {
    const { backfillImpact } = await import('../../store/impact-store.ts');
    const posts = await backfillImpact();
    writeFileSync(impactMarker, `${JSON.stringify({ at: new Date().toISOString(), posts })}\n`);
  }
  // The meeting places of Greater Vancouver: once per data folder, a folder from before they existed too.
  const placesMarker = path.join(dataDir, 'meeting-places.json');
  if (!existsSync(placesMarker)) {
    const { seedMeetingPlaces } = await import('../seed-meeting-places.ts');
    const places = await seedMeetingPlaces();
    writeFileSync(placesMarker, `${JSON.stringify({ at: new Date().toISOString(), places })}\n`);
  }
  // Data from before an index or a filter existed (hold timers, explore filters, book alerts): each
  // post gets what it lacks, again whenever the code writes more beside posts than at this data
  // folder's last run.
  const extrasMarker = path.join(dataDir, 'state-extras.json');
  const { STATE_EXTRAS, backfillIndexKeys } = await import('../../store/migrations.ts');
  const extrasDone = existsSync(extrasMarker)
    ? ((JSON.parse(readFileSync(extrasMarker, 'utf8')) as { extras?: string[] }).extras ?? [])
    : [];
  if (STATE_EXTRAS.some((name) => !extrasDone.includes(name))) {
    const updated = await backfillIndexKeys();
    writeFileSync(
      extrasMarker,
      `${JSON.stringify({ at: new Date().toISOString(), extras: STATE_EXTRAS, updated })}\n`,
    );
  }
}
