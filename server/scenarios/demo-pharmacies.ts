import type { Scenario, ScenarioPharmacy } from './scenario'
import { glnFromStem, guidFor, npiFromStem } from './demo-random'

// Who is who in the demo. NPIs are completed with their check digit from 9-digit stems; the names,
// addresses and phone numbers (555-01xx) are invented.

export type GroupKey = 'riverside' | 'lakeside' | 'summit'

export const DEMO_GROUPS: Record<GroupKey, { name: string; apiKey: string }> = {
  riverside: { name: 'Riverside Health Group', apiKey: 'demo-riverside-key' },
  lakeside: { name: 'Lakeside Pharmacies', apiKey: 'demo-lakeside-key' },
  summit: { name: 'Summit Rx Cooperative', apiKey: 'demo-summit-key' },
}

export const groupId = (key: GroupKey): string => guidFor(`group:${key}`)

interface PharmacySeed {
  key: string
  npiStem: string
  name: string
  dba: string
  phone: number
  glnStem: string
  address: ScenarioPharmacy['address']
  groups: GroupKey[]
  restriction?: ScenarioPharmacy['restriction']
}

const addr = (line1: string, city: string, stateAcronym: string, postalCode: string, line2 = '') => ({
  line1,
  line2,
  city,
  stateAcronym,
  postalCode,
})

// prettier-ignore
const SEEDS: PharmacySeed[] = [
  // Riverside: the acting pharmacy of the demo connection, a restricted member, and a third member.
  { key: 'riverside-main', npiStem: '123456789', name: 'Riverside Community Pharmacy, Inc.', dba: 'Riverside Pharmacy',
    phone: 6145550142, glnStem: '086000110427', address: addr('418 W Main St', 'Columbus', 'OH', '43215'),
    groups: ['riverside'] },
  { key: 'harbor-point', npiStem: '164382095', name: 'Harbor Point Apothecary LLC', dba: 'Harbor Point Pharmacy',
    phone: 2015550117, glnStem: '086000110519', address: addr('77 River St', 'Hoboken', 'NJ', '07030', 'Suite 2'),
    groups: ['riverside'],
    restriction: {
      errorCode: 500114,
      message:
        'New Jersey pharmacies cannot change marketplace listings until the Board of Pharmacy confirms the wholesale distribution permit.',
    } },
  { key: 'maple-grove', npiStem: '118829374', name: 'Maple Grove Drug Company', dba: 'Maple Grove Drug',
    phone: 6145550188, glnStem: '086000110601', address: addr('5120 Bradenton Ave', 'Dublin', 'OH', '43017'),
    groups: ['riverside'] },
  // Lakeside: a regional chain around Lake Michigan.
  { key: 'lakeside-12', npiStem: '150738216', name: 'Lakeside Pharmacies, Inc.', dba: 'Lakeside Pharmacy #12',
    phone: 6165550123, glnStem: '086000220014', address: addr('2250 28th St SE', 'Grand Rapids', 'MI', '49512'),
    groups: ['lakeside'] },
  { key: 'lakeside-07', npiStem: '172960481', name: 'Lakeside Pharmacies, Inc.', dba: 'Lakeside Pharmacy #07',
    phone: 2315550164, glnStem: '086000220076', address: addr('1840 Henry St', 'Muskegon', 'MI', '49441'),
    groups: ['lakeside'] },
  { key: 'lakeside-21', npiStem: '139407582', name: 'Lakeside Pharmacies, Inc.', dba: 'Lakeside Pharmacy #21',
    phone: 2315550109, glnStem: '086000220212', address: addr('930 E Front St', 'Traverse City', 'MI', '49686'),
    groups: ['lakeside'] },
  { key: 'shoreline', npiStem: '185520137', name: 'Shoreline Family Pharmacy LLC', dba: 'Shoreline Family Pharmacy',
    phone: 2625550151, glnStem: '086000220335', address: addr('6300 Sheridan Rd', 'Kenosha', 'WI', '53143'),
    groups: ['lakeside'] },
  { key: 'bayview', npiStem: '126671049', name: 'Bayview Rx Services, Inc.', dba: 'Bayview Rx',
    phone: 9205550176, glnStem: '086000220458', address: addr('1415 University Ave', 'Green Bay', 'WI', '54302'),
    groups: ['lakeside'] },
  // Summit: independent pharmacies in the Rocky Mountain states.
  { key: 'alpine', npiStem: '145092866', name: 'Alpine Drug Co.', dba: 'Alpine Drug',
    phone: 3035550130, glnStem: '086000330019', address: addr('2690 Pearl St', 'Boulder', 'CO', '80302'),
    groups: ['summit'] },
  { key: 'pikes-peak', npiStem: '190316752', name: 'Pikes Peak Pharmacy Partners LLC', dba: 'Pikes Peak Pharmacy',
    phone: 7195550172, glnStem: '086000330132', address: addr('1102 N Nevada Ave', 'Colorado Springs', 'CO', '80903'),
    groups: ['summit'] },
  { key: 'wasatch', npiStem: '113958270', name: 'Wasatch Family Pharmacy, Inc.', dba: 'Wasatch Family Pharmacy',
    phone: 8015550195, glnStem: '086000330255', address: addr('455 N University Ave', 'Provo', 'UT', '84601'),
    groups: ['summit'] },
  { key: 'timberline', npiStem: '167204418', name: 'Timberline Apothecary LLC', dba: 'Timberline Apothecary',
    phone: 9705550138, glnStem: '086000330378', address: addr('315 W Mulberry St', 'Fort Collins', 'CO', '80521'),
    groups: ['summit'] },
  { key: 'mesa-verde', npiStem: '158843091', name: 'Mesa Verde Pharmacy Corp.', dba: 'Mesa Verde Pharmacy',
    phone: 9705550184, glnStem: '086000330491', address: addr('840 Main Ave', 'Durango', 'CO', '81301'),
    groups: ['summit'] },
  // A Summit member that Riverside has also invited: registered, but only invited there (not a member).
  { key: 'canyon-ridge', npiStem: '143376625', name: 'Canyon Ridge Pharmacy, Inc.', dba: 'Canyon Ridge Pharmacy',
    phone: 9705550153, glnStem: '086000330514', address: addr('2440 Patterson Rd', 'Grand Junction', 'CO', '81505'),
    groups: ['summit'] },
  // Registered but in no group: adding its NPI to a group makes it a member at once.
  { key: 'cedar-hollow', npiStem: '197640352', name: 'Cedar Hollow Pharmacy LLC', dba: 'Cedar Hollow Pharmacy',
    phone: 6155550121, glnStem: '086000440027', address: addr('128 Public Sq', 'Franklin', 'TN', '37064'),
    groups: [] },
]

