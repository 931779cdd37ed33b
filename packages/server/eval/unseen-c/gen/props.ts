/**
 * Set C properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-c/gen/props.ts
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
// C1: one owner's condo in a Honolulu tower, rented through a manager, under AOAO house rules
// ---------------------------------------------------------------------------------------------

const haleKuliaLease = `RESIDENTIAL RENTAL AGREEMENT - HALE KULIA TOWER, APARTMENT 2306, 1715 KEEAUMOKU STREET, HONOLULU, HAWAII 96822

1. PARTIES. This Rental Agreement is between Gregory Tanabe, the owner of Apartment 2306 ("Owner"), acting through his agent Pali Crest Property Management ("Agent"), and each tenant who signs it ("Tenant"). Tenants who sign together are jointly and severally responsible for everything this Agreement requires.

2. PREMISES. Owner rents to Tenant Apartment 2306 of the Hale Kulia condominium, its covered lanai, the appliances listed on the move-in inspection report, and the exclusive use of covered parking stall 418 on level 4 of the parking structure. Tenant may also use the common elements of the building under the House Rules of the Association of Apartment Owners of Hale Kulia ("AOAO").

3. TERM. The term is twelve (12) months from the start date written on the signature page. Owner does not rent the apartment for less than 90 days, as the City and County of Honolulu requires.

4. RENT. Rent is $3,450 per month, due in advance on the 1st day of each month. Rent includes the Hawaii general excise tax, which Owner pays. Rent for a partial first month is prorated by the day.

5. LATE CHARGE AND RETURNED PAYMENTS. Rent not received by the end of the 5th day of the month is late and a late charge of $100 is due. A returned or dishonored payment costs $35, and after two returned payments Agent may require a cashier's check.

6. SECURITY DEPOSIT AND PET DEPOSIT. Tenant pays a security deposit equal to one month's rent before receiving keys. If Tenant keeps an approved pet, Tenant also pays a pet deposit of $500. Agent returns both deposits, less itemized lawful deductions, within 14 days after the tenancy ends, as Hawaii Revised Statutes section 521-44 requires.

7. UTILITIES. The AOAO maintenance fees, which Owner pays, cover water, sewer, gas for the building's central water heaters, and trash and recycling removal. Tenant opens an account with Hawaiian Electric in Tenant's own name from the start date and pays for electricity, which runs the split air-conditioning units, the electric cooktop, the washer and dryer and the lights. Tenant arranges and pays for internet and television; Spectrum and Hawaiian Telcom fiber both serve the building.

8. OCCUPANCY. Only the persons named on the signature page may live in the apartment, and no more than four persons in total.

9. AOAO HOUSE RULES. Tenant has received a copy of the AOAO House Rules and agrees to follow them. Before moving in, Tenant registers every occupant and vehicle with the resident manager's office. Any fine the AOAO charges for a violation by Tenant, an occupant or a guest is passed on to Tenant. Moves in and out must be booked with the resident manager at least five days ahead, are allowed Monday through Saturday from 8:00 a.m. to 4:00 p.m., and use the service elevator with its protective pads. The AOAO charges a $150 move-in fee, which Tenant pays.

10. PETS. Under the House Rules, the apartment may house one pet: either one cat or one dog weighing no more than 25 pounds when full grown. The pet must be registered with the resident manager, must be carried or leashed in all common areas and may ride only in the service elevator. Pets are not allowed on the pool deck. A pet deposit of $500 applies. Assistance animals are not pets; the pet limits and the pet deposit do not apply to them.

11. SMOKING. Hale Kulia is a smoke-free building. Smoking or vaping tobacco, cannabis or any other substance is prohibited in the apartment, on the lanai and everywhere on the property.

12. LANAI. No grills or open flames may be used on the lanai. Nothing may be hung from or placed on the railing, laundry may not be dried where it can be seen from outside, and planters must sit inside the railing line. Tenant must not feed birds from the lanai.

13. POOL AND RECREATION DECK. The saltwater pool and hot tub on the 7th-floor recreation deck are open from 8:00 a.m. to 10:00 p.m. Tenant may bring up to four guests, who must stay with Tenant. The two gas barbecue grills are used by reservation only, made with the resident manager's office in two-hour slots, no more than two reservations a month per apartment, with a $50 refundable cleaning deposit. No glass containers are allowed on the deck.

14. PARKING. Stall 418 is for one registered, operable passenger vehicle. Nothing may be stored in the stall. Vehicles parked in another owner's stall or in guest parking longer than four hours are towed at the owner's expense under the House Rules.

15. HURRICANES AND OTHER EMERGENCIES. When the National Weather Service issues a hurricane watch for Oahu, Tenant must bring all lanai furniture, plants and loose items inside and keep the lanai sliding doors closed and locked. The building has no hurricane shutters. During a hurricane warning the AOAO may shut down the elevators and the pool deck, and residents are asked to shelter in place in an interior hallway or bathroom unless told to evacuate. Tenant should keep at least 14 days of water, food and medicine on hand. Storm updates are announced over the building intercom and posted in the elevators.

16. MAINTENANCE AND REPAIRS. Tenant reports non-emergency repairs through the Pali Crest resident portal; Agent schedules a vendor within three business days. An emergency must be reported at once, 24 hours a day, to Agent's emergency line at (808) 555-0120, and also to the security desk when water may be reaching another apartment. Emergencies include any water leak, no water, a smell of gas or smoke, a power outage affecting only the apartment, a broken entry door lock and a lockout. The apartment's water shut-off valve is behind the access panel above the washer and dryer in the hall closet; close it first for any leak inside the apartment. Tenant replaces light bulbs and cleans the air-conditioning filters every month.

17. KEYS AND LOCKOUTS. Tenant receives two apartment keys, two building fobs and one garage remote. The security desk cannot open apartments. A spare key to the apartment is kept in Agent's lockbox in the Owner's storage locker, combination 5183, for Agent and its vendors only. The neighbor in Apartment 2305, Leilani Kahale, (808) 555-0147, has agreed to let Agent's vendors in when Agent cannot attend; Tenant must not contact her for lockouts. A lockout after business hours is handled through the emergency line for a $75 call-out charge.

18. ENTRY. Agent may enter the apartment at reasonable times after giving at least two days' notice, as Hawaii law requires, and without notice in an emergency.

19. ALTERATIONS. Tenant may not paint, drill into the concrete walls, install fixtures or change locks without Agent's written consent. Small picture hooks are allowed.

20. RENTER'S INSURANCE. Tenant must carry renter's insurance with at least $100,000 of personal liability coverage and should carry hurricane coverage for personal property, because neither Owner's nor the AOAO's insurance covers Tenant's belongings.

21. PAYMENT. Rent is paid through the Pali Crest resident portal by free ACH transfer or by card with a 2.99% fee, or by cashier's check delivered to Agent's office. Owner's rent account is at Kamaaina Pacific Bank, routing number 121302857, account number 7044139625; that account is used only by Agent and must not be paid into directly. Cash is not accepted.

22. SUBLETTING. Tenant may not sublet, assign or rent out the apartment or any room in it, for any length of stay, without Owner's written consent. Vacation rentals are prohibited by the House Rules and by city ordinance.

23. RENEWAL, NOTICE AND EARLY TERMINATION. Agent offers renewal terms about 60 days before the term ends. Either party must give 45 days' written notice before the end of the term. If Tenant must leave early, Tenant gives 45 days' written notice and pays a lease-break fee equal to one month's rent.

24. NOTICES AND ENTIRE AGREEMENT. Notices to Owner go to Pali Crest Property Management, 1441 Kapiolani Blvd, Suite 900, Honolulu, HI 96814. This Agreement, the AOAO House Rules and the move-in inspection report are the whole agreement and may be changed only in writing signed by both parties.`;

const haleKulia = {
  id: 'hale-kulia-2306-honolulu',
  property: {
    name: 'Hale Kulia Tower, Apartment 2306',
    address: '1715 Keeaumoku St, Honolulu, HI 96822',
    type: 'CONDO',
    description:
      "Apartment 2306 is a privately owned two-bedroom condo on the 23rd floor of Hale Kulia, a 38-story tower built in 1998 a few blocks from Ala Moana Center in Honolulu. The owner lives on the mainland and rents it through Pali Crest Property Management, which handles showings, rent and repairs. The building is run by its owners' association (the AOAO), and every resident follows the AOAO House Rules, which come with the lease. A 24-hour security desk in the lobby checks in guests and accepts packages, and the AOAO's resident manager has an office next to the mail room. The apartment has a covered lanai facing Manoa Valley, split air-conditioning units in the living room and both bedrooms, and a stacked washer and dryer in the hall closet. The kitchen was remodeled in 2021 with quartz counters, an electric cooktop and a built-in microwave. The 7th-floor recreation deck has a shared saltwater pool, a hot tub, two gas barbecue grills that residents reserve ahead of time, and a small fitness room. One assigned covered parking stall, number 418 on level 4 of the parking structure, comes with the apartment at no extra charge. Three passenger elevators serve the tower, and the lobby entrance from the driveway is step-free with automatic doors. Hurricane procedures are posted in every elevator, and the security desk announces storm preparations over the building intercom. Bus stops on Kapiolani Boulevard and Keeaumoku Street are a short walk away.",
    amenities: [
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'AIR_CONDITIONING',
      'POOL',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: null,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['TYPE', 'DOG_SIZE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 1,
    catsAllowedCount: 1,
    petsAllowedCount: 1,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 25,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '2306',
      type: 'APARTMENT',
      sizeSqft: 980,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 3450,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A 23rd-floor two-bedroom, two-bath corner apartment with a 110-square-foot covered lanai facing Manoa Valley and a partial view of Diamond Head from the living room. The primary bedroom has its own bathroom with a walk-in shower; the second bathroom has a tub with a shower. Luxury vinyl plank floors throughout, blinds on every window, split AC units in the living room and both bedrooms. Unfurnished. Available January 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, GAS, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 45),
    text(
      'PAYMENT_POLICY',
      "Rent is $3,450 a month, due on the 1st, and it already includes Hawaii's general excise tax. Water, sewer, gas for the central water heaters, and trash are paid through the AOAO fees, which the owner covers. You pay Hawaiian Electric for electricity and choose your own internet (Spectrum or Hawaiian Telcom fiber). A first month that starts after the 1st is prorated by the day.",
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent received after the 5th of the month is late and carries a $100 late charge. A returned payment is $35.',
    ),
    text(
      'PAYMENT_METHOD',
      "Pay online through the Pali Crest resident portal: ACH bank transfer is free, cards have a 2.99% fee. Cashier's checks can be dropped off at our office at 1441 Kapiolani Blvd, Suite 900. No cash.",
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent ($3,450), due at lease signing. An approved pet adds a $500 pet deposit; there is no monthly pet rent. Both are returned, minus any itemized deductions, within 14 days after you move out, as Hawaii law requires.",
    ),
    text(
      'SUBLETTING_POLICY',
      "No subletting, assigning the lease or renting out a room without the owner's written consent.",
    ),
    text(
      'SHORT_TERM_RENTAL_RESTRICTIONS',
      'Honolulu does not allow rentals shorter than 90 days in this building, and the AOAO House Rules prohibit vacation rentals, so Airbnb or VRBO stays are not allowed in any form.',
    ),
    text(
      'PARKING_POLICY',
      'One covered, assigned stall (number 418, level 4) is included in the rent. It fits a full-size car or SUV. A second car is not guaranteed: the AOAO keeps a waitlist of owners who rent out extra stalls privately. Guests park in the six guest stalls on level 2 for up to four hours after checking in at the security desk. Washing cars is allowed only at the wash rack on level 3.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The 7th-floor pool and hot tub are open 8am to 10pm, up to four guests per apartment with you present, no glass. The two gas barbecue grills are by reservation only, through the resident manager’s office, in two-hour slots, up to two reservations per month, with a $50 refundable cleaning deposit. The fitness room is open 5am to 11pm with your fob. Moves must be booked with the resident manager five days ahead (Monday to Saturday, 8am to 4pm), and the AOAO charges a $150 move-in fee.',
    ),
    text(
      'NOISE_POLICY',
      'AOAO quiet hours are 10pm to 7am every day. Contractor work inside apartments is allowed only on weekdays from 8am to 4:30pm.',
    ),
    text(
      'GUEST_POLICY',
      'Visitors check in at the 24-hour security desk, which calls up before letting them in. A guest staying longer than 14 nights needs the agent’s approval and must be registered with the resident manager.',
    ),
    text(
      'SMOKING_POLICY',
      'The entire building is smoke-free: no smoking or vaping of tobacco, cannabis or anything else in the apartment, on the lanai or anywhere on the property. The AOAO fines $200 for a first violation and that fine is passed on to the tenant.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Follow the AOAO House Rules. On the lanai: no grills, nothing hung on the railing, no laundry visible from outside. Bag your trash and use the trash chute on each floor; recycling goes to the recycling room on level 1 of the garage. Clean the AC filters monthly. When a hurricane watch is issued, bring everything on the lanai inside.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Pali Crest handles repairs inside the apartment: submit a request through the resident portal and a vendor is scheduled within three business days. For emergencies (leaks, no water, gas smell, lockouts) call the 24-hour emergency line at (808) 555-0120. The AOAO and its resident manager take care of the lobby, elevators, pool deck and other common areas.',
    ),
    text(
      'LEASE_BREAKING_FEES',
      "To end the lease early, give 45 days' written notice and pay a lease-break fee of one month's rent.",
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'The lobby entrance from the driveway is step-free with automatic doors, and three passenger elevators reach every floor, including the 7th-floor pool deck and all parking levels. The apartment entry door is 34 inches wide; the bedroom and bathroom doors are 30 inches. Neither bathroom has grab bars today, and the owner will approve having them installed as an accommodation. Two accessible parking stalls are on level 2 near the elevators and can be assigned through the AOAO on request. Assistance animals are exempt from the one-pet limit and the pet deposit. Ask the agent for any reasonable accommodation.',
    ),
  ],
  lease: haleKuliaLease,
};

// ---------------------------------------------------------------------------------------------
// C2: converted warehouse lofts with live/work units (Detroit)
// ---------------------------------------------------------------------------------------------

const grinnellLease = `LOFT LEASE - GRINNELL BOX LOFTS, 2630 RIOPELLE STREET, DETROIT, MICHIGAN 48207

1. PARTIES. This Lease is between Riopelle Box Partners LLC ("Landlord"), through its manager Eastern Market Residential ("Manager"), and each resident who signs it ("Resident"). Residents who sign together are jointly responsible for the whole rent and every other obligation.

2. PREMISES. Landlord leases to Resident the loft whose number appears on the signature page, with the appliances listed on the move-in checklist, and the right to use the lobby, roof deck, bike room and parking lot under the Community Rules.

3. TERM. The Lease runs for twelve (12) months from the start date on the signature page.

4. RENT. Rent is due in advance on the 1st day of each month. Rent for a partial first month is prorated by the day.

5. LATE FEES. Rent not paid by the 5th day of the month is late. A late fee of $50 is charged on the 6th and $10 more for each further day rent remains unpaid, up to $150 for the month. A returned payment costs $35.

6. SECURITY DEPOSIT. Resident pays a security deposit of one and one-half months' rent before receiving keys, the most Michigan law allows. Resident must return the move-in checklist within 7 days of moving in. Landlord returns the deposit, less itemized damages, within 30 days after Resident moves out and gives a forwarding address in writing.

7. UTILITIES. Landlord pays for water, sewer, and trash and recycling removal. Each loft has its own DTE Energy electric meter and its own separately metered gas line for the range and the water heater; Resident opens both DTE accounts in Resident's name from the start date and pays them. Resident also pays for internet; the building is wired for Rocket Fiber and Xfinity.

8. OCCUPANCY AND GUESTS. Only the persons listed on the Lease may live in the loft. A guest may stay up to 14 consecutive nights, and no more than 30 nights in a year.

9. LIVE/WORK LOFTS. Lofts 101 through 106 are live/work lofts. In a live/work loft Resident may run a small studio, office or workshop that serves clients by appointment only between 8:00 a.m. and 8:00 p.m., with no more than two employees who do not live there. Walk-in retail, food service, and the storage or use of hazardous or flammable materials are not allowed. Resident must hold any business license the City of Detroit requires and must carry business liability insurance. In every other loft, no business open to the public may be run.

10. PETS. With Manager's written approval Resident may keep up to two pets, dogs or cats, and dogs may weigh up to 80 pounds. Pit bulls, mastiffs and Rottweilers are not permitted. A non-refundable pet fee of $300 per pet and pet rent of $35 per pet each month apply. Dogs must be leashed in the lobby, elevators and hallways and are not allowed on the roof deck. Assistance animals are not pets, and no pet fee, pet rent, breed or weight limit applies to them.

11. SMOKING. The building, including every loft, hallway, the roof deck and the bike room, is smoke-free for tobacco, cannabis and vaping. The only place to smoke is the bench at the far end of the parking lot, at least 25 feet from any door.

12. PARKING. The gated lot behind the building, entered from Erskine Street, is rented by the month at $75 per space. Each space comes with a gate remote. Parking in the lot is month-to-month and may be ended with 30 days' notice.

13. BIKE ROOM, ROOF DECK AND FREIGHT ELEVATOR. The bike room on the ground floor and the roof deck open with Resident's key fob. The roof deck is open from 7:00 a.m. to 11:00 p.m.; no glass, and the two gas grills are first come, first served. The freight elevator is used for moves and large deliveries only and must be reserved with Manager, Monday through Saturday between 9:00 a.m. and 5:00 p.m., in three-hour blocks, with a $100 refundable deposit.

14. KEYS AND LOCKOUTS. Resident receives two loft keys and two fobs; a replacement fob costs $40. A key lockbox at the loading dock holds master keys for emergency contractors; its combination is 8426, and only Manager and authorized contractors may use it. A lockout is handled through the emergency maintenance line; after business hours there is a $65 lockout charge.

15. MAINTENANCE AND REPAIRS. Non-emergency repairs are requested through the resident portal or at the management office off the lobby (Monday to Friday, 9:00 a.m. to 5:00 p.m.) and are normally handled within three business days. Emergencies must be called in at once, 24 hours a day, to the emergency maintenance line at (313) 555-0171. An emergency is any active water leak, no heat, no water, a smell of gas, smoke or fire, a carbon monoxide alarm, a power outage in the loft only, a stuck elevator, or a lockout. For a leak inside the loft, close the water shut-off valve in the mechanical closet next to the water heater, then call. If you smell gas or a carbon monoxide alarm sounds, leave the building, call 911 and DTE's gas emergency line from outside, and then call the emergency line.

16. CARE OF THE LOFT. The brick walls are original and may not be painted, sealed or drilled; use the hanging rails on the walls for art. The concrete floors are sealed: use felt pads under furniture and rugs under rolling chairs. Resident replaces light bulbs and HVAC filters every three months; filters are supplied by Manager.

17. ALTERATIONS. Resident may not paint, install fixtures, change locks or put up partitions without Manager's written consent.

18. ENTRY. Manager may enter the loft at reasonable times after 24 hours' notice, and without notice in an emergency.

19. TRASH AND RECYCLING. Trash goes in the dumpsters by the loading dock; recycling goes in the blue carts inside the trash room, collected on Thursdays. Boxes must be broken down.

20. FLOOR CAPTAINS AND FIRE SAFETY. Each floor has a volunteer floor captain who helps Manager during fire drills. The captain for the fourth floor is Ray Dubois, Loft 408, (313) 555-0138. In a fire, use the stairs, never either elevator.

21. RENTER'S INSURANCE. Resident must carry renter's insurance with at least $100,000 of personal liability coverage and list Riopelle Box Partners LLC as an interested party.

22. PAYMENT. Rent is paid through the resident portal by free ACH transfer or by card with a 2.9% fee, or by money order at the management office. Landlord's operating account is at Motor City Community Bank, routing number 072413927, account number 5508812346; it is for Manager's use and is not a payment method for residents. Cash is not accepted.

23. SUBLETTING. Resident may not sublet or assign the loft without Manager's prior written consent, and any proposed subtenant must apply and be approved. Stays of fewer than 30 days, including through Airbnb, are prohibited.

24. RENEWAL, NOTICE AND EARLY TERMINATION. Manager offers renewal terms about 90 days before the term ends. Resident gives at least 60 days' written notice before moving out. Resident may end the Lease early with 60 days' written notice and a fee equal to one and one-half months' rent.

25. NOTICES AND ENTIRE AGREEMENT. Notices to Landlord go to Eastern Market Residential, 2630 Riopelle Street, Suite 100, Detroit, MI 48207. This Lease, the Community Rules and the move-in checklist are the whole agreement and may be changed only in writing signed by both parties.`;

const grinnell = {
  id: 'grinnell-box-lofts-detroit',
  property: {
    name: 'Grinnell Box Lofts',
    address: '2630 Riopelle St, Detroit, MI 48207',
    type: 'MULTI_FAMILY',
    description:
      "Grinnell Box Lofts is a 1919 brick warehouse in Detroit's Eastern Market district that was converted into 42 rental lofts in 2017. The lofts keep the building's exposed brick walls, old-growth timber beams, polished concrete floors and 12-foot factory windows. A passenger elevator and the original freight elevator serve all five floors, and the freight elevator is kept for moves and big deliveries. The shared roof deck has lounge seating, two gas grills, planter boxes residents can claim each spring, and a view of the downtown skyline. A secure bike room on the ground floor has 60 hanging racks and a repair stand. Six ground-floor live/work lofts have their own street doors on Riopelle Street and can be used for a small studio or office that sees clients by appointment. Every loft has central air, an in-unit washer and dryer, and a gas range on its own separately metered gas line. Residents can rent a space in the gated lot behind the building, entered from Erskine Street. The building manager works from the office off the lobby on weekdays. The Saturday market sheds are two blocks away, and downtown is about a ten-minute bike ride.",
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'AIR_CONDITIONING',
      'CENTRAL_AIR',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: 75,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'MASTIFF', 'ROTTWEILER'],
    maxDogSizeLbs: 80,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '104',
      type: 'APARTMENT',
      sizeSqft: 1240,
      bedrooms: 1,
      bathrooms: 1.5,
      monthlyPrice: 1850,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Ground-floor live/work loft with its own street door and storefront window on Riopelle Street. The front 400 square feet are a flex studio with a half bath, separated from the living space by a steel-and-glass partition. It is one of the building’s accessible lofts: step-free street and lobby entrances, 36-inch doors, a roll-in shower with grab bars and a fold-down seat, and a lowered section of kitchen counter. Available December 15, 2026.',
    },
    {
      unitNumber: '312',
      type: 'APARTMENT',
      sizeSqft: 1460,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor corner loft with two walls of exposed brick and eight factory windows facing south and east. The two bedrooms are enclosed by sliding barn doors and partition walls that stop about two feet below the ceiling, so sound carries between rooms. Primary bath with a double vanity; second bath with a tub. Kitchen island with seating for four. Available now.',
    },
    {
      unitNumber: '508',
      type: 'APARTMENT',
      sizeSqft: 760,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Top-floor studio loft under the original timber roof trusses, one flight below the roof deck. A skylight over the kitchen and two factory windows facing west. Open sleeping area, a closet with the washer and dryer, and a shower-only bathroom. Available February 1, 2027.',
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
      'Rent is due on the 1st. Water, sewer, trash and recycling are included. Each loft has its own DTE Energy electric meter and a separately metered gas line (range and water heater), and both DTE accounts go in your name. Internet is yours to choose; the building is wired for Rocket Fiber and Xfinity. The first month is prorated if you move in after the 1st.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th. The late fee is $50 on the 6th plus $10 for each additional day, capped at $150 per month. Returned payments are $35.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay in the resident portal by ACH (free) or debit/credit card (2.9% fee), or bring a money order to the management office off the lobby. We can’t take cash.',
    ),
    text(
      'RENT_SPLIT_POLICY',
      'Roommates can split the rent in the resident portal, with each person paying their own share from their own account. Everyone on the lease is still responsible for the full rent, so if one share is missing the late fee applies to the whole loft.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is one and a half months' rent, the maximum under Michigan law, due at signing. Return the move-in checklist within 7 days of getting your keys. We return the deposit with an itemized list of any deductions within 30 days after you move out and send us a forwarding address.",
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "We welcome Housing Choice Vouchers (Section 8) from the Detroit Housing Commission and MSHDA, and we'll fill out the Request for Tenancy Approval and schedule the inspection with your caseworker. Our income guideline is 2.5 times the rent; for voucher holders it applies only to the part of the rent you pay yourself. All lawful, steady income counts the same: wages, self-employment, SSI, SSDI, Social Security, child support, alimony, pensions, unemployment benefits and other housing assistance. We also accept a co-signer who earns 3 times the rent, or a lease guarantee from TheGuarantors.",
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'The main entrance from the parking lot is step-free with a push-button power door, and the passenger elevator (36-inch door) reaches every floor and the roof deck. Two accessible parking spaces are next to the entrance. Loft 104 is a fully accessible unit: step-free street entrance, 36-inch doors throughout, a roll-in shower with grab bars and a fold-down seat, and a lowered kitchen counter section. Assistance animals are welcome with no pet fee, pet rent, breed or weight limit. We consider any reasonable accommodation or modification request; ask the building manager.',
    ),
    text(
      'PARKING_POLICY',
      'The gated lot behind the building (entrance on Erskine Street) has 38 spaces at $75 a month each, first come, first served, with a gate remote. It is month-to-month, cancel with 30 days’ notice. Street parking on Riopelle Street is free but fills up on Saturday market days. Guests may not park overnight in the lot. The bike room is free for residents.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The roof deck is open 7am to 11pm: no glass, grills are first come first served, and please wipe them down. Dogs are not allowed on the roof deck. The bike room and roof deck open with your fob. The freight elevator must be reserved with the office for moves and big deliveries, Monday to Saturday 9am to 5pm in three-hour blocks, with a $100 refundable deposit.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10pm to 8am. Concrete floors and brick walls carry sound, so rugs are required under at least 60% of the floor in living areas and felt pads under furniture. Live/work clients may visit only between 8am and 8pm.',
    ),
    text(
      'GUEST_POLICY',
      'Guests can stay up to 14 nights in a row and 30 nights a year. Guests must be with a resident on the roof deck and in the bike room.',
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting needs the manager’s written approval and the subtenant has to apply. No stays under 30 days, including Airbnb.',
    ),
    text(
      'SMOKING_POLICY',
      'Smoke-free inside and on the roof deck, for tobacco, cannabis and vapes. You may smoke only at the bench at the far end of the parking lot, 25 feet or more from the doors.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Trash goes in the dumpsters by the loading dock, recycling in the blue carts in the trash room (picked up Thursdays); break down boxes. Change the HVAC filter every three months (we supply filters). Don’t paint or drill the brick; use the hanging rails. Live/work residents need any City of Detroit business license their work requires and business liability insurance, see clients by appointment only from 8am to 8pm, and may have up to two non-resident employees.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Non-emergency repairs: submit through the resident portal or stop by the office off the lobby (Monday–Friday 9 to 5); most are handled within three business days. Emergencies (active leaks, no heat, no water, gas smell, smoke, CO alarm, lockouts, stuck elevator) go to the 24-hour emergency maintenance line at (313) 555-0171. We handle snow removal for the lot and sidewalks, pest control, and elevator inspections.',
    ),
    text(
      'LEASE_BREAKING_FEES',
      "You can end the lease early with 60 days' written notice and a fee of one and a half months' rent.",
    ),
  ],
  lease: grinnellLease,
};

// ---------------------------------------------------------------------------------------------
// C3: a raised shotgun double with a shared courtyard (New Orleans)
// ---------------------------------------------------------------------------------------------

const dauphineLease = `LEASE OF RESIDENCE - 2415 AND 2417 DAUPHINE STREET, NEW ORLEANS, LOUISIANA 70117

1. PARTIES. This Lease is between Bernadette Castellanos ("Lessor"), represented by her manager Bywater Rentals LLC ("Manager"), and each person who signs it as lessee ("Lessee"). Lessees who sign together are each bound for the whole rent.

2. PREMISES. Lessor leases to Lessee the half of the shotgun double at 2415 Dauphine Street written on the signature page (the 2415 side or the 2417 side), with the appliances and window air-conditioning units listed on the move-in report, and the shared use of the front porch and the rear courtyard with the residents of the other half.

3. TERM. The Lease runs for twelve (12) months from the start date on the signature page.

4. RENT. Rent is due in advance on the 1st day of each month. A first month that begins after the 1st is prorated by the day.

5. LATE FEE. Rent not received by the 5th is late, and a late fee of $75 is due on the 6th. A returned check or payment costs $40.

6. SECURITY DEPOSIT. Lessee pays a security deposit of $1,500 for either half before receiving keys. Manager returns it, with an itemized statement of any deductions, within one month after the Lease ends and Lessee returns the keys, as Louisiana law requires.

7. UTILITIES. The two halves share one water meter, so Lessor pays the Sewerage and Water Board bill for water, sewer and the city sanitation charge, and trash service is therefore included. Each half has its own Entergy New Orleans meters for electricity and gas; Lessee puts both in Lessee's name from the start date and pays them. Lessee arranges and pays for internet; Cox and AT&T Fiber serve the block.

8. OCCUPANCY AND GUESTS. Only the persons named on the Lease may live in the half. A guest may stay no more than 10 nights in any month. Lessee may not rent space to visitors during Mardi Gras, Jazz Fest or any other event.

9. SHORT-TERM RENTALS AND SUBLETTING. The premises may not be offered as a short-term rental of any length, on Airbnb or otherwise; the property holds no city short-term rental permit. Subletting or assigning requires Lessor's prior written consent.

10. PETS. With Manager's written approval Lessee may keep up to two pets: up to two cats, or one dog and one cat. A dog may weigh up to 60 pounds. A non-refundable pet fee of $250 per pet applies; there is no monthly pet rent. Dogs must be leashed in the courtyard when the other half's residents are outside, and all pet waste must be picked up the same day. Assistance animals are not pets and no pet fee applies to them.

11. SMOKING. No smoking or vaping of any substance inside either half or on the front porch, because of the age of the wood-frame house. Smoking is allowed only in the back corner of the courtyard, away from the windows, with cigarette butts placed in the metal can provided.

12. FRONT PORCH AND COURTYARD. The front porch and the brick courtyard are shared by both halves. Courtyard furniture stays in the courtyard; bicycles may be locked to the rack by the side gate. Charcoal and gas grills may be used in the courtyard only, at least 10 feet from the house. The side gate to the street must be kept locked.

13. QUIET HOURS. The halves share a center wall. Quiet hours are 10:00 p.m. to 8:00 a.m. Sunday through Thursday and midnight to 9:00 a.m. on Friday and Saturday nights. Street noise from second lines, parades and Frenchmen Street is outside Lessor's control.

14. WINDOW AIR CONDITIONERS AND HEAT. Cooling is by the window units Lessor provides. Lessee cleans each unit's filter monthly from April through October and must not remove or move a unit without Manager. Heat is by a wall-mounted gas space heater in each half, which Manager has serviced every October; Lessee must not block it.

15. HURRICANES AND STORMS. The house has louvered hurricane shutters on every street-facing window and door. When a hurricane watch is issued for Orleans Parish, Manager closes and latches the shutters, and Lessee brings in all porch and courtyard furniture, grills and plants. Lessee decides whether to evacuate and should follow the City's evacuation orders; rent is not reduced during an evacuation unless the premises become unlivable.

16. FLOOD ZONE AND FLOOD INSURANCE. The property is in FEMA flood zone AE. The house is raised about three feet on brick piers, and water has not entered the living space since Lessor bought it in 2009, but the street and the courtyard can hold standing water for several hours after a heavy downpour. Lessor's flood insurance covers the building only. Lessee is strongly encouraged to buy a contents flood policy, because standard renter's insurance does not cover flood damage.

17. PARKING. There is no off-street parking. Lessee may apply to the City of New Orleans for a residential parking permit for this zone using the Lease and the vehicle registration; the permit costs $20 a year per vehicle. Without a permit, parking on the block is limited to 2 hours on weekdays from 8:00 a.m. to 6:00 p.m. When the City declares a street-flooding alert, residents may park on the neutral ground.

18. TRASH. City trash pickup is Tuesday and Friday; recycling is every other Wednesday. Carts go to the curb the night before and come back in by the end of the collection day.

19. MAINTENANCE AND REPAIRS. Lessee reports non-emergency repairs by text message to Manager's repair line at (504) 555-0160 or through the Bywater Rentals portal; most are handled within three business days. Emergencies must be called in at once, 24 hours a day, to the emergency line at (504) 555-0193: any water leak, no water, a smell of gas, smoke or fire, a carbon monoxide alarm, no power in the half, no heat when the temperature is below 45 degrees, or a lockout. For a leak, close the water shut-off valve under the back steps of your half, then call. If you smell gas, leave the house, call Entergy's gas emergency line and 911 from outside, and then call the emergency line. Lessee must report termite swarms (usually in May) right away.

20. KEYS AND LOCKOUTS. Lessee receives two keys to the front door, one to the back door and one to the side gate. Spare keys are kept in a lockbox on the inside of the side gate, code 2794, for Manager and its repair contractors only. The neighbor at 2421 Dauphine Street, Alcide Broussard, (504) 555-0129, holds a key for Manager's contractors and is not to be contacted by Lessee. After-hours lockouts cost $60.

21. ENTRY. Manager may enter at reasonable times with 24 hours' notice, and without notice in an emergency or to close the shutters before a storm.

22. LEAD PAINT AND ALTERATIONS. The house was built in 1905, before 1978, and may contain lead-based paint; Lessee has received the federal lead disclosure and pamphlet. Lessee may not paint, sand, drill into the cypress siding or make alterations without Manager's written consent.

23. RENTER'S INSURANCE. Lessee must carry renter's insurance with at least $50,000 of personal liability coverage.

24. PAYMENT. Rent is paid through the Bywater Rentals portal by free ACH transfer, by Zelle to rent@bywaterrentals.com, or by money order. Lessor's rent account is at Crescent Bayou Bank, routing number 065405227, account number 2290417765, for Manager's use only. Cash is not accepted.

25. NOTICE, RENEWAL AND EARLY TERMINATION. Either party gives at least 30 days' written notice before the end of the term; if neither does, the Lease continues month to month. Lessee may end the Lease early with 30 days' written notice and a fee equal to one month's rent.

26. ENTIRE AGREEMENT. This Lease and the move-in report are the whole agreement between the parties and may be changed only in writing signed by both.`;

const dauphine = {
  id: 'dauphine-shotgun-double-new-orleans',
  property: {
    name: 'Dauphine Street Shotgun Double',
    address: '2415 Dauphine St, New Orleans, LA 70117',
    type: 'DUPLEX',
    description:
      'A 1905 shotgun double in the Faubourg Marigny, two blocks from Frenchmen Street, split into two side-by-side halves that share a center wall. Each half is a row of rooms one behind the other, with 12-foot ceilings, heart-pine floors, transoms over the doors and a decorative (non-working) fireplace in the front room. The house is raised about three feet on brick piers, so seven wooden steps lead up to the shared front porch. Both halves have working louvered hurricane shutters on every street-facing window and door. Behind the house is a brick courtyard the two halves share, with a banana tree, a crape myrtle, a picnic table and a locked side gate to the street. Cooling is by window air-conditioning units, one in each bedroom and one in the front room, with ceiling fans throughout. Heat comes from a wall-mounted gas space heater in each half. A stacked washer and dryer sits at the back of each kitchen. There is no off-street parking; residents park on the street with a City of New Orleans residential parking permit. The property is in FEMA flood zone AE, and the street floods for a few hours in heavy summer downpours. The Saint Claude Avenue streetcar line is a few blocks away.',
    amenities: ['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'IN_UNIT_LAUNDRY', 'AIR_CONDITIONING'],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 1,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 60,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '2415',
      type: 'HOUSE',
      sizeSqft: 1050,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1850,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The 2415 side: front room, two bedrooms one behind the other, then the bathroom with a clawfoot tub and a shower ring, then the kitchen at the back opening onto the courtyard. As in any shotgun, you walk through the middle bedroom to reach the back of the house. Window AC units in the front room and both bedrooms. Available December 1, 2026.',
    },
    {
      unitNumber: '2417',
      type: 'HOUSE',
      sizeSqft: 1320,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 2250,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The 2417 side, with a camelback: a second story over the back of the house holds the third bedroom and a second full bathroom with a shower, reached by a narrow staircase from the kitchen. Downstairs are the front room, two bedrooms in a row, a bathroom with a clawfoot tub, and the kitchen. Window AC units in the front room and all three bedrooms. Available January 15, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM', numericValue: 1500 },
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st. The two halves share one water meter, so the owner pays the Sewerage and Water Board bill (water, sewer and the city sanitation charge). You put Entergy New Orleans electricity and gas in your own name; each half has its own meters. Internet is up to you (Cox and AT&T Fiber serve the block).',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th; the late fee is $75, charged on the 6th. Returned payments are $40.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay through the Bywater Rentals portal (ACH, free), by Zelle to rent@bywaterrentals.com, or by money order. No cash and no credit cards.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      'The deposit is a flat $1,500 for either half, due at signing. It comes back with an itemized statement within one month after move-out, as Louisiana law requires. Pets add a one-time, non-refundable $250 pet fee per pet; there is no pet rent.',
    ),
    text(
      'PARKING_POLICY',
      "There's no driveway or off-street parking. Residents park on Dauphine Street with a City of New Orleans residential parking permit, which costs $20 a year per vehicle; apply with your lease and registration. Without a permit you're limited to 2 hours on weekdays from 8am to 6pm. During a City street-flooding alert you may move your car onto the neutral ground.",
    ),
    text(
      'COMMON_AREA_POLICY',
      'The front porch and the brick courtyard are shared by both halves. Grills are fine in the courtyard at least 10 feet from the house. Bikes lock to the rack by the side gate, and the gate stays locked. The owner’s gardener tends the courtyard once a month; you are welcome to add potted plants.',
    ),
    text(
      'NOISE_POLICY',
      'The halves share a center wall, so quiet hours are 10pm to 8am Sunday through Thursday and midnight to 9am on Friday and Saturday nights. Second lines, parades and the music on Frenchmen Street are part of the neighborhood and outside our control.',
    ),
    text(
      'GUEST_POLICY',
      'Guests can stay up to 10 nights a month. You may not rent out rooms or floor space to visitors during Mardi Gras, Jazz Fest or any other event.',
    ),
    text(
      'SHORT_TERM_RENTAL_RESTRICTIONS',
      'No short-term rentals of any length: the property has no city short-term rental permit, so Airbnb and VRBO are not allowed.',
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting or assigning the lease needs the owner’s written consent.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping inside either half or on the front porch; the house is old and built of wood. Smoking is allowed only in the back corner of the courtyard, away from the windows, with butts in the metal can.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Clean the window AC filters monthly from April through October. Put the city carts out the night before pickup (trash Tuesday and Friday, recycling every other Wednesday) and bring them back in the same day. Bring porch and courtyard furniture inside when a hurricane watch is issued. Report termite swarms (usually in May) right away.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Text non-emergency repairs to our repair line at (504) 555-0160 or submit them in the Bywater Rentals portal; most are handled within three business days. For emergencies call (504) 555-0193, 24 hours a day. We close and latch the hurricane shutters when a hurricane watch is issued and open them afterward, service the gas heaters every October, arrange the yearly termite inspection and quarterly pest control, and repair or replace broken window AC units.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'Each half has smoke alarms in every bedroom and the hall and a carbon monoxide alarm near the gas heater. The house was built in 1905, so it may contain lead-based paint; you receive the federal lead disclosure and pamphlet before signing.',
    ),
    text(
      'LEASE_BREAKING_FEES',
      "To leave before the lease ends, give 30 days' written notice and pay a fee of one month's rent.",
    ),
  ],
  lease: dauphineLease,
};

const properties = [haleKulia, grinnell, dauphine];
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
    'description sentences',
    p.property.description.split(/(?<=[.!?])\s+/).length,
  );
}
