/**
 * Set M properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-m/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURT, PIER, STAIRS } from './lib.ts';

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
// M1: a 1911 sardine cannery on a pier in Eastport, Maine, turned into fourteen lofts over
// Passamaquoddy Bay and its 18-foot tides (TEXT viewings; rent-assistance, accessibility and
// fair-housing policies; all five pre-screening questions; pet questions TYPE,
// EMOTIONAL_SUPPORT, DOG_SIZE; a deposit of one and a half months)
// ---------------------------------------------------------------------------------------------

const pierLease = `RESIDENTIAL LEASE - THE SARDINE WORKS LOFTS, 47 WATER STREET, EASTPORT, MAINE 04631

1. PARTIES. This Lease is between Passamaquoddy Pier Associates LLC ("Landlord"), managed by Tidewater Property Management ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are the loft named on the signature page, with one storage locker in the old smokehouse, and the shared use of the lobby, the elevator, the laundry room, the common room, the roof deck and the kayak and bike room. The floats at the end of the pier are used only with a berth permit.

3. TERM. The term is twelve (12) months. Resident gives at least 30 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month through the resident portal, or by check or money order brought to the leasing office. Cash is not accepted.

5. LATE CHARGE. Rent not paid within 15 days of the due date is late, and a late charge of 4 percent of the monthly rent, the most Maine law allows, is then added. A returned payment costs $25.

6. SECURITY DEPOSIT. The security deposit is one and a half months' rent, held in a separate account at a Maine bank. It may be paid in three equal parts over the first three months. Landlord returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Landlord provides water from the Passamaquoddy Water District, sewer from the City of Eastport, and trash and recycling pickup. Resident opens an account with Versant Power for the loft's electricity, which runs the heat pumps, the baseboard heaters, the water heater and the kitchen, and arranges internet service.

8. HEAT IN WINTER. Each loft is heated and cooled by ductless heat pumps, with electric baseboard heaters as a backup on the coldest nights. Resident keeps the heat at 55 degrees or more when away between November and April and cleans the heat pump filters once a month.

9. GENERATOR. A propane standby generator runs the elevator, the hall lights and the common room during a power outage; it does not power the lofts. In a long outage Resident may stay warm in the common room.

10. FLOATS AND THE GANGWAY. A berth on the floats costs $150 for the season, May through October, for a kayak, canoe or boat up to 16 feet. The tide rises and falls about 18 feet, so the gangway is steep at low tide. Life jackets are worn on the floats, children under 12 go on the floats only with an adult, and no one swims from the pier or the floats.

11. STORMS AND SALT. Resident closes the Juliet balcony doors and the windows when a storm warning is posted and wipes salt spray from the inside sills of bay-side windows. Manager washes the outside of the bay-side windows twice a year and checks the pilings after every storm.

12. WINTER ON THE PIER. Manager plows and sands the pier and the lot. Rock salt and ice melt are never used on the pier's wood; Resident uses the sand from the bins by each door.

13. PARKING. One space per loft in the gravel lot across Water Street costs $40 a month. The lot also has two visitor spaces and one van-accessible space with an access aisle, nearest the crosswalk, held for a resident or guest with a disability placard. From December 1 to April 1 the City bans overnight parking on Water Street from 11:00 p.m. to 6:00 a.m. for plowing. Boat trailers may stay in the back row of the lot from November through April for $20 a month.

14. LAUNDRY, LOCKERS AND BIKES. The laundry room on the first floor has three washers and three dryers that run on a reloadable card, $2 a wash and $1.50 a dry, and is open 6:00 a.m. to 11:00 p.m. Bikes, kayaks and paddles are kept in the kayak and bike room or the smokehouse locker, never in the halls.

15. ROOF DECK AND COMMON ROOM. The roof deck is open from 7:00 a.m. to 10:00 p.m., May to October, with Adirondack chairs and two propane grills; no glass and no dogs on the roof deck. The common room may be reserved for free.

16. PETS. Resident may keep up to two pets, cats or dogs, with no more than one dog and no dog over 50 pounds, with written approval. Each pet needs a refundable pet deposit of $300 and pet rent of $25 a month. Dogs are leashed in the halls, the elevator and on the pier and are rinsed with the hose in the kayak and bike room, not in the lofts.

17. SMOKING. The whole pier is smoke-free. No smoking or vaping of tobacco or cannabis in the lofts, the halls, the roof deck, the smokehouse, the floats or anywhere on the pier.

18. OCCUPANCY AND GUESTS. No more than two persons per bedroom, plus one, may live in a loft, and no more than two in the studio. Guests may stay up to 14 nights in a row and 30 nights in a year.

19. NOISE AND FLOORS. Quiet hours are 10:00 p.m. to 7:00 a.m. Residents above the first floor keep rugs on most of their floors because sound carries through the old plank floors.

20. ALTERATIONS. Resident hangs pictures from the hooks provided on the brick walls and does not nail into the brick, paint, or change the locks.

21. ACCOMMODATIONS. Landlord grants reasonable accommodations and permits reasonable modifications for a person with a disability. Assistance animals are not pets: no pet deposit, pet rent or size limit applies to them. Grab bars may be added to any loft as a reasonable modification, and Landlord pays for them.

22. REPAIRS. Resident submits routine repair requests in the resident portal or at the leasing office, and Manager responds within two business days. Resident reports leaks, damp spots and window seals that let in water at once. Resident pays for damage that Resident, guests or animals cause.

23. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (207) 555-0162. Emergencies include no heat when it is below 40 degrees outside, water coming into a loft, a sewer backup, sparking or burning smells, a person stuck in the elevator, storm damage to the pier, and a lockout. Call 911 first for fire. Each loft's water shut-off valve is under the kitchen sink, and the building's main shut-off is in the smokehouse utility room.

24. ENTRY, KEYS AND CODES. Manager may enter after 24 hours' notice for repairs and inspections, and at any time in an emergency. The resident superintendent lets a locked-out Resident in; after 10:00 p.m. a lockout costs $50. The code for the elevator machine room and the key cabinet, 7316, is for Manager's staff only; Resident may not use or share it.

25. STAFF CONTACTS AND PAYMENT ACCOUNT. The relief maintenance worker, Elwin Pike, personal cell (207) 555-0187, is not a resident contact. Landlord's operating account is at Quoddy Bay Savings Bank, routing number 211287649, account number 4418092735, for Landlord's accounting only; Resident pays through the portal or the leasing office and never directly into this account.

26. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Tidewater Property Management at the leasing office, 47 Water Street, Eastport, ME 04631. This Lease and the Building Rules are the whole agreement.`;

const pier = {
  id: PIER,
  property: {
    name: 'The Sardine Works Lofts',
    address: '47 Water St, Eastport, ME 04631',
    type: 'MULTI_FAMILY',
    description:
      'The Sardine Works Lofts is a 1911 sardine cannery on a granite and timber pier in Eastport, Maine, the easternmost city in the United States, converted in 2021 into fourteen loft apartments. The lofts keep the cannery’s old-growth fir posts and beams, wide pine floors and tall factory windows, and every one looks out over Passamaquoddy Bay toward Campobello Island and Deer Island in New Brunswick, Canada. The tides in the bay rise and fall about 18 feet twice a day, and at mid-tide the Old Sow whirlpool can be seen turning off the point. Each loft is heated and cooled by ductless heat pumps with electric baseboard heat as a backup, and a propane standby generator runs the elevator, the hall lights and the common room when the power goes out. Water, sewer and trash are included in the rent, while residents pay Versant Power for electricity and choose their own internet provider. An elevator serves all three floors and the roof deck, and the Water Street entrance is step-free, reached by a short ramp with handrails and an automatic door. Loft 102 on the first floor is fully accessible, with a roll-in shower, grab bars, a lowered kitchen counter, and smoke alarms and a doorbell that flash a light. The laundry room on the first floor has three washers and three dryers that run on a reloadable card, $2 a wash and $1.50 a dry. The old smokehouse at the landward end of the pier holds a storage locker for each loft and a kayak and bike room with a freshwater hose for rinsing off the salt. From May through October residents may rent a berth on the floats at the end of the pier for a kayak or a boat up to 16 feet. Across Water Street a gravel lot has one parking space per loft for $40 a month, and the city bans overnight parking on Water Street from December 1 to April 1 so the plows can get through. From late June to mid-September a seasonal car and passenger ferry to Deer Island, New Brunswick, leaves from the landing next door, and a passport is needed to cross. A resident superintendent lives in the building, and the leasing office on the first floor is open Tuesday through Saturday from 10 to 4. Cats and dogs up to 50 pounds are welcome, two pets per loft with no more than one dog, and the whole pier, lofts included, is smoke-free.',
    amenities: ['SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'AIR_CONDITIONING', 'ON_SITE_MANAGER'],
    parkingPrice: 40,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['TYPE', 'EMOTIONAL_SUPPORT', 'DOG_SIZE'],
    dogsAllowedCount: 1,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 50,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'Loft 102',
      type: 'APARTMENT',
      sizeSqft: 760,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1175,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'First-floor loft beside the elevator, built to be fully accessible: 36-inch doors, lever handles, a roll-in shower with a fold-down bench and grab bars, a lowered kitchen counter with knee space underneath, a range with its controls at the front, and smoke alarms and a doorbell that flash a light as well as sound. Its windows face the floats and the ferry landing. One bedroom, one bath. Available now.',
    },
    {
      unitNumber: 'Loft 205',
      type: 'APARTMENT',
      sizeSqft: 1080,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1450,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "Second floor, bay side: two bedrooms and one bath with a soaking tub, exposed brick on the north wall, and the cannery's old hoist door turned into a glass door with a Juliet balcony over the water. Available January 1, 2027.",
    },
    {
      unitNumber: 'Loft 310',
      type: 'APARTMENT',
      sizeSqft: 540,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 950,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "A third-floor studio under the roof trusses, with a sleeping loft reached by a ship's ladder, a skylight, and a kitchenette with a two-burner induction cooktop. Available December 15, 2026.",
    },
    {
      unitNumber: 'Loft 314',
      type: 'APARTMENT',
      sizeSqft: 1260,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 1695,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The third-floor corner loft, with windows on three sides looking east to Campobello Island and the sunrise, a kitchen island, two bedrooms, two baths and a walk-in closet. Available February 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_AND_HALF_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,175 for Loft 102, $1,450 for Loft 205, $950 for Loft 310 and $1,695 for Loft 314, with water, sewer and trash included. The application fee is $35 per adult, and a parking space costs $40 a month. The household needs a monthly income of at least 2.5 times the rent, and each adult’s credit and rental history are checked.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late if it is not paid within 15 days of the due date, and a late fee of 4 percent of the monthly rent is then charged, as Maine law allows. A returned payment costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident portal by bank transfer at no charge or by debit or credit card with a 2.5 percent fee, or bring a check or money order to the leasing office. Cash is not accepted.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one and a half months' rent, held in a separate account at a Maine bank and returned with an itemized list of any deductions within 30 days after move-out. It may be paid in three equal parts over the first three months. Pet deposits are separate.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 30 days' written notice and pay one month's rent as a reletting fee. A member of the armed forces may end the lease under federal law, and a survivor of domestic violence, sexual assault or stalking may end it under Maine law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'No subletting without written consent, and no stays shorter than 30 days: the lofts are not vacation rentals.',
    ),
    text(
      'GUEST_POLICY',
      "Guests may stay up to 14 nights in a row and 30 nights in a year. A guest's car may use one of the lot's two visitor spaces for up to 3 nights with a dashboard pass from the leasing office.",
    ),
    text(
      'PARKING_POLICY',
      'One space per loft in the gravel lot across Water Street for $40 a month, plus two visitor spaces. One van-accessible space with an access aisle, nearest the crosswalk, is held for a resident or guest with a disability placard. The city bans overnight parking on Water Street from December 1 to April 1, 11 p.m. to 6 a.m., for plowing. Boat trailers may stay in the back row of the lot from November through April for $20 a month.',
    ),
    text(
      'COMMON_AREA_POLICY',
      "The roof deck is open 7 a.m. to 10 p.m. from May to October, with Adirondack chairs and two propane grills; no glass and no dogs on the roof deck. The common room off the lobby has a long table, a lending library and the cannery's original can-sealing machine on display, and may be reserved for free. The laundry room is open 6 a.m. to 11 p.m. Kayaks, bikes and dogs are rinsed with the freshwater hose in the kayak and bike room. A berth on the floats costs $150 for the season, May through October, for a kayak, canoe or boat up to 16 feet; the gangway is steep at low tide.",
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Sound carries through the old plank floors, so residents above the first floor keep rugs on most of their floors. Scallop and lobster boats leave the breakwater before dawn in season.',
    ),
    text(
      'SMOKING_POLICY',
      'The whole pier is smoke-free: no smoking or vaping of tobacco or cannabis in the lofts, the halls, the roof deck, the smokehouse, the floats or anywhere on the pier. The nearest place to smoke is the public sidewalk across Water Street.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Versant Power account in your name; keep the heat at 55 degrees or more when away between November and April; clean the heat pump filters once a month; hang pictures only from the hooks on the brick walls; wipe salt spray from the inside sills of bay-side windows; close the Juliet balcony doors in a storm warning; use sand, never salt, on the pier; keep renter's insurance with $100,000 of liability coverage.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Tidewater Property Management and the resident superintendent service the heat pumps each spring and fall, test the generator every month, have the elevator inspected every year, wash the outside of the bay-side windows twice a year, plow and sand the pier and the lot, check the pilings after every storm, and answer routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We accept Housing Choice Vouchers administered by MaineHousing for Washington County, vouchers ported from other housing authorities, HUD-VASH vouchers for veterans, and General Assistance from the City of Eastport toward a first month's rent. The Maine Human Rights Act protects applicants who receive public assistance. For a voucher holder, the 2.5-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, child support, alimony, seasonal wages and unemployment benefits all count as income. The loft must pass a housing quality inspection before move-in, and we schedule it with the housing authority.",
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'The Water Street entrance is step-free, with a ramp, handrails and an automatic door, and the elevator serves all three floors and the roof deck. Loft 102 is fully accessible: 36-inch doors, lever handles, a roll-in shower with a fold-down bench and grab bars, a lowered kitchen counter with knee space, and smoke alarms and a doorbell that flash a light. One van-accessible parking space in the lot is held for a resident or guest with a disability placard. Assistance animals, including service dogs and emotional support animals, are not pets: no pet deposit, pet rent or size limit applies to them. Ask the leasing office for a reasonable accommodation by phone, by e-mail or in person; grab bars may be added to any loft as a reasonable modification, and the landlord pays for them.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'The Sardine Works Lofts follows the federal Fair Housing Act and the Maine Human Rights Act. We do not discriminate because of race, color, religion, sex, sexual orientation, gender identity, national origin, ancestry, age, familial status, physical or mental disability, or the receipt of public assistance. Every applicant is screened with the same written criteria, and we do not describe the neighbors or the neighborhood by these characteristics.',
    ),
  ],
  lease: pierLease,
};

// ---------------------------------------------------------------------------------------------
// M2: a 1947 Route 66 motor court in Tucumcari, New Mexico, rebuilt as ten one-level cottages
// around a courtyard, each with its old garage stall, the motel pool filled in as a dog yard
// (CALENDAR viewings; rent-assistance, health-and-safety and fair-housing policies but no
// accessibility policy; no household-size question; pet questions COUNT, EMOTIONAL_SUPPORT,
// DOG_BREED; a half-month deposit; six-month leases)
// ---------------------------------------------------------------------------------------------

const courtLease = `RESIDENTIAL LEASE - THE CAPROCK MOTOR COURT COTTAGES, 1822 EAST ROUTE 66 BOULEVARD, TUCUMCARI, NEW MEXICO 88401

1. PARTIES. This Lease is between Caprock Court Holdings LLC ("Owner"), whose on-site manager acts for it ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are the cottage named on the signature page with its garage stall, and the shared use of the courtyard, the laundry in the old motel office, the dog yard and the back lot.

3. TERM. The term is six (6) months. After it the Lease continues month to month at the same rent unless either side gives 30 days' written notice. A change in rent needs 30 days' written notice.

4. RENT. Rent is due on the 1st of each month at the manager's office by check, money order or cash against a written receipt, in the drop box beside the office door, or by bank transfer in the resident portal. Cards are not taken.

5. LATE CHARGE. Rent not paid by the end of the 3rd is late, and a late charge of $35 is added on the 4th; New Mexico law caps a late charge at 10 percent of the rent. A returned check costs $25.

6. SECURITY DEPOSIT. The security deposit is one half of one month's rent. Owner returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Owner provides water, sewer and trash pickup from the City of Tucumcari. Resident opens accounts with New Mexico Gas Company for the wall furnace, the water heater and the range, and with Xcel Energy for electricity, and arranges internet service.

8. HEATING AND COOLING. Each cottage is heated by a gas wall furnace and cooled by a through-the-wall air conditioner. Resident keeps the furnace closet clear and never stores anything in it. Manager services every furnace and tests every carbon monoxide alarm each October and cleans the air conditioners each April.

9. WIND, DUST AND HAIL. Strong winds and blowing dust come from March to May. Resident closes the windows when the wind is up and parks in the garage stall during hail warnings. Manager sweeps blown dust from the paths after a dust storm.

10. GARAGE STALLS AND THE BACK LOT. Each cottage has one covered garage stall, a double stall at Cottage 10, and parking is free. Second cars and guests use the gravel back lot. A travel trailer, boat or horse trailer may be stored in the back lot for $25 a month. Tractor-trailers, semi cabs and other commercial rigs are not parked anywhere on the property. No one sleeps in a garage stall or a stored trailer. The speed limit in the courtyard drive is 5 miles an hour.

11. COURTYARD AND GARDEN. The courtyard, the shuffleboard court, the benches and the two gas grills are for residents and their guests. Each cottage may claim one of the waist-high raised garden beds for the year on March 1; the beds are watered by drip timers that Manager sets. The sandbox and the tire swing are used by children with an adult nearby.

12. DOG YARD. The old swimming pool, filled in 1983, is a fenced dog yard with artificial turf and a water station, open dawn to dusk. Dogs there are cleaned up after and never left alone.

13. LAUNDRY. The laundry in the old motel office has three washers and three dryers, free for residents, open 7:00 a.m. to 10:00 p.m.

14. THE SIGN. The restored neon sign is lit from dusk until 11:00 p.m. Resident does not climb the sign or its pole.

15. PETS. Resident may keep up to two pets, dogs or cats, with written approval. Pit bulls and mastiffs, and mixes of them, are not accepted. Each pet needs a one-time pet fee of $200 and pet rent of $15 a month. Dogs are leashed in the courtyard. Assistance animals are not pets: no pet fee, pet rent or breed rule applies to them.

16. SMOKING. No smoking or vaping of tobacco or cannabis inside any cottage, on a porch, in a garage stall or in the courtyard. Resident smokes only at the covered smoking bench by the back lot, at least 25 feet from any cottage.

17. OCCUPANCY, GUESTS AND CAREGIVERS. No more than two persons per bedroom, plus one, may live in a cottage, and no more than two in the studio. Guests may stay up to 14 nights in a row and 60 nights in a year. A live-in caregiver who is not on the Lease may stay as long as needed with Manager's written approval.

18. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Union Pacific freight trains pass half a mile north at all hours and sound their horns at the crossings.

19. REPAIRS. Resident submits routine repair requests at the manager's office, Tuesday through Saturday from 9:00 a.m. to 5:00 p.m., or in the resident portal, and Manager responds within two business days. Resident pays for damage that Resident, guests or animals cause.

20. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency line at (575) 555-0134. Emergencies include a smell of gas, a carbon monoxide alarm, no heat when it is below 40 degrees outside, water leaking into a cottage, a sewer backup, sparking or burning smells, and a lockout. If Resident smells gas, Resident leaves the cottage and calls New Mexico Gas Company and 911 from outside. Each cottage's gas shut-off is at the meter behind the cottage, and its water shut-off valve is in the furnace closet.

21. ENTRY, KEYS AND CODES. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. The code for the maintenance shed and the office key cabinet, 5208, is for Manager's staff only; Resident may not use or share it.

22. STAFF CONTACTS. The groundskeeper, Ignacio Baca, personal cell (575) 555-0171, is not a resident contact. Every request goes through the manager's office, the resident portal or the emergency line.

23. PAYMENT ACCOUNT. Owner's operating account is at Llano Estacado Savings, routing number 107002198, account number 2047719356, for Owner's accounting only. Resident pays at the office or through the portal and never directly into this account.

24. NOTICES AND WHOLE AGREEMENT. Notices to Owner go to the manager's office, 1822 East Route 66 Boulevard, Tucumcari, NM 88401. This Lease and the Court Rules are the whole agreement.`;

const court = {
  id: COURT,
  property: {
    name: 'The Caprock Motor Court Cottages',
    address: '1822 E Route 66 Blvd, Tucumcari, NM 88401',
    type: 'OTHER',
    description:
      'The Caprock Motor Court Cottages is a 1947 Route 66 motor court on the east side of Tucumcari, New Mexico, whose ten stucco cottages, built for travelers between Chicago and Los Angeles, were rebuilt in 2019 as homes for long-term rent. The cottages stand in a horseshoe around a shaded courtyard of cottonwoods and Chinese elms, with Tucumcari Mountain to the south and the Caprock escarpment on the horizon. Every cottage is on one level with a step-free entry, wide doors, lever handles and a walk-in shower with a built-in seat and grab bars, and each keeps the covered garage stall beside it where travelers once parked for the night. Each cottage is heated by a gas wall furnace and cooled by a through-the-wall air conditioner, and residents pay New Mexico Gas Company and Xcel Energy and choose their own internet, while water, sewer and trash are included in the rent. The courtyard has waist-high raised garden beds on drip irrigation, a shuffleboard court, benches along level concrete paths, two gas grills, and a sandbox and a tire swing for children. The old motel office at the front is now the manager’s office and a free laundry room with three washers and three dryers, open from 7 in the morning to 10 at night. The motor court’s swimming pool was filled in 1983 and is now a fenced dog yard with artificial turf and a water station. The restored neon sign, a pink mesa with a blinking yellow arrow, lights up from dusk until 11 each night. Union Pacific freight trains pass on the tracks half a mile to the north at all hours, and their horns can be heard in the cottages. Strong winds and blowing dust come from March to May, and the garage stalls keep cars out of the hail. Parking is free, with a garage stall for each cottage and a gravel back lot where a travel trailer or boat may be stored for $25 a month, but tractor-trailers and semi cabs may not be parked anywhere on the property. Smoking of tobacco or cannabis is allowed only at the covered smoking bench by the back lot, at least 25 feet from any cottage. Dogs and cats are welcome, two per cottage, except pit bulls and mastiffs, and the on-site manager keeps office hours Tuesday through Saturday, 9 to 5.',
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'AIR_CONDITIONING',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME'],
    petQuestions: ['COUNT', 'EMOTIONAL_SUPPORT', 'DOG_BREED'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'MASTIFF'],
    maxDogSizeLbs: null,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'Cottage 2',
      type: 'HOUSE',
      sizeSqft: 460,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 695,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'One bedroom and one bath near the front of the court, by the laundry and the manager’s office, with the original 1947 bathroom tile in turquoise and black, a kitchenette with a two-burner gas cooktop, and its own garage stall. Available now.',
    },
    {
      unitNumber: 'Cottage 5',
      type: 'HOUSE',
      sizeSqft: 720,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 845,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Two bedrooms and one bath at the bend of the horseshoe, facing the courtyard garden, with a full kitchen with a gas range, a roll-in shower with a hand-held shower head in place of the walk-in shower, a covered front porch and its own garage stall. Available January 1, 2027.',
    },
    {
      unitNumber: 'Cottage 8',
      type: 'HOUSE',
      sizeSqft: 340,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 575,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The smallest cottage: a studio with a Murphy bed, a kitchenette with a microwave and a two-burner gas cooktop, a back window facing Tucumcari Mountain, and its own garage stall. Available December 15, 2026.',
    },
    {
      unitNumber: 'Cottage 10',
      type: 'HOUSE',
      sizeSqft: 880,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 925,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The last cottage on the row, two old motel rooms joined into two bedrooms and two baths, with a full kitchen, a stacked washer and dryer, a fenced side yard next to the dog yard, and a double garage stall. Available February 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'HALF_MONTH'),
    text('RENTAL_LENGTH', 'MEDIUM_TERM'),
    num('RENTAL_DURATION_MONTHS', 6),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $695 for Cottage 2, $845 for Cottage 5, $575 for Cottage 8 and $925 for Cottage 10, with water, sewer and trash included. The application fee is $25 per adult. The household needs a monthly income of at least 2 times the rent, and the manager calls each adult’s last landlord; there is no minimum credit score.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 3rd, and a late charge of $35 is added on the 4th; New Mexico law caps a late charge at 10 percent of the rent. A returned check costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay at the manager’s office by check, money order or cash against a written receipt, in the drop box beside the office door, or by bank transfer in the resident portal at no cost. Cards are not taken.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is half of one month's rent and is returned with an itemized list of any deductions within 30 days after move-out, as New Mexico law requires. Pet fees are separate and not refundable.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "Leases run six months and then continue month to month. To end the lease during the first six months, give 30 days' written notice and pay a fee of half a month's rent; after that, 30 days' written notice is enough. A resident called to active military duty may end the lease under federal law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'No subletting and no nightly or weekly rentals: the cottages are homes now, not motel rooms.',
    ),
    text(
      'GUEST_POLICY',
      "Guests may stay up to 14 nights in a row and 60 nights in a year. A live-in caregiver who is not on the lease may stay as long as needed with the manager's written approval.",
    ),
    text(
      'PARKING_POLICY',
      'Parking is free: one covered garage stall per cottage (a double stall at Cottage 10) and the gravel back lot for second cars and guests. A travel trailer, boat or horse trailer may be stored in the back lot for $25 a month. Tractor-trailers, semi cabs and other commercial rigs may not be parked anywhere on the property. The speed limit in the courtyard drive is 5 miles an hour.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The laundry in the old motel office is free and open 7 a.m. to 10 p.m. Each cottage may claim one waist-high raised garden bed for the year on March 1. The shuffleboard court, the benches and the two gas grills are for residents and their guests. The dog yard, the old swimming pool filled in 1983, is open dawn to dusk. The sandbox and the tire swing are for children with an adult nearby.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Union Pacific freight trains pass half a mile north at all hours and sound their horns at the crossings. The neon sign is lit from dusk until 11 p.m.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of tobacco or cannabis inside any cottage, on a porch, in a garage stall or in the courtyard. Smoke only at the covered smoking bench by the back lot, at least 25 feet from any cottage.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the gas and electric accounts in your name; keep the furnace closet clear; close the windows when the wind is up in spring; park in your garage stall during hail warnings; keep dogs leashed in the courtyard; keep renter's insurance with $50,000 of liability coverage.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The on-site manager, in the old motel office Tuesday through Saturday from 9 to 5, services every wall furnace and tests every carbon monoxide alarm each October, cleans the through-wall air conditioners each April, sets the garden drip timers, sweeps blown dust from the paths after a dust storm, keeps the neon sign lit from dusk to 11, and answers routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We welcome Housing Choice Vouchers from the Tucumcari Housing Authority and vouchers ported from any other housing authority, HUD-VASH vouchers for veterans, and rental assistance from the New Mexico Mortgage Finance Authority. For a voucher holder, the 2-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, railroad retirement, child support and alimony all count as income. The housing authority inspects the cottage before move-in, and we set up the inspection.",
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'Every cottage has a carbon monoxide alarm beside the gas furnace, hard-wired smoke alarms tested each October, and a fire extinguisher under the kitchen sink. The cottages were rewired and re-plumbed in 2019 and were tested for asbestos and lead paint before the rebuild.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'The Caprock Motor Court Cottages follows the federal Fair Housing Act and the New Mexico Human Rights Act. We do not discriminate because of race, color, religion, national origin, ancestry, sex, sexual orientation, gender identity, disability or familial status. The cottages are for all ages, not a 55-and-older community, and families with children are welcome. Every applicant is screened with the same written criteria, and we do not describe the residents or the area by these characteristics.',
    ),
  ],
  lease: courtLease,
};

// ---------------------------------------------------------------------------------------------
// M3: a 1938 wooden fourplex on a Ketchikan stair street, 88 steps above Tongass Avenue, with a
// cargo tram, oil heat included, bear-proof trash and no pets (TEXT viewings; no rent-assistance,
// no accessibility and no fair-housing policy, and no accessibility facts; no pet question;
// a two-month deposit)
// ---------------------------------------------------------------------------------------------

const stairsLease = `RESIDENTIAL LEASE - THE TERN STREET STAIRS FOURPLEX, 212 TERN STREET, KETCHIKAN, ALASKA 99901

1. PARTIES. This Lease is between Tongass Narrows Rentals LLC ("Owner"), which acts as its own property manager, and each adult who signs it ("Tenant"). Tenants who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are the apartment named on the signature page, with one gear locker under the house and one numbered parking space if rented. Tern Street is a public stairway kept by the City of Ketchikan; the front landing, the lower landing and the cargo tram belong to the house.

3. TERM. The term is twelve (12) months. Tenant gives at least 30 days' written notice before the end of the term if Tenant will not renew; otherwise the Lease continues month to month. The end of a fishing season or a cruise season is not a reason to end the Lease early without the fee in the termination policy.

4. RENT. Rent is due on the 1st of each month by bank transfer in the tenant portal, or by check or money order mailed to PO Box 8417, Ketchikan, AK 99901. Cash and cards are not accepted.

5. LATE CHARGE. Rent not paid by the end of the 5th is late, and a late charge of $50 is added on the 6th. A returned payment costs $30.

6. SECURITY DEPOSIT. The security deposit is two months' rent, the most Alaska law allows. Owner returns it with an itemized list of any deductions within 14 days after Tenant moves out with proper notice, or within 30 days otherwise.

7. UTILITIES. Owner provides heating oil from the shared tank, and city water, sewer and trash collection. Tenant opens an account with Ketchikan Public Utilities for electricity and arranges internet service.

8. HEAT AND DAMP. Each apartment is heated by a ductless heat pump with a direct-vent oil heater as a backup. Tenant keeps the heat at 50 degrees or more when away in winter, tells Owner when the gauge on the shared oil tank reads a quarter, and runs the dehumidifier and the bathroom fan so that mold cannot start.

9. THE STAIRWAY AND THE CARGO TRAM. It is 88 steps from Tongass Avenue to the front landing and 14 more inside steps to the upper apartments. The cargo tram beside the stairway carries up to 400 pounds of groceries, luggage or furniture; it never carries people, children or animals, and its gate is closed before it moves. Owner shovels and sands the front landing after snow; the City clears the public stairway.

10. RAIN GEAR AND MUDROOMS. Wet boots and rain gear stay in the mudroom on the boot dryer and the hooks. Tenant does not hang wet gear over the heaters.

11. FISH AND BEARS. The fish-cleaning table on the lower landing is rinsed after each use with its cold-water hose. Fish waste goes to the harbor grinder at Thomas Basin and never into a trash bin, because black bears come down the hillside in summer and fall. Trash goes only in the bear-resistant bins at the foot of the stairway, which stay latched; they are collected on Tuesdays. No bird feeders.

12. GEAR LOCKERS. Each apartment has one locked gear locker under the house for rods, coolers and crab pots. No fuel, outboard motors or propane cylinders are kept in a locker.

13. PARKING. There is no parking at the house. The gravel lot at the foot of the stairway on Tongass Avenue has one numbered space per apartment for $60 a month and no guest spaces. Cars are moved when Owner texts that the lot will be plowed. Boats and trailers are not stored in the lot.

14. NO PETS. No animals of any kind may be kept in or around the house, even for a visit. A request to keep an assistance animal is made to Owner in writing and answered under the law.

15. SMOKING. No smoking or vaping of tobacco or cannabis anywhere on the property, including the apartments, the porches, the landings and the gear lockers.

16. OCCUPANCY AND GUESTS. No more than two persons per bedroom, plus one, may live in an apartment, and no more than two in the studio. Guests may stay up to 14 nights in a row and 30 nights in a year, and park on Tongass Avenue, not in the numbered spaces.

17. SHORT STAYS AND SUBLETTING. Tenant does not sublet and does not rent a room or the apartment to anyone, including cruise-season workers and visitors, for any length of stay.

18. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Float planes take off from the Narrows from early morning in summer, and cruise ship horns sound when the ships leave in the evening.

19. HILLSIDE. Owner has the hillside and the retaining wall inspected every fall. Tenant reports new cracks in the retaining wall, water running from the slope, or mud or rocks on the stairway at once.

20. REPAIRS. Tenant sends routine repair requests by text or through the tenant portal, and Owner responds within two business days. In summer Owner is often out fishing, so routine visits are set up by text. Tenant pays for damage that Tenant or guests cause.

21. EMERGENCIES. Tenant reports an emergency at once, 24 hours a day, to the emergency line at (907) 555-0118. Emergencies include no heat when it is below freezing, a frozen or burst pipe, water coming into an apartment, a sewer backup, sparking or burning smells, a smell of heating oil, mud or rock sliding toward the house, and a lockout. Call 911 first for fire. Each apartment's water shut-off valve is in the mudroom closet, and the house shut-off is beside the oil tank under the house.

22. ENTRY, KEYS AND CODES. Owner may enter after 24 hours' notice for repairs and inspections, and at any time in an emergency. The code for the lower landing door and the master key box, 2691, is for Owner and Owner's handyman only; Tenant may not use or share it.

23. STAFF CONTACTS. The handyman, Torvald Nesheim, personal cell (907) 555-0174, is not a tenant contact. Every request goes through the text line, the tenant portal or the emergency line.

24. PAYMENT ACCOUNT. Owner's operating account is at Revillagigedo Savings Bank, routing number 125200879, account number 7702318845, for Owner's accounting only. Tenant pays through the portal or by mail and never directly into this account.

25. NOTICES AND WHOLE AGREEMENT. Notices to Owner go to Tongass Narrows Rentals LLC, PO Box 8417, Ketchikan, AK 99901. This Lease and the House Rules are the whole agreement.`;

const stairs = {
  id: STAIRS,
  property: {
    name: 'The Tern Street Stairs Fourplex',
    address: '212 Tern St, Ketchikan, AK 99901',
    type: 'QUADRUPLEX',
    description:
      'The Tern Street Stairs Fourplex is a 1938 wooden fourplex on the hillside above Tongass Narrows in Ketchikan, Alaska, on Tern Street, one of the town’s stair streets, where the street itself is a public wooden stairway and no car can reach the door. From the sidewalk on Tongass Avenue it is 88 steps up the stairway to the front landing, with three rest landings and benches on the way. A small electric cargo tram runs on a rail beside the stairway to carry groceries, luggage and furniture up to the house, but it is not made to carry people. The four apartments, two up and two down, look west over the Narrows, where float planes take off and land from early morning in summer and the airport ferry crosses to Gravina Island every half hour. Ketchikan gets about 150 inches of rain a year, so each apartment has a mudroom with a boot dryer and hooks for rain gear, and a dehumidifier that runs all year. Each apartment is heated by a ductless heat pump with a direct-vent oil heater as a backup, and heating oil from the shared tank is included in the rent with city water, sewer and trash. Residents pay Ketchikan Public Utilities for electricity and arrange their own internet. Every apartment has a stacked washer and dryer, and a locked gear locker under the house holds fishing rods, coolers and crab pots. A fish-cleaning table with a cold-water hose stands on the lower landing, and fish waste goes to the harbor grinder, never in the trash, because black bears come down the hillside in summer and fall. Trash goes in the bear-resistant bins at the foot of the stairway on Tongass Avenue, collected on Tuesdays. There is no parking at the house: a gravel lot at the foot of the stairway has one space per apartment for $60 a month, and the city bus stops at the corner. Downtown and the cruise ship docks are a 12-minute walk south, and from May to September the sidewalks fill with visitors when the ships are in. The house sits about 120 feet above the water, above the tsunami inundation zone, and the owner has the hillside and the retaining wall inspected every fall. The building is smoke-free, and no pets are allowed.',
    amenities: ['NO_PETS', 'ON_SITE_PARKING', 'IN_UNIT_LAUNDRY'],
    parkingPrice: 60,
    questions: ['SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: [],
    dogsAllowedCount: 0,
    catsAllowedCount: 0,
    petsAllowedCount: 0,
    restrictedDogBreeds: [],
    maxDogSizeLbs: null,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'Apt 1',
      type: 'APARTMENT',
      sizeSqft: 610,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1375,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Lower floor, north side, right off the front landing with no inside stairs: one bedroom and one bath, a window seat over the Narrows, a galley kitchen with an electric range, and the mudroom by the front door. Available now.',
    },
    {
      unitNumber: 'Apt 3',
      type: 'APARTMENT',
      sizeSqft: 820,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1695,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Upper floor, south side, 14 inside steps above the front landing: two bedrooms, one bath with a clawfoot tub, a bay window over the Narrows and the float plane docks, and a covered porch. Available January 15, 2027.',
    },
    {
      unitNumber: 'Apt 4',
      type: 'APARTMENT',
      sizeSqft: 430,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Upper floor, north side, 14 inside steps above the front landing: a studio with a sleeping alcove, a skylight, a galley kitchen and a shower with no tub. Available December 15, 2026.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'TWO_MONTHS'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,375 for Apt 1, $1,695 for Apt 3 and $1,150 for Apt 4, with heating oil, city water, sewer and trash included. The application fee is $40 per adult. The household needs a monthly income of at least 3 times the rent; the owner runs a credit check and calls each adult’s last landlord to confirm the rental history.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a $50 late charge is added on the 6th. A returned payment costs $30.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay by bank transfer in the tenant portal at no cost, or by check or money order mailed to PO Box 8417, Ketchikan, AK 99901. Cash and cards are not accepted.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is two months' rent, the most Alaska law allows. It is returned with an itemized list of any deductions within 14 days after move-out when proper notice is given, or within 30 days otherwise, as Alaska law requires.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 30 days' written notice and pay a fee of one month's rent; the end of a fishing or cruise season does not waive the fee. A tenant called to active military duty may end the lease under federal law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'No subletting, and no renting a room or the apartment to cruise-season workers or visitors.',
    ),
    text(
      'SHORT_TERM_RENTAL_RESTRICTIONS',
      'No stays of fewer than 30 days, including Airbnb and VRBO, in any apartment at any time of year.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 30 nights in a year. Guests park on Tongass Avenue, not in the numbered spaces.',
    ),
    text(
      'PARKING_POLICY',
      'There is no parking at the house. The gravel lot at the foot of the stairway on Tongass Avenue has one numbered space per apartment for $60 a month and no guest spaces. Cars are moved when the owner texts that the lot will be plowed, and boats and trailers are not stored in the lot.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The stairway is a public street kept by the City; the house keeps its front landing, its lower landing and the cargo tram. The tram carries up to 400 pounds of cargo, never people, children or animals, and runs only with its gate closed. The fish-cleaning table on the lower landing is rinsed after each use, and fish waste goes to the harbor grinder at Thomas Basin. Each apartment has a locked gear locker under the house.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Float planes take off from the Narrows below from early morning in summer, and cruise ship horns sound when the ships leave in the evening.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of tobacco or cannabis anywhere on the property, including the apartments, the porches, the landings and the gear lockers.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Ketchikan Public Utilities account in your name; run the dehumidifier and the bathroom fan so mold cannot start; keep the heat at 50 degrees or more when away in winter; tell the owner when the oil gauge on the shared tank reads a quarter; put trash only in the bear-resistant bins at the foot of the stairway and keep them latched; keep renter's insurance.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The owner, Tongass Narrows Rentals LLC, acts as property manager: it keeps the oil tank filled, services the heat pumps and oil heaters each fall, has the hillside and the retaining wall inspected every fall, keeps the cargo tram working, shovels and sands the front landing after snow, and answers routine requests within two business days. In summer the owner is often out fishing, so viewings and routine visits are set up by text.',
    ),
    text(
      'TENANT_RIGHTS_REPAIRS',
      'Under the Alaska Uniform Residential Landlord and Tenant Act, the owner keeps the apartments fit and habitable and makes repairs after written notice. A tenant may not withhold rent for a repair without following the notice steps in the Act.',
    ),
  ],
  lease: stairsLease,
};

writeFileSync(
  join(here, '..', 'properties.json'),
  `${JSON.stringify([pier, court, stairs], null, 2)}\n`,
);
console.log('wrote properties.json');
