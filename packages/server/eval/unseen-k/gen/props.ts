/**
 * Set K properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-k/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHURCH, HOUSE, PIER } from './lib.ts';

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
// K1: a 1912 former fraternity house four blocks from the University of Wyoming in Laramie,
// rented by the bedroom on individual leases, everything included (TEXT viewings; no
// rent-assistance, accessibility or fair-housing policy and no accessibility facts; no
// household-size question; pet questions TYPE and EMOTIONAL_SUPPORT)
// ---------------------------------------------------------------------------------------------

const houseLease = `INDIVIDUAL ROOM LEASE - THE GARFIELD STREET HOUSE, 1017 EAST GARFIELD STREET, LARAMIE, WYOMING 82070

1. PARTIES. This Lease is between Medicine Bow Housing LLC ("Landlord"), managed by High Plains Student Rentals ("Manager"), and the one adult who signs it ("Resident"). This is an individual lease for one bedroom: Resident is responsible only for the rent of Resident's own room and not for the rent of any other resident of the house.

2. PREMISES. The Premises are the bedroom named on the signature page of the house at 1017 East Garfield Street, built in 1912 as a fraternity house, together with the shared use of the kitchen, dining room, living room, study room, shared bathrooms, basement laundry, bike room, porches and backyard. Each bedroom holds one resident only.

3. TERM. The term is either the spring semester (from the start date on the signature page to May 15, 2027) or twelve (12) months, as marked on the signature page. Resident gives at least 30 days' written notice before the end of the term if Resident will not renew.

4. RENT. Rent is due on the 1st of each month through Manager's resident portal. A parent or guarantor may pay on Resident's behalf through the portal.

5. LATE CHARGE. Rent not paid by the end of the 3rd is late, and a $35 late charge is added on the 4th. A returned payment costs $25.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one half of one month's rent for the room. Landlord returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Landlord provides and pays for all utilities: gas for the boiler that heats the house, electricity, water and sewer, trash and recycling collection, and mesh Wi-Fi internet throughout the house. There are no utility bills for residents to split. Manager keeps the thermostat at 68 degrees from October to May. Space heaters are not allowed.

8. FURNISHINGS. A furnished room has an extra-long twin bed, a desk, a desk chair and a dresser. Resident may ask for the room unfurnished before move-in. Resident may not move house furniture out of the common rooms.

9. KITCHEN AND SHARED SPACES. Each resident has a labeled cupboard, a labeled bin in one of the two refrigerators and a pantry shelf. Dishes are washed and put away within 12 hours. The study room is quiet at all hours. A professional cleaning service cleans the kitchen, the shared bathrooms and the common rooms every other Friday; residents keep up the weekly chore chart for dishes, counters and trash between cleanings.

10. HOUSE LEAD. One resident is chosen each semester as house lead. The house lead keeps the chore chart, welcomes new residents, runs the house meeting on the first Sunday of each month and reports repairs, and receives $150 off the monthly rent.

11. LAUNDRY AND BIKE ROOM. The two washers and two dryers in the basement are free to use between 7:00 a.m. and 11:00 p.m. Bikes, skis and snowboards are kept in the heated bike room in the basement, which has wall racks and a repair stand, and never in hallways or on stairs.

12. QUIET HOURS. Quiet hours are 10:00 p.m. to 8:00 a.m. Sunday through Thursday and midnight to 9:00 a.m. on Friday and Saturday nights. During fall and spring finals weeks the whole house is quiet at all hours. No gathering of more than 12 people, no kegs and no amplified music in the backyard.

13. GUESTS. A Resident may have one overnight guest at a time, for no more than 3 nights in a row and 8 nights in a month, and tells the house group chat in advance. No overnight guests during finals weeks. Resident is responsible for guests' conduct.

14. PARKING. Five parking spaces off the alley are rented for $40 a month each and are assigned by lottery at the start of each semester. Other residents park on the street and move their cars when the City of Laramie plows a posted snow route.

15. PETS. Resident may keep one cat in Resident's own room with Manager's written approval, a refundable pet deposit of $200 and pet rent of $20 a month. Other residents are told before the cat arrives. No dogs and no other animals may live in the house.

16. SMOKING. Smoking and vaping of anything are not allowed anywhere in the house, on the porches, in the backyard or in the alley parking lot.

17. SAFETY. Candles, incense, halogen lamps and space heaters are not allowed. Resident keeps the radiator in Resident's room turned on from October to May so pipes do not freeze, and keeps the window closed when the outside temperature is below freezing.

18. ALTERATIONS. Resident may hang pictures with small nails or removable strips but may not paint, change the lock or install anything on the outside of the house.

19. SUBLETTING. Subletting is allowed only for the summer, May 16 to August 14, to a subtenant approved by Manager. Resident remains responsible for the rent. Short-stay rentals are not allowed.

20. MAINTENANCE. Resident or the house lead submits routine repair requests in the resident portal, and Manager responds within two business days. Manager clears the sidewalks and the front walk by 8:00 a.m. after snow, as the City of Laramie requires.

21. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (307) 555-0132. Emergencies include no heat, a frozen or burst pipe, water coming through a ceiling, a smell of gas, a fire or smoke alarm, sparking or burning smells, and a lockout from the house. Call 911 first for fire or a gas smell. The main water shut-off valve is in the basement mechanical room beside the boiler.

22. ENTRY, KEYS AND CODES. Manager may enter a bedroom after 24 hours' notice for repairs and inspections, and common areas at any time. Resident receives a bedroom key and a personal code for the front door keypad. The master code for the front door and the basement mechanical room keypads, 8316, is for Manager's staff only; Resident may not use or share it.

23. STAFF CONTACTS. The house handyman, Rusty Vandermeer, personal cell (307) 555-0178, is not a resident contact. Every request goes through the resident portal, the house lead or the emergency line.

24. PAYMENT ACCOUNT. Landlord's operating account is at Snowy Range Community Bank, routing number 102301547, account number 7720461983, for Landlord's accounting only. Resident pays through the resident portal and never directly into this account.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to High Plains Student Rentals, 410 South 2nd Street, Laramie, WY 82070. This Lease and the House Rules are the whole agreement.`;

const house = {
  id: HOUSE,
  property: {
    name: 'The Garfield Street House',
    address: '1017 E Garfield St, Laramie, WY 82070',
    type: 'SINGLE_FAMILY_HOME',
    description:
      'The Garfield Street House is a three-story brick house built in 1912 as a fraternity house, four blocks east of the University of Wyoming campus in Laramie, Wyoming, and now rented by the room. Each of its nine bedrooms has its own lock and its own individual lease, so a resident pays only for their own room. Residents share a big kitchen with two refrigerators and two stoves, a dining room, a living room, a quiet study room and four bathrooms, and each resident has a labeled cupboard, fridge bin and pantry shelf. Rooms come furnished with an extra-long twin bed, a desk, a chair and a dresser, or unfurnished on request. Heat from the gas boiler, electricity, water, trash and recycling, and mesh Wi-Fi are all included in the rent, so there are no bills to split. The two washers and two dryers in the basement are free to use. A heated bike room in the basement has wall racks for bikes, skis and snowboards and a bike repair stand. A cleaning service cleans the kitchen, the shared bathrooms and the common rooms every other Friday, and residents keep a weekly chore chart for dishes and trash in between. One resident serves as house lead, keeping the chore chart and welcoming newcomers, for $150 off the rent. The study room is quiet around the clock, and during finals weeks the whole house is quiet all day. Five parking spaces off the alley cost $40 a month and are assigned by lottery each semester, and everyone else parks on the street. Leases run for the spring semester, from January to May 15, or for twelve months, and rooms may be sublet for the summer with approval. Cats are welcome, one per room with approval, but dogs are not.',
    amenities: ['CATS', 'ON_SITE_PARKING'],
    parkingPrice: 40,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME'],
    petQuestions: ['TYPE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 0,
    catsAllowedCount: 1,
    petsAllowedCount: 1,
    restrictedDogBreeds: [],
    maxDogSizeLbs: null,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '2',
      type: 'ROOM',
      sizeSqft: 165,
      bedrooms: 1,
      bathrooms: 0,
      monthlyPrice: 545,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor front bedroom with a bay window over Garfield Street and a built-in window seat, furnished, sharing the second-floor hall bathroom with three other residents. Spring semester or twelve-month lease. Available January 4, 2027.',
    },
    {
      unitNumber: '5',
      type: 'ROOM',
      sizeSqft: 130,
      bedrooms: 1,
      bathrooms: 0,
      monthlyPrice: 465,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor bedroom under the eaves with sloped ceilings and a dormer window, the most affordable room in the house, sharing the third-floor bathroom with two other residents. Available now.',
    },
    {
      unitNumber: '7',
      type: 'ROOM',
      sizeSqft: 150,
      bedrooms: 1,
      bathrooms: 0.5,
      monthlyPrice: 495,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Garden-level bedroom in the basement with its own half bath (a toilet and sink), an egress window and a door next to the laundry and the bike room; showers are in the first-floor bathroom. Available January 4, 2027.',
    },
    {
      unitNumber: '9',
      type: 'ROOM',
      sizeSqft: 240,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 685,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "The largest bedroom, once the chapter president's suite, at the back of the second floor, with a private full bathroom, a walk-in closet and two windows toward the Snowy Range. Available January 18, 2027.",
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'NONE'),
    text('LANDLORD_UTILITIES', 'WATER, GAS, ELECTRICITY, INTERNET, TRASH'),
    text('SECURITY_DEPOSIT', 'HALF_MONTH'),
    text('RENTAL_LENGTH', 'MEDIUM_TERM'),
    num('RENTAL_DURATION_MONTHS', 6),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st and is per room: $545 for room 2, $465 for room 5, $495 for room 7 and $685 for room 9, with every utility included. The application fee is $35 per applicant. An applicant needs a monthly income of at least 2.5 times the room rent; an applicant without that income may instead have a guarantor, usually a parent, who earns at least 4 times the rent and signs the guaranty, or may prepay the whole semester’s rent at signing.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 3rd, and a $35 late charge is added on the 4th. A returned payment costs $25.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident portal by bank transfer at no cost or by card with a 3 percent card fee. A parent or guarantor may pay through the portal for the resident. Cash is not taken.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is half of one month's room rent, due at signing. It is returned with an itemized list of any deductions within 30 days after move-out. Damage to shared rooms is charged to the resident who caused it, and split among all residents only when no one can be found responsible.",
    ),
    text(
      'RENT_SPLIT_POLICY',
      "Every resident has an individual lease and pays only their own room's rent; no resident is liable for another resident's unpaid rent, and since all utilities are included there are no bills to divide.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Current residents get first pick of rooms for the next academic year until February 15; after that, open rooms go to new applicants. A renewal may be for a semester or twelve months.',
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      'A lease cannot be ended early except by finding a replacement resident whom the manager approves, with a $250 reletting fee. A resident called to active military duty may end the lease under federal law.',
    ),
    text(
      'SUBLETTING_POLICY',
      'Rooms may be sublet only for the summer, May 16 to August 14, to a subtenant the manager approves; the resident stays responsible for the rent. No Airbnb or other short stays.',
    ),
    text(
      'GUEST_POLICY',
      'One overnight guest per resident at a time, for up to 3 nights in a row and 8 nights a month, announced in the house group chat beforehand. No overnight guests during finals weeks.',
    ),
    text(
      'PARKING_POLICY',
      'Five spaces off the alley behind the house rent for $40 a month and are assigned by lottery at the start of each semester. Everyone else parks on the street and moves their car when the City of Laramie plows a posted snow route. Bikes, skis and snowboards go in the heated basement bike room.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'Each resident has a labeled cupboard, a fridge bin and a pantry shelf; dishes are washed and put away within 12 hours. The study room is quiet at all hours. The basement laundry is free and open 7 a.m. to 11 p.m. The backyard has a picnic table and a bike repair stand. House meetings are on the first Sunday of each month.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 8 a.m. Sunday through Thursday and midnight to 9 a.m. on Friday and Saturday nights; during finals weeks the house is quiet all day. No gatherings over 12 people, no kegs and no amplified music in the backyard.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of anything anywhere: not in the rooms, the common rooms, on the porches, in the backyard or in the alley lot.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Follow the weekly chore chart; keep your own room clean; take your turn putting the trash and recycling carts out on Tuesday nights; keep your radiator on from October to May and your window shut below freezing; no candles, incense or space heaters; report repairs through the portal or the house lead.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'High Plains Student Rentals sends the cleaning service every other Friday, services the boiler every September, keeps the house at 68 degrees from October to May, clears the sidewalks by 8 a.m. after snow and answers routine repair requests within two business days.',
    ),
    text(
      'MOVE_IN_INSPECTION_CHECKLIST',
      'Within three days of moving in, each resident fills in the room condition form in the portal with photos of the walls, floor, window, furniture and mattress; it is compared with the room at move-out.',
    ),
  ],
  lease: houseLease,
};

// ---------------------------------------------------------------------------------------------
// K2: an 1842 Greek Revival meetinghouse on a New Hampshire village green, turned into four
// apartments under a town-owned steeple clock, beside an old burying ground (CALENDAR
// viewings; a rent-assistance and a fair-housing policy but no accessibility policy; all five
// pre-screening questions; pet questions COUNT, TYPE, DOG_BREED, DOG_SIZE)
// ---------------------------------------------------------------------------------------------

const churchLease = `RESIDENTIAL LEASE - THE MEETINGHOUSE FLATS, 9 MEETINGHOUSE HILL ROAD, WALPOLE, NEW HAMPSHIRE 03608

1. PARTIES. This Lease is between Meetinghouse Hill Preservation LLC ("Landlord"), managed by Fall Mountain Property Management ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are one of the four apartments in the former First Congregational Meetinghouse, built in 1842 and converted to apartments in 2020, with a storage cage in the undercroft. Resident accepts the character of the building: wide pine floors that creak, original wavy window glass, the sound of the town clock and its bell, and drafts near the tall windows in winter.

3. TERM. The term is twelve (12) months. Resident gives at least 30 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month, through Manager's online portal or by check left in the locked rent box in the front hall.

5. LATE CHARGE. Rent not paid by the end of the 5th is late, and a $40 late charge is added. A returned check costs $30.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent, the most New Hampshire law allows. Landlord keeps it in a separate account, pays interest on it if it is held for a year or more, and returns it with an itemized list of any deductions within 30 days after Resident moves out.

7. UTILITIES. Landlord provides heat and hot water from the building's propane boiler through radiant floors, town water and sewer, and trash and recycling collection from the shed behind the building. Resident opens an account with Eversource for electricity, which runs the lights and the induction cooktop, and arranges internet service; Consolidated Communications fiber reaches the building.

8. THE TOWN CLOCK AND BELL. The clock and bell in the steeple belong to the Town of Walpole under a recorded easement. The bell strikes the hours from 7:00 a.m. to 9:00 p.m. and is silent overnight. The town's clock keeper winds and oils the clock on Saturday mornings, using the separate tower door. Resident may not enter the tower, ring the bell or touch the clock works. The Belfry apartment sits directly below the clock room, where the bell is loud and the tick of the clock can be heard.

9. WINDOWS. The sixteen-foot windows keep their original glass and have interior storm windows from November to April. Resident may not drill into or paint the window frames; curtains hang from the tension rods provided.

10. THE BURYING GROUND. The Old Meetinghouse Burying Ground beside the building belongs to the Town. Dogs are not allowed in it, and nothing may be planted, dug or left there. Gravestone rubbings are not allowed by the Town.

11. LAUNDRY AND STORAGE. The two washers and two dryers in the undercroft are free to use from 7:00 a.m. to 10:00 p.m. Each apartment has one locked storage cage in the undercroft, and bikes and skis hang on the racks there.

12. PARKING AND SNOW. Each apartment has one space in the gravel lot behind the building, and two spaces are for guests; parking is free. The Village of Walpole bans parking on its streets from 1:00 a.m. to 6:00 a.m. between November 15 and April 1. Snow and ice slide off the steep north roof: from December to March, nothing may be parked in the marked snow slide zone along the north wall. Landlord's contractor plows the lot and shovels and salts the walks and steps.

13. OCCUPANCY. No more than two persons per bedroom may live in an apartment; the Belfry studio holds no more than two persons.

14. PETS. Resident may keep up to two pets, dogs or cats, with written approval. Dogs may weigh up to 50 pounds; pit bulls and mastiffs, and mixes of them, are not accepted under the building's insurance. Each pet needs a one-time pet fee of $250, and there is no pet rent. Dogs are leashed on the grounds and are not allowed in the burying ground.

15. SMOKING, CANDLES AND FLAMES. The building is an 1842 wooden building. Smoking and vaping of anything are not allowed anywhere on the property, and candles, incense, oil lamps and other open flames are not allowed inside. A propane grill may be used in the yard beside the shed, at least 15 feet from the building.

16. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. On Thursday evenings in July the town band plays on the village green across the road until 9:00 p.m.

17. ALTERATIONS. Resident may not paint, change locks, attach anything to the columns or the front of the building, or put satellite dishes on the roof, which is part of a historic district.

18. MAINTENANCE. Resident submits routine repair requests in Manager's online portal, and Manager responds within two business days.

19. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency line at (603) 555-0114. Emergencies include no heat when it is below freezing, a frozen or burst pipe, water coming through a ceiling, a smoke or carbon monoxide alarm, a smell of propane, sparking or burning smells, ice falling from the roof onto a walk, and a lockout. Call 911 first for fire or a propane smell. The water shut-off valve for each apartment is in the undercroft, marked with the apartment's name.

20. FIRE SAFETY. The building has a sprinkler system and monitored fire alarms installed in 2020. Resident does not hang anything from sprinkler heads and keeps stairways clear.

21. ENTRY AND ACCESS. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. The steeple and clock room door code, 5093, is for the Town's clock keeper and Manager's staff only; Resident may not use or share it.

22. STAFF CONTACTS. The property caretaker, Eben Whitcomb, personal cell (603) 555-0187, is not a resident contact. Every request goes through the online portal or the emergency line.

23. PAYMENT ACCOUNT. Landlord's operating account is at Monadnock Granite Savings Bank, routing number 011400928, account number 2604718395, for Landlord's accounting only. Resident pays through the portal or by check and never directly into this account.

24. INSURANCE. Resident keeps renter's insurance with at least $100,000 of personal liability coverage.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Fall Mountain Property Management, PO Box 212, Walpole, NH 03608. This Lease and the Building Rules are the whole agreement.`;

const church = {
  id: CHURCH,
  property: {
    name: 'The Meetinghouse Flats',
    address: '9 Meetinghouse Hill Rd, Walpole, NH 03608',
    type: 'MULTI_FAMILY',
    description:
      'The Meetinghouse Flats fill the former First Congregational Meetinghouse of Walpole, New Hampshire, a white clapboard Greek Revival church built in 1842 on the village green, which held its last service in 2011 and was converted in 2020 into four apartments. The building keeps its four front columns, its wide pine floors and its sixteen-foot windows of original wavy glass, fitted with interior storm windows in winter. The steeple clock and its bell belong to the Town of Walpole, which winds the clock every Saturday morning; the bell strikes the hours from 7 in the morning to 9 at night and is silent overnight. Heat and hot water come from a propane boiler through radiant floors and are included in the rent with town water, sewer and trash. Residents pay Eversource for electricity and choose their own internet, and Consolidated Communications fiber reaches the building. The undercroft below has two free washers and two dryers, a locked storage cage for each apartment and racks for bikes and skis. Each apartment has one free space in the gravel lot behind the building, with two guest spaces. Beside the building lies the Old Meetinghouse Burying Ground, a town-owned graveyard from the 1760s where dogs are not allowed. Across the road, the town band plays on the green on Thursday evenings in July. The Vestry apartment has its own step-free entrance from the parking lot by a gentle ramp, while the other apartments are reached by stairs. Because it is an old wooden building, it has sprinklers, and smoking, candles and open flames are not allowed inside. Dogs up to 50 pounds and cats are welcome, up to two pets per apartment.',
    amenities: ['SMALL_DOGS', 'CATS', 'ON_SITE_PARKING'],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'MASTIFF'],
    maxDogSizeLbs: 50,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'Vestry',
      type: 'APARTMENT',
      sizeSqft: 720,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1450,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The one-story former vestry at the back of the meetinghouse: a one-bedroom all on one level with its own step-free entrance from the parking lot by a gentle ramp, a walk-in shower with a grab bar and a fold-down seat, wide doorways and a kitchen with an induction cooktop. Available January 1, 2027.',
    },
    {
      unitNumber: 'Nave',
      type: 'APARTMENT',
      sizeSqft: 1380,
      bedrooms: 2,
      bathrooms: 1.5,
      monthlyPrice: 2150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The former sanctuary on the main floor, up five granite front steps: a double-height living room under the original plaster ceiling with four sixteen-foot windows, two bedrooms, a bath and a half, and a dining area where the pulpit stood. Available February 1, 2027.',
    },
    {
      unitNumber: 'Choir Loft',
      type: 'APARTMENT',
      sizeSqft: 810,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1325,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The former choir gallery, one flight up (18 steps): a one-bedroom with a curved balcony rail overlooking its own living room, the tops of two tall windows and a window seat facing the green. Available December 15, 2026.',
    },
    {
      unitNumber: 'Belfry',
      type: 'APARTMENT',
      sizeSqft: 430,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1050,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A studio at the base of the steeple, two flights up, with round windows on three sides and a view over the green. It sits directly below the town clock: the bell is loud here when it strikes the hours from 7 a.m. to 9 p.m., and the tick of the clock can be heard. Available now.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, GAS, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,450 for the Vestry, $2,150 for the Nave, $1,325 for the Choir Loft and $1,050 for the Belfry, with heat, hot water, water, sewer and trash included. The application fee is $25 per adult. The household needs a monthly income of at least 3 times the rent, and a credit and rental history check is run for every adult.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th, and a $40 late charge is added on the 6th. A returned check costs $30.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the online portal by bank transfer at no cost, or by check left in the locked rent box in the front hall or mailed to PO Box 212, Walpole. Cards are not taken.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one month's rent, the most New Hampshire law allows. It is held in a separate account, earns interest if held a year or more, and is returned with an itemized list of any deductions within 30 days after move-out.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Renewal offers go out 60 days before the lease ends. Without a renewal, the lease continues month to month at the same rent until either side gives 30 days’ notice.',
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 30 days' written notice and pay one month's rent as a reletting fee. A resident called to active military duty may end the lease under federal law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting needs written approval and a screened subtenant. Short-term rentals shorter than 30 days are not allowed.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in a row and 30 nights in a year, and park in the two guest spaces.',
    ),
    text(
      'PARKING_POLICY',
      'Parking in the gravel lot is free: one space per apartment and two guest spaces. The space beside the Vestry ramp is wide and marked accessible. The Village of Walpole bans street parking from 1 a.m. to 6 a.m. from November 15 to April 1. From December to March nothing may be parked in the marked snow slide zone along the north wall, where snow and ice slide off the steep roof.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The undercroft laundry is free and open 7 a.m. to 10 p.m.; each apartment has a locked storage cage there, and bikes and skis hang on the racks. The steeple and clock room are closed to residents. The yard beside the shed has a propane grill and a picnic table. Dogs are not allowed in the Old Meetinghouse Burying Ground, and nothing may be planted or left there.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. The town clock bell strikes the hours from 7 a.m. to 9 p.m. and is silent overnight, and the town band plays on the green on Thursday evenings in July until 9 p.m.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of anything anywhere on the property, and no candles, incense, oil lamps or other open flames inside the building. Propane grilling only in the yard beside the shed, at least 15 feet from the building.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Eversource account in your name; keep renter's insurance with $100,000 of liability coverage; keep the thermostat at 55 degrees or more when away in winter; move your car off the street overnight from November 15 to April 1 and out of the snow slide zone from December to March; keep dogs leashed and out of the burying ground.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Fall Mountain Property Management services the boiler each fall, puts up the interior storm windows in November and takes them down in April, has the lot plowed and the walks and steps shoveled and salted, tests the sprinklers and fire alarms, and answers routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We accept Housing Choice Vouchers administered by New Hampshire Housing and by other housing authorities, including Keene Housing, and HUD-VASH vouchers for veterans. For a voucher holder, the 3-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, child support, alimony and unemployment all count as income. The apartment must pass the program's inspection before move-in, and we schedule it with you.",
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'The Meetinghouse Flats follow the federal Fair Housing Act and the New Hampshire Law Against Discrimination. We do not discriminate because of race, color, religion, sex, national origin, familial status, disability, age, marital status, sexual orientation or gender identity. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or the residents by these characteristics.',
    ),
  ],
  lease: churchLease,
};

// ---------------------------------------------------------------------------------------------
// K3: a five-story 2021 building on pilings over the Columbia River in Astoria, Oregon, built
// with universal design for every age but open to all ages, with a kayak dock, a shuttle van
// and tsunami rules (TEXT viewings; rent-assistance, accessibility and fair-housing policies;
// no smoking question; pet questions COUNT, DOG_SIZE, EMOTIONAL_SUPPORT)
// ---------------------------------------------------------------------------------------------

const pierLease = `RESIDENTIAL LEASE - BOWLINE LANDING, 2150 MARINE DRIVE, ASTORIA, OREGON 97103

1. PARTIES. This Lease is between Bowline Landing LLC ("Landlord"), managed by Clatsop Coast Residential ("Manager"), and each adult who signs it ("Resident"). Residents who sign together are jointly and severally liable for the rent.

2. PREMISES. The Premises are an apartment in Bowline Landing, a five-story building completed in 2021 on pilings over the Columbia River on the site of a former salmon cannery, with the shared use of the Net Loft community room, the boathouse and the garage.

3. TERM. The term is twelve (12) months. Resident gives at least 30 days' written notice before the end of the term if Resident will not renew; otherwise the Lease continues month to month.

4. RENT. Rent is due on the 1st of each month through the resident portal, or by check at the front desk.

5. LATE CHARGE. Rent not paid by the end of the 4th is late. A late charge of $50 is added on the 5th. A returned payment costs $35.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one and a half months' rent, which may be paid in three equal monthly installments. Landlord returns it with a written accounting within 31 days after Resident moves out, as Oregon law provides.

7. UTILITIES. Landlord provides water, sewer and trash and recycling collection. Resident opens an account with Pacific Power for electricity, which runs the lights, the appliances and the apartment's ductless heat pump for heating and cooling, and arranges internet service with a provider of Resident's choice.

8. ALL AGES. Bowline Landing is open to residents of every age. It is not housing for older persons and is not a 55-and-older community.

9. BUILT FOR EVERY BODY. Every entrance is step-free, two elevators serve every floor, and every apartment has 36-inch doors, lever handles, rocker light switches, grab bars in the bathroom, a curbless walk-in shower and emergency pull cords in the bedroom and bathroom that call the 24-hour monitoring service. Resident does not disconnect or tie up a pull cord.

10. THE RIVER. Sea lions from the East Mooring Basin bark on the docks, most of all in spring, and ships on the river sound their horns in fog. The Astoria Riverwalk runs along the river side of the building, and the Riverfront Trolley passes on summer weekends. These sounds are outside Landlord's control.

11. TSUNAMI SAFETY. The building is in the tsunami hazard zone. Each apartment has a NOAA weather radio. When a tsunami warning is issued or the sirens sound, Resident leaves on foot by the posted evacuation route up 23rd Street to the assembly area at the top of the hill. Drills are held each spring and fall. Residents who would need help to leave may join the building's evacuation assistance list, which Manager shares with Astoria Fire and Rescue.

12. BOATHOUSE AND DOCK. The ground-floor boathouse has racks for 12 kayaks or paddleboards, assigned by request, and a floating launch dock. No motorboats. A life jacket is worn on the water, and Resident launches at Resident's own risk.

13. SHUTTLE VAN. The building's van makes free trips to the Safeway on Marine Drive and to the medical offices on Exchange Street on Tuesdays and Fridays at 10:00 a.m.; Resident signs up at the front desk the day before.

14. PARKING. Covered garage spaces under the building cost $75 a month each, and two of them have EV chargers. Two accessible garage spaces are next to the elevator. Visitors park on Marine Drive.

15. PETS. Resident may keep up to two pets, cats or dogs, with written approval. Dogs may weigh up to 35 pounds; there is no breed restriction. Each pet needs a refundable pet deposit of $300 and pet rent of $25 a month. Assistance animals are not pets, and no deposit, pet rent or weight limit applies to them.

16. SMOKING. Smoking and vaping of anything are not allowed anywhere on the property, including balconies, the boathouse, the dock and the garage.

17. OCCUPANCY AND CAREGIVERS. No more than two persons per bedroom, plus one, may live in an apartment. A live-in caregiver whom a Resident with a disability needs is approved as a reasonable accommodation and is not counted as a guest.

18. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m.

19. MAINTENANCE. Resident submits routine repair requests in the resident portal or at the front desk, and Manager responds within two business days.

20. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (503) 555-0127. Emergencies include water coming through a ceiling or wall, a toilet that overflows and will not stop, no heat when it is below 40 degrees outside, fire or smoke, a smell of burning, a person stuck in an elevator, a broken door or window, and a lockout. Each apartment's water shut-off valve is in the closet behind the washer and dryer.

21. ENTRY, KEYS AND ACCESS. Manager may enter after 24 hours' notice for repairs, inspections and showings, and at any time in an emergency. Resident receives two key fobs; a replacement fob costs $50. The roof access and generator room door code, 7462, is for Manager's staff and emergency crews only; Resident may not use or share it.

22. STAFF CONTACTS. The building engineer, Marisol Haugland, personal cell (503) 555-0169, is not a resident contact. Every request goes through the resident portal, the front desk or the emergency line.

23. PAYMENT ACCOUNT. Landlord's operating account is at Clatsop Tidewater Credit Union, routing number 323075881, account number 8841530267, for Landlord's accounting only. Resident pays through the resident portal or at the front desk and never directly into this account.

24. INSURANCE AND ACCOMMODATIONS. Resident keeps renter's insurance with at least $100,000 of personal liability coverage. Landlord grants reasonable accommodations and permits reasonable modifications for a person with a disability; a request may be made orally or in writing at the front desk.

25. NOTICES AND WHOLE AGREEMENT. Notices to Landlord go to Clatsop Coast Residential, 1230 Commercial Street, Astoria, OR 97103. This Lease and the Community Rules are the whole agreement.`;

const pier = {
  id: PIER,
  property: {
    name: 'Bowline Landing',
    address: '2150 Marine Dr, Astoria, OR 97103',
    type: 'MULTI_FAMILY',
    description:
      'Bowline Landing is a five-story apartment building completed in 2021 on pilings over the Columbia River in Astoria, Oregon, on the site of a former salmon cannery, with 44 apartments and the Astoria Riverwalk running along its river side. It was built with universal design so that it works for every age and ability, and it is open to residents of every age: it is not a 55-and-older community. Every entrance is step-free, two elevators serve every floor, and every apartment has 36-inch doors, lever handles, grab bars in the bathroom, a curbless walk-in shower and emergency pull cords that call a 24-hour monitoring service. On the fifth floor, the Net Loft community room has a river-view lounge, a hearing loop, a lending library and a puzzle table. The building van makes free trips to the Safeway on Marine Drive and to the medical offices on Exchange Street every Tuesday and Friday morning. A front desk is staffed from 8 in the morning to 6 in the evening on weekdays, and package lockers are open around the clock. The ground-floor boathouse has racks for 12 kayaks or paddleboards and a floating launch dock, with no motorboats. Covered garage parking under the building costs $75 a month, with two EV chargers and two accessible spaces beside the elevator. Each apartment has a ductless heat pump for heating and cooling and its own front-loading washer and dryer; residents pay Pacific Power and choose their own internet, while water, sewer and trash are included. Sea lions bark from the docks of the East Mooring Basin, most of all in spring, and ships sound their horns in fog. The building is in the tsunami hazard zone, so every apartment has a weather radio and the evacuation route up 23rd Street is posted on each floor. Cats and dogs up to 35 pounds are welcome, up to two per apartment.',
    amenities: [
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'AIR_CONDITIONING',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: 75,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'DOG_SIZE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 35,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '204',
      type: 'APARTMENT',
      sizeSqft: 690,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor one-bedroom next to the elevator, built for a wheelchair user: a roll-in shower with a fold-down seat and a handheld shower head, a roll-under kitchen sink, lowered counters, a side-by-side front-loading washer and dryer, a visual doorbell and a visual fire alarm. Faces the Riverwalk. Available now.',
    },
    {
      unitNumber: '311',
      type: 'APARTMENT',
      sizeSqft: 480,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1045,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor studio facing the river, with a Juliet balcony, a Murphy bed and a kitchenette with a two-burner cooktop and a full-size refrigerator. Available December 14, 2026.',
    },
    {
      unitNumber: '408',
      type: 'APARTMENT',
      sizeSqft: 1090,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2095,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Fourth-floor corner two-bedroom, two-bath with a 90-square-foot balcony over the river looking toward the Astoria-Megler Bridge, a gas-free induction kitchen and two walk-in closets. Available January 4, 2027.',
    },
    {
      unitNumber: '515',
      type: 'APARTMENT',
      sizeSqft: 860,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1675,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Top-floor one-bedroom plus den down the hall from the Net Loft, with two skylights, a bay window over the river and a den that fits a desk or a guest bed. Available February 1, 2027.',
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
      'Rent is due on the 1st: $1,395 for one-bedroom 204, $1,045 for studio 311, $2,095 for two-bedroom 408 and $1,675 for one-bedroom plus den 515. The application fee is $50 per adult. The household needs a monthly income of at least 2.5 times the rent; applicants who fall short may add a guarantor or pay an additional half month of deposit.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 4th, and a $50 late charge is added on the 5th. A returned payment costs $35.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident portal by bank transfer at no cost or by card with a 2.5 percent fee, or bring a check or money order to the front desk. Automatic payments can be set for the 3rd of the month, the day many Social Security payments arrive.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one and a half months' rent and may be paid in three equal monthly installments. It is returned with a written accounting within 31 days after move-out.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "To end the lease early, give 30 days' written notice and pay a fee of one month's rent. No fee is charged when a resident moves to assisted living or a nursing home, or when a resident is called to active military duty; survivors of domestic violence, sexual assault or stalking may end the lease with 14 days' notice under Oregon law.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting needs written approval and a screened subtenant. Stays of less than 30 days, including Airbnb and Vrbo, are not allowed.',
    ),
    text(
      'GUEST_POLICY',
      'Guests may stay up to 14 nights in six months. A live-in caregiver whom a resident with a disability needs is approved as a reasonable accommodation and is not counted as a guest.',
    ),
    text(
      'PARKING_POLICY',
      'Covered garage spaces under the building cost $75 a month each; two have EV chargers, and two accessible spaces are next to the elevator. Visitors park on Marine Drive. Bikes go in the bike room off the garage, and kayaks and paddleboards on the boathouse racks.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The Net Loft community room on the fifth floor is open 7 a.m. to 10 p.m., with a hearing loop, a lending library and a puzzle table; residents may reserve it for a private event. The boathouse racks hold 12 kayaks or paddleboards, assigned by request, and the floating launch dock is open from sunrise to sunset; life jackets are required and motorboats are not allowed. The building van goes to the Safeway on Marine Drive and the medical offices on Exchange Street on Tuesdays and Fridays at 10 a.m.; sign up at the front desk the day before. Package lockers are open 24 hours, and the dog-wash room is beside the garage.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Sea lions bark from the East Mooring Basin docks, most of all in spring, and ships sound their horns in fog; these are outside our control.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of anything anywhere on the property, including balconies, the boathouse, the dock and the garage.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep the Pacific Power account in your name; keep renter's insurance with $100,000 of liability coverage; learn the tsunami evacuation route and keep the weather radio plugged in; never tie up or cut an emergency pull cord; wear a life jacket on the water.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Clatsop Coast Residential staffs the front desk from 8 a.m. to 6 p.m. on weekdays, has the pull cords answered around the clock by a monitoring service, runs the van, holds tsunami drills each spring and fall, keeps the evacuation assistance list and answers routine requests within two business days.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We welcome Housing Choice Vouchers from Northwest Oregon Housing Authority and vouchers ported from other housing authorities, HUD-VASH vouchers for veterans, and Oregon Health Authority rent assistance. Under Oregon law we never refuse an applicant because of a voucher or any lawful source of income. For a voucher holder, the 2.5-times-income rule applies only to the tenant's share of the rent. Social Security, SSI, SSDI, VA benefits, pensions, annuities, retirement account withdrawals, child support and alimony all count as income.",
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Every entrance is step-free with automatic doors, two elevators serve every floor, and two accessible garage spaces are next to the elevator. Every apartment has 36-inch doors, lever handles, rocker switches, grab bars, a curbless walk-in shower and emergency pull cords. Apartment 204 is built for a wheelchair user, with a roll-in shower, a roll-under sink, lowered counters, a visual doorbell and a visual fire alarm. The Net Loft has a hearing loop. Assistance animals are not pets: no deposit, pet rent or weight limit applies. A live-in caregiver is approved as a reasonable accommodation. Residents who would need help in an evacuation may join the evacuation assistance list. Ask the front desk for a reasonable accommodation or modification, orally or in writing.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Bowline Landing follows the federal Fair Housing Act and Oregon fair housing law. We do not discriminate because of race, color, religion, sex, sexual orientation, gender identity, national origin, marital status, familial status, disability, age or source of income. It is not a 55-and-older community. Every applicant is screened with the same written criteria, and we do not describe the neighborhood or the residents by these characteristics.',
    ),
  ],
  lease: pierLease,
};

writeFileSync(
  join(here, '..', 'properties.json'),
  `${JSON.stringify([house, church, pier], null, 2)}\n`,
);
console.log('wrote properties.json');
