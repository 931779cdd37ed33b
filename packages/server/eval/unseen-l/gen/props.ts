/**
 * Set L properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-l/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESERT, RANCH, ROW } from './lib.ts';

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
// L1: a 1984 manufactured-home community in the Pahrump Valley of Nevada, renting its own
// single-wides and double-wides with the space included, a seasonal pool, an RV and boat
// storage lot, a dry wash that runs after monsoon storms (CALENDAR viewings; rent-assistance,
// accessibility and fair-housing policies; all five pre-screening questions; pet questions
// COUNT, TYPE, EMOTIONAL_SUPPORT, DOG_BREED; a flat custom deposit)
// ---------------------------------------------------------------------------------------------

const desertLease = `RESIDENTIAL LEASE - IRONWOOD WASH HOMES, 3381 SOUTH BLOSSER RANCH ROAD, PAHRUMP, NEVADA 89048

1. PARTIES. This Lease is between Ironwood Wash Holdings LLC ("Landlord"), managed by Basin and Range Community Management ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are the manufactured home owned by Landlord on the numbered space shown on the signature page, with its space, carport, storage shed, porch or deck and yard, and the shared use of the clubhouse, pool, playground, dog run, storage lot and wash pad. The rent covers both the home and its space; there is no separate lot rent.

3. TERM. The term is twelve (12) months. Resident gives at least 30 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month through the resident portal, by money order or cashier's check in the office drop slot, or in cash at the office during office hours against a printed receipt. Personal checks are not taken.

5. LATE CHARGE. Rent not paid by the end of the 5th is late, and a late charge of 5 percent of the monthly rent, the most Nevada law allows, is added on the 6th. A returned payment costs $25.

6. SECURITY DEPOSIT. The security deposit is a flat $1,000 for every home, whatever its rent, and may be paid in two halves: at signing and with the second month's rent. Landlord returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Landlord provides water and sewer from Utilities Inc. of Central Nevada and weekly trash pickup on Thursdays from the bin at each home. Resident opens an account with Valley Electric Association for electricity, which runs the heat pump, the water heater and the kitchen, and arranges internet service. The homes are all-electric. The home at Space 33 is cooled by an evaporative cooler and heated by a wall heater, and Manager services the cooler each April and winterizes it each October.

8. YARDS AND WATER. Yards are gravel with desert plants watered by drip lines on timers set by Manager. No lawns, inflatable pools or hot tubs. Resident may keep potted plants. Vehicles are washed only on the wash pad.

9. WIND. Resident keeps the skirting around the home in place, and secures patio furniture and trash bin lids when a wind advisory is posted. Manager inspects the skirting and the tie-downs of every home once a year.

10. THE WASH. The dry wash along the south edge of the community runs with water after summer monsoon storms, usually July to September. Resident never drives or walks into the wash, or lets children play in it, while water is running. Manager closes the south gate during flash flood warnings.

11. DARK SKY AND FIRE. Outdoor lights are shielded and point down. Fireworks, fire pits and open fires are not allowed at any time. Propane or electric grills are used at least 10 feet from any home.

12. DESERT WILDLIFE. A pest control company sprays every home for scorpions, ants and spiders each quarter at no charge. Resident calls the office about a rattlesnake and does not handle it. Cats are kept indoors at night because of coyotes. Resident does not feed wildlife.

13. CLUBHOUSE AND POOL. The clubhouse is open 8:00 a.m. to 9:00 p.m.; its kitchen may be reserved for a private party with a $50 refundable cleaning deposit. The pool is open May 1 to September 30, 9:00 a.m. to 9:00 p.m., without a lifeguard; children under 14 swim with an adult.

14. PARKING AND STORAGE. Each home has a two-car carport. Guests use the eight guest spaces by the clubhouse. Vehicles are not parked on yards or along the community streets overnight. The gated storage lot behind the clubhouse holds RVs, boats, trailers and ATVs for $45 a month per space. A visiting RV may stay in the storage lot for up to 3 nights with a pass from the office. The speed limit is 10 miles an hour, and off-road vehicles are not ridden inside the community.

15. PETS. Resident may keep up to two pets, dogs or cats, with written approval. Pit bulls, Rottweilers and Dobermans, and mixes of them, are not accepted under the community's insurance. Each pet needs a refundable pet deposit of $250 and pet rent of $25 a month. Dogs are leashed outside the home's own yard. Assistance animals are not pets: no pet deposit, pet rent or breed rule applies to them.

16. SMOKING. Smoking and vaping are allowed only outdoors on Resident's own porch, deck or yard, and never inside any home, the clubhouse, the pool area or the playground. Butts go in a metal can with sand.

17. OCCUPANCY AND GUESTS. No more than two persons per bedroom, plus one, may live in a home. Guests may stay up to 14 nights in a row and 30 nights in a year.

18. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m.

19. ACCOMMODATIONS. Landlord grants reasonable accommodations and permits reasonable modifications for a person with a disability. A request may be made orally or in writing at the office.

20. MAINTENANCE. Resident submits routine repair requests in the resident portal or at the office, and Manager responds within two business days. Resident changes the heat pump filter every three months with free filters from the office.

21. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (775) 555-0121. Emergencies include no cooling when it is above 95 degrees outside, no heat when it is below 40 degrees, water leaking into the home, a sewer backup, sparking or burning smells, floodwater reaching a home, and a lockout. Call 911 first for fire. Each home's water shut-off valve is at the front of the home under the skirting access panel, marked with a red tag.

22. ENTRY, KEYS AND CODES. Manager may enter after 24 hours' notice for repairs, pest control and inspections, and at any time in an emergency. The code for the pool equipment room and the office key safe, 4927, is for Manager's staff only; Resident may not use or share it.

23. STAFF CONTACTS. The maintenance technician, Delbert Ochoa, personal cell (775) 555-0146, is not a resident contact. Every request goes through the resident portal, the office or the emergency line.

24. PAYMENT ACCOUNT. Landlord's operating account is at Sandy Valley Community Bank, routing number 122402366, account number 5103378842, for Landlord's accounting only. Resident pays through the portal or at the office and never directly into this account.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Basin and Range Community Management at the community office, 3381 South Blosser Ranch Road, Pahrump, NV 89048. This Lease and the Community Rules are the whole agreement.`;

const desert = {
  id: DESERT,
  property: {
    name: 'Ironwood Wash Homes',
    address: '3381 S Blosser Ranch Rd, Pahrump, NV 89048',
    type: 'OTHER',
    description:
      'Ironwood Wash Homes is a manufactured-home community of 58 homesites on 22 acres of the Pahrump Valley in Nye County, Nevada, opened in 1984, with the Spring Mountains and Mount Charleston rising to the east. The community owns the homes it rents, single-wides and double-wides on gravel lots, so the rent covers both the home and its space and there is no separate lot rent. Every home has a two-car carport, a covered porch or deck, a storage shed and a desert yard of gravel, creosote and mesquite watered by drip lines, with no lawns. The homes are all-electric and are heated and cooled by heat pumps with central air, except the single-wide at Space 33, which has an evaporative cooler and a wall heater. Water, sewer and weekly trash pickup are included in the rent, while residents pay Valley Electric Association for electricity and choose their own internet. The clubhouse by the entrance holds the office, a lending library, a pool table and a kitchen residents may reserve, and the swimming pool beside it is open from May 1 to September 30. A fenced playground with a shade sail and a fenced gravel dog run sit at the center of the community. A gated storage lot behind the clubhouse holds RVs, boats, trailers and ATVs for $45 a month, and the wash pad beside it is the only place to wash a vehicle. The on-site manager keeps office hours Monday through Saturday from 9 to 4, and a pest control company sprays every home for scorpions, ants and spiders each quarter at no charge. Outdoor lights are shielded and pointed down to keep the night sky dark, and fireworks and fire pits are banned year-round. The dry wash along the south edge of the community runs with water after summer monsoon storms, and residents stay out of it while it runs. The clubhouse, the pool and the home at Space 7 are reached by ramps, and the pool has a lift chair. Dogs and cats are welcome, up to two per home, except pit bulls, Rottweilers and Dobermans, which the community insurance does not cover.',
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'CENTRAL_AIR',
      'POOL',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'EMOTIONAL_SUPPORT', 'DOG_BREED'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'DOBERMAN'],
    maxDogSizeLbs: null,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'Space 7',
      type: 'HOUSE',
      sizeSqft: 1180,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 1295,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A 2008 double-wide, two bedrooms and two baths, next to the clubhouse, built for a wheelchair user: a ramp with handrails to the front door, 36-inch doors, lever handles, a roll-in shower with a fold-down seat and grab bars, and a lowered section of kitchen counter. Available now.',
    },
    {
      unitNumber: 'Space 19',
      type: 'HOUSE',
      sizeSqft: 1460,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1495,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A 2015 double-wide, three bedrooms and two baths, with a kitchen island, a primary bath with a soaking tub, and a covered deck facing Mount Charleston. Available January 1, 2027.',
    },
    {
      unitNumber: 'Space 33',
      type: 'HOUSE',
      sizeSqft: 640,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 875,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A 1996 single-wide, one bedroom and one bath, across from the dog run, with new vinyl plank floors from 2024, cooled by an evaporative cooler on the roof and heated by a wall heater. The most affordable home in the community. Available December 15, 2026.',
    },
    {
      unitNumber: 'Space 52',
      type: 'HOUSE',
      sizeSqft: 924,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1075,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A 2002 single-wide, two bedrooms and one bath, in the quiet back corner near the wash, with a chain-link fenced yard for a dog and a second storage shed. Available January 15, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM', numericValue: 1000 },
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,295 for Space 7, $1,495 for Space 19, $875 for Space 33 and $1,075 for Space 52. The rent covers both the home and its space, with water, sewer and trash included. The application fee is $40 per adult. The household needs a monthly income of at least 2.5 times the rent, and a credit and eviction check is run for every adult.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a late charge of 5 percent of the monthly rent is added on the 6th. A returned payment costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      "Pay in the resident portal by bank transfer at no cost or by card with a 2.9 percent fee; put a money order or cashier's check in the office drop slot; or pay cash at the office during office hours and take a printed receipt. Personal checks are not taken.",
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is a flat $1,000 for every home, whatever the rent. It may be paid in two halves, at signing and with the second month's rent, and is returned with an itemized list of any deductions within 30 days after move-out. Pet deposits are separate.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 30 days' written notice and pay a fee of one month's rent. A resident called to active military duty may end the lease under federal law, and a survivor of domestic violence may end it under Nevada law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'No subletting and no short-term rentals: only the residents on the lease and approved occupants live in the home.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 30 nights in a year. A visiting RV may stay in the storage lot for up to 3 nights with a pass from the office, and the guests may sleep in it, but no one may live in an RV in the community.',
    ),
    text(
      'PARKING_POLICY',
      'Each home has a two-car carport, and parking is free. Eight guest spaces are beside the clubhouse, two of them accessible. Vehicles are not parked on the yards or along the community streets overnight. The gated storage lot behind the clubhouse holds RVs, boats, trailers and ATVs for $45 a month per space. Vehicles are washed only on the wash pad, and the speed limit inside the community is 10 miles an hour.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The clubhouse is open 8 a.m. to 9 p.m., and the office in it keeps hours Monday through Saturday, 9 to 4. The clubhouse has a lending library and a pool table, and its kitchen may be reserved for a private party with a $50 refundable cleaning deposit. The pool is open May 1 to September 30, 9 a.m. to 9 p.m., with no lifeguard; children under 14 swim with an adult, and no glass is allowed. The playground is open from dawn to dusk. Mail goes to the cluster mailboxes outside the clubhouse, and the office holds packages.',
    ),
    text(
      'NOISE_POLICY',
      "Quiet hours are 10 p.m. to 7 a.m. No fireworks at any time, including the Fourth of July and New Year's Eve.",
    ),
    text(
      'SMOKING_POLICY',
      'Smoking and vaping are allowed only outdoors on your own porch, deck or yard, never inside any home, the clubhouse, the pool area or the playground. Put butts in a metal can with sand.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Valley Electric account in your name; change the heat pump filter every three months (free filters at the office); keep the yard free of weeds and trash; secure patio furniture and bin lids when a wind advisory is posted; keep cats indoors at night; never drive or walk into the wash while water runs; keep renter's insurance with $100,000 of liability coverage.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Basin and Range Community Management keeps an on-site manager in the office Monday through Saturday, 9 to 4; services every heat pump each spring and the Space 33 evaporative cooler each April, and winterizes the cooler each October; sends the pest control company to every home each quarter; inspects skirting and tie-downs every year; sets the drip timers; closes the south gate during flash flood warnings; and answers routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We accept Housing Choice Vouchers from the Nevada Rural Housing Authority, which serves Nye County, vouchers ported from the Southern Nevada Regional Housing Authority and other housing authorities, and HUD-VASH vouchers for veterans. For a voucher holder, the 2.5-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, child support, alimony and unemployment benefits all count as income. The home must pass the housing authority's inspection before move-in, and we schedule it with you.",
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      "The office, the clubhouse, the pool deck and the clubhouse restrooms are reached by ramps, and the pool has a lift chair. Two of the guest spaces by the clubhouse are accessible. The home at Space 7 is built for a wheelchair user, with a ramp and handrails to the front door, 36-inch doors, lever handles, a roll-in shower with a fold-down seat and grab bars, and a lowered kitchen counter. Assistance animals are not pets: no pet deposit, pet rent or breed rule applies to them. Ask the office for a reasonable accommodation, orally or in writing; a resident may make a reasonable modification, such as a ramp or grab bars at another home, with the manager's approval.",
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Ironwood Wash Homes follows the federal Fair Housing Act and Nevada fair housing law. We do not discriminate because of race, color, religion, sex, sexual orientation, gender identity or expression, national origin, ancestry, familial status or disability. It is a community for all ages, not a 55-and-older community, and families with children are welcome. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or the residents by these characteristics.',
    ),
  ],
  lease: desertLease,
};

// ---------------------------------------------------------------------------------------------
// L2: an 1884 brick rowhouse in Bolton Hill, Baltimore, split into three apartments under a
// white marble stoop, with radiator heat included, window air conditioners, a shared backyard
// and street parking by permit only (TEXT viewings; a rent-assistance policy but no
// accessibility and no fair-housing policy; no income question; pet questions TYPE, DOG_SIZE;
// a two-month deposit)
// ---------------------------------------------------------------------------------------------

const rowLease = `RESIDENTIAL LEASE - THE PARK AVENUE ROWHOUSE, 1419 PARK AVENUE, BALTIMORE, MARYLAND 21217

1. PARTIES. This Lease is between Bolton Row Properties LLC ("Landlord"), managed by Mount Royal Residential ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are the apartment named on the signature page (the Garden, the Parlor or the Upper) in the rowhouse built in 1884, with the shared use of the front hall, the backyard and the cellar laundry.

3. TERM. The term is twelve (12) months. Resident gives at least 60 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month through the resident portal, or by check or money order mailed to Manager. Cash is not accepted.

5. LATE CHARGE. Rent not paid by the end of the 5th is late, and a late charge of 5 percent of the monthly rent, the most Maryland law allows, is added on the 6th. A returned check costs $25.

6. SECURITY DEPOSIT. The security deposit is two months' rent, the most Maryland law allows. Landlord gives a written receipt, holds the deposit in an escrow account at a Maryland bank, and returns it with the interest the law requires and an itemized list of any deductions within 45 days after Resident moves out. Resident may instead choose a surety bond as a deposit alternative, or pay the deposit in three monthly installments.

7. UTILITIES. Landlord provides heat and hot water from the gas boiler in the cellar, gas for the kitchen ranges, city water and sewer, and trash and recycling collection. Resident opens an account with BGE for electricity and arranges internet service with a provider of Resident's choice.

8. RADIATORS. Each room is heated by cast-iron radiators. From October 1 to May 1 the boiler keeps the apartments at 68 degrees or more from 6:00 a.m. to 11:00 p.m. and 64 degrees or more overnight. Radiators may knock and hiss when the heat comes up; this is normal. Resident does not paint or cover a radiator or push furniture against it, and tells Manager if one stays cold. Manager bleeds the radiators each fall.

9. AIR CONDITIONING. Landlord installs a window air conditioner in each bedroom and living room by May 15 and removes it by October 15. Resident does not install other air conditioners.

10. ORIGINAL DETAILS. The marble mantels are decorative and the fireplaces are sealed: nothing may be burned in them. Resident hangs pictures from the picture rails with the hooks Manager provides and does not nail into the plaster walls or paint.

11. LEAD SAFETY. The house was built before 1950, is registered with the Maryland Department of the Environment and holds a current lead-safe certificate. Resident reports chipping or peeling paint at once and never sands or scrapes paint.

12. STOOP AND SIDEWALK. Manager keeps the white marble front steps and the sidewalk clean and clears them of snow and ice within a few hours after snow stops. Nothing is left on the steps.

13. BACKYARD AND TRASH. The backyard is shared. Each apartment has one raised garden bed. The patio has a picnic table, a clothesline and a gas grill provided by Landlord; charcoal is not allowed. The gate to the alley stays locked. The City collects trash and recycling from the cans in the alley every Wednesday; lids stay closed.

14. LAUNDRY AND STORAGE. The washer and dryer in the cellar are free for residents from 8:00 a.m. to 9:00 p.m. and are reached by the cellar door in the backyard. Each apartment has one storage shelf in the cellar, and bikes hang on the cellar bike rack, never in the front hall.

15. PARKING. The house has no off-street parking. Residents park on the street with a Baltimore City residential parking permit from the Parking Authority of Baltimore City, which costs $20 a year, and each apartment receives two visitor passes. Cars are moved for street sweeping on the posted days.

16. PETS. Resident may keep up to two pets, cats or dogs weighing up to 40 pounds, with written approval. Pet rent is $35 a month per pet; there is no pet deposit. Dogs are leashed in the front hall and the backyard is cleaned up after them.

17. SMOKING. Smoking and vaping of anything are not allowed inside the house, on the stoop or in the backyard.

18. OCCUPANCY AND GUESTS. No more than two persons per bedroom, plus one, may live in an apartment. Guests may stay up to 10 nights in a row and 30 nights in a year.

19. NOISE AND FLOORS. Quiet hours are 10:00 p.m. to 8:00 a.m. Because sound carries through old floors, the Parlor and Upper residents keep rugs on at least 80 percent of their floors.

20. MAINTENANCE. Resident submits routine repair requests in the resident portal, and Manager responds within two business days.

21. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency line at (410) 555-0148. Emergencies include no heat in the heating season, a burst pipe, water coming through a ceiling, a sewage backup, a carbon monoxide alarm, sparking or burning smells, and a lockout. If Resident smells gas, Resident leaves the house and calls BGE and 911 from outside. The main water shut-off valve is in the cellar on the front wall beside the meter.

22. ENTRY, KEYS AND CODES. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. The code for the cellar boiler room and the key lockbox, 6180, is for Manager's staff only; Resident may not use or share it.

23. STAFF CONTACTS. The handyman, Odell Brashear, personal cell (410) 555-0193, is not a resident contact. Every request goes through the resident portal or the emergency line.

24. PAYMENT ACCOUNT. Landlord's operating account is at Patapsco Row Savings Bank, routing number 052003418, account number 3390725514, for Landlord's accounting only. Resident pays through the portal or by check and never directly into this account.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Mount Royal Residential, 1601 Mount Royal Terrace, Baltimore, MD 21217. This Lease and the House Rules are the whole agreement.`;

const row = {
  id: ROW,
  property: {
    name: 'The Park Avenue Rowhouse',
    address: '1419 Park Ave, Baltimore, MD 21217',
    type: 'TRIPLEX',
    description:
      'The Park Avenue Rowhouse is a brick rowhouse built in 1884 on a tree-lined block of Bolton Hill in Baltimore, Maryland, divided into three apartments: the Garden apartment below the sidewalk, the Parlor apartment on the main floor, and the two-story Upper apartment above it. Its white marble front steps lead up to the Parlor apartment and the shared front hall, while the Garden apartment has its own door beneath the stoop. Heat comes from cast-iron radiators fed by a gas boiler in the cellar, and heat, hot water, gas for the kitchen ranges, city water and sewer, and trash pickup are all included in the rent. Residents pay BGE for electricity and choose their own internet provider. The landlord puts a window air conditioner in every bedroom and living room from May to October and takes them out for the winter. The apartments keep their tall ceilings, plaster walls with picture rails, pocket doors and marble mantels, though the fireplaces are sealed and decorative only. Behind the house is a shared brick-walled backyard with a patio, a picnic table, a clothesline, a gas grill and one raised garden bed for each apartment, opening onto the rear alley where the city trash cans are kept. A free washer and dryer for residents are in the cellar, reached from the backyard. There is no off-street parking: residents park on the street with a Baltimore City residential parking permit, and each apartment receives two visitor passes. The Cultural Center light rail stop is a five-minute walk, and Penn Station, with MARC and Amtrak trains, is twelve minutes on foot. In summer the arabbers, the horse-drawn fruit and vegetable carts of Baltimore, sometimes come down the alley calling out their wares. The house holds a current Baltimore City rental license and a Maryland lead-safe certificate. Cats and dogs up to 40 pounds are welcome, up to two pets per apartment.',
    amenities: ['SMALL_DOGS', 'CATS', 'AIR_CONDITIONING'],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'TOTAL_RESIDENTS'],
    petQuestions: ['TYPE', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 40,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'Garden',
      type: 'APARTMENT',
      sizeSqft: 690,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The English basement apartment, half a level below the sidewalk, with its own door under the stoop three steps down, a back door to the backyard, exposed brick, seven-and-a-half-foot ceilings and the cellar laundry next door. One bedroom, one bath. Available now.',
    },
    {
      unitNumber: 'Parlor',
      type: 'APARTMENT',
      sizeSqft: 980,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1575,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The main floor, up the seven marble front steps: twelve-foot ceilings, two tall front windows, a marble mantel, pocket doors to the bedroom, a study that fits a desk, and a bay window over the backyard. One bedroom plus study, one bath. Available January 1, 2027.',
    },
    {
      unitNumber: 'Upper',
      type: 'APARTMENT',
      sizeSqft: 1320,
      bedrooms: 2,
      bathrooms: 1.5,
      monthlyPrice: 1925,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The second and third floors, up two flights from the front hall: two bedrooms, a bath and a half, ten-foot ceilings, a skylight over the inside stairs, and a small private roof deck off the third floor with a view of the downtown skyline. Available February 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'GAS, WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'TWO_MONTHS'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,150 for the Garden, $1,575 for the Parlor and $1,925 for the Upper, with heat, hot water, cooking gas, water, sewer and trash included. The application fee is $30 per adult. The household needs a monthly income of at least 3 times the rent; an applicant who falls short may add a guarantor who earns at least 5 times the rent.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a late charge of 5 percent of the monthly rent is added on the 6th. A returned check costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident portal by bank transfer at no cost or by card with a 3 percent fee, or mail a check or money order to Mount Royal Residential. Cash is not accepted.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is two months' rent, the most Maryland law allows, held in an escrow account with a written receipt and returned with interest and an itemized list of any deductions within 45 days after move-out. You may instead choose a surety bond as a deposit alternative, or pay the deposit in three monthly installments.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Renewal offers go out 90 days before the lease ends. Without a renewal, the lease continues month to month at the same rent until either side gives 60 days’ notice.',
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 60 days' written notice and pay one month's rent as a reletting fee. A resident called to active military duty may end the lease under federal law, and a survivor of domestic violence may end it under Maryland law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting needs written approval and a screened subtenant. Stays of fewer than 30 days, including Airbnb, are not allowed.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 10 nights in a row and 30 nights in a year. Each apartment receives two visitor parking passes for guests.',
    ),
    text(
      'PARKING_POLICY',
      'There is no off-street parking. Residents park on the street with a Baltimore City residential parking permit from the Parking Authority of Baltimore City, which costs $20 a year, and each apartment gets two visitor passes. Move your car for street sweeping on the posted days. Bikes hang on the bike rack in the cellar, never in the front hall.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The front hall is shared by the Parlor and Upper apartments and kept clear. The backyard is shared: each apartment has one raised garden bed, and the patio has a picnic table, a clothesline and a gas grill (no charcoal). The gate to the alley stays locked. The cellar washer and dryer are free from 8 a.m. to 9 p.m., and each apartment has a storage shelf in the cellar.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 8 a.m. Sound carries through old floors, so the Parlor and Upper residents keep rugs on at least 80 percent of their floors. The radiators may knock and hiss when the heat comes up.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of anything inside the house, on the stoop or in the backyard.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the BGE account in your name; keep radiators uncovered and tell us if one stays cold; never nail into the plaster or burn anything in a fireplace; report peeling paint at once; keep the trash can lids closed; move your car on street-sweeping days; keep renter's insurance with $100,000 of liability coverage.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Mount Royal Residential services the boiler and bleeds the radiators each fall, puts the window air conditioners in by May 15 and takes them out by October 15, keeps the marble steps and sidewalk clean and clears snow and ice within a few hours after snow stops, keeps the lead-safe certificate and rental license current, and answers routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We welcome Housing Choice Vouchers from the Housing Authority of Baltimore City and vouchers ported from Baltimore County and other housing authorities, HUD-VASH vouchers for veterans, and the Baltimore City emergency rental assistance program. Maryland's HOME Act forbids refusing an applicant because of a voucher or any lawful source of income. For a voucher holder, the 3-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, child support, alimony and unemployment all count as income.",
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'The house holds a current Baltimore City rental license and a Maryland lead-safe certificate, and is registered with the Maryland Department of the Environment. Every apartment has hard-wired smoke alarms and a carbon monoxide alarm, tested at each move-in and every fall.',
    ),
  ],
  lease: rowLease,
};

// ---------------------------------------------------------------------------------------------
// L3: three rental homes on a working cattle ranch in the Flint Hills of Kansas, on well water
// and septic, with pasture burning each spring, a storm cellar, horse boarding and a gravel
// lane (CALENDAR viewings; a fair-housing policy but no rent-assistance and no accessibility
// policy, and no accessibility facts; no smoking question; pet questions COUNT, DOG_BREED,
// DOG_SIZE)
// ---------------------------------------------------------------------------------------------

const ranchLease = `RESIDENTIAL LEASE - THE HOMEPLACE AT DIAMOND CREEK RANCH, 2240 ROAD 140, COTTONWOOD FALLS, KANSAS 66845

1. PARTIES. This Lease is between Diamond Creek Land and Cattle Company ("Landlord"), whose ranch office acts as property manager ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are the home named on the signature page (the Bunkhouse, the Foreman's House or the Granary Loft) with its bay in the equipment shed, and the shared use of the ranch yard, the laundry in the old milk house and the storm cellar. The pastures, barns, corrals, working pens, shop and fuel tanks belong to a working cattle operation and are not part of the Premises except as this Lease allows.

3. TERM. The term is twelve (12) months. Resident gives at least 60 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month by check or money order at the ranch office or by mail to PO Box 31, Cottonwood Falls, KS 66845, or by bank transfer in the online portal.

5. LATE CHARGE. Rent not paid by the end of the 5th is late, and a $30 late charge is added on the 6th. A returned check costs $30.

6. SECURITY DEPOSIT. The security deposit is one month's rent, the most Kansas law allows for an unfurnished home. Landlord returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Landlord provides water from the ranch well, propane for heat, hot water and cooking, and trash hauling. Resident opens an account with Flint Hills Rural Electric Cooperative for electricity and arranges internet service by fixed wireless or satellite.

8. WELL WATER. The well is tested each spring for bacteria and nitrates, and the results are posted at the ranch office. Landlord services the water softener. When the power goes out, the well pump stops, so Resident keeps a few gallons of drinking water on hand.

9. SEPTIC. Each home has its own septic tank and drain field. Only toilet paper goes down a toilet; wipes, grease, cooking oil, paint and chemicals never go down any drain, and garbage disposals are not allowed. No vehicle is driven or parked on a drain field, which is marked with white posts. Landlord pumps each tank every three years.

10. PROPANE AND THE WOOD STOVE. Landlord fills each home's propane tank; Resident tells the ranch office when the gauge reads 30 percent. The Bunkhouse wood stove burns only seasoned firewood; Landlord stacks a cord of split hedge wood beside it each November and sweeps its chimney each October. Ashes cool in the metal can for three days before they are emptied away from grass.

11. LIVESTOCK AND GATES. Resident leaves every gate as Resident found it, open or shut. Resident does not enter a pasture with cattle in it, never approaches a bull or a cow with a calf, and feeds nothing to the cattle or horses. Resident calls the ranch office if cattle are out on the lane or the road.

12. PASTURE BURNING. Each March and April Landlord burns pastures to renew the grass. Manager texts residents the day before a burn to confirm it; on burn days Resident keeps windows shut and stays off the lane when the crew asks.

13. SMOKING AND FIRE. Smoking and vaping are not allowed inside any home or building. Outdoors, Resident smokes only on gravel at least 20 feet from grass, and never on a red flag day. No fireworks and no burning of trash. The stone fire ring in the yard may be used only when Chase County has no burn ban.

14. HORSES AND HENS. Resident may board up to two horses in the barn paddock for $175 a month each, hay and water included; Resident provides vet and farrier care and a current Coggins test. Residents may ride the ranch two-track trails except on burn days. The ranch hens are cared for by ranch staff, and each home receives a dozen eggs a week from the milk-house refrigerator.

15. HUNTING SEASON. During the Kansas firearm deer season in December, hunters with written permission hunt the posted west pastures. Resident wears blaze orange outside the ranch yard in December and stays out of the posted pastures.

16. STORMS. In a tornado warning Resident goes to the limestone storm cellar in the yard, which is always open; each home has a weather radio. In a winter storm the lane may be impassable for a day or more. Landlord grades the lane after rain and plows it after snow.

17. PARKING AND VEHICLES. Each home has one covered bay in the equipment shed and room for two more vehicles on the gravel yard. A four-wheel-drive vehicle is recommended. Resident may not use ranch vehicles, equipment or fuel.

18. PETS. Resident may keep up to three pets, dogs of any size and cats, with written approval. Each pet needs a one-time pet fee of $150; there is no pet rent. Dogs are leashed or fenced outside the home, and a dog that chases or harms livestock must leave the ranch. The barn cats belong to the barns and are not fed by residents.

19. OCCUPANCY AND GUESTS. No more than two persons per bedroom, plus one, may live in a home. Guests may stay up to 14 nights in a row and follow the gate and livestock rules.

20. RANCH WORK AND NOISE. Ranch work starts at dawn, with trucks, tractors and cattle, and weaned calves bawl for several days each October; these sounds are part of a working ranch. Quiet hours between homes are 10:00 p.m. to 6:00 a.m. Residents who want to help with spring calving or the fall roundup may be paid $18 an hour; it is never required.

21. MAINTENANCE. Resident sends routine repair requests to the ranch office by text or through the online portal, and Manager responds within two business days.

22. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency line at (620) 555-0139. Emergencies include no heat when it is below freezing, a frozen or burst pipe, no water, a septic backup, a smell of propane, a prairie fire moving toward the homes, cattle on the road, and a lockout. Call 911 first for fire or a propane smell. Each home's water shut-off valve is under the kitchen sink, and the well shut-off is in the well house.

23. ENTRY AND CODES. Manager may enter after 24 hours' notice for repairs and inspections, and at any time in an emergency. The combination of the ranch shop and fuel tank padlocks, 3852, is for ranch staff only; Resident may not use or share it.

24. STAFF CONTACTS. The ranch hand, Wade Kessinger, personal cell (620) 555-0157, is not a resident contact. Every request goes through the ranch office, the online portal or the emergency line.

25. PAYMENT ACCOUNT AND NOTICES. Landlord's operating account is at Cottonwood Valley State Bank, routing number 101200457, account number 6630218847, for Landlord's accounting only; Resident pays by check, money order or the portal and never directly into this account. Notices go to the ranch office, PO Box 31, Cottonwood Falls, KS 66845. This Lease and the Ranch Rules are the whole agreement.`;

const ranch = {
  id: RANCH,
  property: {
    name: 'The Homeplace at Diamond Creek Ranch',
    address: '2240 Road 140, Cottonwood Falls, KS 66845',
    type: 'OTHER',
    description:
      'The Homeplace at Diamond Creek Ranch is three rental homes around the old ranch yard of a working cow-calf ranch: 3,200 acres of tallgrass prairie in the Flint Hills of Chase County, Kansas, four miles west of Cottonwood Falls at the end of a gravel lane. The ranch family has raised Angus cattle here since 1911, and the cattle graze the pastures around the homes from April to October, behind barbed wire and three cattle guards on the lane. The homes are the 1916 limestone Bunkhouse, the 1954 Foreman’s House with a fenced yard, and the Granary Loft, a studio in the upper floor of a stone granary. Water comes from the ranch well, tested every spring for bacteria and nitrates and run through a softener, and each home has its own septic system, so wipes, grease and cooking oil never go down a drain. Propane for heat, hot water and the kitchen range is included in the rent with the well water and trash hauling, while residents pay Flint Hills Rural Electric Cooperative for electricity and arrange their own internet. There is no cable or fiber this far out: residents use fixed wireless from the tower on the ridge or a satellite dish, and cell phones get one or two bars in the yard. The Bunkhouse keeps its wood-burning stove, and the ranch stacks a cord of split hedge wood beside it each November. Each March and April the ranch burns its pastures, as Flint Hills ranchers do to renew the grass, and residents are told the day before so they can close their windows against the smoke. A limestone storm cellar in the yard is open to every resident in tornado season, and each home has a weather radio. Residents may board up to two horses in the barn paddock for $175 a month each, hay included, and each home gets a dozen eggs a week from the ranch hens. The Chase County school bus stops at the ranch gate on Road 140, where the mailboxes are. The gravel lane can turn to mud or drift shut with snow, so a four-wheel-drive vehicle is recommended, and the ranch grades the lane after rain and plows it after snow. Dogs of any size and cats are welcome, up to three pets per home, but dogs stay leashed or fenced near the cattle and horses.',
    amenities: ['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'AIR_CONDITIONING'],
    parkingPrice: null,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 3,
    catsAllowedCount: 3,
    petsAllowedCount: 3,
    restrictedDogBreeds: [],
    maxDogSizeLbs: null,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'Bunkhouse',
      type: 'HOUSE',
      sizeSqft: 880,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 825,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The 1916 limestone bunkhouse where the ranch hands once slept: two bedrooms and one bath behind stone walls two feet thick, a wood-burning stove in the main room beside the propane furnace, window air conditioners, and a front porch facing Diamond Creek. Available now.',
    },
    {
      unitNumber: "Foreman's House",
      type: 'HOUSE',
      sizeSqft: 1350,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The 1954 ranch house of the old foreman: three bedrooms and two baths, central air, a propane furnace, a mudroom with its own washer and dryer, and a fenced yard for dogs. Available January 1, 2027.',
    },
    {
      unitNumber: 'Granary Loft',
      type: 'APARTMENT',
      sizeSqft: 520,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 650,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A studio in the upper floor of the 1920 stone granary, reached by an outside wooden staircase of 16 steps: exposed beams, a window air conditioner and a ceiling fan, and a kitchenette with a two-burner propane cooktop. Available December 15, 2026.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, GAS, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      "Rent is due on the 1st: $825 for the Bunkhouse, $1,150 for the Foreman's House and $650 for the Granary Loft, with well water, propane and trash hauling included. The application fee is $30 per adult. The household needs a monthly income of at least 2 times the rent, and the ranch office calls each adult's last landlord.",
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a $30 late charge is added on the 6th. A returned check costs $30.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay by check or money order at the ranch office or by mail to PO Box 31, Cottonwood Falls, or by bank transfer in the online portal at no cost. Cards are not taken, and cash is taken only at the ranch office with a written receipt.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one month's rent, the most Kansas law allows for an unfurnished home, and is returned with an itemized list of any deductions within 30 days after move-out.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Renewal offers go out 90 days before the lease ends. If neither side gives 60 days’ notice, the lease continues month to month.',
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 60 days' written notice and pay one month's rent. A resident called to active military duty may end the lease under federal law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'No subletting and no short-term rentals, including Airbnb and hunting-season rentals.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 45 nights in a year, and follow the gate and livestock rules while here.',
    ),
    text(
      'PARKING_POLICY',
      'Each home has one covered bay in the equipment shed and room for two more vehicles on the gravel yard, and parking is free. Never park on a septic drain field (marked with white posts) or in a pasture. A horse trailer may be parked beside the barn. A four-wheel-drive vehicle is recommended; the ranch grades the lane after rain and plows it after snow.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The old milk house has two free washers and two dryers, open 6 a.m. to 10 p.m., and the egg refrigerator. The limestone storm cellar is always open. The stone fire ring in the yard may be used when Chase County has no burn ban. The barns, corrals, working pens, shop and fuel tanks are off limits, except that residents who board a horse use the barn paddock and the tack room.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours between homes are 10 p.m. to 6 a.m. Ranch work starts at dawn, with trucks, tractors and cattle, and weaned calves bawl for several days each October.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping inside any home or building. Outdoors, smoke only on gravel at least 20 feet from grass, and never on a red flag day, when the prairie can catch fire.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the electric account in your name; leave every gate as you found it; keep dogs leashed or fenced near livestock; put nothing but toilet paper down a toilet; tell the ranch office when the propane gauge reads 30 percent; keep a few gallons of drinking water for power outages, when the well pump stops; wear blaze orange outside the ranch yard in December; keep renter's insurance with $100,000 of liability coverage.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The ranch office tests the well every spring and services the softener, pumps each septic tank every three years, fills the propane tanks, stacks a cord of hedge wood at the Bunkhouse each November and sweeps its chimney each October, grades the lane after rain and plows it after snow, texts residents the day before a pasture burn to confirm it, and answers routine requests within two business days.',
    ),
    text(
      'CLEANING_DAMAGE_RESPONSIBILITY',
      "Residents pay to repair damage they, their guests or their animals cause, including a septic clog from wipes or grease, a pipe that freezes in a home left without heat, and a fence or gate broken by a resident's dog or vehicle. Normal wear and prairie dust are not charged.",
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'The Homeplace at Diamond Creek Ranch follows the federal Fair Housing Act and the Kansas Act Against Discrimination. We do not discriminate because of race, religion, color, sex, disability, familial status, national origin or ancestry. Every applicant is screened with the same written criteria, and we do not describe the neighbors or the area by these characteristics.',
    ),
  ],
  lease: ranchLease,
};

writeFileSync(
  join(here, '..', 'properties.json'),
  `${JSON.stringify([desert, row, ranch], null, 2)}\n`,
);
console.log('wrote properties.json');
