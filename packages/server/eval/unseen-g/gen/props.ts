/**
 * Set G properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-g/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LARK, SAGE, SCHOOL } from './lib.ts';

const here = dirname(fileURLToPath(import.meta.url));

type Policy = { attributeType: string; textContent?: string; numericValue?: number };
const text = (attributeType: string, textContent: string): Policy => ({
  attributeType,
  textContent,
});
const num = (attributeType: string, numericValue: number): Policy => ({
  attributeType,
  numericValue,
});

// ---------------------------------------------------------------------------------------------
// G1: a seven-story mid-rise in Charlotte's South End with a parking deck, EV chargers and a
// coworking lounge (CALENDAR viewings)
// ---------------------------------------------------------------------------------------------

const larkLease = `APARTMENT LEASE - LARKSPUR SOUTH END, 2150 CAMDEN ROAD, CHARLOTTE, NORTH CAROLINA 28203

1. PARTIES. This Lease is between Larkspur SE Owner LLC ("Owner"), managed by Queen City Residential ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for all rent and charges.

2. TERM. The term is the one on the signature page: 12, 13 or 15 months. At the end of the term the Lease continues month to month at the then-current month-to-month rate unless either party gives 60 days' written notice.

3. RENT. Rent is due on the 1st of each month. Owner may change the rent at renewal with 60 days' written notice.

4. LATE CHARGE. Rent not paid by 11:59 p.m. on the 5th is late. A late charge of 5 percent of the monthly rent is added on the 6th, as North Carolina law allows. A returned payment costs $25.

5. SECURITY DEPOSIT. Resident pays a security deposit of one-half month's rent, or one full month's rent if the screening result is "approved with conditions". Owner holds it in a trust account and returns it, with an itemized statement, within 30 days after Resident moves out.

6. UTILITIES. Resident opens an account with Duke Energy for electricity before move-in and keeps it on for the whole term; the building is all-electric and has no natural gas. Resident arranges internet service; the building is wired for Google Fiber and Spectrum. Owner provides water, sewer and trash, and these utilities are billed back to Resident at a flat $65 per month for a studio or one-bedroom and $85 per month for a two-bedroom.

7. OCCUPANCY. No more than two persons per bedroom plus one may live in the apartment (three in a studio or one-bedroom, five in a two-bedroom).

8. PARKING DECK. The attached five-level parking deck is for residents and their guests. A reserved space on levels P2 to P5 costs $65 per month per vehicle, with a limit of two per apartment; unreserved guest parking is on level P1 for up to 48 hours. Each resident vehicle needs a deck access tag. Motorcycles park in the marked corner of P2.

9. ELECTRIC VEHICLE CHARGING. Sixteen Level 2 chargers are on level P2. Charging costs $0.28 per kWh through the charger's app, and a vehicle must be moved within 30 minutes after it is fully charged or an idle fee of $0.40 per minute applies. Residents may not run extension cords from apartments or outlets to vehicles.

10. COWORKING LOUNGE. The coworking lounge on the second floor is open 24 hours to residents with a key fob. The two phone booths and the eight-seat conference room may be booked in the resident app for up to two hours a day per apartment. Each apartment receives 50 free printed pages a month. The lounge is not a business address and may not receive deliveries for a business.

11. AMENITY HOURS. The rooftop pool on the seventh floor is open from Memorial Day weekend through September 30, 8:00 a.m. to 10:00 p.m., with at most two guests per apartment. The fitness center is open 24 hours. Glass containers are not allowed on the pool deck.

12. PETS. Resident may keep up to two pets, cats or dogs, with written approval. A dog may weigh up to 80 pounds full grown. Pit bulls, Rottweilers and mastiffs, or mixes of them, are not accepted. Each pet requires a one-time non-refundable pet fee of $350 and pet rent of $25 per month. Dogs stay leashed in all common areas and use the dog run on the Camden Road side. Assistance animals are not pets; no pet fee or pet rent is charged for them.

13. SMOKING. The entire property, including apartments, balconies, the rooftop, the parking deck and every entrance, is smoke-free. Smoking and vaping of any substance are not allowed anywhere on the property, and a violation carries a $250 charge plus the cost of any cleaning.

14. NOISE. Quiet hours are 10:00 p.m. to 8:00 a.m. Hard-soled shoes and amplified music are not allowed on the rooftop after 10:00 p.m.

15. PACKAGES. Packages go to the smart package lockers in the mail room off the lobby, and Resident receives a pickup code by text. Packages left in a locker for more than five days are returned to the front desk. Perishable deliveries go to the refrigerated locker.

16. MAINTENANCE. Resident submits routine repair requests in the resident app. Manager responds within two business days. Resident replaces light bulbs and keeps drains free of grease.

17. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (704) 555-0134. Emergencies include water leaking into the apartment or the one below, a sewer backup, no heat when it is below 55 degrees, no air conditioning when it is above 90 degrees, a fire alarm, an elevator with someone trapped inside, and a lockout. In a fire, Resident uses the stairs, not the elevators. The water shut-off valve for each apartment is behind the access panel in the laundry closet.

18. ENTRY. Manager may enter after 24 hours' notice for repairs, inspections, pest control and showings, and at any time in an emergency.

19. KEYS AND ACCESS. Resident receives two key fobs and two mailbox keys. A replacement fob costs $35. The parking deck gate has an override code, 5529, for staff and emergency crews only; Resident may not use or share it. The maintenance supervisor, Desmond Pruitt, personal cell (704) 555-0179, is not a resident contact; all requests go through the resident app or the emergency line.

20. RENTER'S INSURANCE. Resident keeps renter's insurance with at least $100,000 of personal liability coverage for the whole term and names Owner as an interested party.

21. PAYMENT. Rent is paid in the resident app by free ACH transfer or by debit or credit card with a 2.95 percent processing fee. Owner's operating account is at Piedmont Commerce Bank, routing number 053112938, account number 7720461193, for Owner's accounting only; Resident must not pay into it directly. Cash is not accepted.

22. EARLY TERMINATION. Resident may end the Lease early with 60 days' written notice and a fee equal to two months' rent. Military service members and survivors of domestic violence may end the Lease as North Carolina law provides, without the fee.

23. REASONABLE ACCOMMODATIONS. Owner grants reasonable accommodations in rules, policies, practices and services, and permits reasonable modifications, for a person with a disability. A request may be made orally or in writing to the leasing office.

24. NOTICES. Notices to Owner go to the leasing office on the ground floor, 2150 Camden Road, Charlotte, NC 28203. This Lease, the Community Policies and the Parking Deck Addendum are the whole agreement.`;

const lark = {
  id: LARK,
  property: {
    name: 'Larkspur South End',
    address: '2150 Camden Rd, Charlotte, NC 28203',
    type: 'MULTI_FAMILY',
    description:
      "Larkspur South End is a seven-story apartment building on Camden Road in Charlotte's South End, finished in 2021, with 212 apartments above a ground-floor leasing office and lobby. The LYNX Blue Line light rail stop at East/West Boulevard is a four-minute walk, and the Rail Trail runs behind the building. A five-level parking deck is attached on every floor, with reserved spaces for $65 a month and guest parking on the first level. Sixteen Level 2 electric vehicle chargers are on level P2, paid by the kilowatt-hour in the charger's app. On the second floor, the coworking lounge has a coffee bar, long work tables, two soundproof phone booths, an eight-seat conference room and a printer, and it is open around the clock with your key fob. The rooftop has a seasonal pool, grills and a lounge with a view of the Uptown skyline. There is also a 24-hour fitness center, a pet wash room and a fenced dog run. Every apartment has a washer and dryer, central air conditioning, quartz counters, stainless appliances with an electric range, and luxury vinyl plank floors. Packages go to smart lockers in the mail room, including a refrigerated locker for groceries. Two elevators serve all floors and the deck, and several apartments are built for wheelchair users. Cats and dogs up to 80 pounds are welcome, and the whole property is smoke-free.",
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'CENTRAL_AIR',
      'POOL',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: 65,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'DOG_SIZE', 'DOG_BREED'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'MASTIFF'],
    maxDogSizeLbs: 80,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '207',
      type: 'APARTMENT',
      sizeSqft: 805,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1820,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor one-bedroom built for a wheelchair user, a short roll from the elevators and the coworking lounge: 36-inch doors, a roll-in shower with grab bars and a hand-held shower head, lowered kitchen counters and a front-loading washer and dryer. Faces the quiet courtyard. Available now.',
    },
    {
      unitNumber: '412',
      type: 'APARTMENT',
      sizeSqft: 540,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1495,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Fourth-floor studio with a Juliet balcony over Camden Road, a Murphy bed wall unit, a stacked washer and dryer and a walk-in closet. Available now.',
    },
    {
      unitNumber: '518',
      type: 'APARTMENT',
      sizeSqft: 760,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1780,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Fifth-floor one-bedroom with a balcony facing the Rail Trail, a kitchen island and a built-in desk nook. Available December 15, 2026.',
    },
    {
      unitNumber: '604',
      type: 'APARTMENT',
      sizeSqft: 1120,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2560,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Sixth-floor corner two-bedroom, two-bath with floor-to-ceiling windows toward the Uptown skyline, a wraparound balcony and two walk-in closets. Available January 10, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'HALF_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,495 for studio 412, $1,820 for one-bedroom 207, $1,780 for one-bedroom 518 and $2,560 for two-bedroom 604. Applicants need a gross monthly income of at least 3 times the rent; roommates may combine incomes, and a guarantor who earns 5 times the rent may co-sign. Each applicant 18 or older pays a $75 application fee, and a one-time $200 administrative fee is due at lease signing. Water, sewer and trash are billed back at a flat $65 a month for a studio or one-bedroom and $85 for a two-bedroom. Leases of 12, 13 or 15 months are offered; shorter terms are not available.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after 11:59 p.m. on the 5th. A late fee of 5 percent of the monthly rent is charged on the 6th. A returned payment costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident app by ACH bank transfer (free) or by debit or credit card (2.95 percent processing fee). Cash and personal checks are not taken at the leasing office.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      'The security deposit is half a month\'s rent for most approved applicants, or one full month\'s rent when the screening result is "approved with conditions". It is held in a trust account and returned with an itemized statement within 30 days after move-out.',
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers go out 90 days before the lease ends, for 12, 13 or 15 months. If you do not renew and do not give 60 days' notice, the lease continues month to month at the month-to-month rate, which is $300 above the renewal rate.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 60 days' written notice and pay a fee equal to two months' rent. Service members with orders and survivors of domestic violence may end the lease as North Carolina law provides, without the fee.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting and short-term rentals such as Airbnb are not allowed. A roommate may be added only after applying and being approved, which also requires a lease amendment.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in any six months. A guest may park in the guest area on level P1 of the deck for up to 48 hours at a time, with a guest pass from the front desk or the app.',
    ),
    text(
      'PARKING_POLICY',
      'The attached five-level deck has reserved resident spaces on levels P2 to P5 for $65 a month each, with a limit of two per apartment. Guest parking is on level P1 for up to 48 hours. Sixteen Level 2 EV chargers on P2 are shared by all residents at $0.28 per kWh, with a $0.40-per-minute idle fee starting 30 minutes after a full charge; chargers cannot be reserved. Secure bike storage with a repair stand is on P1, free. Oversized vehicles over 6 feet 8 inches tall do not fit in the deck.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The coworking lounge on the second floor is open 24 hours with your fob; the two phone booths and the eight-seat conference room may be booked in the app for up to two hours a day per apartment, and each apartment gets 50 free printed pages a month. Coffee in the lounge is free. The rooftop pool is open Memorial Day weekend through September 30, 8 a.m. to 10 p.m., with up to two guests per apartment. The fitness center is open 24 hours. The rooftop lounge can be reserved for a private event for $150.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 8 a.m. After 10 p.m. amplified music is not allowed on the rooftop. Complaints go through the app and are followed up by the courtesy officer on weekend nights.',
    ),
    text(
      'SMOKING_POLICY',
      'Larkspur South End is entirely smoke-free: no smoking or vaping of any kind in apartments, on balconies, on the rooftop, in the parking deck or at entrances. There is no designated smoking area on the property. A violation carries a $250 charge plus cleaning costs.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Duke Energy account in your name, carry renter's insurance with $100,000 of liability coverage, replace light bulbs, clean the dryer lint trap after each load, and report leaks right away. Pets must be leashed in common areas and picked up after.",
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We welcome Housing Choice Vouchers from INLIVIAN (the Charlotte housing authority) and vouchers ported from other housing authorities, HUD-VASH vouchers for veterans, and payments from Mecklenburg County emergency rental assistance and the Charlotte Housing Opportunity programs. For a voucher holder the 3-times-income rule applies only to the part of the rent the household pays. Social Security, SSI, SSDI, VA benefits, pensions, child support and alimony all count as income. The apartment must pass the housing authority inspection before move-in, and we help schedule it.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Apartment 207 and seven other apartments are built for wheelchair users, with roll-in showers and grab bars, lowered counters and 36-inch doors; other apartments have wider doors and reinforced bathroom walls so grab bars can be added. Both elevators reach every floor and every deck level, and four accessible parking spaces with an access aisle are on level P2 next to the elevator lobby, free for residents who need them. The lobby entrance has an automatic door. Visual fire alarms and a doorbell light can be installed on request at no charge. Assistance animals are welcome with no pet fee or pet rent and no breed or weight limit. Requests for reasonable accommodations or modifications may be made in person, by phone, by email or in the app.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Larkspur South End follows the federal Fair Housing Act and the Charlotte fair housing ordinance. We do not discriminate based on race, color, religion, sex (including sexual orientation and gender identity), national origin, familial status or disability. Every applicant is screened with the same written criteria, and we do not describe neighborhoods or residents by these characteristics.',
    ),
  ],
  lease: larkLease,
};

// ---------------------------------------------------------------------------------------------
// G2: a 1924 schoolhouse in Providence's Fox Point converted to lofts: exposed brick, a freight
// elevator, steam heat, no central AC (TEXT viewings; no accessibility and no assistance policy)
// ---------------------------------------------------------------------------------------------

const schoolLease = `RESIDENTIAL LEASE - IVES STREET SCHOOL LOFTS, 118 IVES STREET, PROVIDENCE, RHODE ISLAND 02906

1. PARTIES. This Lease is between Ives Street School LLC ("Landlord"), managed by Narragansett Bay Property Co. ("Manager"), and each adult who signs it ("Tenant"). Tenants who sign together are jointly and severally responsible.

2. THE BUILDING. The Premises are a loft apartment in the former Ives Street Grammar School, built in 1924 and converted to eighteen apartments in 2016. Tenant accepts the features of a historic building, including exposed brick walls, original maple floors, large original-style windows and steam radiators.

3. TERM. The term is twelve (12) months from the start date on the signature page. Landlord offers a renewal at least 60 days before the term ends; if neither party gives 30 days' written notice, the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month. Rent is paid through the tenant portal by free ACH transfer, or by check delivered to Manager.

5. LATE CHARGE. Rent not received within 15 days after the due date is late, and a late charge of $50 is added, as Rhode Island law allows.

6. SECURITY DEPOSIT. Tenant pays a security deposit equal to one month's rent, which is the most Rhode Island law allows. Landlord returns it, with an itemized list of any deductions, within 20 days after Tenant moves out and gives a forwarding address.

7. UTILITIES. Landlord provides steam heat and hot water from the building's gas boiler, water, sewer and trash and recycling collection. Tenant opens an account with Rhode Island Energy for electricity, which runs the lights, outlets, the electric range and any air conditioners, and arranges internet service (the building is wired for Cox and Verizon Fios).

8. HEAT. The heating season is October 1 through May 15, during which Landlord keeps the apartment at no less than 68 degrees in the daytime and 64 degrees at night. Radiator valves are fully on or fully off; Tenant may not paint, cover or remove radiators.

9. AIR CONDITIONING. The building has no central air conditioning. Tenant may use window air conditioners from May 15 through September 30 only in the bracket-equipped windows, and the maintenance staff installs and removes each unit at no charge; Tenant may not install a window unit himself or herself. Portable floor units that vent through a window kit are allowed at any time.

10. FREIGHT ELEVATOR. The building's original freight elevator serves all three floors and the lower level. It is operated by staff only and is used for move-ins, move-outs and large deliveries, which must be booked at least five business days ahead, Monday through Saturday, 9:00 a.m. to 5:00 p.m. There is no passenger elevator; the two stairways are the everyday way in and out. The freight elevator key is kept in a lockbox in the lower-level corridor, code 8142, which is for staff only and may not be used or shared by Tenant.

11. LAUNDRY AND STORAGE. The laundry room on the lower level, in the old cafeteria, has six washers and six dryers paid through a phone app at $2.00 a wash and $1.75 a dry. Each apartment is assigned one caged storage locker on the lower level.

12. BICYCLES AND COURTYARD. Bicycles are kept in the bike room in the former boiler room, not in hallways or on stairways. The courtyard, the former playground, has raised garden beds that Tenants may claim each April on a first-come basis.

13. PARKING. The off-street lot behind the building has ten spaces, rented at $110 per month each to Tenants on a waitlist. Otherwise Tenant relies on street parking under the City of Providence overnight parking rules and must move the car for posted snow bans.

14. PETS. Tenant may keep up to two cats with written approval and a one-time pet fee of $200 per cat. Dogs are not allowed. Small caged animals such as fish or a hamster need no approval. Assistance animals are not pets, and this clause does not apply to them.

15. SMOKING. Smoking and vaping of tobacco, cannabis or anything else are prohibited inside the building, on the fire escapes and in the courtyard, because the building has original wood framing and floors.

16. NOISE. Quiet hours are 10:00 p.m. to 8:00 a.m. Because the old maple floors carry sound, Tenant covers at least 70 percent of the floor area with rugs.

17. WALLS AND ALTERATIONS. Tenant may not drill into, paint or seal the exposed brick. Pictures may be hung only from the picture rail along the brick walls with hooks sold at the office. The original chalkboards in some apartments must be kept, and chalk may be used on them.

18. MAINTENANCE. Tenant submits routine repair requests through the tenant portal, and Manager responds within three business days. Banging radiator pipes at the start of the heating season are normal and are not a repair request unless they continue for more than a week.

19. EMERGENCIES. Tenant reports an emergency at once, 24 hours a day, to the emergency maintenance line at (401) 555-0148. Emergencies include water coming through a ceiling or wall, no heat during the heating season, a steam leak from a radiator, a smell of gas in a common area, a fire or smoke, and a lockout. The water shut-off valve for each apartment is under the kitchen sink. For a steam leak, Tenant closes the radiator valve if it is safe to touch and stays clear of the steam.

20. ENTRY. Manager may enter after 24 hours' notice for repairs, inspections, showings and the seasonal installation of air conditioners, and at any time in an emergency.

21. SUPERINTENDENT. The building superintendent, Domenic Ferraro, lives off site. His personal cell, (401) 555-0163, is for Manager's use only and is not to be called by Tenants; every request goes through the tenant portal or the emergency line.

22. PAYMENT ACCOUNT. Landlord's operating account is at Blackstone River Savings, routing number 011507264, account number 5190033827, for Landlord's accounting only. Tenant pays through the portal or by check and never directly into this account.

23. RENTER'S INSURANCE. Tenant keeps renter's insurance with at least $100,000 of personal liability coverage for the whole term.

24. EARLY TERMINATION. Tenant may end the Lease early by giving 60 days' written notice and paying a fee equal to one month's rent, or by finding a replacement tenant whom Landlord approves, in which case no fee is due.

25. NOTICES. Notices to Landlord go to Narragansett Bay Property Co., 40 Wickenden Street, Providence, RI 02903. This Lease and the Building Rules are the whole agreement.`;

const school = {
  id: SCHOOL,
  property: {
    name: 'Ives Street School Lofts',
    address: '118 Ives St, Providence, RI 02906',
    type: 'MULTI_FAMILY',
    description:
      "Ives Street School Lofts is the old Ives Street Grammar School in Providence's Fox Point neighborhood, a three-story brick schoolhouse from 1924 that was turned into eighteen loft apartments in 2016. The classrooms became open lofts with exposed brick walls, 13-foot ceilings, the original maple floors and tall windows that fill the rooms with light. Some apartments kept an original slate chalkboard, and every hallway still has the old terrazzo floors and cubby niches. The building has no central air conditioning: heat and hot water come from a gas boiler and steam radiators, and the staff installs window air conditioners for the summer at no charge. The school's original freight elevator still runs and is used by staff for move-ins and big deliveries; day to day you take the stairs. The laundry room is on the lower level in the old cafeteria, next to a caged storage locker for every apartment and a bike room in the former boiler room. The old playground is now a courtyard with raised garden beds and picnic tables. An off-street lot behind the building has ten spaces for $110 a month, rented from a waitlist, and the rest of the street parking follows city rules. Wickenden Street's coffee shops are two blocks away, the riverfront park is a short walk, and Brown University is about a mile north. Up to two cats are welcome, but dogs are not.",
    amenities: ['CATS', 'ON_SITE_PARKING'],
    parkingPrice: 110,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 0,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: null,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '2A',
      type: 'APARTMENT',
      sizeSqft: 880,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 2050,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor one-bedroom loft in the old school library, up one flight of stairs, with built-in oak bookshelves along the brick wall, three 9-foot windows facing Ives Street and a separate bedroom with a sliding barn door. Available now.',
    },
    {
      unitNumber: '3C',
      type: 'APARTMENT',
      sizeSqft: 610,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1650,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "Third-floor studio loft, up two flights of stairs, with a sleeping mezzanine reached by a steep ship's ladder, skylights and an original slate chalkboard. Available January 1, 2027.",
    },
    {
      unitNumber: '1B',
      type: 'APARTMENT',
      sizeSqft: 1240,
      bedrooms: 2,
      bathrooms: 1.5,
      monthlyPrice: 2725,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'First-floor two-bedroom loft in a former corner classroom, five steps up from the courtyard entrance, with two exposed brick walls, the original chalkboard, a full bath and a half bath, and a dishwasher. Available December 20, 2026.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'GAS, WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $2,050 for loft 2A, $1,650 for studio loft 3C and $2,725 for two-bedroom loft 1B. Applicants need a combined gross monthly income of at least 2.5 times the rent, or a co-signer who earns 4 times the rent. There is no application fee; we pay for the credit and background check ourselves. Heat, hot water, water, sewer and trash are included in the rent; you pay Rhode Island Energy for electricity and your own internet.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late if it is not received within 15 days after the 1st; a $50 late charge is then added.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay through the tenant portal by ACH transfer at no cost, or mail or drop off a check at the Wickenden Street office. Credit cards and cash are not taken.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent, the most Rhode Island allows, due at lease signing together with the first month's rent. It is returned with an itemized list of deductions within 20 days after you move out and give us a forwarding address.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers are sent at least 60 days before the lease ends. If neither side gives 30 days' written notice, the lease continues month to month.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To leave early, give 60 days' written notice and pay one month's rent as a fee, or find a replacement tenant we approve and pay nothing.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting for a summer or a semester is allowed with written approval; the subtenant applies like any tenant, and you stay responsible for the rent. Short-term rentals of under 30 nights are not allowed.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 10 nights in a row and 30 nights in a year; anyone staying longer must apply and be added to the lease.',
    ),
    text(
      'PARKING_POLICY',
      'The lot behind the building has ten spaces at $110 a month each, rented in waitlist order; the wait has lately been about four months. Everyone else uses street parking: Providence requires an overnight parking permit on most Fox Point streets, and cars must be moved during declared snow bans. There is no EV charging. The bike room is free.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The lower-level laundry room is open 7 a.m. to 11 p.m. and is paid through a phone app ($2.00 a wash, $1.75 a dry). Each apartment has one caged storage locker on the lower level. The courtyard is open until 10 p.m.; garden beds are claimed each April. The freight elevator is run only by staff, by appointment five business days ahead, Monday to Saturday 9 a.m. to 5 p.m., for move-ins, move-outs and large deliveries.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 8 a.m. The original maple floors carry sound, so at least 70 percent of each floor must be covered with rugs.',
    ),
    text(
      'SMOKING_POLICY',
      "No smoking or vaping of anything inside the building, on the fire escapes or in the courtyard, because of the building's original wood framing. Residents who smoke must do so off the property.",
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep rugs on at least 70 percent of the floors, hang pictures only from the picture rail (never drill or paint the brick), keep the chalkboards, leave radiator valves fully on or fully off, keep renter's insurance with $100,000 of liability coverage, and let staff in to install and remove window air conditioners.",
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'The building has a fire sprinkler system, hard-wired smoke and carbon monoxide alarms in every apartment and two enclosed stairways. Lead paint was removed during the 2016 conversion and the building holds a Rhode Island lead-safe certificate. Heat is kept at 68 degrees or more by day and 64 at night from October 1 to May 15.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'We follow the federal Fair Housing Act and the Rhode Island Fair Housing Practices Act. We do not discriminate based on race, color, religion, sex, sexual orientation, gender identity or expression, national origin, disability, familial status, age, marital status or military status. Every applicant is screened with the same written criteria. You do not need to be a student to live here.',
    ),
  ],
  lease: schoolLease,
};

// ---------------------------------------------------------------------------------------------
// G3: a manufactured-home community in Boise renting community-owned homes on their lots, with
// lot rules, city water and an irrigation well, and a clubhouse (TEXT viewings; no ADA policy)
// ---------------------------------------------------------------------------------------------

const sageLease = `HOME AND LOT RENTAL AGREEMENT - SAGEBRUSH BEND HOME COMMUNITY, 7400 W VICTORY ROAD, BOISE, IDAHO 83709

1. PARTIES. This Agreement is between Sagebrush Bend Communities LLC ("Owner") and each adult who signs it ("Resident"). Residents who sign together are jointly and severally responsible.

2. PREMISES. Owner rents to Resident the manufactured home and the lot it stands on, both owned by Owner, together with the use of the clubhouse, pool and other common areas under the Community Rules.

3. TERM. The term is twelve (12) months, after which the Agreement continues month to month unless either party gives 30 days' written notice.

4. RENT. Rent for the home and lot together is due on the 1st of each month. Owner may change the rent with 30 days' written notice during a month-to-month tenancy, or at renewal.

5. LATE CHARGE. Rent not received by the end of the 3rd day is late, and a late charge of $40 is added on the 4th, plus $5 a day up to a total of $90.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent. Owner returns it, with an itemized list of deductions, within 21 days after Resident moves out, or up to 30 days if both parties agree, as Idaho law provides.

7. UTILITIES. Owner provides city water from Veolia Water Idaho, city sewer and weekly trash collection. Resident opens accounts in Resident's own name with Idaho Power for electricity and Intermountain Gas for the gas furnace and water heater, and arranges internet service.

8. IRRIGATION WATER. From April 15 to October 15 each lot has a pressurized irrigation spigot, painted purple, fed by the community's own irrigation well. This water is untreated and is not for drinking, cooking, filling pools or washing pets. Resident waters the lawn only on the days set by lot number: even-numbered lots on Tuesday, Thursday and Saturday, odd-numbered lots on Wednesday, Friday and Sunday.

9. LOT RULES. Resident keeps the lawn mowed below six inches and free of weeds, keeps the skirting around the home in place and undamaged, and stores nothing under the home. One storage shed of no more than 8 by 10 feet may be added with Owner's written approval. Fences may be built only with Owner's approval, of white vinyl no higher than four feet.

10. VEHICLES. Each lot has a driveway for two vehicles. Vehicles may not be parked on lawns or on the community streets overnight. The speed limit inside the community is 15 miles per hour. Commercial trucks over one ton, and vehicles that do not run, are not allowed on the lot.

11. RV AND BOAT STORAGE. Recreational vehicles, boats and trailers may be kept only in the fenced storage yard by the entrance, at $40 per month per space, subject to availability.

12. CLUBHOUSE AND POOL. The clubhouse is open 8:00 a.m. to 9:00 p.m. daily and has a kitchen, a library, a billiards table and a meeting room. Residents may reserve the clubhouse for a private event for a $50 fee. The outdoor pool is open from Memorial Day to Labor Day, 10:00 a.m. to 8:00 p.m.; children under 14 must be with an adult.

13. PETS. Resident may keep up to two pets, dogs or cats, with written approval and a refundable pet deposit of $300 per pet; there is no monthly pet rent. A dog may weigh no more than 60 pounds full grown, and pit bulls, Rottweilers, Dobermans and mastiffs, or mixes of them, are not accepted. Dogs are leashed outside the home's fenced yard and may not be tied out unattended.

14. SMOKING. Smoking is allowed inside Resident's own home and on Resident's own lot. Smoking and vaping are prohibited in the clubhouse, at the pool, on the playground and within 25 feet of the clubhouse doors.

15. YARD SALES AND BUSINESSES. Yard sales are held only on the community-wide weekends in May and September. No business with customer traffic may be run from a home.

16. ALTERATIONS. Resident may not move the home, remove the skirting, add a room, deck or carport, or change the exterior paint without Owner's written approval.

17. MAINTENANCE. Owner maintains the home's roof, structure, plumbing, furnace, water heater and built-in appliances. Resident reports routine repairs on the community website or at the office, and Owner responds within three business days. Resident replaces the furnace filter every three months and keeps the heat at 55 degrees or more in winter so the pipes do not freeze.

18. WINTER CARE. From November through March, Resident keeps the heat tape on the water line under the home plugged in. Resident may not turn off the heat when away in winter.

19. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (208) 555-0117. Emergencies include a water leak, a frozen or burst pipe, no heat in winter, a sewer backup, a smell of gas, a fire and a downed power line. If Resident smells gas, Resident leaves the home first and calls 911 and Intermountain Gas from outside. The main water shut-off valve for each home is at the curb box by the street, and a second shut-off valve is behind the access panel at the water heater.

20. ENTRY. Owner may enter the lot at any time to read meters, check the irrigation system or inspect the skirting, and may enter the home after 24 hours' notice, or at any time in an emergency.

21. OFFICE KEY SAFE AND CONTACTS. Spare home keys are held in the office key safe, code 6390, which is for staff only and may not be used or shared by Resident. The community manager, LaDonna Whitcomb, personal cell (208) 555-0126, is not to be called by residents; all requests go through the office or the emergency line.

22. PAYMENT. Rent is paid on the community website by free ACH transfer, or by check or money order at the office. Owner's operating account is at Treasure Valley Federal Credit Union, routing number 124100417, account number 8846120375, for Owner's accounting only; Resident must not pay into it directly.

23. RENTER'S INSURANCE. Resident keeps renter's insurance covering personal property and at least $50,000 of personal liability for the whole term.

24. EARLY TERMINATION. Resident may end the Agreement early with 30 days' written notice and a fee equal to one month's rent.

25. NOTICES. Notices to Owner go to the community office at the clubhouse, 7400 W Victory Road, Boise, ID 83709. This Agreement and the Community Rules are the whole agreement.`;

const sage = {
  id: SAGE,
  property: {
    name: 'Sagebrush Bend Home Community',
    address: '7400 W Victory Rd, Boise, ID 83709',
    type: 'OTHER',
    description:
      'Sagebrush Bend Home Community is a manufactured-home community of 118 lots on West Victory Road in southwest Boise, opened in 1979 and rebuilt with new streets and utilities in 2019. The community owns a number of homes and rents each one together with its lot, so you rent a whole house with a yard and a driveway rather than an apartment. Homes have gas furnaces, washer and dryer hookups, and a paved two-car driveway, and each lot has its own lawn to keep. Drinking water is city water from Veolia, and from mid-April to mid-October a separate irrigation well feeds a purple spigot on every lot for watering the lawn, which is not for drinking. The clubhouse at the entrance has a kitchen, a library, a billiards table and a meeting room, and residents can reserve it for parties. Beside it are an outdoor pool open in the summer, a playground and a horseshoe pit. A fenced storage yard by the entrance rents spaces for RVs, boats and trailers. The community has lot rules for lawns, skirting, sheds, fences and parking that keep the streets tidy. Residents of every age live here; it is not a senior community. Dogs up to 60 pounds and cats are welcome, and the Boise Towne Square shops and Interstate 84 are about ten minutes away.',
    amenities: ['SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'CENTRAL_AIR', 'POOL', 'ON_SITE_MANAGER'],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME'],
    petQuestions: ['TYPE', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'DOBERMAN', 'MASTIFF'],
    maxDogSizeLbs: 60,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'Lot 14',
      type: 'HOUSE',
      sizeSqft: 1344,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1795,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        '2019 double-wide home on a corner lot: three bedrooms, two baths, an open kitchen with a gas range, central air, a covered front porch with three steps, and an 8 by 10 foot shed. Available now.',
    },
    {
      unitNumber: 'Lot 37',
      type: 'HOUSE',
      sizeSqft: 924,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        '1998 single-wide home with two bedrooms and one bath, a new metal roof from 2022, a window air conditioner instead of central air, an electric range and a small side deck. Available January 1, 2027.',
    },
    {
      unitNumber: 'Lot 52',
      type: 'HOUSE',
      sizeSqft: 1560,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1925,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        '2008 double-wide home backing onto the greenbelt, with three bedrooms, two baths, a primary suite with a soaking tub, central air, a gas range, a washer and dryer included, and a backyard fenced in white vinyl. Available December 10, 2026.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent covers the home and its lot together and is due on the 1st: $1,795 for Lot 14, $1,395 for Lot 37 and $1,925 for Lot 52. Applicants need a gross monthly income of at least 2.5 times the rent. Each adult pays a $45 application fee. City water, sewer and weekly trash are included; residents pay Idaho Power for electricity and Intermountain Gas for heat and hot water.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 3rd. A $40 late charge is added on the 4th, plus $5 a day, up to $90 in total.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay on the community website by ACH (free) or bring a check or money order to the office in the clubhouse. Cash is accepted at the office only with an exact amount and a receipt.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent. Each approved pet needs a separate refundable $300 pet deposit. Deposits are returned with an itemized list within 21 days after move-out.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      "After the first 12 months the agreement continues month to month unless you sign a new 12-month term; rent changes take 30 days' written notice.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To leave before the 12 months are up, give 30 days' written notice and pay a fee of one month's rent.",
    ),
    text('SUBLETTING_POLICY', 'Subletting, room rentals and short-term rentals are not allowed.'),
    text(
      'GUEST_POLICY',
      "Guests may stay up to 21 days in a calendar year. Guests park in the resident's driveway or in the visitor spaces by the clubhouse, never on lawns.",
    ),
    text(
      'PARKING_POLICY',
      'Each home has a paved driveway for two vehicles at no charge. No parking on lawns, and no overnight parking on the community streets. RVs, boats and trailers go in the fenced storage yard by the entrance for $40 a month per space, when one is free. The speed limit is 15 mph.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The clubhouse is open 8 a.m. to 9 p.m. and can be reserved for a private party for $50. The pool is open Memorial Day to Labor Day, 10 a.m. to 8 p.m.; children under 14 need an adult with them. The playground closes at dusk. Potlucks are held in the clubhouse on the first Friday of each month.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Mow the lawn below six inches, water only on your lot's days (even lots Tuesday, Thursday, Saturday; odd lots Wednesday, Friday, Sunday) and only from the purple irrigation spigot in season, keep the skirting in place, store nothing under the home, keep the heat at 55 degrees or more and the heat tape plugged in during winter, and replace the furnace filter every three months. Sheds (up to 8 by 10 feet) and white vinyl fences up to four feet need written approval.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The owner maintains the roof, structure, plumbing, furnace, water heater and built-in appliances of each home, the community streets, the irrigation well and system, the clubhouse and pool, and snow plowing of the community streets (residents clear their own driveways and walks).',
    ),
    text(
      'SMOKING_POLICY',
      'Smoking is allowed inside your own home and on your own lot. No smoking or vaping in the clubhouse, at the pool, on the playground or within 25 feet of the clubhouse doors.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      "Drinking water is city water from Veolia Water Idaho; the community's old private well was retired in 2019. The separate irrigation well is untreated and feeds only the purple spigots, which must never be used for drinking, cooking, pools or pets. Every home has smoke and carbon monoxide alarms and is tied down to a permanent foundation with anchors. In a windstorm, secure patio furniture and trampolines.",
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We accept Housing Choice Vouchers from the Boise City/Ada County Housing Authorities and from the Idaho Housing and Finance Association, HUD-VASH vouchers, and one-time help from CATCH and the Ada County emergency rental assistance programs. For a voucher holder the 2.5-times-income rule applies only to the part of the rent the household pays. Social Security, SSI, SSDI, VA benefits, pensions, child support and tribal payments all count as income. The home must pass the housing authority inspection before move-in.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      "Sagebrush Bend follows the federal Fair Housing Act and the Idaho Human Rights Act, and Boise's ordinance on sexual orientation and gender identity. We do not discriminate based on race, color, religion, sex, national origin, familial status or disability. It is an all-ages community and not senior housing, so families with children are welcome. Every applicant is screened with the same written criteria.",
    ),
  ],
  lease: sageLease,
};

writeFileSync(
  join(here, '..', 'properties.json'),
  `${JSON.stringify([lark, school, sage], null, 2)}\n`,
);
console.log('wrote properties.json');
