// An area's name (shared/domain/areas.ts) as a reader sees it: on the posting form, the explore filter,
// a treat's card and page, Account Setting and the support console alike. Each key written out whole:
// the build gives every key a short id (web/i18n-catalogues.ts), so a key is never built from the id.
import type { AreaGroup, AreaId } from '@bookwish/shared/domain/areas';
import { t } from './i18n.ts';

const areaKeys = {
  anmore: 'area.anmore',
  belcarra: 'area.belcarra',
  'bowen-island': 'area.bowenIsland',
  burnaby: 'area.burnaby',
  coquitlam: 'area.coquitlam',
  delta: 'area.delta',
  'electoral-area-a': 'area.electoralAreaA',
  'langley-city': 'area.langleyCity',
  'langley-township': 'area.langleyTownship',
  'lions-bay': 'area.lionsBay',
  'maple-ridge': 'area.mapleRidge',
  'new-westminster': 'area.newWestminster',
  'north-vancouver-city': 'area.northVancouverCity',
  'north-vancouver-district': 'area.northVancouverDistrict',
  'pitt-meadows': 'area.pittMeadows',
  'port-coquitlam': 'area.portCoquitlam',
  'port-moody': 'area.portMoody',
  richmond: 'area.richmond',
  surrey: 'area.surrey',
  'tsawwassen-first-nation': 'area.tsawwassenFirstNation',
  'west-vancouver': 'area.westVancouver',
  'white-rock': 'area.whiteRock',
  'vancouver-arbutus-ridge': 'area.vancouverArbutusRidge',
  'vancouver-downtown': 'area.vancouverDowntown',
  'vancouver-dunbar-southlands': 'area.vancouverDunbarSouthlands',
  'vancouver-fairview': 'area.vancouverFairview',
  'vancouver-grandview-woodland': 'area.vancouverGrandviewWoodland',
  'vancouver-hastings-sunrise': 'area.vancouverHastingsSunrise',
  'vancouver-kensington-cedar-cottage': 'area.vancouverKensingtonCedarCottage',
  'vancouver-kerrisdale': 'area.vancouverKerrisdale',
  'vancouver-killarney': 'area.vancouverKillarney',
  'vancouver-kitsilano': 'area.vancouverKitsilano',
  'vancouver-marpole': 'area.vancouverMarpole',
  'vancouver-mount-pleasant': 'area.vancouverMountPleasant',
  'vancouver-oakridge': 'area.vancouverOakridge',
  'vancouver-renfrew-collingwood': 'area.vancouverRenfrewCollingwood',
  'vancouver-riley-park': 'area.vancouverRileyPark',
  'vancouver-shaughnessy': 'area.vancouverShaughnessy',
  'vancouver-south-cambie': 'area.vancouverSouthCambie',
  'vancouver-strathcona': 'area.vancouverStrathcona',
  'vancouver-sunset': 'area.vancouverSunset',
  'vancouver-victoria-fraserview': 'area.vancouverVictoriaFraserview',
  'vancouver-west-end': 'area.vancouverWestEnd',
  'vancouver-west-point-grey': 'area.vancouverWestPointGrey',
  'elsewhere-bc': 'area.elsewhereBc',
} as const satisfies Record<AreaId, string>;

export function areaName(area: AreaId): string {
  return t(areaKeys[area]);
}

const groupKeys = {
  municipality: 'areaGroup.greaterVancouver',
  vancouver: 'areaGroup.vancouver',
  elsewhere: null,
} as const satisfies Record<AreaGroup, string | null>;

/** The heading of a group of areas in a select; null for the group that stands alone (elsewhere). */
export function areaGroupName(group: AreaGroup): string | null {
  const key = groupKeys[group];
  return key === null ? null : t(key);
}
