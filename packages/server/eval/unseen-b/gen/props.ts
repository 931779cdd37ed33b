/**
 * Set B properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-b/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
// B1: single-story garden apartments with universal design (Asheville) - NOT age-restricted
// ---------------------------------------------------------------------------------------------

const laurelLease = `APARTMENT LEASE - LAUREL COURT GARDEN APARTMENTS, 41 BEAVERDAM ROAD, ASHEVILLE, NORTH CAROLINA 28804

1. PARTIES. This Lease is made between Laurel Court Partners LLC ("Owner"), through its managing agent Blue Ridge Homestead Management ("Management"), and the resident or residents who sign it ("Resident").

2. PREMISES. The apartment identified on the signature page at Laurel Court Garden Apartments, together with one covered carport space and shared use of the courtyard, gazebo, community room and walkways.

3. TERM. The Lease term is twelve (12) months beginning on the start date on the signature page.

4. RENT. Monthly rent is due on the 1st day of each month. Rent for a partial first month is prorated by the day.

5. LATE CHARGE. If rent is not paid by the end of the 5th day of the month, Resident owes a late charge of $15 or 5% of the monthly rent, whichever is greater, as N.C. Gen. Stat. section 42-46 permits. A returned check or payment costs $25.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent. It is held in a trust account at Blue Ridge Savings Bank, 88 Patton Avenue, Asheville, as the North Carolina Tenant Security Deposit Act requires, and is returned with an itemized statement of any deductions within 30 days after the tenancy ends. A refundable pet deposit of $250 per pet is also required.

7. UTILITIES. Owner pays for water, sewer, trash and recycling. Resident pays for electricity from Duke Energy Progress, which runs the heat pump, water heater and appliances, and for internet or cable service (Spectrum and AT&T Fiber serve the property). Laurel Court is all-electric and has no natural gas service.

8. OCCUPANCY. Only the persons listed on the Lease may live in the apartment. A live-in aide or caregiver approved by Management after a background check may live in the apartment as an occupant without being a party to the Lease or paying rent.

9. GUESTS. Guests may stay up to 21 nights in a calendar year without Management's written approval.

10. OPEN TO ALL AGES. Laurel Court is not housing for older persons under the Fair Housing Act. It is open to applicants of all ages, and households with children are welcome.

11. PETS. Resident may keep up to two pets with written approval: cats, and no more than one dog weighing 30 pounds or less. Monthly pet rent is $25 per pet. Dogs must be leashed outside the apartment and may use the fenced dog run behind Building D. Assistance animals are not pets; no pet deposit, pet rent or size limit applies to them.

12. SMOKING. Laurel Court is smoke-free. No smoking or vaping in apartments, on patios, or within 25 feet of any building. The only place to smoke is the designated bench at the far end of the visitor lot.

13. PARKING. Each apartment includes one covered carport space across the walkway from its front door at no extra charge. A second vehicle may be parked in the open lot for $25 per month. Boats, trailers and RVs may not be parked on the property.

14. ACCESSIBILITY AND MODIFICATIONS. Every apartment has a step-free entrance, a 36-inch front door with a lever handle, 36-inch interior doors, and a roll-in shower with a fold-down bench in the primary bathroom. Resident may ask Management for reasonable accommodations in rules or services and for reasonable modifications to the apartment, verbally or in writing.

15. MAINTENANCE AND REPAIRS. Resident reports routine repairs through the RentCafe resident portal or by calling the office at (828) 555-0140, Monday through Friday 9 a.m. to 4 p.m. Emergencies must be reported at any hour to the emergency maintenance line, (828) 555-0106. Emergencies include a water leak or flooding, no heat when the indoor temperature falls below 60 degrees, a burning or electrical smell, fire or smoke, a sewer backup, an exterior door or window that will not lock, a lockout, and a bathroom pull cord that does not work. For a leak, turn off the water at the shut-off valve in the utility closet beside the water heater (turn the yellow lever so it is crosswise to the pipe), then call the emergency line. Because the property has no gas service, any smell of gas or smoke means leave the apartment and call 911 from outside.

16. EMERGENCY PULL CORDS. Each bathroom has an emergency pull cord that sounds an alarm and flashes a strobe light outside the apartment's front door, and lights a panel in the office during office hours. The pull cords are not monitored around the clock and are not a medical alert service; in a medical emergency call 911.

17. RESIDENT'S CARE OF THE APARTMENT. Resident keeps the apartment clean and reports needed repairs promptly. Management replaces HVAC filters every three months, changes smoke alarm batteries and, on request, replaces light bulbs.

18. ENTRY. Management may enter with 24 hours' notice for repairs, inspections and filter changes, and without notice in an emergency.

19. KEYS AND LOCKOUTS. Resident receives two apartment keys and one mailbox key. A key lockbox on the maintenance shed behind Building B holds master keys for contractors; its code is 3319. A lockout during office hours is free; after hours the charge is $40.

20. COURTYARD GARDEN. Raised garden beds are assigned each March for $10 per season. The volunteer garden coordinator is Eunice Caldwell, Apartment A4, (828) 555-0172.

21. PAYMENT. Rent may be paid through RentCafe (ACH free, cards 2.75%), by check or money order in the office drop box, or by automatic monthly draft. A family member, representative payee or other third party may pay on Resident's behalf. Owner's operating account is at Blue Ridge Savings Bank, routing number 053112505, account number 7004185529.

22. RENEWAL. Management offers renewal terms 60 days before the Lease ends. If neither party gives notice, the tenancy continues month-to-month.

23. ENDING THE LEASE. Resident gives at least 30 days' written notice before the end of the term. Resident may end the Lease early with 60 days' notice and a fee equal to one month's rent. No fee applies when Resident must move to assisted living, a nursing facility or a hospital-based program, or for a medical reason documented by a physician, with 30 days' notice. Military service members are released as federal and North Carolina law provide.

24. ENTIRE AGREEMENT. This Lease and the Community Guidelines are the whole agreement and may be changed only in writing signed by both parties.`;

const laurel = {
  id: 'laurel-court-asheville',
  property: {
    name: 'Laurel Court Garden Apartments',
    address: '41 Beaverdam Road, Asheville, NC 28804',
    type: 'APARTMENT',
    description:
      'Laurel Court is a single-story garden apartment community of 24 homes set around a landscaped courtyard in North Asheville, rebuilt in 2021 with universal design throughout. Every apartment has its own step-free entrance from a level, lit walkway, so there are no stairs anywhere between the carport and your front door. Doorways are 36 inches wide, hallways are 42 inches, and the floors are luxury vinyl plank with no raised thresholds between rooms. Each primary bathroom has a roll-in shower with a fold-down bench, a handheld showerhead, grab bars by the toilet and in the shower, and a comfort-height toilet. Kitchens have lever faucets, pull-out pantry shelves, a side-by-side refrigerator and a range with front controls. Every home has a front-loading washer and dryer and central heating and air from an electric heat pump. The courtyard has raised garden beds you can reserve, shaded benches and a covered gazebo. The community room has a small lending library and a kitchenette and can be reserved for gatherings. One covered carport space per apartment is included in the rent, and visitors use the open lot by Building A. The on-site management office is in Building A and is open weekdays 9 to 4. The Asheville Rides Transit bus stops at the entrance on Beaverdam Road. Laurel Court is open to applicants of all ages; it is not age-restricted housing.',
    amenities: [
      'CATS',
      'SMALL_DOGS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'CENTRAL_AIR',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_SIZE'],
    dogsAllowedCount: 1,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 30,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'A3',
      type: 'APARTMENT',
      sizeSqft: 720,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1495,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'One-bedroom facing the courtyard, with a private patio off the living room and the carport right across the walkway. The bedroom has a 5-foot turning circle beside the bed and a closet with an adjustable-height rod. Roll-in shower with a fold-down bench. Available now.',
    },
    {
      unitNumber: 'C2',
      type: 'APARTMENT',
      sizeSqft: 980,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 1825,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Two-bedroom, two-bath end unit with windows on three sides. The primary bathroom has the roll-in shower; the second bathroom has a tub with grab bars and a handheld showerhead. The second bedroom works well as a guest room or office. Available January 4, 2027.',
    },
    {
      unitNumber: 'D6',
      type: 'APARTMENT',
      sizeSqft: 700,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1450,
      currency: 'USD',
      availability: 'MAINTENANCE',
      description:
        'One-bedroom at the quiet back corner next to the dog run, getting new flooring and a new heat pump. Expected to be ready in late January 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st. Water, sewer and trash are included. Electricity from Duke Energy Progress and your internet (Spectrum or AT&T Fiber) are in your name. If you move in mid-month, the first month is prorated by the day. Courtyard garden beds are $10 a season.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th. The late charge is $15 or 5% of your rent, whichever is more, which is what North Carolina law allows. A returned payment is $25.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay online through RentCafe (bank draft is free, cards are 2.75%), or leave a check or money order in the office drop box. We can set up an automatic monthly draft, and a family member or representative payee is welcome to pay the rent directly for you.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one month's rent. North Carolina law requires us to keep it in a trust account, and we return it within 30 days after you move out with an itemized list of any deductions. Each pet also has a $250 refundable pet deposit.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'We send renewal terms 60 days before your lease ends. If you want to stay without signing a new lease, it continues month-to-month.',
    ),
    text(
      'LEASE_BREAKING_FEES',
      "Breaking the lease early takes 60 days' notice and a fee of one month's rent. There's no fee if you need to move into assisted living, a nursing home or hospital care, or for a medical reason your doctor documents; just give us 30 days' notice.",
    ),
    text(
      'GUEST_POLICY',
      "Guests can stay up to 21 nights a year without asking us. A live-in caregiver who doesn't pay rent can stay long-term as an approved occupant after a background check; they don't need to be on the lease.",
    ),
    text(
      'COMMON_AREA_POLICY',
      'The community room is open 8 a.m. to 9 p.m. and you can reserve it free for up to 4 hours for a private gathering. Garden beds are assigned every March. The gazebo is first come, first served. The courtyard paths are lit all night.',
    ),
    text(
      'PARKING_POLICY',
      'Every apartment comes with one covered carport space at no charge, right across the walkway from your door. Four van-accessible spaces with 8-foot access aisles are next to Buildings A and C. A second car can park in the open lot for $25 a month. No boats, trailers or RVs.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Please keep TVs and music at a level your neighbors can’t hear through the walls.',
    ),
    text(
      'SMOKING_POLICY',
      'Laurel Court is smoke-free: no smoking or vaping in apartments, on patios or within 25 feet of buildings. There is a designated smoking bench at the far end of the visitor lot.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Keep your apartment clean, report repairs promptly through RentCafe or the office, keep patios free of clutter, and don’t leave anything on the walkways that could be a tripping hazard. Renter’s insurance is recommended but not required.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'We take care of lawn care, leaf and snow removal on walkways (salted by 7 a.m. when there’s ice), HVAC filter changes every three months and smoke alarm batteries. Just ask and maintenance will change light bulbs for you, including the high ones.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We accept Housing Choice Vouchers (Section 8) through the Housing Authority of the City of Asheville, VASH vouchers, and other rental assistance. Social Security, SSI, SSDI, pensions, annuities and VA benefits all count as income, and we don’t require income from a job. Our income guideline is 2.5 times your share of the rent.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Every apartment has a step-free entrance, a 36-inch front door with a lever handle and 36-inch interior doors. Every primary bathroom has a roll-in shower with a fold-down bench, a handheld showerhead and grab bars. We can install a visual doorbell and strobe smoke alarms at no charge, and on request we can lower the closet rod, move light switches or add a lower peephole. Ask for a reasonable accommodation or modification, including an assistance animal, at the office, by phone or in writing.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'Each apartment has hardwired smoke alarms, a fire extinguisher in the kitchen and an emergency pull cord in the bathroom that sounds an alarm and flashes a strobe outside your front door. The pull cords are not monitored 24 hours a day and are not a medical alert service, so call 911 in a medical emergency.',
    ),
  ],
  lease: laurelLease,
};

// ---------------------------------------------------------------------------------------------
// B2: mixed-use lofts above a bakery and a bike shop (Louisville)
// ---------------------------------------------------------------------------------------------

const mercantileLease = `RESIDENTIAL LEASE - THE MERCANTILE BUILDING LOFTS, 714 E MARKET ST, LOUISVILLE, KENTUCKY 40202

1. PARTIES. This Lease is between Mercantile Building LLC ("Landlord"), managed by Old Louisville Realty Partners ("Manager"), and each resident who signs it ("Resident").

2. PREMISES AND MIXED-USE BUILDING. Resident leases the loft named on the signature page. The ground floor of the building is leased to commercial tenants, currently Hearth & Crumb bakery and Spoke Theory bicycle shop. Resident understands that baking begins around 4 a.m., that deliveries arrive in the alley in the early morning, and that the street is crowded on the first Friday of each month.

3. TERM. The Lease runs for twelve (12) months from the start date on the signature page.

4. RENT. Rent is due on the 1st day of each month.

5. LATE FEE. Rent not received by the end of the 3rd day of the month is late, and a $75 late fee is due.

6. DEPOSITS. Resident pays a security deposit of one and a half months' rent before move-in. It is kept in a separate account used only for deposits, as Kentucky law requires, and returned within 30 days after move-out, or within 60 days if Resident disputes a deduction. Each approved cat requires a $200 non-refundable pet fee.

7. UTILITIES. Resident pays LG&E for electricity and natural gas (the gas serves the range and water heater) and pays for internet service (Spectrum or AT&T Fiber). Landlord pays for water and sewer (Louisville Water and MSD) and trash collection.

8. OCCUPANCY. No more than two persons per bedroom may live in the loft, and only persons listed on the Lease.

9. GUESTS. A guest may stay up to 10 nights in a row. Longer stays need Manager's written approval.

10. PETS. Up to two cats are allowed with written approval, with a $200 pet fee and $20 monthly pet rent per cat. Dogs and other pets are not allowed. Requests for assistance animals are handled as reasonable accommodation requests under fair housing law.

11. SMOKING. No smoking or vaping of any substance anywhere in the building, including the lofts, stairwell and bike room, or in the courtyard. Each violation costs $300.

12. QUIET HOURS. Quiet hours between lofts are 10 p.m. to 7 a.m. Amplified music is not allowed after 10 p.m.; the floors are old and sound carries, despite the acoustic insulation added between floors in 2019.

13. COURTYARD AND BIKE ROOM. The brick courtyard behind the building is shared with shop employees from 7 a.m. to 6 p.m. and reserved for residents after 6 p.m. The gas grill is for residents; clean it after each use. The bike room beside the stairwell door opens with Resident's key fob. Nothing may be stored in the stairwell or hallways.

14. PARKING. There is no parking on the property. Manager holds four monthly permits in the Clay Street surface lot, a two-minute walk away, for residents at $85 per month. For moving day, Resident may use the loading zone in front of the building for up to 30 minutes after telling Manager and the shops a day ahead.

15. KEYS AND DOOR CODE. Resident receives a loft key, a mailbox key and a key fob. The residential street door between the two shops uses a keypad; the current code is 4092* and it is changed whenever a resident moves out. Rekeying after a lost loft key costs $75.

16. MAINTENANCE AND REPAIRS. Routine repairs are requested through the Buildium resident portal or by e-mail to maintenance@oldlouisvillerealty.com and are handled within three business days. Emergencies must be called in at any hour to (502) 555-0119. An emergency is a water leak, no heat when it is below 50 degrees outside, a smell of gas, fire, smoke or a sprinkler going off, no water, a lockout, or a street door that will not lock. For a leak inside the loft, close the loft's water shut-off valve in the cabinet under the kitchen sink, then call. The building's main shut-off is in the basement behind the bakery and only Manager can reach it. If you smell gas, leave the building, then call 911 and the emergency line from the sidewalk.

17. FIRE SAFETY. The building has a monitored fire alarm and a sprinkler system installed in 2019. Do not hang anything from sprinkler heads or paint them. Each loft has a fire extinguisher under the kitchen sink.

18. ALTERATIONS. No painting or sealing the exposed brick, and no nails or screws into brick or the original wood floors; use the picture rail for hanging art.

19. ENTRY. Manager may enter with two days' notice at reasonable times, and without notice in an emergency.

20. AFTER-HOURS ACCESS. Desmond Achterberg, the resident of Loft 3, (502) 555-0181, holds a spare key to the courtyard gate and bike room for after-hours access.

21. PAYMENT. Rent is paid through the Buildium portal (ACH free, cards 3%) or by certified funds mailed to Old Louisville Realty Partners, P.O. Box 3362, Louisville, KY 40201. Electronic transfers go to Landlord's account at Bluegrass Commerce Bank, routing number 083904877, account number 3018824670. Cash, Venmo and Cash App are not accepted.

22. RENEWAL. Manager offers renewal 75 days before the end of the term. If neither party gives notice the tenancy becomes month-to-month at a $150 monthly premium.

23. ENDING THE LEASE. Either party gives 60 days' written notice to end the Lease at the end of the term. Resident may end the Lease early with 60 days' notice and a fee equal to two months' rent.

24. ENTIRE AGREEMENT. This Lease and the Building Rules are the whole agreement and may be changed only in writing signed by both parties.`;

const mercantile = {
  id: 'mercantile-lofts-louisville',
  property: {
    name: 'The Mercantile Building Lofts',
    address: '714 E Market St, Louisville, KY 40202',
    type: 'MULTI_FAMILY',
    description:
      "The Mercantile Building is an 1890s three-story brick commercial building in Louisville's NuLu district, with two shops on the ground floor and three loft apartments on the two floors above. The ground floor is home to Hearth & Crumb, a bakery that starts baking around 4 in the morning (yes, you will smell bread), and Spoke Theory, a bicycle shop that gives residents 15% off. The lofts have 14-foot ceilings, exposed brick, original heart-pine floors and tall arched windows facing Market Street. Kitchens have gas ranges, butcher-block counters and open shelving, and every loft has a stacked washer and dryer. Heating and cooling come from ductless mini-split heat pumps, one head per room. The residential entrance is its own street door between the two shops, with a keypad, an intercom and the mailboxes. Behind the building is a brick courtyard with a gas grill and string lights; shop staff use it during business hours, and after 6 p.m. it's for residents only. A bike room with wall hooks is on the ground floor. There's no on-site parking, but we hold monthly permits in the Clay Street lot a two-minute walk away. Market Street is a busy commercial block: galleries, restaurants and shops are steps from the door, and the First Friday Trolley Hop brings crowds one evening each month. Commercial trash from the shops is picked up in the alley at 6 a.m. on Mondays, Wednesdays and Fridays. Cats are welcome; dogs are not.",
    amenities: ['CATS', 'IN_UNIT_LAUNDRY', 'AIR_CONDITIONING'],
    parkingPrice: null,
    questions: ['SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: [],
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
      sizeSqft: 1050,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1725,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Front loft on the second floor, directly above the bakery, with three arched windows onto Market Street. The bedroom is a half-walled sleeping area with sliding barn doors, and the bathroom has a clawfoot tub with a shower ring. Available now.',
    },
    {
      unitNumber: '2B',
      type: 'APARTMENT',
      sizeSqft: 1300,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 2150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Rear loft on the second floor overlooking the courtyard, above the bike shop, so it is the quieter of the two second-floor lofts. Two enclosed bedrooms with doors, a walk-in shower with subway tile, and a kitchen island with seating for four. Available January 1, 2027.',
    },
    {
      unitNumber: '3',
      type: 'APARTMENT',
      sizeSqft: 1900,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2950,
      currency: 'USD',
      availability: 'OCCUPIED',
      description:
        'The whole third floor, with a skylit living room and views of the downtown skyline. Currently leased through June 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_AND_HALF_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st. LG&E electric and gas (the gas runs the range and water heater) and internet (Spectrum or AT&T Fiber) are in your name. Water, sewer and trash are included in the rent.',
    ),
    text('LATE_FEE_POLICY', "If rent isn't in by the end of the 3rd, there's a $75 late fee."),
    text(
      'PAYMENT_METHOD',
      'Pay through the Buildium portal: ACH is free and cards have a 3% fee. You can also mail certified funds to our P.O. box. No cash, Venmo or Cash App.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one and a half months' rent, paid before move-in and kept in a separate deposit account as Kentucky law requires. We return it within 30 days of move-out, or 60 days if you dispute a deduction. Cats have a $200 non-refundable pet fee each.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers go out 75 days before the lease ends. If you don't renew and don't give notice, you go month-to-month with a $150 monthly premium.",
    ),
    text(
      'LEASE_BREAKING_FEES',
      "To break the lease, give 60 days' written notice and pay a fee equal to two months' rent.",
    ),
    text(
      'SUBLETTING_POLICY',
      "No subletting. Short-term rentals aren't allowed either: Louisville Metro requires a permit for them and this building isn't eligible.",
    ),
    text(
      'NOISE_POLICY',
      "This is a working commercial block. The bakery's mixers and ovens start around 4 a.m., and on First Fridays Market Street stays busy until about 11 p.m. Between lofts, quiet hours are 10 p.m. to 7 a.m., and amplified music is never OK after 10 p.m. because sound carries through the old floors, even with the acoustic insulation we added between floors in 2019.",
    ),
    text(
      'COMMON_AREA_POLICY',
      'The back courtyard is shared with shop employees during business hours, 7 a.m. to 6 p.m.; after 6 it is residents only. The gas grill is for residents, so please clean it after you use it. The bike room next to the stairwell door opens with your key fob. Nothing can be stored in the stairwell or hallways (fire code).',
    ),
    text(
      'PARKING_POLICY',
      "There's no parking on the property. We hold four monthly permits for residents in the Clay Street lot, a two-minute walk away, at $85 a month. Street parking on Market Street is metered 8 a.m. to 6 p.m. For moving day you can use the loading zone in front for 30 minutes if you give us and the shops a day's notice.",
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping anywhere in the building — lofts, stairwell, bike room — or in the courtyard. Because the bakery shares the building, this one is strict: $300 per violation.',
    ),
    text(
      'GUEST_POLICY',
      'Guests can stay up to 10 nights in a row; anything longer needs our written OK.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep your loft clean and report leaks right away, since there's a business below you. Don't hang anything from the sprinkler heads, don't nail into the brick (use the picture rail), and keep the stairwell clear. Renter's insurance with at least $100,000 liability is required.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'We handle all repairs to the building, plumbing, electrical, the mini-splits and appliances; the mini-split filters are cleaned every spring and fall. We also keep the stairwell, courtyard and bike room clean and the sidewalk clear of snow.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'The building has a monitored fire alarm and a full sprinkler system installed in 2019, when the upper floors were converted to lofts, and each loft has a fire extinguisher under the kitchen sink. Because the building dates from the 1890s you will get a lead-based paint disclosure; the interior paint was abated during the 2019 renovation.',
    ),
  ],
  lease: mercantileLease,
};

// ---------------------------------------------------------------------------------------------
// B3: manufactured homes on rented lots in a community (Bend, Oregon)
// ---------------------------------------------------------------------------------------------

const juniperLease = `RESIDENTIAL RENTAL AGREEMENT - JUNIPER RIDGE COMMUNITY RENTAL HOMES, 61250 JUNIPER RIDGE LOOP, BEND, OREGON 97702

1. PARTIES. This Agreement is between Cascade Crest Homes LLC ("Owner") and the person or persons signing it ("Tenant").

2. HOME AND SPACE. Owner rents to Tenant the manufactured home on the space number written on the signature page in Juniper Ridge, a 62-space manufactured home community operated by Juniper Ridge Community LLC ("Community"). Owner leases the space from Community, and Tenant's rent already includes the space rent. Tenant must follow the Community Rules and signs the Community's acknowledgment form at move-in.

3. TERM. The Agreement is for twelve (12) months from the start date and then continues month-to-month as Oregon law (ORS chapter 90) provides.

4. RENT. Rent is $1,695 per month for Home 14 and $1,295 per month for Home 22, due on the 1st day of each month.

5. LATE CHARGE. If rent is not paid by the end of the 4th day of the month, a $50 late charge is due on the 5th, as ORS 90.260 allows.

6. DEPOSITS. Tenant pays a security deposit equal to one month's rent, plus a refundable $300 pet deposit for each approved pet. Owner returns the deposits, with a written accounting of any deductions, within 31 days after the tenancy ends.

7. UTILITIES. Water, sewer, and weekly trash and recycling pickup (Thursday mornings) are provided by Community and included in the rent. Tenant pays Pacific Power for electricity, Cascade Natural Gas for the gas furnace and water heater, and any internet service (TDS fiber or Starlink).

8. OCCUPANCY. Only persons listed on this Agreement may live in the home.

9. GUESTS. A guest staying more than 14 days in any 12-month period must register with the Community office.

10. PETS. Up to three pets with written approval, no more than two dogs and two cats. Dogs may weigh up to 60 pounds; under the Community's insurance, pit bulls, Rottweilers and mastiffs are not allowed. Pet rent is $25 per month per dog; there is no pet rent for cats. Dogs must be leashed on community roads and may run off leash only in the fenced dog park by the north gate. Assistance animals are not pets.

11. SMOKING. No smoking or vaping inside either home. Smoking outside on the deck or in the yard is allowed if butts go in a metal container with water, because the area is at high wildfire risk.

12. VEHICLES. Each home has parking for two vehicles: a two-car carport at Home 14 and a paved two-car driveway at Home 22. No overnight parking on community roads; guests use the eight visitor spaces at the clubhouse. RVs and boats may be stored in the Community's fenced storage lot for $40 per month when space is available. The speed limit on community roads is 10 mph.

13. HOME AND YARD CARE. Tenant mows, weeds and rakes pine needles on the space, keeps a 5-foot strip around the home clear of needles and firewood, shovels the driveway, walkway and steps, and keeps the heat tape on the water lines under the home plugged in from November through March. Tenant may not add a porch, shed, fence or addition or change the skirting.

14. COMMUNITY AMENITIES. The clubhouse is open 8 a.m. to 9 p.m. daily, with a library, a pool table and a kitchen that can be reserved for $25. The outdoor pool is open Memorial Day weekend through Labor Day, 10 a.m. to 8 p.m., with no lifeguard on duty.

15. MAINTENANCE AND REPAIRS. Tenant reports routine repairs through the RentRedi app or by calling or texting Owner's office at (541) 555-0120 on weekdays, 9 a.m. to 5 p.m. Emergencies must be reported at any hour to (541) 555-0133. An emergency is a water leak or burst pipe, frozen pipes, no water, no heat between October and April, a smell of gas or a carbon monoxide alarm, fire or smoke, a sewer backup, or a lockout. For a leak, close the blue-handled water shut-off valve under the home, behind the skirting access panel (at the back left corner of Home 14, or beside the back steps of Home 22), then call. If the pipes freeze, check that the heat tape is plugged in and never thaw pipes with an open flame. If you smell gas, leave the home, then call 911 and Cascade Natural Gas from outside.

16. WHO MAINTAINS WHAT. Owner maintains the home, its appliances, furnace, water heater, roof, skirting, deck and shed. Community maintains the roads, road snow plowing, the water system, the clubhouse and the pool.

17. KEYS AND LOCKBOX. Tenant receives two house keys and a shed key. A key lockbox on the back of each home's storage shed holds a spare key for Owner's contractors; its code is 0582.

18. NEIGHBOR KEY HOLDER. Roy Dettweiler, who lives in Space 15, (541) 555-0157, keeps spare keys to both homes and can let Tenant in when Owner cannot be reached.

19. PAYMENT. Rent is paid through the RentRedi app (ACH free, cards 3%) or by check or money order left in the drop slot at the Community office. Bank transfers go to Owner's account at Cascade Timberline Credit Union, routing number 323075880, account number 9100327746.

20. RENT INCREASES. Rent may be increased only once in any 12-month period, with at least 90 days' written notice, and by no more than Oregon's statewide limit under ORS 90.323.

21. WILDFIRE AND SAFETY. Each home has smoke alarms in every bedroom and a carbon monoxide alarm in the hallway. The evacuation route is posted in the clubhouse, and Tenant should sign up for Deschutes County emergency alerts.

22. ENTRY. Owner may enter with at least 24 hours' notice at reasonable times, and without notice in an emergency, as ORS 90.322 provides.

23. ENDING THE TENANCY. During the first twelve months Tenant may end this Agreement early with 30 days' written notice and a fee equal to one month's rent. After that, either party gives notice as Oregon law requires.

24. ENTIRE AGREEMENT. This Agreement and the Community Rules are the whole agreement and may be changed only in writing signed by both parties.`;

const juniper = {
  id: 'juniper-ridge-bend',
  property: {
    name: 'Juniper Ridge Community Rental Homes',
    address: '61250 Juniper Ridge Loop, Bend, OR 97702',
    type: 'OTHER',
    description:
      "Two manufactured homes for rent inside Juniper Ridge, a 62-space manufactured home community among the pines on Bend's southeast side. Both homes are owned by Cascade Crest Homes and sit on leased spaces; your rent already includes the space (lot) rent, so you make one monthly payment to us, and the community's rules apply. Home 14 is a 2018 Clayton double-wide with three bedrooms, two bathrooms, a two-car carport and a covered deck. Home 22 is a 1999 single-wide, fully renovated in 2024, with two bedrooms, one bathroom and a paved two-car driveway. Each home has a natural gas furnace, central air, a washer and dryer, insulated skirting and a storage shed. Water, sewer and weekly trash and recycling pickup come through the community and are included in the rent. The community has a clubhouse with a library, pool table and a kitchen you can reserve, an outdoor pool open in summer, and a fenced dog park by the north gate. The community office by the entrance is open Monday through Saturday, 9 to 5, with an on-site manager. Mail is delivered to cluster boxes at the entrance. The community plows the roads after snow; you shovel your own driveway and steps. This is a wildfire-risk area, so each space has to keep a 5-foot strip around the home clear of pine needles and firewood. Dogs up to 60 pounds and cats are welcome.",
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
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_BREED', 'DOG_SIZE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 3,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'MASTIFF'],
    maxDogSizeLbs: 60,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '14',
      type: 'HOUSE',
      sizeSqft: 1344,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1695,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The 2018 double-wide on Space 14. Open kitchen and living room with vaulted ceilings, a primary suite at one end with a garden tub and separate shower, and two bedrooms sharing a hall bath at the other end. Covered 12-by-20-foot deck off the kitchen, two-car carport and an 8-by-10 shed. Available December 15, 2026.',
    },
    {
      unitNumber: '22',
      type: 'HOUSE',
      sizeSqft: 924,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1295,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The single-wide on Space 22, renovated in 2024 with new flooring, a new kitchen and new windows. The side door has a wooden ramp with handrails up from the driveway, and the bathroom has a tub-shower with a grab bar. Small fenced yard behind the home. Available now.',
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
      'Rent is $1,695 a month for Home 14 and $1,295 for Home 22, due on the 1st. It includes the space (lot) rent, water, sewer, trash and recycling, and use of the community clubhouse and pool. Electricity (Pacific Power), natural gas (Cascade Natural Gas) and internet (TDS fiber or Starlink) are in your name.',
    ),
    text(
      'LATE_FEE_POLICY',
      "Oregon law gives you until the end of the 4th. If rent still isn't paid, a $50 late charge applies on the 5th.",
    ),
    text(
      'PAYMENT_METHOD',
      'Pay through the RentRedi app (bank transfer free, cards 3%), or drop a check or money order in the slot at the community office by the entrance.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent, plus a refundable $300 pet deposit per pet. We return it within 31 days after you move out, as Oregon law requires, with a written list of any deductions.",
    ),
    text(
      'RENT_CONTROL_LAWS',
      "Oregon's statewide rent stabilization law (ORS 90.323) applies: we can raise the rent only once in any 12-month period, with at least 90 days' written notice, and never by more than the state's yearly cap.",
    ),
    text(
      'LEASE_BREAKING_FEES',
      "During the first year you can end the lease early with 30 days' written notice and a fee of one month's rent.",
    ),
    text(
      'SUBLETTING_POLICY',
      "Subletting isn't allowed, and the community rules also ban short-term rentals such as Airbnb.",
    ),
    text(
      'COMMON_AREA_POLICY',
      'The clubhouse is open 8 a.m. to 9 p.m. every day, with a library, a pool table and a kitchen you can reserve for $25. The outdoor pool is open Memorial Day weekend through Labor Day, 10 a.m. to 8 p.m., with no lifeguard. Off-leash dogs are allowed only in the fenced dog park by the north gate. The speed limit on community roads is 10 mph.',
    ),
    text(
      'PARKING_POLICY',
      "Home 14 has a two-car carport and Home 22 a paved two-car driveway. There's no overnight parking on the community roads; visitors use the eight spaces at the clubhouse. You can store an RV or boat in the community's fenced storage lot for $40 a month when there's room.",
    ),
    text(
      'GUEST_POLICY',
      'A guest staying more than 14 days in a 12-month period has to register with the community office.',
    ),
    text('NOISE_POLICY', 'Community quiet hours are 10 p.m. to 7 a.m.'),
    text(
      'SMOKING_POLICY',
      "No smoking or vaping inside the homes. Smoking outside on your deck or in your yard is fine, but put butts in a metal can with water; we're in a high wildfire-risk area.",
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'You take care of your space: mowing, weeding and raking pine needles, keeping a 5-foot strip around the home clear, shoveling your driveway and steps, and keeping the heat tape on the water lines under the home plugged in from November through March so the pipes do not freeze. No additions, fences or changes to the skirting. Renter’s insurance is required.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'We maintain the home itself: appliances, furnace, water heater, roof, skirting, deck and shed. The community maintains the roads and plows them, the water system, the clubhouse and the pool.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We accept Housing Choice Vouchers (Section 8) through Housing Works, the housing authority for Central Oregon. Oregon law protects source of income, so SSI, SSDI, child support, unemployment and other lawful income all count. Applicants need monthly income of at least 2 times the rent; voucher holders only need that for their own share.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'Each home has smoke alarms in every bedroom and a carbon monoxide alarm in the hallway. The wildfire evacuation route is posted at the clubhouse, and we recommend signing up for Deschutes County emergency alerts.',
    ),
  ],
  lease: juniperLease,
};

const properties = [laurel, mercantile, juniper];
writeFileSync(join(here, '..', 'properties.json'), `${JSON.stringify(properties, null, 2)}\n`);
for (const p of properties) {
  console.log(
    p.id,
    'policies',
    p.policies.length,
    'lease chars',
    p.lease.length,
    'clauses',
    (p.lease.match(/\n\n\d+\. /g) ?? []).length,
  );
}
