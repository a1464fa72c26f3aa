// Where a book is, coarsely: the fixed list of areas a treat may be handed over in, and a member's own
// area. Greater Vancouver's municipalities (the members of Metro Vancouver), Vancouver itself by its 22
// official local areas (City of Vancouver), then "elsewhere in BC". Never a street, never coordinates:
// an area is all Bookwish ever says of where a member is.
//
// The ids are stable (stored in events, settings and URLs): add an area, never rename or remove one.
// Each area's name is a catalogue message in every language (web: lib/i18n/areas.ts).

/** How the area select groups them: Vancouver is listed by its neighbourhoods, so it is not among the
 * municipalities (one city, one way to name it). */
export type AreaGroup = 'municipality' | 'vancouver' | 'elsewhere';

export const AREAS = [
  // Metro Vancouver's members (less Vancouver, listed below by local area), alphabetically.
  { id: 'anmore', group: 'municipality' },
  { id: 'belcarra', group: 'municipality' },
  { id: 'bowen-island', group: 'municipality' },
  { id: 'burnaby', group: 'municipality' },
  { id: 'coquitlam', group: 'municipality' },
  { id: 'delta', group: 'municipality' },
  // Electoral Area A: UBC, the University Endowment Lands and the region's unincorporated parts.
  { id: 'electoral-area-a', group: 'municipality' },
  { id: 'langley-city', group: 'municipality' },
  { id: 'langley-township', group: 'municipality' },
  { id: 'lions-bay', group: 'municipality' },
  { id: 'maple-ridge', group: 'municipality' },
  { id: 'new-westminster', group: 'municipality' },
  { id: 'north-vancouver-city', group: 'municipality' },
  { id: 'north-vancouver-district', group: 'municipality' },
  { id: 'pitt-meadows', group: 'municipality' },
  { id: 'port-coquitlam', group: 'municipality' },
  { id: 'port-moody', group: 'municipality' },
  { id: 'richmond', group: 'municipality' },
  { id: 'surrey', group: 'municipality' },
  { id: 'tsawwassen-first-nation', group: 'municipality' },
  { id: 'west-vancouver', group: 'municipality' },
  { id: 'white-rock', group: 'municipality' },
  // The City of Vancouver's 22 local areas, alphabetically.
  { id: 'vancouver-arbutus-ridge', group: 'vancouver' },
  { id: 'vancouver-downtown', group: 'vancouver' },
  { id: 'vancouver-dunbar-southlands', group: 'vancouver' },
  { id: 'vancouver-fairview', group: 'vancouver' },
  { id: 'vancouver-grandview-woodland', group: 'vancouver' },
  { id: 'vancouver-hastings-sunrise', group: 'vancouver' },
  { id: 'vancouver-kensington-cedar-cottage', group: 'vancouver' },
  { id: 'vancouver-kerrisdale', group: 'vancouver' },
  { id: 'vancouver-killarney', group: 'vancouver' },
  { id: 'vancouver-kitsilano', group: 'vancouver' },
  { id: 'vancouver-marpole', group: 'vancouver' },
  { id: 'vancouver-mount-pleasant', group: 'vancouver' },
  { id: 'vancouver-oakridge', group: 'vancouver' },
  { id: 'vancouver-renfrew-collingwood', group: 'vancouver' },
  { id: 'vancouver-riley-park', group: 'vancouver' },
  { id: 'vancouver-shaughnessy', group: 'vancouver' },
  { id: 'vancouver-south-cambie', group: 'vancouver' },
  { id: 'vancouver-strathcona', group: 'vancouver' },
  { id: 'vancouver-sunset', group: 'vancouver' },
  { id: 'vancouver-victoria-fraserview', group: 'vancouver' },
  { id: 'vancouver-west-end', group: 'vancouver' },
  { id: 'vancouver-west-point-grey', group: 'vancouver' },
  { id: 'elsewhere-bc', group: 'elsewhere' },
] as const satisfies readonly { id: string; group: AreaGroup }[];

export type AreaId = (typeof AREAS)[number]['id'];

export const AREA_IDS: readonly AreaId[] = AREAS.map((area) => area.id);

const known: ReadonlySet<string> = new Set(AREA_IDS);

/** One of the fixed areas (an id from a form, a URL or a stored event). */
export function isAreaId(value: unknown): value is AreaId {
  return typeof value === 'string' && known.has(value);
}

/** How a treat changes hands besides the post: in person, somewhere in `area`. Absent = post only. */
export interface TreatHandover {
  inPerson: true;
  area: AreaId;
}
