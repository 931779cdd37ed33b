/**
 * Set A properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-a/gen/props.ts
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
// A1: downtown high-rise with valet garage and concierge (Minneapolis)
// ---------------------------------------------------------------------------------------------

const larkspurLease = `RESIDENTIAL LEASE AGREEMENT - LARKSPUR TOWER, 1180 NICOLLET MALL, MINNEAPOLIS, MINNESOTA 55403

1. PARTIES. This Lease is between Larkspur Tower LLC ("Landlord"), acting through its managing agent Northloop Residential Management ("Manager"), and each resident who signs it ("Resident"). Residents who sign together are jointly responsible for all obligations under this Lease.

2. PREMISES. Landlord leases to Resident the apartment whose number is written on the signature page, together with the appliances listed on the move-in inspection form, and the right to use the building's shared amenities under the Community Rules.

3. TERM. The Lease starts on the start date on the signature page and runs for twelve (12) months, unless a 6-month or 15-month term is written there instead.

4. RENT AND AMENITY FEE. Monthly rent is due in advance on the 1st day of each month, together with a monthly amenity fee of $65. Rent for a partial first month is prorated by the day.

5. LATE CHARGES AND RETURNED PAYMENTS. Rent not received by 5:00 p.m. on the 5th day of the month is late, and a late fee of 8% of the monthly rent is charged. A returned payment costs $30. After two returned payments Manager may require certified funds.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent before receiving keys. Landlord holds it as Minnesota Statutes section 504B.178 requires, pays the interest that statute requires, and returns it, less lawful itemized deductions, within 21 days after the tenancy ends and Resident provides a forwarding address.

7. UTILITIES. Landlord provides heat and hot water from the building's central boiler, cold water, sewer, and trash and recycling removal. Resident must open an electric account with Xcel Energy in Resident's own name effective on the start date, and pays for electricity (which runs the apartment's air conditioning, lights, range and the in-unit washer and dryer) and for any internet, cable or telephone service. The building is wired for Xfinity and CenturyLink Quantum Fiber.

8. OCCUPANCY AND GUESTS. Only the persons listed on the Lease and their minor children may live in the apartment, up to two persons per bedroom plus one. A guest may stay no more than 14 nights in any six-month period.

9. USE, SUBLETTING AND SHORT-TERM RENTALS. The apartment is for residential use only; no business open to the public may be run from it. Subletting or assignment requires Manager's prior written consent, and the proposed subtenant must apply and be approved. Any rental or stay of fewer than 30 days, including through Airbnb or VRBO, is prohibited.

10. PETS. With Manager's written approval Resident may keep up to two pets: cats, and no more than one dog weighing 35 pounds or less at maturity. Pit bulls, Rottweilers and Dobermans are not permitted. A one-time non-refundable pet fee of $400 per pet and monthly pet rent of $40 per pet apply. Dogs must be leashed in all common areas and may use the pet relief area and dog wash station on garage level P1. Assistance animals are not pets, and no pet fee, pet rent or weight limit applies to them.

11. SMOKING. Smoking or vaping of any substance is prohibited in the apartment, on balconies, in the garage and everywhere else on the property, including within 25 feet of any entrance. Each violation carries a $250 charge plus the cost of cleaning.

12. PARKING AND VALET. Parking is by valet only in the underground garage entered from Harmon Place. A garage contract is $295 per month per vehicle, month-to-month, and may be cancelled with 30 days' notice. Vehicles are requested through the ResidentPortal app or at the concierge desk. Landlord is not responsible for items left in vehicles.

13. KEYS, FOBS AND LOCKOUTS. Resident receives two apartment keys and two key fobs at move-in; a replacement fob costs $50. A contractor key lockbox at the Harmon Place loading dock holds master keys for emergency vendors; its combination is 7304 and it is restricted to Manager and authorized vendors. If Resident is locked out, the concierge desk will let Resident in after checking photo ID, 24 hours a day, free for the first two lockouts in a lease year and $35 for each one after that.

14. MAINTENANCE AND REPAIRS. Resident must report any needed repair promptly. Non-emergency requests go through the ResidentPortal app or to the management office on the 2nd floor (Monday to Friday 9 a.m. to 6 p.m., Saturday 10 a.m. to 4 p.m.) and are normally completed within two business days. Emergencies must be reported right away, 24 hours a day, to the concierge desk or the emergency maintenance line at (612) 555-0190. An emergency is any water leak or flooding, no heat when the outdoor temperature is below 55 degrees, no hot water, a smell of gas or smoke, an electrical hazard, a stuck elevator, a broken entry door or window, or a lockout. In case of a leak inside the apartment, close the water shut-off valves behind the access panel inside the laundry closet (one lever for hot, one for cold), then call the emergency line. If you smell gas, leave the apartment, call 911 from outside, and then call the emergency line. In a fire, pull the nearest alarm and use the stairs, never the elevators.

15. RESIDENT'S CARE OF THE APARTMENT. Resident keeps the apartment clean, replaces light bulbs, keeps balcony drains clear of leaves and snow, and does not use grills on balconies. Area rugs must cover at least 70% of hard floors in living and sleeping areas. Resident is responsible for damage beyond normal wear and tear caused by Resident, occupants or guests.

16. ALTERATIONS. Resident may not paint, wallpaper, mount televisions on walls or change locks without Manager's written consent. Small nail holes for pictures are acceptable.

17. ENTRY BY LANDLORD. Manager may enter the apartment for a reasonable business purpose after a good-faith effort to give reasonable advance notice, as Minnesota Statutes section 504B.211 requires, and without notice in an emergency.

18. MOVING IN AND OUT. Moves must be scheduled with the concierge at least seven days in advance. The freight elevator may be reserved Monday through Saturday between 8:00 a.m. and 5:00 p.m. in four-hour blocks. A move-in fee of $200 is due with the first month's rent. There is no move-out fee.

19. RENTER'S INSURANCE. Resident must carry renter's insurance with at least $100,000 of personal liability coverage and name Larkspur Tower LLC as an interested party.

20. FIRE SAFETY AND FLOOR WARDENS. Each group of floors has a volunteer resident floor warden who assists building staff during drills and alarms. The warden for floors 20 through 24 is Marguerite Lindahl, Apartment 2210, (612) 555-0152.

21. PAYMENT METHODS. Rent is paid through the ResidentPortal app by ACH (free) or card (2.95% convenience fee), or by certified check or money order delivered to the management office. Rent may also be wired to Landlord's operating account at North Star Commerce Bank, routing number 091905514, account number 6620417738, referencing the apartment number. Cash is not accepted.

22. RENEWAL AND MONTH-TO-MONTH. About 90 days before the term ends Manager will offer renewal terms. If Resident neither renews nor gives notice, the tenancy continues month-to-month at the then-current rent plus $250 per month, and either party may end it with 60 days' written notice.

23. NOTICE TO VACATE AND EARLY TERMINATION. Resident must give at least 60 days' written notice before moving out at the end of the term. Resident may end the Lease early by giving 60 days' written notice and paying a fee equal to two months' rent, plus repaying any move-in concession received.

24. DEFAULT. If Resident fails to pay rent or materially breaches this Lease, Landlord may end the tenancy and pursue remedies as Minnesota law allows.

25. NOTICES. Notices to Landlord go to Northloop Residential Management, 1180 Nicollet Mall, Suite 200, Minneapolis, MN 55403, or leasing@northloopresidential.com.

26. ENTIRE AGREEMENT. This Lease, the Community Rules and the move-in inspection form are the whole agreement between the parties and may be changed only in writing signed by both.`;

const larkspur = {
  id: 'larkspur-tower-minneapolis',
  property: {
    name: 'Larkspur Tower',
    address: '1180 Nicollet Mall, Minneapolis, MN 55403',
    type: 'APARTMENT',
    description:
      "Larkspur Tower is a 34-story rental high-rise on Nicollet Mall in downtown Minneapolis, completed in 2019. The lobby has a 24-hour concierge desk that signs for packages, lets in the cleaners and dog walkers you've authorized, and keeps a dry-cleaning drop-off. Residents park in the underground valet garage: you pull in at the Harmon Place entrance, an attendant parks the car, and it's brought back up in about 10 minutes when you call for it. The building connects to the Minneapolis Skyway on the second floor, so you can walk to Target, the Nicollet Mall light rail station and dozens of office buildings without going outside. The 9th-floor amenity level has a heated indoor-outdoor pool that is open year round, a 24-hour fitness center, a golf simulator and a resident lounge with a catering kitchen. Every apartment has floor-to-ceiling windows, quartz counters, an electric range, a stacked washer and dryer, and central air with its own thermostat. Heat and hot water come from the building's central boiler and are included in the rent. Four passenger elevators serve all floors, and a separate freight elevator is reserved for moves. The main entrance on Nicollet Mall is step-free with a power-assisted door, and the garage elevator lobby is level with the parking deck. A bike room on level P1 has 120 wall racks and a repair stand. Refrigerated package lockers next to the mail room hold grocery deliveries. The management office is on the 2nd floor, open Monday through Friday 9 to 6 and Saturday 10 to 4.",
    amenities: [
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'AIR_CONDITIONING',
      'CENTRAL_AIR',
      'POOL',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: 295,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_SIZE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 1,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'DOBERMAN'],
    maxDogSizeLbs: 35,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '1412',
      type: 'APARTMENT',
      sizeSqft: 540,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1850,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        '14th-floor studio facing west over Loring Park, so it gets the afternoon and evening sun. A frosted-glass sliding partition screens off the sleeping area. Stacked washer and dryer in the entry closet, tub-and-shower combination in the bathroom, and a galley kitchen with an electric range and a dishwasher. Available now.',
    },
    {
      unitNumber: '2207',
      type: 'APARTMENT',
      sizeSqft: 780,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 2480,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        "22nd-floor corner one-bedroom with views north to the Mississippi and east over downtown. It is one of the building's adaptable apartments: 34-inch doorways throughout, a low-threshold shower with grab bars and a handheld showerhead, lever door handles and a lowered thermostat. Walk-in closet in the bedroom and a kitchen island that seats three. Available December 15, 2026.",
    },
    {
      unitNumber: '3104',
      type: 'APARTMENT',
      sizeSqft: 1160,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 3650,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'A 31st-floor two-bedroom, two-bath with a private 90-square-foot balcony facing the river. The primary suite has a double vanity and a walk-in closet; the second bedroom has a built-in desk and sits across the hall from the second bathroom. Available January 15, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    text('LANDLORD_UTILITIES', 'GAS, WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      "Rent is due on the 1st of each month. On top of rent there's a flat $65 monthly amenity fee that covers the pool, fitness center, golf simulator and package lockers. Heat, hot water, water, sewer and trash are included; you set up Xcel Energy electricity in your name and choose your own internet (Xfinity and CenturyLink Quantum Fiber both serve the building). If you move in after the 1st, the first month is prorated by the day.",
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent paid after 5:00 p.m. on the 5th is late. The late fee is 8% of the monthly rent, which is the most Minnesota law allows. A returned payment is $30.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay through the ResidentPortal app by ACH bank transfer (free) or debit/credit card (2.95% convenience fee). Certified checks and money orders can be dropped off at the management office on the 2nd floor. We do not take cash.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent, due when you sign the lease. With approved credit you can choose a $450 non-refundable deposit alternative through LeaseLock instead. We return the deposit, with the interest Minnesota requires, within 21 days after you move out and give us a forwarding address.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      "We send a renewal offer about 90 days before your lease ends, with 6-, 12- and 15-month options. If you don't renew or give notice, the lease converts to month-to-month at the current rent plus $250 a month.",
    ),
    text(
      'LEASE_BREAKING_FEES',
      "To end your lease early, give 60 days' written notice and pay a lease-break fee equal to two months' rent. You'd also repay any move-in concession you received.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Subletting is allowed only with written approval from management, and the subtenant has to apply and pass screening like any new resident. Airbnb, VRBO and any rental shorter than 30 days are not allowed.',
    ),
    text(
      'PARKING_POLICY',
      'Parking is valet-only in the underground garage: $295 per month per car. Call for your car through the ResidentPortal app or at the desk; it takes about 10 minutes, and valets are on duty 24/7. A second car is another $295 a month if space is available, and motorcycles are $95. Four EV charging spots are in the garage and the valets rotate residents’ electric cars through them at no extra charge. Guests can use the valet for $18 per visit up to 4 hours, or $32 overnight.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The pool is open 6 a.m. to 10 p.m. and the fitness center 24 hours; both open with your key fob. The 9th-floor resident lounge and catering kitchen can be reserved through the concierge for private events for $150. Moves must be booked with the concierge at least 7 days ahead; the freight elevator can be reserved Monday to Saturday, 8 a.m. to 5 p.m., in 4-hour blocks, and there is a $200 move-in fee.',
    ),
    text(
      'GUEST_POLICY',
      'Guests can stay up to 14 nights in any 6-month period. Add expected guests to your guest list in the app and the concierge will send them up; otherwise the desk calls you before letting anyone up. Cleaners, dog walkers and other service providers need a standing authorization on file.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10 p.m. to 7 a.m. Sunday through Thursday, and midnight to 8 a.m. on Friday and Saturday nights. Area rugs need to cover at least 70% of hard floors in living rooms and bedrooms.',
    ),
    text(
      'SMOKING_POLICY',
      'Larkspur Tower is completely smoke-free: no smoking or vaping of tobacco, cannabis or anything else in apartments, on balconies, in the garage or anywhere on the property, including within 25 feet of the entrances. Each violation is $250 plus cleaning costs.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Keep renter’s insurance with at least $100,000 of liability coverage and list Larkspur Tower LLC as an interested party. Report leaks right away, replace your own light bulbs, and keep balcony drains clear of leaves and snow. No grills on balconies.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Our on-site maintenance team handles repairs to appliances, plumbing, electrical, heating and cooling, and windows. Non-urgent requests submitted through the app are usually completed within 2 business days. The outside of the windows is washed twice a year by our contractor.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We welcome Housing Choice Vouchers (Section 8) from the Minneapolis Public Housing Authority and Metro HRA, as well as other rental assistance programs. Income from Social Security, SSI/SSDI, child support, alimony and veterans’ benefits all counts toward qualifying. Applicants need gross monthly income of at least 2.5 times the rent; voucher holders only need to meet that for their own portion of the rent.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'The main entrance on Nicollet Mall is step-free with a power-assisted door, and the lobby, mail room, pool deck and fitness center are all reachable by elevator. Apartment 2207 is an adaptable unit with 34-inch doorways, grab bars and a handheld showerhead in the low-threshold shower, lever door handles and a lowered thermostat. The pool has a lift chair. Residents who drive themselves, for example with hand controls, can self-park in one of two accessible parking stalls with 8-foot access aisles beside the garage elevator instead of using the valet. Reasonable accommodation requests, such as an assistance animal or a reserved accessible stall, can be made to the management office in writing or by phone, and we respond within 10 business days.',
    ),
  ],
  lease: larkspurLease,
};

// ---------------------------------------------------------------------------------------------
// A2: rural farmhouse on a well and septic with propane heat (Vermont)
// ---------------------------------------------------------------------------------------------

const mapleLease = `RESIDENTIAL LEASE - MAPLE HOLLOW FARMHOUSE, 2186 TINMOUTH ROAD, DANBY, VERMONT 05739

1. PARTIES. This Lease is between Ruth and Alden Kessler ("Landlord"), represented by their agent Otter Valley Rentals ("Agent"), and the person or persons signing below ("Tenant").

2. PREMISES. The farmhouse at 2186 Tinmouth Road, the detached two-bay barn garage, the fenced garden plot and the yard, on about six acres. The hayfield north of the stone wall is leased to a neighboring farm and is not part of the Premises.

3. TERM. The Lease runs for twelve (12) months from the start date on the signature page.

4. RENT. Rent is $2,150 per month, due on the 1st day of each month.

5. LATE FEE. Rent not received by the end of the 5th day of the month is late. Tenant then owes a late fee of $50, plus $5 for each additional day the rent remains unpaid, up to $100 in total for any one month.

6. SECURITY AND PET DEPOSITS. Tenant pays a security deposit of $2,500 at signing, plus a refundable pet deposit of $300 for each approved pet. Landlord returns the deposits, with an itemized statement of any deductions, within 14 days after Tenant vacates, as 9 V.S.A. section 4461 requires.

7. UTILITIES. Tenant pays for electricity (Green Mountain Power); propane for the furnace, water heater, range and dryer (Barrett Fuels; the tank is leased by Landlord and Tenant opens a delivery account in Tenant's own name); internet (the Starlink dish is installed and stays with the house, and Tenant pays the subscription); and trash and recycling, which Tenant takes to the Danby transfer station with a yearly sticker from the Town Clerk. Landlord supplies water from the private drilled well and maintains the septic system, so there is no water or sewer bill; the well pump runs on Tenant's electricity. Tenant must keep the propane tank above 20%; if the tank runs empty, the leak test Barrett Fuels must do before relighting is at Tenant's expense.

8. OCCUPANCY AND GUESTS. Only the persons named in this Lease may live at the Premises. Guests may stay up to 21 nights per calendar year in total without Agent's written consent.

9. PETS AND ANIMALS. Tenant may keep up to three pets, with no more than two dogs and two cats, after Agent approves each one in writing. There is no weight limit for dogs and no breed restriction, but a dog that bites a person or harms livestock must be removed. Dogs must stay in the yard or on a leash; the north fence borders Pratt Family Dairy, and Tenant is liable for any harm a pet does to livestock. Chickens, goats or other livestock need Landlord's written permission.

10. SMOKING. No smoking or vaping of any substance inside the house or barn, or within 20 feet of the propane tank.

11. WELL AND SEPTIC. Tenant shall use septic-safe toilet paper and shall not put grease, wipes, feminine products, paint or chemicals down any drain; no garbage disposal may be installed. No vehicle may be driven or parked on the leach field in the east side yard, which is marked with stakes. Landlord has the septic tank pumped every two years (last pumped June 2025) and has the well water tested every April and gives Tenant the results.

12. HEAT AND WOOD STOVE. The house is heated by a propane furnace, with electric baseboard backup in the upstairs bedrooms. Tenant may use the living-room wood stove with dry wood Tenant supplies. Landlord has the chimney swept every October. Ashes must go in the lidded metal can outside, never in trash or compost.

13. SNOW AND GROUNDS. Landlord plows the driveway after every storm of 3 inches or more, normally by 8 a.m. Tenant shovels the walks, steps and porch, and keeps a path to the propane tank clear for deliveries. Tenant mows the lawn around the house using the riding mower stored in the barn, which Landlord services each spring.

14. MAINTENANCE AND REPAIRS. Tenant reports non-emergency repairs by text to Agent at (802) 555-0168 or by e-mail to repairs@ottervalleyrentals.com; Agent responds within three business days. Emergencies must be reported at any hour to the emergency line, (802) 555-0182. Emergencies include a water leak or burst pipe, no water, no heat between October and April, a propane smell or a carbon monoxide alarm, fire or smoke, a sewage backup, and a lockout. For a leak, first close the main water shut-off: the red-handled valve on the pipe just above the blue well pressure tank in the northeast corner of the basement. If there is no water, check breaker 14, labeled WELL PUMP, in the basement panel and reset it once; if it trips again, call the emergency line. If you smell propane, leave the house without using light switches or phones inside, then call 911 and Barrett Fuels' 24-hour line, (802) 555-0111, from outside.

15. TENANT'S CARE OF THE PREMISES. Tenant keeps the Premises clean and sanitary, replaces furnace filters every three months with filters Landlord provides, keeps gutters over the porch clear, and is responsible for damage beyond normal wear and tear.

16. ALTERATIONS. No painting, new fencing, tree cutting or structural changes without Landlord's written consent.

17. LANDLORD'S ACCESS. Landlord or Agent may enter with at least 48 hours' notice, between 9 a.m. and 9 p.m., as 9 V.S.A. section 4460 requires, and at any time in an emergency.

18. KEYS AND LOCKBOX. Tenant receives two house keys and one barn key. A key lockbox mounted inside the barn door holds a spare house key for Landlord's contractors; its code is 6271. Neighbor Wendell Pratt of Pratt Family Dairy, (802) 555-0134, also keeps a spare key and can let Tenant in if Agent cannot be reached.

19. PAYMENT. Rent may be paid through the Avail tenant portal (ACH, no fee), by Zelle to Agent, or by check mailed to Otter Valley Rentals, 14 Merchants Row, Rutland, VT 05701. Direct deposits go to Landlord's account at Otter Creek Savings Bank, routing number 211672803, account number 40298175. Cash is not accepted.

20. INSURANCE. Tenant must carry renter's insurance with at least $300,000 of liability coverage. Landlord's insurance does not cover Tenant's belongings or vehicles.

21. RENEWAL. Agent will offer renewal terms 60 days before the end of the term. If neither party gives notice, the tenancy continues month-to-month on the same terms.

22. NOTICE AND EARLY TERMINATION. Either party must give 60 days' written notice to end the tenancy at the end of the term. Tenant may end the Lease early with 60 days' written notice and a termination fee equal to one month's rent.

23. SUBLETTING. Tenant may not sublet or assign the Premises or offer any part of them as a short-term rental.

24. GOVERNING LAW. This Lease is governed by Vermont's Residential Rental Agreements Act, 9 V.S.A. chapter 137. It is the whole agreement of the parties and may be changed only in writing signed by both.`;

const maple = {
  id: 'maple-hollow-farmhouse-danby',
  property: {
    name: 'Maple Hollow Farmhouse',
    address: '2186 Tinmouth Road, Danby, VT 05739',
    type: 'SINGLE_FAMILY_HOME',
    description:
      "An 1880s farmhouse on about six acres in the hills above Danby, 25 minutes south of Rutland and 15 minutes from Route 7. The house has three bedrooms, a full bathroom upstairs and a half bath off the mudroom. Water comes from a private drilled well that is tested every spring, and wastewater goes to a septic system we have pumped every two years. Heat is a propane furnace, with electric baseboard backup in the bedrooms and a wood stove in the living room you're welcome to use with wood you supply. The propane tank is leased from Barrett Fuels, and you set up your own delivery account with them. The kitchen has a propane range, a dishwasher and a deep farmhouse sink, and there's a washer and dryer in the mudroom. Outside there is a detached two-bay barn garage, a fenced garden plot with raised beds, and a small pond that freezes for skating in winter. The driveway is a quarter mile of gravel, and we plow it after every storm of 3 inches or more. Internet is through Starlink, since cable doesn't reach this road; the dish is installed and you pay the subscription. Cell service is spotty, though Verizon works on the front porch. There's no trash pickup on Tinmouth Road, so trash and recycling go to the Danby transfer station, open Wednesdays and Saturdays. Dogs and cats are welcome, but the land borders a working dairy farm, so dogs need to stay in the yard or on a leash.",
    amenities: ['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'IN_UNIT_LAUNDRY'],
    parkingPrice: null,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 3,
    restrictedDogBreeds: [],
    maxDogSizeLbs: null,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: '1',
      type: 'HOUSE',
      sizeSqft: 1850,
      bedrooms: 3,
      bathrooms: 1.5,
      monthlyPrice: 2150,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The whole farmhouse with the barn garage, garden plot and yard. Wide-plank pine floors throughout, a mudroom with laundry and a half bath at the back door, and a front porch that faces west across the valley. The largest bedroom has a walk-in closet under the eaves. Available January 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET, TRASH'),
    text('LANDLORD_UTILITIES', 'WATER'),
    { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM', numericValue: 2500 },
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is $2,150 a month, due on the 1st. Electricity (Green Mountain Power), propane (Barrett Fuels; their budget plan is available, and in deep winter expect roughly $250 to $350 a month) and the Starlink internet subscription are all in your name. There is no water or sewer bill: the well and septic are ours to maintain, though the well pump runs on your electricity. Trash and recycling go to the Danby transfer station; the yearly sticker from the Town Clerk is $45.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th. The late fee is $50, then $5 a day, with a cap of $100 for the month.',
    ),
    text(
      'PAYMENT_METHOD',
      "Pay online through the Avail portal (bank transfer, no fee), by Zelle to Otter Valley Rentals, or by mailed check to 14 Merchants Row, Rutland. We don't accept cash.",
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      'The security deposit is $2,500, due at signing, plus a refundable $300 pet deposit per pet. Under Vermont law we return deposits within 14 days of move-out with an itemized list of any deductions.',
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'We offer renewal 60 days before the lease ends. If nobody gives notice, it rolls over to month-to-month on the same terms.',
    ),
    text(
      'LEASE_BREAKING_FEES',
      "If you need to leave early, give 60 days' written notice and pay a termination fee of one month's rent.",
    ),
    text(
      'SUBLETTING_POLICY',
      'No subletting, and no Airbnb or other short-term rentals of the house, barn or land.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'You mow the lawn around the house (the riding mower is in the barn and we service it), shovel the walks, steps and porch, keep a path to the propane tank clear, and order propane before the tank drops under 20% (automatic delivery is the easiest way). Use septic-safe toilet paper and keep grease and wipes out of the drains. Change the furnace filter every three months; we provide the filters. Renter’s insurance is required.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'We plow the driveway, pump the septic every two years, test the well water every April and share the results, have the furnace serviced every fall, sweep the chimney in October, and handle repairs to the house, barn, plumbing, well pump and appliances.',
    ),
    text(
      'GUEST_POLICY',
      'Guests are welcome for up to 21 nights a year in total. Anyone staying longer needs to be approved and added to the lease.',
    ),
    text(
      'PARKING_POLICY',
      "Parking is free: two cars in the barn garage and more on the gravel pad beside the barn. A small trailer or boat can be kept by the barn. Please don't drive or park on the lawn on the east side of the house, because the septic leach field is under it.",
    ),
    text(
      'SMOKING_POLICY',
      "No smoking or vaping inside the house or the barn. Outside is fine as long as you're at least 20 feet from the propane tank.",
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'There are smoke alarms on every floor, a carbon monoxide alarm on each floor, and propane detectors in the kitchen and basement. The April 2026 well water test (bacteria, nitrates, arsenic and uranium) came back within Vermont drinking water limits; ask us for a copy.',
    ),
    text(
      'MOVE_IN_INSPECTION_CHECKLIST',
      "On move-in day we walk through the house and barn together with a checklist and photos, and we record the propane tank's fill level so you start with a documented amount.",
    ),
  ],
  lease: mapleLease,
};

// ---------------------------------------------------------------------------------------------
// A3: per-bedroom student house near the University of Illinois
// ---------------------------------------------------------------------------------------------

const hawthorneLease = `INDIVIDUAL BEDROOM LEASE - HAWTHORNE HOUSE, 508 E DANIEL ST, CHAMPAIGN, ILLINOIS 61820

1. PARTIES. This Lease is between Illini Row Properties LLC ("Landlord") and the student who signs it ("Resident").

2. INDIVIDUAL LEASE. Resident leases the bedroom named on the signature page for Resident's exclusive use, together with shared use of the kitchen, living room, dining room, bathrooms, basement laundry and porch with the other residents of the house. Each resident of the house has a separate lease. Resident is responsible only for Resident's own rent and charges and is not liable for any other resident's rent. Damage to shared areas that cannot be traced to a particular resident is divided equally among the residents of the house.

3. TERM. Academic-year leases run from August 15 to August 8 of the following year. Spring-semester leases run from January 8 to August 8.

4. RENT. The monthly rent for the bedroom is stated on the signature page and is due on the 1st day of each month. Resident may instead prepay a full semester in advance and receive a 3% discount.

5. LATE FEES. A $35 late fee is charged if rent is not received by the 5th, and a second $35 fee if it is still unpaid after the 15th. Late fees are waived as provided in Landlord's financial aid policy when Resident has notified Landlord in advance that aid will disburse after the 1st.

6. SECURITY DEPOSIT. Resident pays a security deposit of one half of one month's rent at signing to reserve the bedroom. Landlord returns it, less itemized deductions, within 30 days after the lease ends, as the Illinois Security Deposit Return Act requires.

7. UTILITIES AND SERVICES. Landlord pays for electricity, natural gas, water, sewer, trash and recycling, 1-gig fiber internet from i3 Broadband, and the professional cleaning of shared areas every other Friday. If the house's total electric bill for a month is more than $450, the amount above $450 is divided equally among the residents and added to the next month's rent.

8. FURNISHINGS. Each bedroom is furnished with a twin XL bed frame and mattress, a desk and chair, a dresser and a ceiling fan. Shared areas have a sofa, a dining table with six chairs, two refrigerators, a microwave and a dishwasher. Furniture may not be removed from the house, and beds may not be lofted.

9. OCCUPANCY AND GUESTS. Each bedroom is for one person. An overnight guest may stay no more than 3 nights in a row and 8 nights in a month, and Resident must tell housemates in advance.

10. QUIET HOURS AND GATHERINGS. Quiet hours are 11 p.m. to 8 a.m. every night, and 24-hour courtesy hours apply during university final exam weeks. Gatherings may not exceed 12 people, including residents.

11. PETS. No pets are allowed, except fish in a single tank of 10 gallons or less. Assistance animals approved as a reasonable accommodation are not pets.

12. SMOKING. No smoking or vaping of tobacco, cannabis or any other substance anywhere in the house, on the porch or in the parking area. Each violation is $150 plus cleaning costs.

13. KEYS AND DOOR CODE. Resident receives a key to Resident's own bedroom and is given the keypad code for the front and back doors. The current door code is 8051#; it is changed every August 15 and may not be shared with anyone who does not live in the house. A lost bedroom key costs $40 to replace. A lockout outside business hours is $50.

14. MAINTENANCE AND REPAIRS. Routine repair requests go through the AppFolio resident portal and are answered within two business days. Emergencies must be called in at any hour to (217) 555-0199. An emergency is a water leak, no heat between October and April, a smell of gas, fire or smoke, a sewer backup, sparking outlets, an outside door that will not lock, or a lockout. The main water shut-off is in the basement on the front wall next to the water meter: turn the red handle a quarter turn so it sits across the pipe. If you smell gas, leave the house, call 911 from outside, then call the emergency line.

15. CLEANING AND CHORES. The cleaning service does the shared kitchen, bathrooms and floors every other Friday. Residents clean up the kitchen the same day they cook, keep their own rooms clean, and take turns on the trash and recycling rotation; bins go to the curb on Tuesday nights.

16. PARKING AND BICYCLES. Four parking spaces in the gravel lot behind the house are rented for $60 per month each, assigned at lease signing, first come, first served. The bike rack by the back door is free.

17. SUBLETTING. Summer subletting is allowed with Landlord's written approval. The subtenant must sign a sublease addendum and pass a background check, the sublet processing fee is $75, and Resident remains responsible for rent. Sublets shorter than 30 days are not permitted.

18. EARLY TERMINATION. Resident may end this Lease early by finding a replacement resident whom Landlord approves and paying a $150 reletting fee. Otherwise Resident remains responsible for rent until the bedroom is re-leased.

19. ALTERATIONS. No painting, no nails larger than picture hooks, no wall decals, and no changes to locks.

20. ENTRY. Landlord may enter the bedroom with 24 hours' notice for repairs, inspections and showings, and without notice in an emergency. Shared areas may be entered at any reasonable time.

21. HOUSE CONTACT. The house lead for the 2026-27 year is Jordan Whitfield (Room 2), (217) 555-0125, who keeps the chore chart and the house group chat.

22. PAYMENT. Rent is paid through the AppFolio portal (e-check free, card 2.99%) or by check mailed to Illini Row Properties, 301 N Neil St, Suite 200, Champaign, IL 61820. Parents and guarantors may pay directly on Resident's account. Bank transfers go to Landlord's account at Prairie Harvest Bank, routing number 071926803, account number 3301557942.

23. RENTER'S INSURANCE. Landlord's insurance does not cover Resident's belongings. Renter's insurance is strongly recommended.

24. MOVE-OUT. The bedroom must be empty and clean by 10 a.m. on the last day of the term. Items left behind are removed at a charge of $25 per item.

25. ENTIRE AGREEMENT. This Lease and the House Rules are the whole agreement and may be changed only in writing signed by both parties.`;

const hawthorne = {
  id: 'hawthorne-house-champaign',
  property: {
    name: 'Hawthorne House',
    address: '508 E Daniel St, Champaign, IL 61820',
    type: 'OTHER',
    description:
      "Hawthorne House is a 1912 Foursquare house two blocks from the University of Illinois Main Quad, rented by the bedroom to students. Each resident signs an individual lease for their own bedroom, so you're only responsible for your own rent, not your housemates'. There are five private bedrooms, each with a locking door, a twin XL bed with mattress, a desk and chair, a dresser and a ceiling fan. The kitchen, living room, dining room, bathrooms and back porch are shared by the five residents. The kitchen has two refrigerators, a gas range, a dishwasher and a microwave, and each resident gets a labeled pantry cabinet and a shelf in each fridge. A professional cleaning service cleans the shared kitchen, bathrooms and floors every other Friday, and that's included in rent. The washer and dryer in the basement are free to use. All utilities are included, along with 1-gig fiber internet from i3 Broadband with mesh Wi-Fi on every floor. The house has central air. The MTD 22 Illini bus stops at the corner, and Green Street is a five-minute walk. The rear entrance has a ramp from the parking lot, and Room 1 with its own bathroom is on the ground floor. Academic-year leases run August 15 to August 8, and spring-semester leases (January 8 to August 8) are offered when a room opens up.",
    amenities: ['NO_PETS', 'ON_SITE_PARKING', 'CENTRAL_AIR'],
    parkingPrice: 60,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME'],
    petQuestions: ['TYPE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 0,
    catsAllowedCount: 0,
    petsAllowedCount: 0,
    restrictedDogBreeds: [],
    maxDogSizeLbs: null,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'Room 1',
      type: 'ROOM',
      sizeSqft: 165,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 795,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Ground-floor bedroom off the dining room with its own private bathroom next door. The bathroom has a walk-in shower with a 2-inch lip, a handheld showerhead and grab bars by the toilet and in the shower. Two windows face the side yard. Available for a spring-semester lease starting January 8, 2027.',
    },
    {
      unitNumber: 'Room 4',
      type: 'ROOM',
      sizeSqft: 140,
      bedrooms: 1,
      bathrooms: 0,
      monthlyPrice: 710,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor front bedroom with a bay window over Daniel Street. Shares the second-floor hall bathroom with Room 3. Available for a spring-semester lease starting January 8, 2027.',
    },
    {
      unitNumber: 'Room 5',
      type: 'ROOM',
      sizeSqft: 190,
      bedrooms: 1,
      bathrooms: 0,
      monthlyPrice: 650,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The third-floor attic bedroom: the biggest room in the house, with sloped ceilings, a skylight and a window seat. Uses the second-floor hall bathroom one flight down. Available now, on a lease through August 8, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'NONE'),
    text('LANDLORD_UTILITIES', 'WATER, GAS, ELECTRICITY, INTERNET, TRASH'),
    text('SECURITY_DEPOSIT', 'HALF_MONTH'),
    text('RENTAL_LENGTH', 'MEDIUM_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      "Rent is per bedroom and covers your room, the shared spaces, all utilities (electric, gas, water, trash), fiber internet and the every-other-Friday cleaning service. Rent is due on the 1st. You can pay monthly or pay a semester in advance for a 3% discount. If the house's electric bill goes over $450 in a month, the overage is split evenly among the five residents.",
    ),
    text(
      'RENT_SPLIT_POLICY',
      "Every lease is individual, so there's no splitting rent between housemates: each resident pays their own room's rent through their own portal account. If a housemate doesn't pay, that's between us and them. Parents or guarantors can pay directly on the student's account.",
    ),
    text(
      'LATE_FEE_POLICY',
      '$35 late fee if rent is not in by the 5th, and another $35 if it is still unpaid after the 15th.',
    ),
    text(
      'PAYMENT_METHOD',
      'Pay online through AppFolio (e-check is free, cards have a 2.99% fee), or mail a check to our office at 301 N Neil St, Suite 200, Champaign.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is half of one month's rent, paid at signing to hold your room. It comes back within 30 days of move-out as Illinois law requires. Damage in shared areas that nobody owns up to is split evenly among the residents of the house.",
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      "Residents normally need income of 3 times the room's rent. If you don't, a parent or other guarantor earning 4 times the rent can co-sign, and international students without a U.S. guarantor can use a guarantor service such as TheGuarantors or Leap. We accept Housing Choice Vouchers through the Housing Authority of Champaign County. If your financial aid disburses after the 1st, tell us before the semester starts and late fees are waived until 10 days after the disbursement date.",
    ),
    text(
      'SUBLETTING_POLICY',
      'Summer subletting is allowed with our written OK. Your subtenant signs a sublease addendum and passes a background check, the processing fee is $75, and you stay responsible for the rent. No sublets shorter than 30 days.',
    ),
    text(
      'GUEST_POLICY',
      'Overnight guests can stay up to 3 nights in a row and 8 nights a month, and you need to give your housemates a heads-up in the house group chat. Guests can’t sleep in the common areas.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 11 p.m. to 8 a.m. every night, with 24-hour courtesy hours during finals weeks. No gatherings of more than 12 people.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'The kitchen, living room, dining room and porch are shared. Clean up after cooking the same day. The cleaning service handles bathrooms, kitchen and floors every other Friday; you keep your own room clean. Each resident gets one shelf in each fridge and a labeled pantry cabinet. The basement washer and dryer are free.',
    ),
    text(
      'PARKING_POLICY',
      'There are four spaces in the gravel lot behind the house at $60 a month each, assigned at lease signing, first come, first served. The bike rack by the back door is free. Street parking on Daniel St is metered with a 2-hour limit.',
    ),
    text(
      'SMOKING_POLICY',
      "No smoking or vaping anywhere in the house, on the porch or in the parking lot, and that includes cannabis, which is legal in Illinois but not allowed here. It's a $150 fine plus cleaning.",
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      "Keep your room clean, take your turn on the trash-and-recycling rotation (bins go out Tuesday nights), report repairs through the portal, and don't prop the front or back door open.",
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'We handle repairs, snow removal on the walks and the lot, lawn care, pest control, the cleaning service and furnace filter changes.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      "The rear entrance has a ramp up from the parking lot, and Room 1 and its private bathroom are on the ground floor. That bathroom has a walk-in shower with a 2-inch lip, a handheld showerhead and grab bars by the toilet and in the shower, and the doors to Room 1 and its bathroom are 32 inches wide. The second and third floors are reached by stairs only. Assistance animals are allowed as a reasonable accommodation even though the house has a no-pets rule; ask our office and we'll walk you through the request.",
    ),
  ],
  lease: hawthorneLease,
};

const properties = [larkspur, maple, hawthorne];
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
