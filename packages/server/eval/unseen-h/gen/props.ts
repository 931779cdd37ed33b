/**
 * Set H properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-h/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FOX, MALT, MARLOWE } from './lib.ts';

const here = dirname(fileURLToPath(import.meta.url));

type Policy = { attributeType: string; textContent?: string; numericValue?: number };
const says = (attributeType: string, textContent: string): Policy => ({
  attributeType,
  textContent,
});
const counts = (attributeType: string, numericValue: number): Policy => ({
  attributeType,
  numericValue,
});

// ---------------------------------------------------------------------------------------------
// H1: an 1894 brewery malt house in Milwaukee's Brewers Hill converted to lofts, with a bike room,
// a tool library, a heated underground garage and a rooftop beer garden (CALENDAR viewings;
// rent-assistance and accessibility policies, one loft built for a wheelchair user)
// ---------------------------------------------------------------------------------------------

const maltLease = `LOFT LEASE - GANTRY MALTHOUSE LOFTS, 1911 NORTH COMMERCE STREET, MILWAUKEE, WISCONSIN 53212

1. PARTIES. This Lease is between Gantry Malthouse LLC ("Landlord"), managed by Riverwest Property Partners ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent and all charges.

2. PREMISES. The Premises are a loft apartment in the former malt house of the Kessler Brewing Company, built in 1894 and converted to 64 lofts in 2019. Resident accepts the features of a converted industrial building: exposed cream city brick, timber posts and beams, polished concrete floors, exposed ductwork and sprinkler pipes, and more sound between lofts than in new construction.

3. TERM. The term is twelve (12) months from the start date on the signature page. Landlord sends a renewal offer 90 days before the term ends. Resident gives at least 60 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month at the current rent plus $250 a month.

4. RENT. Rent is due on the 1st of each month and is paid in the resident app.

5. LATE CHARGE. Rent not paid by the end of the 5th is late, and a late charge of $50 is added on the 6th. A returned payment costs $30.

6. SECURITY DEPOSIT. Resident pays a security deposit of $800 for any loft. Landlord returns it, with an itemized statement of any deductions, within 21 days after Resident moves out, as Wisconsin law requires.

7. UTILITIES. Landlord provides heat and hot water from the building's gas boiler, gas for the range, water, sewer, and trash and recycling collection. Resident opens an account with We Energies for electricity, which runs the lights, outlets and central air conditioning, and arranges internet service; the building is wired for Spectrum and AT&T Fiber.

8. OCCUPANCY. No more than two persons per bedroom plus one may live in the loft (two in a studio).

9. HEATED GARAGE. The heated underground garage has 48 spaces. A reserved space costs $95 per month, one per loft, with a waitlist for a second space. The clearance is 6 feet 6 inches. Each reserved space comes with one garage remote. A free car wash bay with a hose and a drain is at the back of the garage and may be used year-round.

10. BICYCLES. The bike room off the lobby has 90 wall racks; each loft may register two bikes with a tag. It has a repair stand, a floor pump and a bike wash station. Four cargo-bike spaces in the garage cost $10 per month. E-bike and scooter batteries are charged inside the loft, never in the bike room or the garage. Bikes are not kept in hallways or stairwells.

11. TOOL LIBRARY. The tool library in the former cooperage room next to the bike room is open 6:00 a.m. to 10:00 p.m. Residents borrow up to three items at a time for up to three days, free, by scanning them out in the resident app. Before borrowing a circular saw or a jigsaw, Resident completes a one-time 20-minute safety orientation with the building engineer. A borrower pays for a tool lost or broken through misuse.

12. ROOFTOP BEER GARDEN. The rooftop beer garden is open May 1 through October 31, 10:00 a.m. to 11:00 p.m. Residents bring their own beer, wine and food in cans or plastic; glass is not allowed. Only persons 21 and older may drink alcohol, as Wisconsin law requires. A keg is allowed only with a reservation. Half of the garden may be reserved for a private party of up to 20 guests for $75. The two gas grills are cleaned by whoever uses them.

13. PETS. Resident may keep up to three pets, of which no more than two dogs, with written approval. There is no weight limit for dogs. Pit bulls and Dobermans, or mixes of them, are not accepted. Each pet requires a one-time non-refundable pet fee of $300, and pet rent is $35 per month for each dog and $20 per month for each cat. Dogs are leashed in common areas and use the fenced relief area by the loading dock; pets are not allowed in the rooftop beer garden. Assistance animals are not pets, and no fee, pet rent or pet limit applies to them.

14. SMOKING. Smoking and vaping of any substance are prohibited inside the building, in every loft, in the garage and the bike room, and in the rooftop beer garden. Smoking is allowed only at the bench by the loading dock, at least 25 feet from any door. A violation carries a $200 charge plus the cost of cleaning.

15. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Sunday through Thursday and 11:00 p.m. to 8:00 a.m. on Friday and Saturday nights. Lofts above the first floor keep rugs on at least half of the concrete floor.

16. WALLS. Resident may not drill, paint or seal the brick, the timber posts or the beams. Pictures hang from the wire hanging system along the brick walls; small nails may be used in drywall only.

17. WINTER. Landlord keeps the common areas heated and clears the public sidewalks within 24 hours after snow stops. Because sprinkler pipes run along the outside walls, Resident keeps windows closed when it is below 20 degrees outside and keeps the thermostat at 55 degrees or more while away.

18. MAINTENANCE. Resident submits routine repair requests in the resident app, and Manager responds within two business days.

19. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (414) 555-0152. Emergencies include water leaking into the loft or the one below, a sewer backup, no heat, a smell of gas (leave the loft first, then call), a fire alarm, someone trapped in an elevator, and a lockout. In a fire, Resident uses the stairs, not the elevators. The water shut-off valve for each loft is behind the access panel inside the kitchen sink cabinet.

20. ENTRY. Manager may enter after at least 12 hours' notice for repairs, inspections and showings, as Wisconsin law allows, and at any time in an emergency.

21. KEYS AND ACCESS. Resident receives two key fobs and, with a reserved space, one garage remote. A replacement fob costs $40 and a replacement remote $60. The garage gate override code, 7316, is for staff and emergency crews only; Resident may not use or share it.

22. STAFF CONTACTS. The building engineer, Teodor Kowalczyk, personal cell (414) 555-0191, is not a resident contact. All requests go through the resident app or the emergency line.

23. PAYMENT ACCOUNT. Landlord's operating account is at Menomonee Valley Bank, routing number 075921648, account number 4409182276, for Landlord's accounting only. Resident pays through the resident app and never directly into this account.

24. RENTER'S INSURANCE. Resident keeps renter's insurance with at least $50,000 of personal liability coverage for the whole term.

25. REASONABLE ACCOMMODATIONS AND NOTICES. Landlord grants reasonable accommodations and permits reasonable modifications for a person with a disability; a request may be made orally or in writing. Notices to Landlord go to the leasing office off the lobby, 1911 N Commerce St, Milwaukee, WI 53212. This Lease, the Building Rules and the Garage Addendum are the whole agreement.`;

const malt = {
  id: MALT,
  property: {
    name: 'Gantry Malthouse Lofts',
    address: '1911 N Commerce St, Milwaukee, WI 53212',
    type: 'MULTI_FAMILY',
    description:
      "Gantry Malthouse Lofts is the former malt house and bottling warehouse of the Kessler Brewing Company, built in 1894 on Commerce Street in Milwaukee's Brewers Hill and converted in 2019 into 64 loft apartments. The lofts keep the cream city brick walls, timber posts and beams, polished concrete floors and oversized factory windows, with ceilings from 11 to 16 feet. The Beerline Trail and the Riverwalk pass right outside, and many residents bike to work downtown, about ten minutes away on two wheels. A secure bike room off the lobby has 90 wall racks, a repair stand with a floor pump and a bike wash station. Next door, the tool library lends drills, saws, ladders, a stud finder, bike tools, a sewing machine and a carpet cleaner to residents for free through the resident app. The heated underground garage has reserved spaces for $95 a month, so there is no scraping a windshield in January. On the roof, the beer garden has long communal tables, string lights, two gas grills and a view over the Milwaukee River, and it is open from May through October. Every loft has central air, a dishwasher, a washer and dryer and a gas range. Heat, hot water and cooking gas come from the building's gas boiler and are included in the rent. Two elevators serve every floor and the garage, and the main entrance on Commerce Street is level with the sidewalk. One first-floor loft is built for a wheelchair user. Cats and dogs are welcome, with a fenced dog relief area by the old loading dock.",
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'CENTRAL_AIR',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: 95,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['TYPE', 'DOG_BREED', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 2,
    catsAllowedCount: 3,
    petsAllowedCount: 3,
    restrictedDogBreeds: ['PIT_BULL', 'DOBERMAN'],
    maxDogSizeLbs: null,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'L104',
      type: 'APARTMENT',
      sizeSqft: 780,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1640,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'First-floor one-bedroom loft built for a wheelchair user, on the same level as the Commerce Street entrance and a short roll from the elevators and the bike room: 36-inch doors, a roll-in shower with a fold-down bench, grab bars and a hand-held shower head, a roll-under kitchen sink with lowered counters, and a side-by-side washer and dryer with front controls. One cream city brick wall and timber beams. Available now.',
    },
    {
      unitNumber: 'L309',
      type: 'APARTMENT',
      sizeSqft: 590,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1295,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor studio loft with a 14-foot ceiling, two original factory windows facing the Milwaukee River, a sleeping alcove behind a sliding steel door and a stacked washer and dryer. Available now.',
    },
    {
      unitNumber: 'L322',
      type: 'APARTMENT',
      sizeSqft: 905,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1865,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor one-bedroom loft with a den that has no window (so it is not a bedroom), exposed timber posts, a kitchen island and windows over the Beerline Trail. Available December 18, 2026.',
    },
    {
      unitNumber: 'L506',
      type: 'APARTMENT',
      sizeSqft: 1240,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Top-floor two-bedroom, two-bath loft under the old kiln roof, one floor below the rooftop beer garden, with a 16-foot ceiling, skylights, an open steel staircase up to a loft office and two walk-in closets. Available January 15, 2027.',
    },
  ],
  policies: [
    says('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    says('LANDLORD_UTILITIES', 'GAS, WATER, TRASH'),
    { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM', numericValue: 800 },
    says('RENTAL_LENGTH', 'LONG_TERM'),
    counts('RENTAL_DURATION_MONTHS', 12),
    counts('MOVE_OUT_NOTICE_PERIOD', 60),
    says(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,640 for one-bedroom L104, $1,295 for studio L309, $1,865 for one-bedroom with den L322 and $2,395 for two-bedroom L506. Applicants need a gross monthly income of at least 3 times the rent; roommates may combine incomes, and a co-signer who earns 5 times the rent may sign for an applicant who falls short. Each adult applicant pays a $25 credit check fee, the most Wisconsin allows, and there is no other application or administrative fee. Heat, hot water, cooking gas, water, sewer and trash are included; residents pay We Energies for electricity and their own internet.',
    ),
    says(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th. A $50 late charge is added on the 6th, and a returned payment costs $30.',
    ),
    says(
      'PAYMENT_METHOD',
      'Pay in the resident app by ACH bank transfer at no cost or by debit or credit card with a 2.9 percent card fee. Money orders are taken at the leasing office; cash is not.',
    ),
    says(
      'SECURITY_DEPOSIT_POLICY',
      'The security deposit is a flat $800 for every loft, due at lease signing. It is returned with an itemized statement of any deductions within 21 days after move-out, as Wisconsin law requires. Pet fees are separate and are not part of the deposit.',
    ),
    says(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers go out 90 days before the lease ends, for 12 months. If you will not renew, give 60 days' written notice; without notice or a renewal the lease goes month to month at $250 above the current rent.",
    ),
    says(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 60 days' written notice and pay a fee equal to one and a half months' rent, or find a replacement resident we approve and pay only a $300 transfer fee.",
    ),
    says(
      'SUBLETTING_POLICY',
      'Subletting the whole loft is allowed for up to four months with written approval, and the subtenant must apply and be approved. Short-term rentals of less than 30 days, including Airbnb, are not allowed.',
    ),
    says(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 30 nights in a year. Guests may use the rooftop beer garden with a resident present, up to four guests per loft, and may park on Commerce Street; the heated garage is for reserved residents only.',
    ),
    says(
      'PARKING_POLICY',
      'The heated underground garage has reserved spaces at $95 a month, one per loft, with a waitlist for a second; clearance is 6 feet 6 inches and there is a free car wash bay. There are no EV chargers. Four cargo-bike spaces in the garage cost $10 a month. The bike room off the lobby is free, with 90 wall racks (two registered bikes per loft), a repair stand, a floor pump and a bike wash. Street parking on Commerce Street is two hours in the daytime, and overnight street parking in Milwaukee needs a city overnight permit.',
    ),
    says(
      'COMMON_AREA_POLICY',
      'The tool library next to the bike room is open 6 a.m. to 10 p.m.: borrow up to three items for up to three days, free, by scanning them in the resident app, and take the 20-minute safety orientation with the building engineer before borrowing a power saw. The rooftop beer garden is open May 1 to October 31, 10 a.m. to 11 p.m.; bring your own drinks and food in cans or plastic (no glass), only those 21 and older may drink, kegs need a reservation, and half the garden may be reserved for up to 20 guests for $75. The fitness room on the first floor is open 24 hours with your fob.',
    ),
    says(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Sunday through Thursday and 11 p.m. to 8 a.m. Friday and Saturday. Concrete floors carry sound, so lofts above the first floor keep rugs on at least half of the floor. The rooftop beer garden closes at 11 p.m.',
    ),
    says(
      'SMOKING_POLICY',
      'No smoking or vaping of anything inside the building, in the lofts, the garage or the bike room, or in the rooftop beer garden. Smoking is allowed only at the bench by the loading dock, at least 25 feet from any door. A violation costs $200 plus cleaning.',
    ),
    says(
      'TENANT_RESPONSIBILITIES',
      "Keep the We Energies account in your name, keep renter's insurance with $50,000 of liability coverage, keep rugs on half of the floor above the first floor, charge e-bike batteries only inside the loft, keep windows closed below 20 degrees outside and the heat at 55 degrees or more while away, return borrowed tools within three days, and report leaks at once.",
    ),
    says(
      'RENT_ASSISTANCE_PROGRAMS',
      "We welcome Housing Choice Vouchers from the Housing Authority of the City of Milwaukee and the Milwaukee County Housing Choice Voucher program, vouchers ported from other housing authorities, HUD-VASH vouchers for veterans, and one-time help from the Milwaukee Rental Assistance program and the Community Advocates security deposit fund. For a voucher holder the 3-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, child support, W-2 (Wisconsin Works) payments and unemployment insurance all count as income. The loft must pass the housing authority's inspection before move-in, and we schedule it with you.",
    ),
    says(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Loft L104 on the first floor is built for a wheelchair user, with 36-inch doors, a roll-in shower with a fold-down bench and grab bars, a roll-under sink, lowered counters and front-control laundry. The Commerce Street entrance is level with the sidewalk and has an automatic door opener, and both elevators reach every floor and the garage. Two van-accessible parking spaces beside the garage elevator are free for residents who need them. Visual fire alarms and a flashing doorbell can be installed at no charge. Assistance animals are welcome with no pet fee, no pet rent and no breed limit. Reasonable accommodations and modifications, such as a reserved space near the elevator or grab bars in another loft, may be requested in person, by phone, by email or in the resident app.',
    ),
    says(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      "Gantry Malthouse Lofts follows the federal Fair Housing Act, the Wisconsin Open Housing Law and Milwaukee's fair housing ordinance. We do not discriminate based on race, color, religion, sex, sexual orientation, gender identity, national origin, ancestry, familial status, disability, age, marital status, lawful source of income or status as a victim of domestic abuse. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or the residents by any of these characteristics.",
    ),
  ],
  lease: maltLease,
};

// ---------------------------------------------------------------------------------------------
// H2: an 1853 townhouse and its carriage house in Savannah's historic district, split into four
// apartments around a courtyard: no elevator, street parking permits, hurricane shutters
// (TEXT viewings; no rent-assistance policy, no accessibility policy and no accessibility facts)
// ---------------------------------------------------------------------------------------------

const marloweLease = `RESIDENTIAL LEASE - THE MARLOWE HOUSE AND CARRIAGE HOUSE, 418 EAST CHARLTON STREET, SAVANNAH, GEORGIA 31401

1. PARTIES. This Lease is between Marlowe Charlton Holdings LLC ("Landlord"), managed by Live Oak Residential ("Manager"), and each adult who signs it ("Tenant"). Tenants who sign together are jointly and severally responsible.

2. PREMISES. The Premises are one of four apartments: the Garden, Parlor and Upper apartments in the main house, built in 1853, and the Carriage apartment in the carriage house on the rear lane. Both buildings are in the Savannah Landmark Historic District. Tenant accepts the features of a historic house: heart pine floors that creak, plaster walls, old wavy-glass windows, decorative fireplaces, steep original stairs, and no elevator in either building.

3. TERM. The term is twelve (12) months. Manager sends a renewal offer 60 days before the term ends. If Tenant neither renews nor gives 30 days' written notice, the Lease continues month to month at the current rent plus $150.

4. RENT. Rent is due on the 1st of each month.

5. LATE CHARGE. Rent not received by the end of the 5th is late, and a late charge of $75 is added. A returned payment costs $35.

6. SECURITY DEPOSIT. Tenant pays a security deposit equal to one and one-half months' rent, held in an escrow account at a Georgia bank. Landlord returns it within 30 days after Tenant moves out, with a written list of any deductions, as Georgia law requires.

7. MOVE-IN INSPECTION. Before move-in, Manager gives Tenant a written list of any existing damage, which Tenant reviews, signs and may add to.

8. UTILITIES. Landlord provides water, sewer, and trash and recycling collection from the City of Savannah. Tenant opens an account with Georgia Power for electricity. The Garden, Parlor and Upper apartments also have natural gas for the range and water heater, and Tenant opens a gas account with a Georgia natural gas marketer of Tenant's choice; the Carriage apartment is all-electric. Tenant arranges internet service; the buildings are wired for Comcast Xfinity.

9. HEATING AND COOLING. Every apartment is heated and cooled by ductless mini-split heat pumps on the walls, and the bedrooms have ceiling fans. Window air conditioners are not allowed. The fireplaces are decorative only: no fires, candles or gas logs may be used in them.

10. HISTORIC DISTRICT RULES. Tenant may not change the outside of either building. No satellite dishes, signs or flags may be attached to the front of the house, and the front door and shutters may not be painted or decorated except with removable holiday ties on the stoop railings.

11. HURRICANES AND STORMS. Every window has hurricane shutters: storm panels on the main house and hinged Bahama shutters on the carriage house. When a hurricane watch is issued for Chatham County, Manager closes and secures the shutters within 24 hours and opens them after the storm; Tenant does not close or open them. Tenant brings in courtyard and balcony furniture, grills and plants when a watch is issued. Tenant follows any mandatory evacuation order and tells Manager where to reach Tenant. Rent is not reduced for an evacuation unless the apartment cannot be lived in.

12. COURTYARD. The brick-walled courtyard is shared by the four apartments. Each apartment has a cafe table, and the shared gas grill is cleaned by whoever uses it. No one wades in the fountain, and pets are kept out of it. The courtyard is quiet after 10:00 p.m.

13. LAUNDRY. The shared washer and dryer in the old tack room off the courtyard are free to use from 7:00 a.m. to 10:00 p.m. Tenant removes laundry promptly.

14. PARKING. There is no off-street parking. Manager gives Tenant a lease letter to apply for a City of Savannah residential parking permit for the block, which costs what the City charges. The rear lane is a fire lane, and no vehicle may stop in it for more than 20 minutes to load or unload. Bicycles go in the covered rack in the courtyard, which holds six bikes.

15. PETS. Tenant may keep up to two pets, of which no more than one dog, with written approval. A dog may weigh no more than 35 pounds full grown. Each pet requires a refundable pet deposit of $350 and pet rent of $25 per month. Pets are not left alone in the courtyard. Assistance animals are not pets, and this clause does not apply to them.

16. SMOKING. Smoking and vaping are prohibited inside both buildings and on the stoop, the balconies, the sleeping porch and the iron staircase. Smoking is allowed only at the bench by the rear lane gate, at least 15 feet from any door or window, with butts in the sand urn.

17. NOISE. Quiet hours are 10:00 p.m. to 8:00 a.m. Because the heart pine floors carry sound, the Parlor and Upper apartments keep rugs on at least 60 percent of their floors.

18. LEAD-BASED PAINT. The house was built before 1978 and may contain lead-based paint under newer paint. Tenant has received the federal disclosure form and pamphlet. Tenant does not sand or scrape painted surfaces and reports chipping or peeling paint.

19. MAINTENANCE. Tenant submits routine repair requests through the tenant portal, and Manager responds within three business days.

20. EMERGENCIES. Tenant reports an emergency at once, 24 hours a day, to the emergency line at (912) 555-0121. Emergencies include water coming through a ceiling or wall, a sewer backup, no heat when it is below 50 degrees outside, a smell of gas (leave the building first, then call), fire or smoke, storm damage, a door or window that will not lock, and a lockout. The water shut-off valve for each apartment is under its kitchen sink; the main shut-off for the main house is in the utility closet at the back of the Garden apartment's hall.

21. ENTRY. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency or to close or open hurricane shutters.

22. KEYS. Each apartment receives two door keys and one key to the courtyard gate on Charlton Street. The caretaker's key lockbox in the tack room, code 2846, holds spare keys and is for Manager's staff only; Tenant may not use or share the code.

23. CARETAKER. The caretaker, Ambrose Delacroix, personal cell (912) 555-0168, lives off site and is not a tenant contact. Every request goes through the tenant portal or the emergency line.

24. PAYMENT ACCOUNT. Landlord's operating account is at Tybee Sound Bank, routing number 061103852, account number 5527093184, for Landlord's accounting only. Tenant pays through the tenant portal and never directly into this account.

25. INSURANCE AND NOTICES. Tenant keeps renter's insurance with at least $100,000 of personal liability coverage. Notices to Landlord go to Live Oak Residential, 102 E Liberty St, Savannah, GA 31401. This Lease and the House Rules are the whole agreement.`;

const marlowe = {
  id: MARLOWE,
  property: {
    name: 'The Marlowe House and Carriage House',
    address: '418 E Charlton St, Savannah, GA 31401',
    type: 'QUADRUPLEX',
    description:
      "The Marlowe House is an 1853 Greek Revival townhouse on East Charlton Street in Savannah's Landmark Historic District, a block from Troup Square, with a two-story carriage house behind it on the rear lane. The main house was divided into three apartments in 1978, and the carriage house, once a stable with a coachman's room above it, became a fourth apartment in 2011. The two buildings face each other across a brick-walled courtyard with a cast-iron fountain, banana trees, a shared gas grill and a cafe table for every apartment. Inside are heart pine floors, plaster moldings, working pocket doors and marble mantels over decorative fireplaces that are not used for fires. The main house is entered by a front stoop of eleven brownstone steps, the Garden apartment is four steps down from the sidewalk, and the Carriage apartment is up an exterior iron staircase. There is no elevator in either building. Every apartment is cooled and heated by ductless mini-split units on the walls, and the bedrooms have ceiling fans. A shared washer and dryer are in the old tack room off the courtyard, free to use. There is no off-street parking, so residents park on the street with a City of Savannah residential parking permit. Every window has hurricane shutters, which the manager closes when a hurricane watch is issued. Cats and one small dog of up to 35 pounds are welcome. Forsyth Park, Broughton Street and the Savannah College of Art and Design buildings are all a short walk away.",
    amenities: ['SMALL_DOGS', 'CATS', 'AIR_CONDITIONING'],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME'],
    petQuestions: ['COUNT', 'DOG_SIZE'],
    dogsAllowedCount: 1,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 35,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'Garden',
      type: 'APARTMENT',
      sizeSqft: 650,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1450,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Garden-level one-bedroom under the main house, four steps down from the sidewalk through its own door beneath the stoop, with original brick walls, 8-foot ceilings, a kitchen that opens onto the courtyard and a clawfoot tub with a shower ring. Available now.',
    },
    {
      unitNumber: 'Parlor',
      type: 'APARTMENT',
      sizeSqft: 1050,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 2150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Parlor-floor one-bedroom at the top of the eleven-step front stoop, with 12-foot ceilings, two marble mantels, floor-to-ceiling windows onto a cast-iron balcony over Charlton Street and a galley kitchen with a dishwasher. Available January 1, 2027.',
    },
    {
      unitNumber: 'Upper',
      type: 'APARTMENT',
      sizeSqft: 1300,
      bedrooms: 2,
      bathrooms: 1.5,
      monthlyPrice: 2475,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The top two floors of the main house, up the front stoop and two more flights of the original staircase, with two bedrooms, a full bath and a half bath, a screened sleeping porch over the courtyard and a dishwasher. Available December 15, 2026.',
    },
    {
      unitNumber: 'Carriage',
      type: 'APARTMENT',
      sizeSqft: 720,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1725,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The carriage house apartment over the old stable, up an exterior iron staircase from the courtyard, with exposed heart pine beams, a vaulted ceiling, a bedroom tucked under the eaves, an all-electric kitchen and a small balcony over the rear lane. The stable below is storage for the house. Available now.',
    },
  ],
  policies: [
    says('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    says('LANDLORD_UTILITIES', 'WATER, TRASH'),
    says('SECURITY_DEPOSIT', 'ONE_AND_HALF_MONTH'),
    says('RENTAL_LENGTH', 'LONG_TERM'),
    counts('RENTAL_DURATION_MONTHS', 12),
    counts('MOVE_OUT_NOTICE_PERIOD', 30),
    says(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,450 for the Garden apartment, $2,150 for the Parlor apartment, $2,475 for the Upper apartment and $1,725 for the Carriage apartment. Applicants need a combined gross monthly income of at least 3 times the rent, or a co-signer who earns 4 times the rent. Each adult applicant pays a $50 application fee. Water, sewer and trash are included; you pay Georgia Power for electricity, a gas marketer for gas (except in the all-electric Carriage apartment) and your own internet.',
    ),
    says(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a $75 late charge is added. A returned payment costs $35.',
    ),
    says(
      'PAYMENT_METHOD',
      'Pay through the tenant portal by ACH transfer at no cost, or by debit or credit card with a 3 percent card fee. Checks are accepted by mail to the Live Oak Residential office. Cash is not accepted.',
    ),
    says(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one and a half months' rent, held in escrow at a Georgia bank and due at lease signing. Each pet needs a separate refundable $350 pet deposit. Deposits are returned with a written list of deductions within 30 days after move-out.",
    ),
    says(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers are sent 60 days before the lease ends. If you neither renew nor give 30 days' written notice, the lease continues month to month at $150 above the current rent.",
    ),
    says(
      'LEASE_TERMINATION_POLICY',
      "To leave early, give 30 days' written notice and pay a fee of two months' rent. Service members with orders may end the lease as Georgia law provides.",
    ),
    says(
      'SUBLETTING_POLICY',
      'Subletting is not allowed, and the apartments may not be used as short-term vacation rentals; Savannah limits short-term rentals in the historic district and this house has no permit.',
    ),
    says(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 45 nights in a year. A guest may use the courtyard with a tenant and may park on the street with a visitor pass from the City of Savannah.',
    ),
    says(
      'PARKING_POLICY',
      'There is no off-street parking. We give you a lease letter so you can apply for a City of Savannah residential parking permit for the block, at the price the City charges. The rear lane is a fire lane: stop there only to load or unload, for 20 minutes at most. Bikes go in the covered courtyard rack, which holds six.',
    ),
    says(
      'COMMON_AREA_POLICY',
      'The courtyard is shared by all four apartments and is quiet after 10 p.m.; each apartment has its own cafe table, and the gas grill is shared. Nobody wades in the fountain, and pets stay out of it. The free washer and dryer in the old tack room may be used from 7 a.m. to 10 p.m. The stable under the Carriage apartment is storage for the house and is not open to tenants.',
    ),
    says(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 8 a.m. The heart pine floors carry sound, so the Parlor and Upper apartments keep rugs on at least 60 percent of their floors.',
    ),
    says(
      'SMOKING_POLICY',
      'No smoking or vaping inside either building or on the stoop, balconies, sleeping porch or iron staircase. Smoking is allowed only at the bench by the rear lane gate, at least 15 feet from any door or window, with butts in the sand urn.',
    ),
    says(
      'TENANT_RESPONSIBILITIES',
      "Keep the Georgia Power account (and a gas account, except in the Carriage apartment) in your name, keep renter's insurance with $100,000 of liability coverage, bring in courtyard and balcony furniture, grills and plants when a hurricane watch is issued, never light a fire or candle in a fireplace, keep rugs on 60 percent of the floors in the Parlor and Upper apartments, clean the mini-split filters once a month, and never sand or scrape paint.",
    ),
    says(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The manager closes and opens the hurricane shutters, services the mini-split units twice a year, keeps the courtyard, fountain, grill and laundry in working order, and arranges pest control every three months.',
    ),
    says(
      'HEALTH_SAFETY_CODES',
      'Every apartment has hard-wired smoke alarms and a carbon monoxide alarm, and the main house has a fire extinguisher on each landing. The house was built before 1978 and comes with the federal lead-based paint disclosure. When a hurricane watch is issued for Chatham County the manager closes the hurricane shutters within 24 hours, and tenants follow any mandatory evacuation order.',
    ),
    says(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'We follow the federal Fair Housing Act and the Georgia Fair Housing Act. We do not discriminate based on race, color, religion, sex, national origin, disability or familial status, and every applicant is screened with the same written criteria. You do not need to be a student to live here.',
    ),
  ],
  lease: marloweLease,
};

// ---------------------------------------------------------------------------------------------
// H3: a townhome community for families in Salt Lake City near a light-rail stop, with a fenced
// tot lot, snow removal rules, attached garages and radon mitigation (CALENDAR viewings;
// accessibility policy and one step-free townhome, but no rent-assistance policy)
// ---------------------------------------------------------------------------------------------

const foxLease = `TOWNHOME LEASE - FOXTAIL COMMONS TOWNHOMES, 3275 SOUTH 300 WEST, SALT LAKE CITY, UTAH 84115

1. PARTIES. This Lease is between Foxtail Commons Owner LLC ("Owner"), managed by Wasatch Hearth Management ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable.

2. PREMISES. The Premises are a townhome with its attached garage and fenced patio, together with the use of the common areas of the community under the Community Rules.

3. TERM. The term is twelve (12) months. If neither party gives 30 days' written notice before the end of the term, the Lease continues month to month at the current rent plus $200.

4. RENT. Rent is due on the 1st of each month.

5. LATE CHARGE. Rent not received by the end of the 5th is late, and a late charge of $75 is added on the 6th. A returned payment costs $20.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent. Owner returns it, with an itemized list of any deductions, within 30 days after Resident moves out, as Utah law provides. Any non-refundable fee is stated in writing at signing.

7. UTILITIES. Owner provides water, sewer, and trash and recycling collection, and snow removal on the community streets and shared sidewalks. Resident opens accounts with Rocky Mountain Power for electricity and Enbridge Gas for the furnace, water heater and gas fireplace, and arranges internet service; the community is wired for Google Fiber and Xfinity.

8. OCCUPANCY. No more than two persons per bedroom plus one may live in the townhome.

9. GARAGE AND PARKING. Each townhome has an attached garage (one car for townhome 12, two cars for the others) with two garage remotes. Resident keeps at least one vehicle in the garage rather than using the garage only for storage. Visitor spaces on Foxtail Lane and Kit Fox Court may be used for up to 48 hours. RVs, boats and trailers may not be parked anywhere in the community. From November 1 through March 31 no vehicle may be parked on the community streets between 1:00 a.m. and 7:00 a.m., so the plows can run.

10. SNOW AND ICE. Owner plows the community streets when two inches or more of snow has fallen and clears the shared sidewalks, the mailbox kiosk and the paths to the tot lot by 8:00 a.m. Resident clears the driveway apron, front walk and front steps of the townhome within 24 hours after the snow stops, using only the pet-safe ice melt that Owner provides free at the maintenance shop; rock salt damages the pavers and is not allowed. Snow may not be shoveled into the street or onto the tot lot.

11. RADON MITIGATION. Each townhome has an active radon mitigation system: a fan on the outside wall draws soil gas from under the floor slab and vents it above the roof. A U-tube gauge on the pipe in the garage shows the system is working when the liquid levels are uneven. Resident leaves the fan running at all times, does not cover the exhaust, and reports even gauge levels or a noisy fan as a maintenance request. Owner tests every townhome every two years; the 2025 tests averaged 1.1 picocuries per liter, below the EPA action level of 4.0.

12. TOT LOT AND PLAYGROUND. The fenced tot lot is for children five and under with an adult present, from 8:00 a.m. to dusk, and its self-closing gate is kept shut. Pets and food are not allowed in the tot lot. The larger playground next to it is for children 5 to 12. The picnic pavilion may be reserved for $40.

13. DOG PARK. The dog park has separate areas for small and large dogs and is open 7:00 a.m. to 9:00 p.m. Owners pick up after their dogs everywhere in the community.

14. PETS. Resident may keep up to two pets, dogs or cats, with written approval. A dog may weigh no more than 50 pounds full grown. Pit bulls, German shepherds and Rottweilers, or mixes of them, are not accepted. Each pet requires a non-refundable pet fee of $300 and pet rent of $30 per month. Dogs are leashed outside the townhome and its fenced patio. Assistance animals are not pets, and no fee, pet rent, weight or breed limit applies to them.

15. SMOKING. Foxtail Commons is smoke-free. Smoking and vaping of any substance are prohibited inside the townhomes and garages, on patios and in all common areas. A violation carries a $250 charge plus the cost of cleaning.

16. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Townhomes share walls, so amplified music and home theater speakers are kept off shared walls.

17. TRASH. Trash and recycling carts are kept in the garage. Carts go to the curb after 6:00 p.m. Monday and are brought in by 8:00 p.m. Tuesday. Bulk waste is collected in April and October.

18. PATIOS. Patios may hold outdoor furniture and a gas or electric grill; charcoal grills, trampolines and pools deeper than 12 inches are not allowed.

19. MAINTENANCE. Resident submits routine repair requests through the resident portal, and Manager responds within two business days. Resident replaces the furnace filter every three months with the free filters from the maintenance shop and tests the smoke alarms monthly.

20. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (801) 555-0129. Emergencies include water leaking or flooding, a sewer backup, no heat when it is below 40 degrees outside, a smell of gas (leave the townhome first and call from outside), fire or smoke, a garage door that will not close, and a lockout. The main water shut-off valve is in the utility closet beside the furnace, and the gas shut-off is at the meter on the outside wall.

21. ENTRY. Manager may enter after 24 hours' notice for repairs, inspections, radon testing and showings, and at any time in an emergency.

22. KEYS. Resident receives two house keys, two garage remotes and one mailbox key. The keypad code for the maintenance shop, 6058, is for staff only; Resident may not use or share it.

23. STAFF CONTACTS. The community manager, Marisol Fenwick, personal cell (801) 555-0173, is not a resident contact. Every request goes through the resident portal, the leasing office or the emergency line.

24. PAYMENT ACCOUNT. Owner's operating account is at Bonneville Mutual Bank, routing number 124085317, account number 3860214759, for Owner's accounting only. Resident pays through the resident portal and never directly into this account.

25. ACCOMMODATIONS AND NOTICES. Owner grants reasonable accommodations and permits reasonable modifications for a person with a disability. Notices to Owner go to the leasing office, 3275 S 300 W, Salt Lake City, UT 84115. This Lease and the Community Rules are the whole agreement.`;

const fox = {
  id: FOX,
  property: {
    name: 'Foxtail Commons Townhomes',
    address: '3275 S 300 W, Salt Lake City, UT 84115',
    type: 'MULTI_FAMILY',
    description:
      'Foxtail Commons is a community of 56 two-story townhomes in South Salt Lake, built in 2016 around a central green and a five-minute walk from the Millcreek TRAX light rail station. The townhomes are made for families, with two to four bedrooms, an attached garage, a fenced patio and a washer and dryer in every home. In the middle of the green is a fenced tot lot for children five and under, with a soft rubber surface, a shade sail, toddler swings and a sandbox, and a bigger playground and a picnic pavilion sit next to it. The community plows its own streets and clears the shared sidewalks, and each household clears its own driveway and front walk. Every home has central air, a gas furnace and an active radon mitigation system with a fan that runs under the floor slab all year. Water, sewer, trash and recycling are included, and Rocky Mountain Power and Enbridge Gas are in your name. A dog park has separate areas for small and large dogs, and there are pet waste stations along every path. Guests park in the marked visitor spaces on Foxtail Lane and Kit Fox Court. The leasing office and maintenance shop are on site, open weekdays and Saturday mornings. One end townhome has a step-free entry from the garage and a bedroom and full bath on the main floor. Dogs up to 50 pounds and cats are welcome, and the whole community is smoke-free.',
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'CENTRAL_AIR',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: null,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'EMOTIONAL_SUPPORT', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'GERMAN_SHEPHERD', 'ROTTWEILER'],
    maxDogSizeLbs: 50,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '12',
      type: 'HOUSE',
      sizeSqft: 1180,
      bedrooms: 2,
      bathrooms: 1.5,
      monthlyPrice: 1895,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Interior two-story townhome with two bedrooms and a full bath upstairs, a half bath on the main floor, a one-car attached garage and a fenced patio that looks onto the tot lot. Two steps up to the front door. Available now.',
    },
    {
      unitNumber: '27',
      type: 'HOUSE',
      sizeSqft: 1560,
      bedrooms: 3,
      bathrooms: 2.5,
      monthlyPrice: 2350,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'End-unit three-bedroom townhome with all three bedrooms upstairs, a gas fireplace in the living room, a two-car attached garage and a fenced side yard. Available January 1, 2027.',
    },
    {
      unitNumber: '31',
      type: 'HOUSE',
      sizeSqft: 1620,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 2425,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'End-unit three-bedroom townhome built for accessibility: a step-free entry from the two-car garage and from the front walk, a main-floor bedroom with a full bath that has a curbless shower with a bench and grab bars, 36-inch doors and lever handles, and two more bedrooms and a full bath upstairs. Available December 12, 2026.',
    },
    {
      unitNumber: '44',
      type: 'HOUSE',
      sizeSqft: 2050,
      bedrooms: 4,
      bathrooms: 2.5,
      monthlyPrice: 2690,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Four-bedroom townhome on three levels with a finished basement family room, a two-car attached garage and a fenced patio. The radon fan and the furnace are in the basement utility room. Available February 1, 2027.',
    },
  ],
  policies: [
    says('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    says('LANDLORD_UTILITIES', 'WATER, TRASH'),
    says('SECURITY_DEPOSIT', 'ONE_MONTH'),
    says('RENTAL_LENGTH', 'LONG_TERM'),
    counts('RENTAL_DURATION_MONTHS', 12),
    counts('MOVE_OUT_NOTICE_PERIOD', 30),
    says(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,895 for two-bedroom townhome 12, $2,350 for three-bedroom townhome 27, $2,425 for three-bedroom townhome 31 and $2,690 for four-bedroom townhome 44. Applicants need a combined gross monthly household income of at least 3 times the rent, or a co-signer who earns 4 times the rent. Each adult applicant pays a $45 application fee. Water, sewer, trash, recycling and snow removal on the community streets are included; residents pay Rocky Mountain Power, Enbridge Gas and their own internet.',
    ),
    says(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a $75 late charge is added on the 6th. A returned payment costs $20.',
    ),
    says(
      'PAYMENT_METHOD',
      'Pay through the resident portal by ACH transfer at no cost, or by debit or credit card with a 2.75 percent card fee. Checks and money orders may be left in the drop box at the leasing office.',
    ),
    says(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent, due at lease signing. It is returned with an itemized list of deductions within 30 days after move-out. Pet fees are non-refundable and separate from the deposit.",
    ),
    says(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers go out 60 days before the lease ends. If neither side gives 30 days' written notice, the lease continues month to month at $200 above the current rent.",
    ),
    says(
      'LEASE_TERMINATION_POLICY',
      "To leave early, give 30 days' written notice and pay a fee of one month's rent. There is no fee for service members with orders or for a move into a home you have bought, with proof.",
    ),
    says(
      'SUBLETTING_POLICY',
      'Subletting, renting out rooms and short-term rentals are not allowed.',
    ),
    says(
      'GUEST_POLICY',
      'Guests may stay up to 21 nights in any six months. Guest cars use the visitor spaces on Foxtail Lane and Kit Fox Court for up to 48 hours, and from November 1 to March 31 no car may be on the community streets between 1 a.m. and 7 a.m.',
    ),
    says(
      'PARKING_POLICY',
      'Every townhome has an attached garage at no extra charge: one car for townhome 12 and two cars for townhomes 27, 31 and 44, each with two remotes, and at least one car must be kept in it. Visitor spaces are limited to 48 hours. RVs, boats and trailers may not be kept in the community. No street parking from 1 a.m. to 7 a.m. between November 1 and March 31, so the plows can run. Two van-accessible visitor spaces are by the leasing office.',
    ),
    says(
      'COMMON_AREA_POLICY',
      'The fenced tot lot is for children five and under with an adult, 8 a.m. to dusk, with no pets or food inside; keep the self-closing gate shut. The bigger playground is for ages 5 to 12. The picnic pavilion may be reserved for $40. The dog park, with small-dog and large-dog sides, is open 7 a.m. to 9 p.m. The leasing office and maintenance shop are open Monday to Friday 9 a.m. to 6 p.m. and Saturday 9 a.m. to noon.',
    ),
    says(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Townhomes share walls, so keep speakers and home theater systems off the shared walls.',
    ),
    says(
      'SMOKING_POLICY',
      'Foxtail Commons is smoke-free: no smoking or vaping of tobacco, marijuana or anything else inside the townhomes or garages, on patios or anywhere in the common areas. A violation costs $250 plus cleaning.',
    ),
    says(
      'TENANT_RESPONSIBILITIES',
      "Clear your driveway apron, front walk and front steps within 24 hours after snow stops, using only the free pet-safe ice melt from the maintenance shop (no rock salt). Leave the radon fan running and report a gauge with even levels. Put the trash carts out after 6 p.m. Monday and bring them in by 8 p.m. Tuesday. Replace the furnace filter every three months with the free filters from the shop, and keep renter's insurance with $100,000 of liability coverage.",
    ),
    says(
      'HEALTH_SAFETY_CODES',
      'Every townhome has an active radon mitigation system (sub-slab depressurization) with a fan vented above the roof and a U-tube gauge in the garage; the owner tests every home every two years, and the 2025 tests averaged 1.1 picocuries per liter, below the EPA action level of 4.0. Every home has hard-wired smoke alarms on each level and a carbon monoxide alarm near the bedrooms. The tot lot has a rubber safety surface and a self-closing gate.',
    ),
    says(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Townhome 31 has a step-free entry from the garage and from the front walk, a main-floor bedroom and full bath with a curbless shower, a bench and grab bars, 36-inch doors and lever handles. The other townhomes have two steps at the front door and all bedrooms upstairs (townhome 12 has a half bath on the main floor). The leasing office is step-free and has an accessible restroom, and two van-accessible visitor spaces are next to it. Assistance animals are welcome with no pet fee, pet rent, weight or breed limit. Reasonable accommodations (such as a reserved visitor space or snow cleared first from your walk) and reasonable modifications (such as a railing, a portable ramp or grab bars) may be requested in person, by phone, by email or in the resident portal.',
    ),
    says(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Foxtail Commons follows the federal Fair Housing Act and the Utah Fair Housing Act. We do not discriminate based on race, color, religion, sex, national origin, familial status, disability, source of income, sexual orientation or gender identity. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or its residents by these characteristics.',
    ),
  ],
  lease: foxLease,
};

writeFileSync(
  join(here, '..', 'properties.json'),
  `${JSON.stringify([malt, marlowe, fox], null, 2)}\n`,
);
console.log('wrote properties.json');
