import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, isAreaId } from './areas.ts';

describe('the areas a book can be handed over in', () => {
  it('lists Metro Vancouver, the City of Vancouver by its 22 local areas, then elsewhere in BC', () => {
    const groups = AREAS.map((area) => area.group);
    expect(groups.filter((group) => group === 'vancouver')).toHaveLength(22);
    // Metro Vancouver's 23 members less Vancouver itself, which is named by its local areas.
    expect(groups.filter((group) => group === 'municipality')).toHaveLength(22);
    expect(AREA_IDS.at(-1)).toBe('elsewhere-bc');
    expect(groups).toEqual([...groups].sort((a, b) => order(a) - order(b)));
    expect(new Set(AREA_IDS).size).toBe(AREA_IDS.length);
  });

  it('knows its ids and nothing else', () => {
    expect(isAreaId('vancouver-kitsilano')).toBe(true);
    expect(isAreaId('burnaby')).toBe(true);
    for (const odd of ['vancouver', 'Burnaby', ' burnaby', '', 'constructor', null, 3, { id: 'burnaby' }]) {
      expect(isAreaId(odd)).toBe(false);
    }
  });
});

const order = (group: string) => ['municipality', 'vancouver', 'elsewhere'].indexOf(group);
