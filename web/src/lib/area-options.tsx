// The <option>s of an area select (shared/domain/areas.ts): Greater Vancouver's municipalities and
// Vancouver's neighbourhoods each under its heading, then "elsewhere in BC", each named in the reader's
// language. The select around them (its label, its empty choice) belongs to the screen.
import { AREAS, type AreaGroup } from '@bookwish/shared/domain/areas';
import { areaGroupName, areaName } from './i18n/areas.ts';

const GROUPS: readonly AreaGroup[] = ['municipality', 'vancouver', 'elsewhere'];

export function AreaOptions() {
  return (
    <>
      {GROUPS.map((group) => {
        const options = AREAS.filter((area) => area.group === group).map((area) => (
          <option key={area.id} value={area.id}>
            {areaName(area.id)}
          </option>
        ));
        const heading = areaGroupName(group);
        return heading === null ? (
          options
        ) : (
          <optgroup key={group} label={heading}>
            {options}
          </optgroup>
        );
      })}
    </>
  );
}