export const pharmacyId = (key: string): string => guidFor(`pharmacy:${key}`)

export const DEMO_PHARMACY_KEYS = SEEDS.map((s) => s.key)

export function pharmacyKeysOf(group: GroupKey): string[] {
  return SEEDS.filter((s) => s.groups.includes(group)).map((s) => s.key)
}

export function buildGroups(): Scenario['groups'] {
  return (Object.keys(DEMO_GROUPS) as GroupKey[]).map((key) => ({
    id: groupId(key),
    name: DEMO_GROUPS[key].name,
    apiKeys: [DEMO_GROUPS[key].apiKey],
  }))
}

export function buildPharmacies(): Scenario['pharmacies'] {
  return SEEDS.map((s) => ({
    id: pharmacyId(s.key),
    npi: npiFromStem(s.npiStem),
    name: s.name,
    dba: s.dba,
    phone: s.phone,
    gln: glnFromStem(s.glnStem),
    address: s.address,
    groupIds: s.groups.map(groupId),
    restriction: s.restriction ?? null,
  }))
}

/** Pending invitations; all but Canyon Ridge's are NPIs no pharmacy has registered yet. */
export function buildInvitations(): Scenario['invitations'] {
  const invite = (group: GroupKey, stem: string, daysAgo: number) => ({
    groupId: groupId(group),
    npi: npiFromStem(stem),
    invitedDate: `-${daysAgo}d`,
  })
  return [
    invite('riverside', '161527408', 12),
    invite('riverside', '136084917', 4),
    invite('riverside', '143376625', 21),
    invite('lakeside', '179215633', 9),
    invite('summit', '128837460', 30),
    invite('summit', '154409921', 2),
  ]
}

/** A valid NPI that no pharmacy registered and no group invited: adding it creates an invitation. */
export const UNREGISTERED_NPI = npiFromStem('188306274')
