// The meeting places through the local front: anyone reads an area's places; only volunteers add and
// retire them, each change recorded with who made it; every bad input is a 400 with the field's message
// and writes nothing. Other files share the stack, so each test's places carry a tag of their own.

import { randomUUID } from 'node:crypto';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { listMeetingPlaceChanges } from '../store/meeting-places-store.ts';
import { call, member, volunteer } from './client.ts';

const hours = {
  mon: [['10:00', '20:00']],
  tue: [['10:00', '20:00']],
  wed: [['10:00', '20:00']],
  thu: [['10:00', '20:00']],
  fri: [['10:00', '18:00']],
  sat: [['10:00', '17:00']],
  sun: [],
};

const placeBody = (name: string) => ({
  name,
  address: '6100 Willingdon Ave, Burnaby, BC',
  area: 'burnaby',
  kind: 'library',
  hours,
});

const inArea = async (area: string) => {
  const answer = await call('GET', `/api/meeting-places?area=${area}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items as MeetingPlace[];
};

describe('meeting places', () => {
  it('a volunteer adds a place, anyone reads it in its area, and once retired it is offered no more', async () => {
    const val = volunteer('Val Places');
    const name = `Bob Prittie Metrotown ${randomUUID().slice(0, 8)}`;
    const added = await call('POST', '/api/support/meeting-places', {
      token: val.token,
      body: {
        ...placeBody(name),
        hours: { ...hours, extra: [['01:00', '02:00']] },
        retired: true,
        id: 'mine',
      },
    });
    expect(added.status, added.text).toBe(201);
    // The server names it and opens it; what else the body said is left behind.
    expect(added.body).toEqual({ ...placeBody(name), id: expect.stringMatching(/^place-/), retired: false });
    const id = added.body.id as string;

    expect(await inArea('burnaby')).toContainEqual(added.body);
    expect((await inArea('richmond')).map((p) => p.id)).not.toContain(id);
    const all = await call('GET', '/api/support/meeting-places', { token: val.token });
    expect(all.body.items).toContainEqual(added.body);

    const retired = await call('POST', `/api/support/meeting-places/${id}/retire`, { token: val.token });
    expect(retired.status, retired.text).toBe(200);
    expect(retired.body).toEqual({ ...added.body, retired: true });
    expect((await inArea('burnaby')).map((p) => p.id)).not.toContain(id);
    // Volunteers still see it, marked retired, and who did what.
    const after = await call('GET', '/api/support/meeting-places', { token: val.token });
    expect(after.body.items).toContainEqual({ ...added.body, retired: true });
    const changes = (after.body.changes as { placeId: string }[]).filter((c) => c.placeId === id);
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'retire',
        placeName: name,
        volunteerName: 'Val Places',
        volunteerUid: val.uid,
      }),
      expect.objectContaining({
        action: 'add',
        placeName: name,
        volunteerName: 'Val Places',
        volunteerUid: val.uid,
      }),
    ]);

    // Retiring it again, or a place that is not there, changes nothing and says why.
    const again = await call('POST', `/api/support/meeting-places/${id}/retire`, { token: val.token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.support.placeAlreadyRetired);
    const missing = await call('POST', '/api/support/meeting-places/place-nowhere/retire', {
      token: val.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.support.placeNotFound);
    expect((await listMeetingPlaceChanges(200)).filter((c) => c.placeId === id)).toHaveLength(2);
  });

  it('refuses every bad field with its message and writes nothing', async () => {
    const val = volunteer('Val Checks');
    const name = `Checked Library ${randomUUID().slice(0, 8)}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', messages.support.placeNameRequired],
      [{ name: 'x'.repeat(121) }, 'name', messages.common.tooLong(120)],
      [{ name: 'See www.example.com' }, 'name', messages.common.noWebAddress],
      [{ address: '' }, 'address', messages.support.placeAddressRequired],
      [{ area: 'vancouver' }, 'area', messages.support.placeAreaRequired],
      [{ area: undefined }, 'area', messages.support.placeAreaRequired],
      [{ kind: 'park' }, 'kind', messages.support.placeKindRequired],
      [{ hours: { ...hours, mon: [['20:00', '10:00']] } }, 'hours', messages.support.placeHoursInvalid],
      [{ hours: { ...hours, sun: undefined } }, 'hours', messages.support.placeHoursInvalid],
      [{ hours: { ...hours, tue: [['9:00', '17:00']] } }, 'hours', messages.support.placeHoursInvalid],
      [{ hours: 'always' }, 'hours', messages.support.placeHoursInvalid],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call('POST', '/api/support/meeting-places', {
        token: val.token,
        body: { ...placeBody(name), ...change },
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error, JSON.stringify(change)).toMatchObject({
        code: 'VALIDATION',
        message,
        fields: { [field]: message },
      });
    }
    // A member who is not a volunteer: refused, nothing written.
    const stranger = await call('POST', '/api/support/meeting-places', {
      token: member('Mo Member').token,
      body: placeBody(name),
    });
    expect(stranger.status).toBe(403);
    const all = await call('GET', '/api/support/meeting-places', { token: val.token });
    expect((all.body.items as MeetingPlace[]).filter((p) => p.name === name)).toEqual([]);
    expect((await listMeetingPlaceChanges(200)).filter((c) => c.placeName === name)).toEqual([]);
  });

  it('reads only an area of the list', async () => {
    for (const query of ['', '?area=', '?area=vancouver', '?area=Burnaby', '?area=burnaby%20']) {
      const answer = await call('GET', `/api/meeting-places${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'VALIDATION',
        message: messages.lists.areaInvalid,
        fields: { area: messages.lists.areaInvalid },
      });
    }
  });
});
