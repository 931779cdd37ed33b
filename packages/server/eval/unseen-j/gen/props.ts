/**
 * Set J properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-j/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MILL, RIDGE, TOWER } from './lib.ts';

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
// J1: an 1898 cotton mill in Cedartown, Georgia, turned into lofts, with ground-floor live/work
// lofts that open onto the street, a shared maker studio with a kiln, a freight elevator and a
// card-only laundry (CALENDAR viewings; a rent-assistance policy AND an accessibility policy)
// ---------------------------------------------------------------------------------------------

const millLease = `RESIDENTIAL AND LIVE/WORK LEASE - BELLWETHER MILL LOFTS, 215 SPINNER STREET, CEDARTOWN, GEORGIA 30125

1. PARTIES. This Lease is between Bellwether Mill Partners LLC ("Landlord"), managed by Polk Heritage Property Management ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent and all charges.

2. PREMISES. The Premises are a loft in the former Bellwether Cotton Mill, built in 1898 and converted to 36 lofts in 2019. Resident accepts the character of a converted mill: exposed brick that may shed a little dust, heart-pine floors that creak, timber posts, tall factory windows with interior storm panels, and the sound of trains on the rail line behind the mill.

3. TERM. The term is twelve (12) months from the start date on the signature page. Resident gives at least 60 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month at the current rent plus $100 a month.

4. RENT. Rent is due on the 1st of each month and is paid through the resident portal.

5. LATE CHARGE. Rent not paid by the end of the 5th is late. A late charge of $50 is added on the 6th, plus $10 a day after that, never more than $150 in one month. A returned payment costs $30.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent. Resident may pay it in two equal halves, the second due with the second month's rent. Landlord returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Landlord provides water, sewer, trash and recycling collection and fiber internet service to every loft. Resident opens an account with Georgia Power for electricity, which runs the lights, the kitchen and the loft's own heat pump for heating and air conditioning. There is no natural gas in the building.

8. LIVE/WORK LOFTS. A Weave Room loft on the ground floor may be used as both a home and a place of business. Resident keeps a City of Cedartown business license and business liability insurance of at least $300,000. Customers and clients may visit by appointment between 8:00 a.m. and 7:00 p.m. Up to two employees who do not live in the loft may work there. Not allowed: making food for sale, auto or engine repair, tattooing, and any use that needs a hazardous materials permit. One sign up to 24 by 36 inches may hang in the storefront window.

9. DYE HOUSE STUDIO. The shared maker studio in the former dye house is open from 7:00 a.m. to 10:00 p.m. with a key fob. It has an electric pottery kiln, wedging tables, workbenches, two utility sinks, an adjustable-height workbench and a woodworking corner with a table saw, a band saw and a drill press. The power tools may be used only after the free safety orientation held on the first Saturday of each month. Kiln firings are booked in the resident portal and cost $15 a firing. No spray finishing with solvents indoors, and Resident cleans up after every session.

10. FREIGHT ELEVATOR AND MOVES. The rebuilt 1920s freight elevator carries moves, furniture and work materials up to 4,000 pounds and is reserved through the leasing office in two-hour blocks, Monday to Saturday, 8:00 a.m. to 6:00 p.m. The passenger elevator serves every floor. The covered loading dock is a 30-minute loading zone.

11. OCCUPANCY. No more than two persons per bedroom plus one may live in a loft (two in a studio).

12. PARKING. Parking in the gravel lot is free: up to two vehicles per loft, first come, first served. Six spaces along the Spinner Street side are marked for customers of live/work businesses and visitors. Trailers, boats, campers and vehicles that do not run may not be kept in the lot.

13. LAUNDRY. The shared laundry room in the old boiler house has ten washers and ten dryers and is open 6:00 a.m. to 11:00 p.m. The machines are card-operated and take no coins: Resident pays with a reloadable laundry card, sold for $5 at the leasing office, or with the laundry app. A wash costs $2.00 and a dry $1.75. Loft 318 has a washer and dryer hookup closet for Resident's own machines.

14. PETS. Resident may keep up to two pets, dogs or cats, with written approval. A dog may weigh no more than 40 pounds full grown; there is no breed restriction. Each pet needs a refundable pet deposit of $350, and there is no monthly pet rent. Dogs are leashed everywhere outside the loft, and pet waste is picked up at once; bags are at the pet station by the mill pond. Service and assistance animals are not pets, and no deposit or weight limit applies to them.

15. SMOKING. Smoking and vaping of any substance are not allowed anywhere on the property: in the lofts, on balconies, in the courtyard, in the Dye House Studio, on the mill pond loop or in the parking lot. A violation carries a $250 charge plus the cost of cleaning.

16. NOISE AND POWER TOOLS. Quiet hours are 10:00 p.m. to 7:00 a.m. Power tools may be used inside a loft only from 9:00 a.m. to 6:00 p.m. on weekdays and 10:00 a.m. to 5:00 p.m. on weekends. Freight trains on the rail line behind the mill usually pass twice a night and sound their horns at the Prior Street crossing; this is outside Landlord's control.

17. WALLS, WINDOWS AND ALTERATIONS. Resident may hang art on the brick only with the masonry hooks the leasing office provides. Resident may not paint the brick or the timber, remove the interior storm panels or open the factory windows beyond their safety stops.

18. MILL POND AND GROUNDS. The one-mile walking loop around the mill pond is lit from dusk to 11:00 p.m. Swimming and boating in the pond are not allowed; catch-and-release fishing from the bank is allowed. The back gate opens onto the Silver Comet Trail. The mill's water tower, the roof and the old turbine room are closed to residents.

19. MAINTENANCE. Resident submits routine repair requests in the resident portal, and Manager responds within two business days. Manager services each heat pump in spring and fall.

20. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (770) 555-0148. Emergencies include water coming through a ceiling or wall, a sewer backup, no heat when it is below 40 degrees outside, no cooling when it is above 95 degrees, fire or smoke, sparking or burning smells from an outlet, a person stuck in an elevator, and a lockout. The water shut-off valve for each loft is in the utility closet beside the heat pump.

21. ENTRY, KEYS AND ACCESS. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. Resident receives two key fobs and one mailbox key; a replacement fob costs $40. The water tower and roof hatch keypad code, 6274, is for Manager's staff and emergency crews only; Resident may not use or share it.

22. STAFF CONTACTS. The property caretaker, Luther Pruitt, personal cell (770) 555-0193, is not a resident contact. Every request goes through the resident portal or the emergency line.

23. PAYMENT ACCOUNT. Landlord's operating account is at Coosa Valley Farmers Bank, routing number 061112788, account number 4409817362, for Landlord's accounting only. Resident pays through the resident portal and never directly into this account.

24. INSURANCE AND ACCOMMODATIONS. Resident keeps renter's insurance with at least $100,000 of personal liability coverage. Landlord grants reasonable accommodations and permits reasonable modifications for a person with a disability; a request may be made orally or in writing to the leasing office.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Polk Heritage Property Management, 118 Main Street, Cedartown, GA 30125. This Lease, the Live/Work Rules and the Community Rules are the whole agreement.`;

const mill = {
  id: MILL,
  property: {
    name: 'Bellwether Mill Lofts',
    address: '215 Spinner St, Cedartown, GA 30125',
    type: 'MULTI_FAMILY',
    description:
      "Bellwether Mill Lofts fill the old Bellwether Cotton Mill, a four-story brick textile mill built in 1898 beside a mill pond at the edge of downtown Cedartown, Georgia, that spun cotton yarn until 1987 and was converted in 2019 into 36 lofts. The lofts keep the mill's 14-foot ceilings, exposed brick, heavy timber posts, heart-pine floors and nine-foot factory windows, now fitted with interior storm panels. On the ground floor, the Weave Room live/work lofts each have a glass storefront door onto Spinner Street, so a resident can run a studio, shop or office from home under the live/work rules in the lease. Across the courtyard, the Dye House Studio is a shared maker space with an electric pottery kiln, workbenches, utility sinks and a woodworking corner that residents may use after a free safety orientation. A rebuilt freight elevator carries moves, furniture and work materials, and a passenger elevator serves every floor. The main entrance from the parking lot is step-free, with two accessible parking spaces beside it. Fiber internet, water, sewer and trash are included in the rent, and each loft has its own heat pump for heating and air conditioning on a Georgia Power account. The laundry room in the old boiler house is card-operated: it takes a reloadable laundry card or the laundry app, not coins. Parking in the gravel lot is free, and a covered loading dock serves deliveries. A lit one-mile walking loop circles the mill pond, and the back gate opens onto the Silver Comet Trail. Freight trains on the rail line behind the mill pass about twice a night and sound their horns at the Prior Street crossing.",
    amenities: ['SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'AIR_CONDITIONING'],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 40,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '101',
      type: 'APARTMENT',
      sizeSqft: 1150,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1285,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Ground-floor Weave Room live/work loft with a glass storefront door onto Spinner Street, a 400-square-foot front workroom with a utility sink and its own 20-amp circuits, and a one-bedroom home behind it. Built for a wheelchair user: step-free from the street and from the courtyard, 36-inch doors, a roll-in shower with grab bars and a bench, a roll-under kitchen sink and a lowered counter. Available now.',
    },
    {
      unitNumber: '214',
      type: 'APARTMENT',
      sizeSqft: 640,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 895,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "Second-floor studio loft with a sleeping mezzanine reached by a steep ship's ladder, two nine-foot factory windows facing the mill pond and an open kitchen along the brick wall. Available December 14, 2026.",
    },
    {
      unitNumber: '318',
      type: 'APARTMENT',
      sizeSqft: 1420,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 1540,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor corner loft with two bedrooms and two baths, original heart-pine floors, six factory windows on two sides looking toward the water tower, and a washer and dryer hookup closet for your own machines. Available January 4, 2027.',
    },
    {
      unitNumber: '405',
      type: 'APARTMENT',
      sizeSqft: 980,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1195,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "Top-floor one-bedroom loft under the mill's sawtooth roof, with north-facing skylights that give even daylight all day (a favorite of painters), a walk-in closet and a small balcony over the courtyard. Available February 1, 2027.",
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY'),
    text('LANDLORD_UTILITIES', 'WATER, INTERNET, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,285 for live/work loft 101, $895 for studio loft 214, $1,540 for two-bedroom loft 318 and $1,195 for loft 405. The application fee is $40 per adult. The household needs a monthly income of at least 2.5 times the rent. Self-employed applicants show their last two years of tax returns or their last six months of bank statements, and business income counts.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th. A $50 late charge is added on the 6th, plus $10 a day after that, up to $150 in one month. A returned payment costs $30.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident portal by bank transfer at no cost or by card with a 2.75 percent card fee. Money orders are taken at the leasing office in the mill’s front office. Cash is not taken.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent, due at lease signing, and may be paid in two equal halves, the second with the second month's rent. It is returned with an itemized list of any deductions within 30 days after move-out.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 60 days' written notice and pay a fee equal to one month's rent. A resident called to active military duty may end the lease under federal law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting a whole loft needs written approval and a screened subtenant. The workroom of a live/work loft may not be rented separately to another business, and stays shorter than 30 days are not allowed.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 45 nights in a year. Customers of a live/work business are visitors, not guests, and come by appointment between 8 a.m. and 7 p.m.',
    ),
    text(
      'PARKING_POLICY',
      'Parking in the gravel lot is free, up to two vehicles per loft, first come, first served. Six spaces along the Spinner Street side are for customers and visitors, and two accessible spaces are beside the main entrance. The covered loading dock is a 30-minute loading zone. No trailers, boats, campers or vehicles that do not run.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The Dye House Studio is open 7 a.m. to 10 p.m.; kiln firings are booked in the resident portal for $15 a firing, and the table saw, band saw and drill press may be used only after the free safety orientation on the first Saturday of each month. The laundry room in the old boiler house is open 6 a.m. to 11 p.m.; its card-operated machines take a reloadable laundry card ($5 at the leasing office) or the laundry app, never coins, and cost $2.00 a wash and $1.75 a dry. The courtyard has two gas grills and picnic tables. The freight elevator is reserved at the leasing office in two-hour blocks for moves and deliveries.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Power tools may be used in a loft only 9 a.m. to 6 p.m. on weekdays and 10 a.m. to 5 p.m. on weekends. Freight trains on the rail line behind the mill usually pass twice a night and sound their horns at the Prior Street crossing.',
    ),
    text(
      'SMOKING_POLICY',
      'Smoking and vaping of anything are not allowed anywhere on the property: lofts, balconies, courtyard, Dye House Studio, the mill pond loop and the parking lot.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Georgia Power account in your name; keep renter's insurance with $100,000 of liability coverage; in a live/work loft keep a City of Cedartown business license and $300,000 of business liability insurance, see customers only by appointment from 8 a.m. to 7 p.m., employ no more than two people who do not live there, and make no food for sale; clean up after every session in the Dye House Studio.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The manager services every heat pump in spring and fall, keeps the freight and passenger elevators inspected, maintains the kiln and the studio tools, keeps the mill pond loop lit from dusk to 11 p.m., and answers routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We welcome Housing Choice Vouchers administered by the Georgia Department of Community Affairs (DCA), vouchers ported from other housing authorities and HUD-VASH vouchers for veterans. For a voucher holder, the 2.5-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, child support, alimony, unemployment and self-employment income all count as income. The loft must pass the voucher program's inspection before move-in, and we schedule it with you.",
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'The main entrance from the parking lot is step-free, with two accessible parking spaces beside it, and the passenger elevator reaches every floor. Live/work loft 101 is built for a wheelchair user, with a roll-in shower, grab bars, 36-inch doors, a roll-under sink and a lowered counter. The Dye House Studio has an adjustable-height workbench and a front-loading kiln. Assistance animals are not pets: no pet deposit or weight limit applies. Ask the leasing office for a reasonable accommodation or modification, orally or in writing.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Bellwether Mill Lofts follow the federal Fair Housing Act and the Georgia Fair Housing Act. We do not discriminate because of race, color, religion, sex, national origin, familial status or disability. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or the residents by these characteristics.',
    ),
  ],
  lease: millLease,
};

// ---------------------------------------------------------------------------------------------
// J2: a 1978 side-by-side duplex on a bench above Red Lodge, Montana, up a private gravel road
// with six switchbacks, heated by wood-pellet stoves, with a shared snowblower and bear rules
// (TEXT viewings; no rent-assistance, accessibility or fair-housing policy and no
// accessibility facts; no smoking question)
// ---------------------------------------------------------------------------------------------

const ridgeLease = `LEASE OF A DUPLEX HOME - WILLOW CREEK BENCH DUPLEX, 1407 WILLOW CREEK SWITCHBACK ROAD, RED LODGE, MONTANA 59068

1. PARTIES. This Lease is between Nils and Ardith Halvorsen ("Landlord"), managed by Beartooth Front Rentals ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent and all charges.

2. PREMISES. The Premises are one of the two homes, East or West, of a 1978 cedar-sided duplex on the bench above Red Lodge, together with its deck, one bay of the detached two-bay garage and a share of the covered woodshed. Both homes are reached by eleven wooden steps from the parking pad to the front deck.

3. TERM. The term is twelve (12) months. Resident gives at least 30 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month at the same rent.

4. RENT. Rent is due on the 1st of each month through Manager's online portal, or by check mailed to Beartooth Front Rentals, PO Box 1190, Red Lodge, MT 59068, to arrive by the 1st.

5. LATE CHARGE. Rent not received by the 5th is late, and a $45 late charge is added. A returned payment costs $25.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to two months' rent, plus any pet deposit. Landlord returns it, with a written list of any deductions, within 30 days after Resident moves out and returns the keys, or within 10 days if nothing is deducted, as Montana law provides.

7. UTILITIES. Landlord provides water from the shared well and trash collection at the bear-resistant carts at the bottom of the road. Resident opens an account with NorthWestern Energy for electricity and arranges internet service; only fixed wireless internet reaches the bench, and no cable or fiber line serves it. Resident buys wood pellets for the pellet stove.

8. THE ROAD. The last 1.2 miles of Willow Creek Switchback Road are a private gravel road with six hairpin switchbacks and grades of up to 10 percent. Landlord's contractor plows and sands the road and the parking pad after three inches of new snow, usually by 7:00 a.m. From November 1 to April 15, every vehicle Resident keeps at the Premises must have four-wheel or all-wheel drive and winter tires, or carry chains. Moving trucks and trailers longer than 20 feet cannot turn at the hairpins; Manager lends a 10-foot utility trailer for moves. Resident drives no faster than 15 miles per hour on the road.

9. HEAT AND THE PELLET STOVE. Each home is heated by a wood-pellet stove in the living room, with electric baseboard heaters in every room as backup. Resident keeps the hopper filled, burns only premium wood pellets, empties cooled ash into the metal ash can with a lid, and never burns cordwood, trash or cardboard in the stove. In January a home typically burns one to two 40-pound bags a day. The stove needs electricity to run; in a power outage it shuts down safely and the baseboard heaters stay off too, so Resident keeps the faucets dripping when the power is out below zero. Landlord cleans and services both stoves and the chimneys every September.

10. PELLET STORAGE. Each home has space for up to two tons of bagged pellets in the covered woodshed. Pellet bags are kept dry and off the ground on the pallets provided.

11. SHARED SNOWBLOWER. A 28-inch two-stage snowblower is kept in the garage for both homes. Resident clears the home's own deck, steps and walk; Landlord's contractor does the road and the parking pad. Only adults who have read the operating card on the handle may use it. Landlord supplies its fuel and services it each fall; Resident returns it to the garage after use and reports any problem to Manager the same day.

12. WILDLIFE. Black bears and moose pass through the bench. Trash goes to the bear-resistant carts at the bottom of the road; no trash, pet food, coolers or grills with food residue may be left outside, and bird feeders are not allowed from April 1 to November 30.

13. PARKING. Each home has two spaces on the parking pad and one garage bay. Guests use the two guest spaces by the woodshed. No vehicle longer than 24 feet, and no vehicle may be parked on the road.

14. MAIL. The Postal Service does not deliver on the bench. Resident uses a post office box at the Red Lodge post office; packages from other carriers are left at the parcel box at the bottom of the road.

15. OCCUPANCY. No more than five persons may live in the East home and no more than three in the West home.

16. PETS. Resident may keep up to two pets, dogs or cats, with written approval. There is no size limit, but pit bulls and Rottweilers, and mixes of them, are not accepted under the property insurance. Each pet needs a refundable pet deposit of $300, and there is no pet rent. Dogs may not roam, chase wildlife or be tied out unattended, and invisible fences are not allowed.

17. SMOKING AND FIRE. Because of the wildfire risk, smoking and vaping of anything are not allowed anywhere on the property, including the decks, the garage and the parking pad. Outdoor fires, fireworks and charcoal grills are not allowed; a propane grill may be used on the deck when no fire restriction is in effect.

18. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. The homes share a wall; Resident keeps music and televisions at a level that does not carry through it.

19. CARE OF THE HOME. Resident keeps the home heated to at least 55 degrees from October to May, even when away, and does not change locks, paint or add fixtures without written approval.

20. MAINTENANCE. Resident sends routine repair requests through Manager's online portal or by text to Manager, and Manager responds within three business days; the road makes some repairs take longer in winter.

21. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency line at (406) 555-0161. Emergencies include a burst or frozen pipe, no heat when it is below freezing, a smoke or carbon monoxide alarm, a chimney or stove fire, water coming in, a tree on the house and a lockout. Call 911 first for fire or carbon monoxide. The main water shut-off valve for each home is under the stairs to the lower level.

22. ENTRY AND KEYS. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. Resident receives two house keys and one garage remote. The shared garage lockbox code, 4718, is for Landlord's contractor only; Resident may not use or share it.

23. CONTRACTOR. The snowplow contractor, Wade Kittredge, personal cell (406) 555-0126, works for Landlord and is not a resident contact. Every request goes through Manager or the emergency line.

24. PAYMENT ACCOUNT. Landlord's account is at Beartooth Mountain Bank, routing number 092905473, account number 3318620574, for Landlord's accounting only. Resident pays through Manager's portal or by check and never directly into this account.

25. INSURANCE AND WHOLE AGREEMENT. Resident keeps renter's insurance with at least $100,000 of liability coverage. Notices to Landlord go to Beartooth Front Rentals, PO Box 1190, Red Lodge, MT 59068. This Lease is the whole agreement.`;

const ridge = {
  id: RIDGE,
  property: {
    name: 'Willow Creek Bench Duplex',
    address: '1407 Willow Creek Switchback Rd, Red Lodge, MT 59068',
    type: 'DUPLEX',
    description:
      'The Willow Creek Bench Duplex is a 1978 cedar-sided side-by-side duplex on a bench above Red Lodge, Montana, 1.8 miles up Willow Creek Switchback Road from the edge of town and about 20 minutes from the Red Lodge Mountain ski area. The last 1.2 miles are a private gravel road with six hairpin switchbacks and grades of up to 10 percent, which the owner’s contractor plows and sands after three inches of new snow, usually by 7 a.m. From November 1 to April 15 every resident vehicle needs four-wheel or all-wheel drive with winter tires or chains, and moving trucks longer than 20 feet cannot make the hairpins. The two homes, East and West, share a wall, a detached two-bay garage and a covered woodshed, and each has its own deck looking out at the Beartooth Mountains. Each home is heated by a wood-pellet stove in the living room with electric baseboard heaters as backup, and residents buy their own pellets and store them in the woodshed. A shared two-stage snowblower in the garage is for clearing decks, steps and walks; the owner supplies its fuel and services it each fall. The Postal Service does not deliver on the bench, so residents use a post office box in town, and trash goes to bear-resistant carts at the bottom of the road. Black bears and moose pass through, so nothing that draws bears may be left outside. Water comes from a shared well and is included with trash. Residents pay NorthWestern Energy for electricity and arrange their own internet; only fixed wireless reaches the bench, with no cable or fiber.',
    amenities: ['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'ON_SITE_PARKING'],
    parkingPrice: null,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['TYPE', 'DOG_BREED', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER'],
    maxDogSizeLbs: null,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'East',
      type: 'HOUSE',
      sizeSqft: 1380,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1795,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The east half of the duplex, on two levels: three bedrooms (one on the walk-out lower level), two baths, a pellet stove in the living room, a mudroom with a boot dryer, a washer and dryer, and the larger deck. Sleeps up to five. Available now.',
    },
    {
      unitNumber: 'West',
      type: 'HOUSE',
      sizeSqft: 1020,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1475,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The west half of the duplex, all on one level above the eleven entry steps: two bedrooms, one bath, a pellet stove, a stacked washer and dryer in the hall closet and a deck facing the Beartooth front. Sleeps up to three. Available January 16, 2027.',
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
      'Rent is due on the 1st: $1,795 for the East home and $1,475 for the West home. The application fee is $30 per adult. The household needs a monthly income of at least 3 times the rent; seasonal workers may show last winter’s and last summer’s pay stubs together.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent not received by the 5th is late, and a $45 late charge is added. A returned payment costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      "Pay through the manager's online portal by bank transfer at no cost, or mail a check to Beartooth Front Rentals, PO Box 1190, Red Lodge, MT 59068, to arrive by the 1st. Cards and cash are not taken.",
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is two months' rent, plus a refundable $300 pet deposit per pet. It is returned with a written list of deductions within 30 days after move-out, or within 10 days when nothing is deducted.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'The manager sends a renewal offer 45 days before the lease ends. Without a renewal or a notice, the lease continues month to month at the same rent.',
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 30 days' written notice and pay a fee of one month's rent, or find a replacement resident the manager approves and pay only $150.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting is not allowed, and neither home may be rented to visitors by the night or the week.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 10 nights in a row and 30 nights in a year, within the occupancy limit of each home, and park in the two guest spaces by the woodshed.',
    ),
    text(
      'PARKING_POLICY',
      "Each home has two spaces on the parking pad and one bay of the detached garage, at no charge. Guests use the two guest spaces by the woodshed. No vehicle longer than 24 feet, and no parking on the road. From November 1 to April 15 every resident vehicle needs four-wheel or all-wheel drive with winter tires or chains; the owner's contractor plows and sands the road and the parking pad after three inches of new snow, usually by 7 a.m.",
    ),
    text(
      'COMMON_AREA_POLICY',
      'The garage, the woodshed and the snowblower are shared by the two homes. Each home stores up to two tons of bagged pellets in the woodshed. The two-stage snowblower is for clearing your own deck, steps and walk; only adults who have read the operating card on its handle may use it, and it goes back to the garage after use. The owner supplies its fuel.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. The two homes share a wall, so music and television stay at a level that does not carry through it.',
    ),
    text(
      'SMOKING_POLICY',
      'Because of the wildfire risk, no smoking or vaping of anything anywhere on the property: inside, on the decks, in the garage or on the parking pad. No outdoor fires, fireworks or charcoal grills; a propane grill may be used on the deck when no fire restriction is in effect.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Keep the pellet hopper filled and burn only premium wood pellets; empty cooled ash into the metal ash can; keep the home at 55 degrees or more from October to May, even when away; clear your own deck, steps and walk; keep winter tires on from November 1 to April 15; leave nothing outside that draws bears; pick up mail at your post office box in town.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The manager arranges plowing and sanding of the road and the parking pad, cleans and services both pellet stoves and chimneys every September, services the snowblower each fall, has the well water tested every spring, and answers routine requests within three business days.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'Each home has smoke alarms in every bedroom and a carbon monoxide alarm on each level, a fire extinguisher in the kitchen and a metal ash can with a lid. The well water was tested in May 2026 and met drinking water standards. The owner keeps a 30-foot cleared zone around the duplex for wildfire safety.',
    ),
  ],
  lease: ridgeLease,
};

// ---------------------------------------------------------------------------------------------
// J3: a 30-story 2023 tower on Channelside Drive in Tampa with a rooftop pool, a car-share fleet
// of six electric cars, hurricane rules and a flat deposit (CALENDAR viewings; an accessibility
// policy and a unit built for a wheelchair user, but no rent-assistance policy; no income
// question)
// ---------------------------------------------------------------------------------------------

const towerLease = `APARTMENT LEASE - THE HALYARD AT CHANNELSIDE, 1150 CHANNELSIDE DRIVE, TAMPA, FLORIDA 33602

1. PARTIES. This Lease is between Halyard Channelside Owner LLC ("Landlord"), managed by Gulfstar Living ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent and all charges.

2. PREMISES. The Premises are an apartment in The Halyard at Channelside, a 30-story tower completed in 2023 with apartments on floors 6 to 29, together with the use of the common areas under the Community Rules.

3. TERM. The term is twelve (12) months from the start date on the signature page. Manager sends a renewal offer 90 days before the term ends. Resident gives at least 60 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month at the current rent plus $300 a month.

4. RENT. Rent is due on the 1st of each month and is paid in the Halyard resident app.

5. LATE CHARGE. Rent not paid by the end of the 3rd is late, and a late charge of $100 is added on the 4th. A returned payment costs $50.

6. SECURITY DEPOSIT. With approved credit, the security deposit is a flat $600. An applicant with limited or no credit history pays a deposit of one month's rent instead. Landlord holds the deposit in a Florida bank account and returns it within 15 days after move-out when nothing is deducted, or gives written notice of any claim within 30 days, as Florida law provides.

7. UTILITIES. Landlord provides water, sewer and trash collection, including the valet trash pickup at the apartment door Sunday to Thursday evenings. Resident opens an account with Tampa Electric (TECO) for electricity and arranges internet service; the building is wired for Spectrum and Frontier Fiber.

8. ROOFTOP POOL. The heated rooftop pool on the 30th floor is open from 7:00 a.m. to 10:00 p.m. There is no lifeguard. No glass, and no more than two guests per apartment, who stay with Resident. The pool closes when lightning is detected within 10 miles and when the wind is above 30 miles per hour. The six rooftop cabanas are reserved in the resident app for $40 for four hours. A pool lift is available at the shallow end.

9. CAR SHARE. Six electric cars on garage level P3 are shared by residents through the Halyard resident app. The first five hours each month are free, and each further hour costs $9, including charging and insurance. A driver must hold a valid driver's license and have no major violations in the last three years. A booking may last up to 24 hours, and a car is returned charged above 20 percent to its own space.

10. PARKING. Reserved garage spaces cost $165 a month each. EV chargers on level P4 are billed at cost through the charging app. Visitors receive three hours of free parking with a validation from the concierge. Motorcycles park in the marked spaces on P2 for $50 a month.

11. HURRICANES. When a hurricane warning is issued for Tampa, the rooftop and the sixth-floor amenity deck close, Resident brings all balcony furniture and plants inside, and cars on garage levels P1 and P2 are moved to P4 or P5. When an evacuation order covers the building's zone, Resident leaves the building; rent is not reduced for the days of an evacuation. Every window and balcony door is impact-resistant glass, so no shutters are used. An emergency generator runs one elevator, the hallway lights, the water pumps and the fire systems during a power outage.

12. AMENITY DECK. The sixth-floor amenity deck has a 24-hour fitness center, a coworking lounge with four private phone rooms, and a turf dog run with a pet-wash station. The dog run is open from 6:00 a.m. to 10:00 p.m.

13. CONCIERGE AND PACKAGES. The concierge desk in the lobby is staffed from 7:00 a.m. to 11:00 p.m. Packages go to the package room, open 24 hours with a key fob; perishables are held in the concierge refrigerator until 11:00 p.m. and then discarded.

14. OCCUPANCY. No more than two persons per bedroom, plus one, may live in an apartment.

15. PETS. Resident may keep up to two pets, dogs or cats, with written approval. Dogs may weigh up to 75 pounds, and pit bulls, Dobermans and German Shepherds, and mixes of them, are not accepted under the building's insurance. Each pet requires a one-time non-refundable pet fee of $400 and pet rent of $30 a month. Dogs are leashed in all common areas and ride the service elevator when it is free. Assistance animals are not pets, and no fee, pet rent, breed or weight limit applies to them.

16. SMOKING. The building is smoke-free. No smoking or vaping of anything in the apartments, on balconies, on the rooftop, on the amenity deck, in the garage or within 25 feet of an entrance. A violation carries a $500 charge plus the cost of cleaning.

17. BALCONIES. Nothing may be hung over a balcony railing. No grills, open flames or plants in unsecured pots on balconies. Balcony glass is cleaned by Manager's window crew twice a year.

18. NOISE AND MOVES. Quiet hours are 10:00 p.m. to 8:00 a.m. Moves and large deliveries happen Monday to Saturday from 8:00 a.m. to 5:00 p.m. with the service elevator reserved through the concierge, and a $150 refundable elevator deposit.

19. MAINTENANCE. Resident submits routine repair requests in the Halyard resident app, and Manager responds within two business days.

20. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (813) 555-0119. Emergencies include water coming through a ceiling or wall, an overflowing toilet that will not stop, no air conditioning when it is above 85 degrees outside, fire or smoke, a smell of burning, a person trapped in an elevator, a broken window or balcony door, and a lockout. In a fire, use the stairs, not the elevators. Each apartment's water shut-off valve is in the laundry closet behind the access panel.

21. ENTRY, KEYS AND ACCESS. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. Resident receives two key fobs; a replacement fob costs $75. The fire command room and rooftop mechanical door code, 9051, is for Manager's engineers and emergency crews only; Resident may not use or share it.

22. STAFF CONTACTS. The chief engineer, Desmond Achterberg, personal cell (813) 555-0152, is not a resident contact. Every request goes through the resident app, the concierge or the emergency line.

23. PAYMENT ACCOUNT. Landlord's operating account is at Gulfline Coastal Bank, routing number 063118254, account number 5527103846, for Landlord's accounting only. Resident pays in the resident app and never directly into this account.

24. INSURANCE AND ACCOMMODATIONS. Resident keeps renter's insurance with at least $100,000 of personal liability coverage, and is advised that it does not cover flood unless flood coverage is added. Landlord grants reasonable accommodations and permits reasonable modifications for a person with a disability; a request may be made orally or in writing to the leasing office.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Gulfstar Living, 400 N Ashley Dr, Suite 1900, Tampa, FL 33602. This Lease and the Community Rules are the whole agreement.`;

const tower = {
  id: TOWER,
  property: {
    name: 'The Halyard at Channelside',
    address: '1150 Channelside Dr, Tampa, FL 33602',
    type: 'MULTI_FAMILY',
    description:
      'The Halyard at Channelside is a 30-story apartment tower completed in 2023 on Channelside Drive in downtown Tampa, with 312 apartments on floors 6 to 29 above a five-level parking garage. The 30th-floor rooftop has a heated pool, six reservable cabanas and a grilling terrace looking over the Garrison Channel. Residents share a car-share fleet of six electric cars on garage level P3, booked by the hour in the Halyard resident app, with the first five hours each month free. Every window and balcony door is impact-resistant glass, so no storm shutters are needed, and an emergency generator runs one elevator, the hallway lights, the water pumps and the fire systems in a power outage. The sixth-floor amenity deck has a 24-hour fitness center, a coworking lounge with private phone rooms and a turf dog run with a pet-wash station. A concierge staffs the lobby desk from 7 a.m. to 11 p.m., and the package room is open around the clock with a key fob. Garage parking costs $165 a month per space, with EV chargers on level P4 and three free validated hours for visitors. The main entrance on Channelside Drive is step-free, four passenger elevators and a service elevator reach every floor, and the rooftop pool has a pool lift. Every apartment has central air conditioning and its own washer and dryer. Residents pay Tampa Electric (TECO) for electricity and choose their own internet provider, while water, sewer and trash are included. The building is smoke-free, including balconies and the rooftop.',
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
    parkingPrice: 165,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'DOG_BREED', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'DOBERMAN', 'GERMAN_SHEPHERD'],
    maxDogSizeLbs: 75,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '1207',
      type: 'APARTMENT',
      sizeSqft: 560,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1890,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Twelfth-floor studio facing the downtown skyline, with a wall bed that folds away, quartz counters, a washer and dryer and a Juliet balcony. Available now.',
    },
    {
      unitNumber: '1815',
      type: 'APARTMENT',
      sizeSqft: 790,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 2350,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Eighteenth-floor one-bedroom with a 60-square-foot balcony over the Garrison Channel, a walk-in closet, a washer and dryer and a kitchen island. Available December 14, 2026.',
    },
    {
      unitNumber: '2403',
      type: 'APARTMENT',
      sizeSqft: 1180,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 3150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Twenty-fourth-floor two-bedroom, two-bath built for a wheelchair user: 36-inch doors, a roll-in shower with grab bars and a fold-down seat, a front-control washer and dryer side by side, lowered kitchen counters, a visual doorbell and a visual fire alarm. Available January 11, 2027.',
    },
    {
      unitNumber: '2908',
      type: 'APARTMENT',
      sizeSqft: 1420,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 3900,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Twenty-ninth-floor corner two-bedroom plus den, one floor below the rooftop pool, with a wraparound balcony, floor-to-ceiling glass on two sides and a wine fridge. Available February 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM', numericValue: 600 },
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,890 for studio 1207, $2,350 for one-bedroom 1815, $3,150 for two-bedroom 2403 and $3,900 for two-bedroom plus den 2908. The application fee is $75 per adult and the administration fee $200 per apartment. The household needs a monthly income of at least 3 times the rent; roommates may combine incomes, and a guarantor must earn 5 times the rent.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 3rd, and a $100 late charge is added on the 4th. A returned payment costs $50, and after two returned payments rent must be paid by certified funds.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the Halyard resident app by bank transfer at no cost or by card with a 2.9 percent card fee. Cash is not taken at the concierge desk.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "With approved credit the deposit is a flat $600; applicants with limited or no credit history pay one month's rent instead. It is returned within 15 days after move-out when nothing is deducted, or a written notice of any claim is sent within 30 days.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers go out 90 days before the lease ends, for 6, 12 or 15 months. Without a renewal or 60 days' notice, the lease goes month to month at $300 above the current rent.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 60 days' written notice and pay two months' rent. A resident called to military duty or transferred by the military may end the lease under federal and Florida law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting is not allowed, and apartments may not be listed on Airbnb, Vrbo or any other short-stay site.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 30 nights in a year, and overnight guests are registered with the concierge. No more than two guests per apartment at the rooftop pool.',
    ),
    text(
      'PARKING_POLICY',
      'Reserved garage spaces cost $165 a month each; motorcycle spaces on P2 cost $50. EV chargers on level P4 are billed at cost through the charging app. Visitors get three hours of free parking with a concierge validation. The car-share fleet of six electric cars on level P3 is booked in the resident app: the first five hours each month are free, then $9 an hour including charging and insurance, for drivers with a valid license and no major violations in three years, up to 24 hours a booking. When a hurricane warning is issued, cars on P1 and P2 move to P4 or P5.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The heated rooftop pool on the 30th floor is open 7 a.m. to 10 p.m., with no lifeguard, no glass, two guests per apartment, and closes for lightning within 10 miles or wind above 30 mph; cabanas cost $40 for four hours. The sixth-floor fitness center is open 24 hours, the coworking lounge has four private phone rooms, and the turf dog run and pet-wash station are open 6 a.m. to 10 p.m. The package room is open 24 hours with a key fob; the concierge holds perishables in a refrigerator until 11 p.m.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 8 a.m. Moves and large deliveries are Monday to Saturday, 8 a.m. to 5 p.m., with the service elevator reserved through the concierge and a $150 refundable elevator deposit.',
    ),
    text(
      'SMOKING_POLICY',
      'The building is smoke-free: no smoking or vaping of anything in apartments, on balconies, on the rooftop or amenity deck, in the garage, or within 25 feet of an entrance. A violation costs $500 plus cleaning.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the TECO account in your name; keep renter's insurance with $100,000 of liability coverage (flood coverage is advised); register overnight guests with the concierge; bring balcony furniture inside when a hurricane warning is issued; and leave the building when an evacuation order covers its zone.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Gulfstar Living staffs the concierge desk from 7 a.m. to 11 p.m., services the air conditioning every spring, tests the emergency generator monthly, runs the car-share fleet and keeps its cars charged, and answers routine requests within two business days.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'The main entrance on Channelside Drive is step-free with automatic doors, four passenger elevators and a service elevator reach every floor, and accessible parking spaces are on garage level P2 beside the elevator lobby. Apartment 2403 is built for a wheelchair user, with a roll-in shower, grab bars, lowered counters, a visual doorbell and a visual fire alarm. The rooftop pool has a pool lift. Assistance animals are not pets: no fee, pet rent, breed or weight limit applies. Ask the leasing office for a reasonable accommodation or modification, orally or in writing.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'The Halyard at Channelside follows the federal Fair Housing Act, the Florida Fair Housing Act and the Tampa Human Rights Ordinance. We do not discriminate because of race, color, religion, sex, national origin, familial status, disability, marital status, age, sexual orientation or gender identity. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or the residents by these characteristics.',
    ),
  ],
  lease: towerLease,
};

writeFileSync(
  join(here, '..', 'properties.json'),
  `${JSON.stringify([mill, ridge, tower], null, 2)}\n`,
);
console.log('wrote properties.json');
