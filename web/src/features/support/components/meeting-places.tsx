// The meeting places tab of the support desk: the places of an area (retired ones marked), a form to
// add one (its public name and street address, its area, its kind, its hours each weekday: both times
// empty is a day it is closed) and retiring one (no new meeting is set there). Each change is recorded
// with the volunteer's name, and the newest are listed.

import { type AreaId, isAreaId } from '@bookwish/shared/domain/areas';
import {
  type MeetingPlace,
  type MeetingPlaceKind,
  WEEKDAYS,
  type Weekday,
} from '@bookwish/shared/domain/meeting-places';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { SelectField, TextField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { AreaOptions } from '../../../lib/area-options.tsx';
import { areaName } from '../../../lib/i18n/areas.ts';
import { formatDate, t } from '../../../lib/i18n/i18n.ts';
import {
  type NewMeetingPlace,
  useAddMeetingPlace,
  useMeetingPlaces,
  useRetireMeetingPlace,
} from '../api/meeting-places-api.ts';

/** A weekday's name in the reader's language: 1 January 2024 was a Monday. */
const weekdayName = (day: Weekday) =>
  formatDate(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)), { weekday: 'long', timeZone: 'UTC' });

const kindName = (kind: MeetingPlaceKind) =>
  kind === 'library' ? t('meetingPlaces.library') : t('meetingPlaces.communityCentre');

