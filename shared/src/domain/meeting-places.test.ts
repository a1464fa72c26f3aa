import { describe, expect, it } from 'vitest';
import { isDayOfOpenings, minutesOf, type OpeningHours, withinOpeningHours } from './meeting-places.ts';

const hours: OpeningHours = {
  mon: [['10:00', '20:00']],
  tue: [
    ['10:00', '12:00'],
    ['13:00', '17:00'],
  ],
  wed: [],
  thu: [['09:30', '21:00']],
  fri: [['10:00', '18:00']],
  sat: [['10:00', '17:00']],
  sun: [],
};

describe('opening hours', () => {
  it('reads a time of day, and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    for (const odd of ['24:00', '9:30', '12:60', ' 10:00', '10h00', '']) expect(minutesOf(odd)).toBeNull();
  });

  it('holds a meeting to one opening of the day', () => {
    expect(withinOpeningHours(hours, 'mon', '10:00', '20:00')).toBe(true);
    expect(withinOpeningHours(hours, 'mon', '19:30', '20:30')).toBe(false);
    // Over the lunch closing is not inside one opening.
    expect(withinOpeningHours(hours, 'tue', '11:30', '13:30')).toBe(false);
    expect(withinOpeningHours(hours, 'tue', '13:00', '13:30')).toBe(true);
    expect(withinOpeningHours(hours, 'wed', '12:00', '12:30')).toBe(false);
    expect(withinOpeningHours(hours, 'mon', '12:30', '12:00')).toBe(false);
  });

  it('knows a well-formed day', () => {
    expect(isDayOfOpenings([])).toBe(true);
    expect(
      isDayOfOpenings([
        ['10:00', '12:00'],
        ['13:00', '17:00'],
      ]),
    ).toBe(true);
    expect(
      isDayOfOpenings([
        ['13:00', '17:00'],
        ['10:00', '12:00'],
      ]),
    ).toBe(false);
    expect(isDayOfOpenings([['10:00', '10:00']])).toBe(false);
    expect(
      isDayOfOpenings([
        ['10:00', '14:00'],
        ['13:00', '17:00'],
      ]),
    ).toBe(false);
    expect(isDayOfOpenings([['10:00']])).toBe(false);
  });
});