export function MeetingPlaces() {
  const id = useId();
  const places = useMeetingPlaces();
  const [area, setArea] = useState<AreaId | ''>('');
  const shown = (places.data?.items ?? []).filter((place) => !area || place.area === area);
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="text-xl font-bold">
          {t('supportPage.meetingPlaces')}
        </h2>
        <div className="mt-4 max-w-sm">
          <SelectField
            label={t('inPerson.area')}
            value={area}
            onChange={(e) => setArea(isAreaId(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('inPerson.anyArea')}</option>
            <AreaOptions />
          </SelectField>
        </div>
        {places.isPending && <p className="mt-4 text-ink-soft">{t('meetingPlaces.loading')}</p>}
        {places.isError && (
          <Alert className="mt-4">{errorText(places.error, t('msg.common.unexpected'))}</Alert>
        )}
        {places.data && shown.length === 0 && <p className="mt-4 text-ink-soft">{t('meetingPlaces.none')}</p>}
        <ul className="mt-4 flex flex-col gap-3">
          {shown.map((place) => (
            <PlaceRow key={place.id} place={place} />
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-8">
        <AddPlace />
        {places.data && places.data.changes.length > 0 && (
          <section aria-labelledby={`${id}-changes`}>
            <h2 id={`${id}-changes`} className="text-xl font-bold">
              {t('meetingPlaces.changes')}
            </h2>
            <ul className="mt-3 flex flex-col gap-1 text-sm text-ink-soft">
              {places.data.changes.map((change) => (
                <li key={`${change.placeId}-${change.at}-${change.action}`}>
                  {change.action === 'add'
                    ? t('meetingPlaces.changeAdd', {
                        volunteer: change.volunteerName,
                        place: change.placeName,
                        date: formatDate(change.at, { dateStyle: 'medium', timeStyle: 'short' }),
                      })
                    : t('meetingPlaces.changeRetire', {
                        volunteer: change.volunteerName,
                        place: change.placeName,
                        date: formatDate(change.at, { dateStyle: 'medium', timeStyle: 'short' }),
                      })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

function PlaceRow({ place }: { place: MeetingPlace }) {
  const retire = useRetireMeetingPlace();
  const [asking, setAsking] = useState(false);
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <p className="font-semibold">
        {place.name}
        {place.retired && (
          <span className="ms-2 rounded-full bg-paper-deep px-2 py-0.5 text-xs font-bold text-ink-soft">
            {t('meetingPlaces.retired')}
          </span>
        )}
      </p>
      <p className="text-sm text-ink-soft">{place.address}</p>
      <p className="text-sm text-ink-soft">
        {t('meetingPlaces.kindInArea', { kind: kindName(place.kind), area: areaName(place.area) })}
      </p>
      {retire.isError && (
        <Alert className="mt-2">{errorText(retire.error, t('msg.common.unexpected'))}</Alert>
      )}
      {!place.retired &&
        (asking ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <p className="text-sm">{t('meetingPlaces.retireConfirm', { place: place.name })}</p>
            <Button
              type="button"
              variant="danger"
              disabled={retire.isPending}
              onClick={() =>
                retire.mutate(place.id, {
                  onSuccess: () => {
                    setAsking(false);
                    toast.success(t('meetingPlaces.retiredDone'));
                  },
                })
              }
            >
              {t('meetingPlaces.yesRetire')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              {t('meetingPlaces.cancel')}
            </Button>
          </div>
        ) : (
          <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setAsking(true)}>
            {t('meetingPlaces.retire')}
          </Button>
        ))}
    </li>
  );
}

type Times = Record<Weekday, { opens: string; closes: string }>;
const emptyTimes = (): Times =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '', closes: '' }])) as Times;

function AddPlace() {
  const id = useId();
  const add = useAddMeetingPlace();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [area, setArea] = useState('');
  const [kind, setKind] = useState<MeetingPlaceKind>('library');
  const [times, setTimes] = useState<Times>(emptyTimes);
  const fields = add.error instanceof ApiError ? (add.error.fields ?? {}) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Both times empty: closed that day. One without the other is sent as it is, for the server's message.
    const hours = Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { opens, closes } = times[day];
        return [day, opens === '' && closes === '' ? [] : [[opens, closes]]];
      }),
    ) as unknown as NewMeetingPlace['hours'];
    add.mutate(
      { name, address, area: area as AreaId, kind, hours },
      {
        onSuccess: () => {
          toast.success(t('meetingPlaces.added'));
          setName('');
          setAddress('');
          setTimes(emptyTimes());
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-add`}>
      <h2 id={`${id}-add`} className="text-xl font-bold">
        {t('meetingPlaces.addAPlace')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-labelledby={`${id}-add`}>
        <TextField
          label={t('meetingPlaces.name')}
          value={name}
          error={fields.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('meetingPlaces.address')}
          value={address}
          error={fields.address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <SelectField
          label={t('inPerson.area')}
          value={area}
          error={fields.area}
          onChange={(e) => setArea(e.target.value)}
        >
          <option value="">{t('inPerson.chooseArea')}</option>
          <AreaOptions />
        </SelectField>
        <SelectField
          label={t('meetingPlaces.kind')}
          value={kind}
          error={fields.kind}
          onChange={(e) => setKind(e.target.value === 'community-centre' ? 'community-centre' : 'library')}
        >
          <option value="library">{t('meetingPlaces.library')}</option>
          <option value="community-centre">{t('meetingPlaces.communityCentre')}</option>
        </SelectField>
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hours-hint`}>
          <legend className="font-semibold text-ink">{t('meetingPlaces.openingHours')}</legend>
          <p id={`${id}-hours-hint`} className="text-sm text-ink-soft">
            {t('meetingPlaces.closedHint')}
          </p>
          {WEEKDAYS.map((day) => (
            <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-center gap-2">
              <span className="text-sm font-medium">{weekdayName(day)}</span>
              <input
                type="time"
                aria-label={t('meetingPlaces.opensOn', { day: weekdayName(day) })}
                value={times[day].opens}
                className="h-10 min-w-0 rounded-lg border border-line bg-white px-2"
                onChange={(e) =>
                  setTimes((now) => ({ ...now, [day]: { ...now[day], opens: e.target.value } }))
                }
              />
              <input
                type="time"
                aria-label={t('meetingPlaces.closesOn', { day: weekdayName(day) })}
                value={times[day].closes}
                className="h-10 min-w-0 rounded-lg border border-line bg-white px-2"
                onChange={(e) =>
                  setTimes((now) => ({ ...now, [day]: { ...now[day], closes: e.target.value } }))
                }
              />
            </div>
          ))}
          {fields.hours && <p className="text-sm font-medium text-danger">{fields.hours}</p>}
        </fieldset>
        {add.isError && <Alert>{errorText(add.error, t('msg.common.unexpected'))}</Alert>}
        <Button type="submit" disabled={add.isPending}>
          {t('meetingPlaces.add')}
        </Button>
      </form>
    </section>
  );
}
