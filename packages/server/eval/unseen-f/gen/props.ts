/**
 * Set F properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-f/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EGRET, JUNIPER, KUTZKY } from './lib.ts';

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
// F1: an income-restricted (LIHTC) garden community in Albuquerque: maximum incomes by household
// size, yearly recertification, a waitlist, set-aside accessible apartments, laundry rooms
// ---------------------------------------------------------------------------------------------

const juniperLease = `LEASE - JUNIPER MESA APARTMENTS, 9200 MONTGOMERY BOULEVARD NE, ALBUQUERQUE, NEW MEXICO 87111

1. PARTIES. This Lease is between Juniper Mesa Housing Partners LP ("Owner"), managed by High Desert Community Housing ("Manager"), and each adult household member who signs it ("Resident"). Adults who sign together are jointly and severally responsible for the rent and every other obligation.

2. TAX CREDIT PROPERTY. The apartment is part of a Low-Income Housing Tax Credit property monitored by the New Mexico Mortgage Finance Authority (MFA). The household must be income-eligible when it moves in: the total yearly income of all members may not exceed the limit for the household's size, set at 60 percent of the area median income. Resident gives true and complete information and signs the Tenant Income Certification.

3. TERM. The first term is twelve (12) months. The Lease then renews for further twelve-month terms unless Resident gives 30 days' written notice before a term ends. Owner renews unless there is good cause not to, as the tax credit rules require.

4. RENT. Rent is due on the 1st day of each month in the amount on the signature page. Owner may change the rent only once a year, at renewal, with 60 days' written notice, and never above the tax credit maximum for the apartment size.

5. LATE CHARGE. Rent not received by the end of the 5th day is late, and a late charge of $45 is added on the 6th. A returned payment costs $25, and after two returned payments Resident pays by money order or cashier's check only.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent before move-in. Owner returns it, with an itemized list of deductions, within 30 days after the Lease ends and Resident returns all keys, as New Mexico law requires.

7. UTILITIES. Resident opens accounts in Resident's own name with PNM for electricity and with New Mexico Gas Company for natural gas, which runs the furnace and the water heater, and keeps them on for the whole term. Owner pays for water, sewer, trash and recycling, and for the common laundry rooms.

8. OCCUPANCY. Only the persons listed on the Tenant Income Certification may live in the apartment. No more than three persons may live in a one-bedroom, five in a two-bedroom and seven in a three-bedroom.

9. ANNUAL RECERTIFICATION. Once a year, starting about 120 days before the anniversary of the move-in date, Resident completes a recertification with Manager covering the income of every member, assets, household members and student status, with documents. Failing to complete it on time is a violation of this Lease. A household whose income has risen may stay: even above 140 percent of the current limit it keeps its apartment and its tax credit rent, but the next vacant apartment of the same size must then go to an eligible household.

10. HOUSEHOLD CHANGES. Before anyone new moves in, including a spouse, partner or adult child, that person must apply, pass screening and be added to the income certification. Resident tells Manager in writing within 30 days when a household member moves out. A guest who stays more than 14 nights in any 12 months is treated as a household member.

11. FULL-TIME STUDENTS. A household made up entirely of full-time students is generally not eligible unless an exception applies, for example a single parent whose child is no one else's dependent, a married couple filing a joint return, a former foster youth, or a member receiving TANF or enrolled in a job-training program. Resident tells Manager at once if every member becomes a full-time student.

12. ACCESSIBLE APARTMENTS. Eight ground-floor apartments are built for wheelchair users and three have features for residents who are deaf or hard of hearing. They are offered first to households that need those features. A household without that need that rents one agrees to move, at Owner's cost and after 30 days' notice, to a comparable vacant apartment when a household that needs the features applies.

13. LAUNDRY ROOMS AND COMMUNITY ROOM. Two laundry rooms, in Buildings C and H, are open from 6:00 a.m. to 10:00 p.m.; the machines run on a reloadable laundry card sold at the leasing office (a wash costs $1.75 and a dry $1.50). Residents may reserve the community room for a private event, free, between 9:00 a.m. and 9:00 p.m., with a $100 refundable deposit, for up to 40 people.

14. PARKING. Parking in the open lots is free and first come, first served. A covered carport space costs $25 per month. Inoperable vehicles, boats and trailers are towed after a 48-hour notice.

15. PETS. Resident may keep up to two pets, cats or dogs, with written approval. A dog may weigh no more than 40 pounds full grown, and pit bulls, Rottweilers and Dobermans, or mixes of them, are not accepted. Each pet requires a refundable pet deposit of $250 and pet rent of $15 per month. Assistance animals are not pets; the pet limits, deposit and rent do not apply to them.

16. SMOKING. The buildings are smoke-free, including apartments, patios, balconies, stairways and the community room. Smoking and vaping are allowed only at the covered smoking shelter behind Building L, at least 30 feet from any door or window.

17. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Resident keeps televisions and music at a level that cannot be heard in the next apartment.

18. MAINTENANCE. Resident reports routine repairs in the resident portal or at the leasing office, and Manager schedules them within three business days. Maintenance replaces air filters every 90 days. Resident keeps the apartment clean and does not pour grease down the drains.

19. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (505) 555-0142. Emergencies include a water leak, a sewer backup, no heat in winter, no air conditioning when it is above 95 degrees, a smell of gas, a fire or smoke, and a lockout. If Resident smells gas, Resident leaves the apartment first and calls 911 and New Mexico Gas Company from outside. The water shut-off valve for each apartment is in the water heater closet.

20. INSPECTIONS AND ENTRY. Manager may enter the apartment after 24 hours' written notice for repairs, the yearly unit inspection and inspections by MFA or its agents, and at any time in an emergency.

21. KEYS AND LOCKOUTS. Resident receives two apartment keys and a laundry card. Outside office hours a lockout is handled by the on-call technician for $50. The key cabinet in the maintenance shop opens with code 3718 and is for maintenance staff only. The maintenance supervisor, Arturo Benavidez, personal cell (505) 555-0188, must not be called by residents; every request goes through the emergency line or the leasing office.

22. REASONABLE ACCOMMODATIONS. Owner grants reasonable accommodations in rules, policies and services, and permits reasonable modifications, for a resident with a disability. Requests may be made orally or in writing at the leasing office.

23. RENTER'S INSURANCE. Resident keeps renter's insurance with at least $50,000 of personal liability coverage for the whole term.

24. PAYMENT. Rent is paid in the resident portal by free ACH transfer, or by money order or cashier's check at the leasing office. Owner's operating account is at First Rio Grande Bank, routing number 107014852, account number 6613029847, for Owner's accounting only; Resident must not pay into it directly. Cash is not accepted.

25. EARLY TERMINATION AND VAWA. Resident may end the Lease early with 30 days' written notice and a fee equal to one month's rent. No fee is due for military orders. Owner follows the Violence Against Women Act, including emergency transfers and lease bifurcation for survivors.

26. NOTICES. Notices to Owner go to the leasing office, 9200 Montgomery Blvd NE, Albuquerque, NM 87111. This Lease, the Tax Credit Lease Addendum and the Community Rules are the whole agreement.`;

const juniper = {
  id: JUNIPER,
  property: {
    name: 'Juniper Mesa Apartments',
    address: '9200 Montgomery Blvd NE, Albuquerque, NM 87111',
    type: 'MULTI_FAMILY',
    description:
      'Juniper Mesa Apartments is an income-restricted garden apartment community on Montgomery Boulevard in northeast Albuquerque, built in 2009 under the federal Low-Income Housing Tax Credit program. It has 144 apartments in twelve two-story buildings, lettered A through L, set around courtyards with desert landscaping and views east to the Sandia Mountains. Every apartment is rented to a household earning no more than 60 percent of the area median income, so there is a maximum income by household size, and each household recertifies its income once a year. Rents are set below market: $965 for a one-bedroom, $1,148 for a two-bedroom and $1,318 for a three-bedroom. When no apartment of the size you need is open, completed applications go on a waitlist in the order they are received. Eight ground-floor apartments are built for wheelchair users, and three more have visual alarms for residents who are deaf or hard of hearing. The community room next to the leasing office has a kitchen, seating for 40, free Wi-Fi and a computer corner, and residents can reserve it for private events. There are no washers or dryers in the apartments; two laundry rooms, in Buildings C and H, are open from 6am to 10pm and take a reloadable laundry card. Apartments have refrigerated air conditioning, gas furnaces, dishwashers and either a ground-floor patio or an upstairs balcony with a storage closet. Outside there is a fenced playground, two shaded picnic ramadas with grills and a small fenced dog park. Parking is free in the open lots, and covered carport spaces rent for $25 a month. A city bus stop is at the entrance on Montgomery Boulevard, and a grocery store is across the street.',
    amenities: ['SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'AIR_CONDITIONING', 'ON_SITE_MANAGER'],
    parkingPrice: 25,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_BREED'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'DOBERMAN'],
    maxDogSizeLbs: 40,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'A-104',
      type: 'APARTMENT',
      sizeSqft: 690,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 965,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Ground-floor one-bedroom in Building A, built for a wheelchair user: a step-free entry from the parking lot, 36-inch doors, a roll-in shower with a fold-down seat and grab bars, lowered kitchen counters and sink, a front-control range and a patio. Households that need these features are offered it first. Available now.',
    },
    {
      unitNumber: 'D-212',
      type: 'APARTMENT',
      sizeSqft: 880,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1148,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Upstairs two-bedroom in Building D, reached by an outdoor stairway, with a balcony facing the Sandia Mountains, a walk-in closet in the larger bedroom and one full bath. Available December 15, 2026.',
    },
    {
      unitNumber: 'C-110',
      type: 'APARTMENT',
      sizeSqft: 920,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 1148,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Ground-floor two-bedroom, two-bath in Building C, next door to one of the two laundry rooms, with a fenced patio. Available February 1, 2027.',
    },
    {
      unitNumber: 'H-201',
      type: 'APARTMENT',
      sizeSqft: 1150,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 1318,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Upstairs three-bedroom, two-bath corner apartment in Building H with a balcony over the playground courtyard, a pantry and a hall linen closet. Available January 15, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY, GAS'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH'),
    text('SECURITY_DEPOSIT', 'ONE_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 30),
    text(
      'PAYMENT_POLICY',
      "Rent is due on the 1st: $965 for one-bedroom A-104, $1,148 for the two-bedrooms D-212 and C-110, and $1,318 for three-bedroom H-201. Juniper Mesa is a tax credit property, so household income has two limits. The maximum yearly income (60 percent of the area median income) is $38,460 for 1 person, $43,980 for 2, $49,440 for 3, $54,900 for 4, $59,340 for 5, $63,720 for 6 and $68,100 for 7. The minimum is a monthly income of at least 2 times the rent. Everyone 18 or older pays a $35 application fee for the credit and background check, and every adult's income and assets are verified before move-in. Residents pay their own PNM electricity and New Mexico Gas Company bills; water, sewer and trash are included.",
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th; a $45 late fee is charged on the 6th. A returned payment costs $25, and after two returned payments you pay by money order or cashier’s check.',
    ),
    text(
      'PAYMENT_METHOD',
      "Pay in the resident portal by ACH (free), or bring a money order or cashier's check to the leasing office. We don't take cash or credit cards.",
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit equals one month's rent and is due when you sign the lease. Each pet (up to 2) has a refundable $250 pet deposit and $15 a month in pet rent; assistance animals have neither. We return deposits with an itemized list of any deductions within 30 days after you move out.",
    ),
    text(
      'HUD_REGULATIONS',
      'Juniper Mesa is a Low-Income Housing Tax Credit (LIHTC) property monitored by the New Mexico Mortgage Finance Authority. Income counts everyone in the household: wages, tips, self-employment, Social Security, SSI, pensions, child support, alimony, unemployment and income from assets, and savings are verified too. Each household certifies its income at move-in and recertifies every year. If your income goes over the limit after you move in, you can stay. A household made up only of full-time students usually does not qualify unless an exception applies, such as a single parent, a married couple filing jointly, a former foster youth or a TANF recipient. The apartments listed here are open to new applicants now. When none of the size you need is open, your completed application goes on the waitlist in date and time order, we call in that order as apartments open, and you keep your place if you turn down one offer; the wait for a three-bedroom has lately been 6 to 9 months.',
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Leases renew each year for 12 months. About 120 days before your move-in anniversary we send the recertification packet; bring pay stubs, benefit letters and bank statements to your appointment. Rent can change only once a year, at renewal, with 60 days’ notice, and stays within the tax credit limits. Missing your recertification is a lease violation.',
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We welcome Housing Choice Vouchers (Section 8) from the Albuquerque Housing Authority and the Bernalillo County Housing Department, HUD-VASH vouchers for veterans, and emergency rental assistance from the City of Albuquerque. As a tax credit property we never turn anyone away for having a voucher. With a voucher, the 2-times minimum income applies only to the share of the rent you pay yourself, and the household’s total income must still be within the tax credit maximum. Social Security, SSI, SSDI, pensions, VA benefits, child support, TANF, unemployment and student aid all count as income. We complete the housing authority’s paperwork and schedule its inspection with you.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Eight ground-floor apartments are built for wheelchair users, with step-free entries, 36-inch doors, roll-in or transfer showers with grab bars, lowered counters and front-control ranges; apartment A-104 is open now. Three more apartments have strobe smoke alarms, a flashing doorbell and a bed shaker for residents who are deaf or hard of hearing. Households that need these features are offered these apartments first. The leasing office, community room, laundry rooms and mailboxes are on accessible routes, and every building has accessible parking with a van-accessible space. We approve reasonable accommodations and modifications, such as an accessible parking space marked for you, a live-in aide (whose income is not counted), large-print or read-aloud paperwork, extra time for recertification, or an assistance animal without the pet deposit, pet rent or breed and weight limits. Ask at the leasing office or tell us in writing.',
    ),
    text(
      'PARKING_POLICY',
      'Parking in the open lots is free, first come first served, with accessible spaces at every building. Covered carport spaces are $25 a month. Guests park in the spaces marked Visitor by the leasing office. No boats, trailers or inoperable vehicles.',
    ),
    text(
      'COMMON_AREA_POLICY',
      'Community room (next to the leasing office): open to residents 9am to 9pm; reserve it free for a private event for up to 40 people with a $100 refundable deposit. A free after-school homework club meets there Monday to Thursday, 3:30 to 5:30pm, run by a local nonprofit, and the computer corner has two computers and a printer. Laundry rooms (Buildings C and H): 6am to 10pm; load the laundry card at the kiosk in the leasing office or in the laundry app; a wash is $1.75 and a dry $1.50. Playground: dawn to dusk, children under 10 with an adult. Picnic ramadas with grills: first come, first served. Dog park behind Building K: dogs off leash only inside the fence.',
    ),
    text(
      'SMOKING_POLICY',
      'Smoke-free: no smoking or vaping of tobacco, cannabis or anything else inside apartments, on patios or balconies, in stairways or in the community room. The only place to smoke is the covered smoking shelter behind Building L, at least 30 feet from doors and windows.',
    ),
    text(
      'GUEST_POLICY',
      'Guests are welcome, but a guest may stay no more than 14 nights in any 12 months. Anyone who stays longer has to apply, qualify and be added to your income certification, because the income limit depends on who lives in the apartment. Guests follow the community rules and park in Visitor spaces.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Juniper Mesa follows the federal Fair Housing Act, the New Mexico Human Rights Act and the Albuquerque Human Rights Ordinance. It is not senior housing and not age-restricted; families with children and residents of every age are welcome. Every applicant is screened by the same written criteria (income limits, rental history, credit and background), whatever their race, color, religion, national origin, ancestry, sex, sexual orientation, gender identity, familial status, disability, age or source of income.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The leasing office is next to the community room, open Monday to Friday 8:30am to 5:30pm and Saturday 10am to 2pm. Submit routine repairs in the resident portal or at the office; we schedule them within three business days. Emergencies (water leak, sewer backup, no heat, no cooling above 95 degrees, gas smell, fire, lockout) go to (505) 555-0142 at any hour. Maintenance changes air filters every 90 days and services furnaces and air conditioners every year.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Complete your yearly recertification on time and report household changes within 30 days. Keep the apartment clean and ready for the yearly inspection. Keep the thermostat at 55 degrees or warmer in winter so pipes don’t freeze. Put trash and recycling inside the enclosures by the parking lots, never beside them; bulky items are picked up on the first Wednesday of the month if you tell the office. Keep patios and balconies clear except for the balcony storage closet, and don’t hang laundry on railings.',
    ),
    text(
      'LEASE_BREAKING_FEES',
      "To end your lease early, give 30 days' written notice and pay a fee of one month's rent. No fee for military orders; survivors of domestic violence can ask for an emergency transfer or early release under VAWA.",
    ),
  ],
  lease: juniperLease,
};

// ---------------------------------------------------------------------------------------------
// F2: a 55-and-over (HOPA) villa community in Sarasota: clubhouse, golf carts, shuttle, pull cords
// ---------------------------------------------------------------------------------------------

const egretLease = `RESIDENTIAL LEASE - EGRET LANDING, 6200 EGRET LANDING BOULEVARD, SARASOTA, FLORIDA 34241

1. PARTIES. This Lease is between Egret Landing Owner LLC ("Landlord"), managed by Sabal Living Management ("Manager"), and each resident who signs it ("Resident"). Residents who sign together are jointly and severally responsible for all obligations.

2. PREMISES. Landlord leases to Resident the villa or flat named on the signature page, with its garage or assigned parking space, and the use of the Osprey Clubhouse, the pool, the courts, the paths and the other common areas under the Community Rules.

3. HOUSING FOR OLDER PERSONS. Egret Landing is operated as housing for older persons under the Housing for Older Persons Act of 1995 (55 and older). At least one permanent resident of each home must be 55 years of age or older. Every other permanent resident must be at least 40 years old, except an approved live-in caregiver, who must be at least 21. No person under 19 may be a permanent resident.

4. AGE VERIFICATION. Each resident shows a government-issued photo ID with a date of birth when applying, and Manager keeps a copy. Manager updates its age records with a survey every two years, and Resident answers it within 30 days.

5. VISITORS UNDER 19. Children and grandchildren under 19 are welcome as visitors for up to 30 nights in total per calendar year. A visitor under 19 must be with an adult resident at the pool, in the fitness room and on a golf cart.

6. LIVE-IN CAREGIVER. If a resident needs care, Resident may ask Manager to approve a live-in caregiver. The caregiver completes an application and a background check and signs the caregiver addendum, lives in the home only to give care, is not a tenant, and must leave when the resident no longer needs care or moves out.

7. REMAINING RESIDENT. If the resident who is 55 or older dies or moves to a care facility, a remaining household member who is 40 or older and named on this Lease may stay for the rest of the term and renew.

8. TERM AND RENEWAL. The term is twelve (12) months. Manager offers renewal at least 90 days before the term ends. Either party may end the tenancy at the end of the term by 60 days' written notice.

9. RENT. Rent is due on the 1st day of each month. Rent includes water, sewer, trash, lawn care, pest control and the community Wi-Fi. A one-time $500 community fee is due at move-in.

10. LATE CHARGE. Rent not received by the 5th is late, and a late charge of $75 is added on the 6th. A returned payment costs $35.

11. SECURITY DEPOSIT. Resident pays a security deposit of one and a half months' rent. Landlord holds it in a separate Florida account and returns it within 15 days after Resident moves out, or within 30 days gives written notice of any claim against it, as Florida law requires.

12. UTILITIES. Resident opens an account with Florida Power & Light (FPL) in Resident's own name for electricity, which runs the heat pump, the water heater, the range and the dryer. There is no gas service. Landlord provides the other utilities named in section 9.

13. CLUBHOUSE, POOL AND COURTS. The clubhouse is open from 6:00 a.m. to 10:00 p.m. The pool and spa are open from 7:00 a.m. until dusk, and the pool is heated from November through April. The pickleball courts are lighted until 9:00 p.m. Resident may bring up to 4 guests to the pool and courts and stays with them. The ballroom may be reserved for a private event for $150.

14. GOLF CARTS. Resident may keep one electric golf cart, registered at the front desk for $35 a year with proof of liability insurance. Only licensed drivers may drive it. Carts may be driven on the community streets and the lake path at no more than 15 miles per hour, with lights on after dusk, and never on Bee Ridge Road or any other public road. Carts are charged and parked in Resident's garage, never on the lawn.

15. SHUTTLE. The community shuttle runs free on Tuesdays and Thursdays from 9:00 a.m. to 2:00 p.m. to grocery stores, pharmacies and medical offices within 10 miles, and on Saturdays to downtown Sarasota. Rides are booked at the front desk at least 24 hours ahead. The shuttle has a wheelchair lift.

16. EMERGENCY PULL CORDS. Each home has emergency pull cords in every bathroom and in the primary bedroom, connected to a monitoring center that answers 24 hours a day. When a cord is pulled, the center speaks to Resident through the speaker in the home and, if there is no answer or help is needed, calls 911 and the on-call staff member. Resident tests the cords monthly with the front desk and does not tie them up or cut them. Egret Landing is independent living; Landlord and its staff do not provide medical or personal care.

17. PETS. Resident may keep one pet, a cat or a dog weighing no more than 35 pounds full grown, with written approval. Pit bulls, Rottweilers, Dobermans and German Shepherds, or mixes of them, are not accepted. The pet requires a refundable $300 pet deposit and $25 per month in pet rent. Dogs are leashed outside the home and walked away from the pool and clubhouse, and owners pick up after them. Assistance animals are not pets; the pet limits, deposit and rent do not apply to them.

18. SMOKING. No smoking or vaping of any substance inside a villa, flat, garage or common building, on a lanai or balcony, or within 25 feet of the clubhouse and pool. Resident may smoke outdoors on Resident's own driveway or at the gazebo by the north lake.

19. HURRICANES. Windows and doors are impact-resistant, so no shutters are needed. When a hurricane watch is issued, Resident brings in lanai furniture, plants and anything loose outside, and parks any golf cart in the garage. Resident follows Sarasota County evacuation orders. The clubhouse has a standby generator and opens as a cooling and charging station after a storm, but it is not a shelter.

20. LAWN, PEST CONTROL AND MAINTENANCE. Landlord mows, edges and irrigates the lawns and keeps the landscaping and exteriors. Pest control treats the outside monthly and the inside quarterly or on request. Maintenance changes the air conditioning filter every three months. Resident reports routine repairs through the resident portal or at the front desk, and Manager schedules them within two business days.

21. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency maintenance line at (941) 555-0112. Emergencies include a water leak, a toilet overflowing that will not stop, no cooling when it is above 85 degrees inside, a fire or smoke, an electrical burning smell, and a lockout. For a medical emergency Resident calls 911 or pulls an emergency cord. The main water shut-off valve for each villa is in the garage beside the water heater; in the courtyard flats it is in the laundry closet.

22. MODIFICATIONS. Landlord installs grab bars, a hand-held shower, a raised toilet seat or lever handles in any home at Landlord's cost on request. Other reasonable modifications for a resident with a disability are permitted with written approval. Resident may not paint or change locks without written consent.

23. GATE, KEYS AND LOCKOUTS. Resident receives two transponders for the front gate, two house keys and two garage remotes. Guests use the call box, or Resident adds them to the guest list at the front desk. Staff open a locked-out home at any hour, with no fee during office hours and $40 after hours. The master key lockbox in the maintenance shop opens with code 2846 and is for staff only. The night patrol lead, Ramon Echeverria, cell (941) 555-0187, handles gate patrol scheduling only; Resident must not call him.

24. PAYMENT. Rent is paid in the resident portal by free ACH transfer, or by personal check, money order or cashier's check at the front desk. Landlord's operating account is at Gulf Coast Community Bank, routing number 063114729, account number 4410387725, for Landlord's accounting only; Resident must not pay into it directly. Cash is not accepted.

25. EARLY TERMINATION. Resident may end this Lease early with 60 days' written notice and a fee equal to one month's rent. No fee is due, and 30 days' notice is enough, if Resident moves into assisted living, a nursing home or a relative's home for care, with a letter from a physician, or on military orders.

26. NOTICES. Notices to Landlord go to the management office in the Osprey Clubhouse, 6200 Egret Landing Blvd, Sarasota, FL 34241. This Lease, the HOPA Addendum and the Community Rules are the whole agreement.`;

const egret = {
  id: EGRET,
  property: {
    name: 'Egret Landing',
    address: '6200 Egret Landing Blvd, Sarasota, FL 34241',
    type: 'MULTI_FAMILY',
    description:
      'Egret Landing is a 55-and-over rental community of single-story villas on 38 acres off Bee Ridge Road in east Sarasota, built in 2015 and managed by Sabal Living Management. It is housing for older persons under the federal Housing for Older Persons Act: every home must have at least one permanent resident who is 55 or older. The 96 villas are attached in pairs around two lakes, and each has an attached garage, a screened lanai, impact-resistant windows and a full-size washer and dryer. A small two-story courtyard building beside the clubhouse has eight one-bedroom flats served by an elevator. The Osprey Clubhouse has a heated saltwater pool and spa, a fitness room, a library, a card room, an arts studio and a ballroom with a catering kitchen, and the lifestyle director posts a monthly calendar of classes, outings and social hours. Outside there are four lighted pickleball courts, two bocce courts, a putting green and a paved path around the north lake. Residents may drive registered golf carts on the community streets and paths, and every garage has an outlet for charging one. A free community shuttle with a wheelchair lift runs to groceries, pharmacies and medical offices on Tuesdays and Thursdays, and to downtown Sarasota on Saturdays. Every villa and flat has emergency pull cords in the bathrooms and the primary bedroom, connected to a monitoring center that answers around the clock. Egret Landing is independent living: there is no dining plan, nursing or personal care on site. Water, sewer, trash, lawn care and community Wi-Fi are included in the rent; residents pay their own FPL electric bill. The front gate opens with a resident transponder, and visitors use the call box.',
    amenities: [
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'CENTRAL_AIR',
      'POOL',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'DOG_SIZE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 1,
    catsAllowedCount: 1,
    petsAllowedCount: 1,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'DOBERMAN', 'GERMAN_SHEPHERD'],
    maxDogSizeLbs: 35,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: 'V-07',
      type: 'HOUSE',
      sizeSqft: 1180,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2295,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Ibis-plan villa built for accessibility: a step-free entry from the garage and the front walk, 36-inch doors, a roll-in shower with a bench and grab bars, a comfort-height toilet, lever handles and a side-by-side refrigerator. One-car garage and a screened lanai facing the pond. Available December 1, 2026.',
    },
    {
      unitNumber: 'V-12',
      type: 'HOUSE',
      sizeSqft: 1240,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Sandpiper-plan villa with a lake view from the screened lanai, an eat-in kitchen, a walk-in shower in the primary bath and a tub in the guest bath, and a one-car garage. Available now.',
    },
    {
      unitNumber: 'V-31',
      type: 'HOUSE',
      sizeSqft: 1420,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2750,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Heron-plan villa, the largest plan: two bedrooms plus a den with French doors, a two-car garage, a kitchen with an island, and a screened lanai looking over the north lake and its walking path. Available January 1, 2027.',
    },
    {
      unitNumber: 'C-205',
      type: 'APARTMENT',
      sizeSqft: 780,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1695,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor one-bedroom flat in the courtyard building beside the clubhouse, reached by an elevator or the stairs, with a covered balcony, a walk-in shower and a stacked washer and dryer. One assigned covered parking space instead of a garage. Available February 1, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'ELECTRICITY'),
    text('LANDLORD_UTILITIES', 'WATER, TRASH, INTERNET'),
    text('SECURITY_DEPOSIT', 'ONE_AND_HALF_MONTH'),
    text('RENTAL_LENGTH', 'LONG_TERM'),
    num('RENTAL_DURATION_MONTHS', 12),
    num('MOVE_OUT_NOTICE_PERIOD', 60),
    text(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $2,295 for villa V-07, $2,395 for villa V-12, $2,750 for villa V-31 and $1,695 for flat C-205. Rent includes water, sewer, trash, lawn care, pest control and community Wi-Fi; electricity (FPL) is yours. Each applicant pays a $75 application fee, which covers the credit and background check and the age verification. Applicants need a household income of at least 2.5 times the rent; retirees may instead show savings or investments of at least 30 times the monthly rent. A one-time $500 community fee is due at move-in.',
    ),
    text(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th; a $75 late fee is added on the 6th. A returned payment costs $35.',
    ),
    text(
      'PAYMENT_METHOD',
      "Pay in the resident portal by ACH (free), or bring a personal check, money order or cashier's check to the front desk. We don't take cash.",
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one and a half months' rent, due at signing. A pet adds a refundable $300 pet deposit and $25 a month in pet rent. We hold deposits in a Florida bank account and return them within 15 days after move-out, or send a written notice of any claim within 30 days.",
    ),
    text(
      'RENT_ASSISTANCE_PROGRAMS',
      'We accept Housing Choice Vouchers (Section 8) from the Sarasota Housing Authority and from other housing authorities that transfer (port) a voucher here, HUD-VASH vouchers for veterans, and Sarasota County rental assistance. With a voucher, the 2.5-times income rule applies only to the part of the rent you pay. Social Security, SSI, SSDI, pensions, annuities, IRA and 401(k) withdrawals, VA benefits and alimony all count as income. We complete the landlord paperwork and schedule the housing authority’s inspection with you.',
    ),
    text(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'All villas are single-story. Villa V-07 is built for accessibility, with a step-free entry, 36-inch doors, a roll-in shower with a bench and grab bars, a comfort-height toilet and lever handles. On request we install grab bars, a hand-held shower, a raised toilet seat or lever handles in any home at our cost. The clubhouse has automatic doors and a pool lift, the courtyard building has an elevator, and the shuttle has a wheelchair lift. We approve reasonable accommodations and modifications, such as an accessible parking space by the clubhouse, a flashing doorbell or alarm, a live-in caregiver, or an assistance animal without the pet deposit, pet rent or size and breed limits. Ask at the front desk or write to the management office.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Egret Landing is housing for older persons under the Housing for Older Persons Act: at least one permanent resident of every home must be 55 or older, other permanent residents must be 40 or older (an approved live-in caregiver may be 21 or older), and ages are verified with a photo ID. That exemption covers only age and familial status. In every other way we follow the federal Fair Housing Act and the Florida Fair Housing Act, and we judge every applicant by the same written criteria, whatever their race, color, religion, national origin, sex, sexual orientation, gender identity, disability, marital status or source of income.',
    ),
    text(
      'GUEST_POLICY',
      "Adult guests may stay up to 30 nights in any 12 months; longer stays need the manager's approval. Visitors under 19 may stay up to 30 nights in total per calendar year and must be with an adult resident at the pool, in the fitness room and on a golf cart. Guests enter through the call box at the front gate, or you add them to the guest list at the front desk. A live-in caregiver is not a guest and needs the manager's approval, an application and a background check.",
    ),
    text(
      'COMMON_AREA_POLICY',
      'Osprey Clubhouse: 6am to 10pm, with the pool and spa open 7am to dusk (heated November through April), a fitness room, library, card room, arts studio and ballroom; the ballroom can be reserved for a private event for $150. Up to 4 guests may come with you to the pool and courts. Pickleball: four lighted courts until 9pm; reserve up to 90 minutes a day on the lifestyle calendar. Bocce courts, putting green and the lake path: dawn to dusk. Shuttle: free, Tuesdays and Thursdays 9am to 2pm to groceries, pharmacies and medical offices within 10 miles, Saturdays to downtown Sarasota; book at the front desk 24 hours ahead. The lifestyle director posts a monthly calendar with water aerobics, bingo, day trips and social hours.',
    ),
    text(
      'PARKING_POLICY',
      'Each villa has its own garage (one car in V-07 and V-12, two in V-31) and a driveway for one more car; flat C-205 has one assigned covered space. Guest parking is at the clubhouse. Golf carts: one electric cart per home, registered at the front desk for $35 a year with proof of liability insurance, driven by licensed drivers on community streets and the lake path only, never on Bee Ridge Road. RVs, boats and trailers may not be parked in the community; the storage lot by the maintenance shop rents spaces for $60 a month.',
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping inside homes, garages or common buildings, on lanais or balconies, or within 25 feet of the clubhouse and pool. You may smoke outdoors on your own driveway or at the gazebo by the north lake.',
    ),
    text(
      'HEALTH_SAFETY_CODES',
      'Every home has emergency pull cords in each bathroom and the primary bedroom, monitored 24 hours a day: the monitoring center answers through a speaker and calls 911 and the on-call staff member if needed. Test your cords monthly with the front desk. Maintenance tests smoke alarms every year. Windows and doors are impact-rated for hurricanes; when a watch is issued, bring in lanai furniture and anything loose. The clubhouse has a standby generator and opens as a cooling and charging station after a storm, but it is not a hurricane shelter; follow Sarasota County evacuation orders.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The management office and front desk are in the Osprey Clubhouse, open Monday to Friday 8:30am to 5pm and Saturday 9am to noon. Submit routine repairs in the resident portal or at the front desk; we schedule them within two business days. Emergencies go to (941) 555-0112 at any hour; medical emergencies go to 911 or an emergency pull cord. We mow and irrigate the lawns, keep the landscaping, treat for pests outside monthly and inside quarterly, and change air conditioning filters every three months.',
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Keep the air conditioning set no higher than 82 degrees, even when you travel, to prevent mold and humidity damage. Tell the front desk when you will be away more than two weeks so staff can check the home after a storm. Test your pull cords monthly. Put trash at the curb by 7am on Mondays and Thursdays, and recycling on Thursdays. Keep the garage for your car or golf cart.',
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      "Give 60 days' written notice to move out at the end of the lease. To end the lease early, give 60 days' notice and pay one month's rent. If you move to assisted living, a nursing home or a relative's home for care, 30 days' notice with a physician's letter is enough and there is no fee; the same applies to military orders.",
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Renewals are offered at least 90 days before your lease ends, for another 12 months, and any rent change is stated in the renewal offer. At renewal we also ask you to confirm who lives in the home, for our age records.',
    ),
  ],
  lease: egretLease,
};

// ---------------------------------------------------------------------------------------------
// F3: two furnished month-to-month flats in an owner-occupied triplex in Rochester, Minnesota,
// rented to travel nurses and others; no rent-assistance policy and no accessibility facts
// ---------------------------------------------------------------------------------------------

const kutzkyLease = `FURNISHED MONTH-TO-MONTH LEASE - KUTZKY PARK FLATS, 716 4TH STREET NW, ROCHESTER, MINNESOTA 55901

1. PARTIES. This Lease is between Marit Lindqvist and Tomas Lindqvist ("Owners"), who live in Flat A on the first floor of the house, and each person who signs it ("Resident").

2. PREMISES AND FURNISHINGS. Owners rent to Resident the furnished flat named on the signature page (Flat B or Flat C), with the furniture, linens, kitchenware and electronics on the signed inventory list, and the shared use of the basement laundry, the bike room, the back patio and the yard. Flat A, the owners' basement storage room and the owners' garage stall are not included.

3. TERM. The stay starts on the date on the signature page and lasts at least 30 nights. After the first 30 nights it continues month to month until either party ends it. Resident may end it with 14 days' written notice (a text to the owners' line counts), and Owners with 30 days' written notice. Stays shorter than 30 nights are not offered.

4. CANCELLED TRAVEL CONTRACT. If Resident's employer or staffing agency cancels or shortens Resident's work assignment, Resident may end the stay with 7 days' notice and a copy of the cancellation, at any time, even during the first 30 nights, with no fee; rent is charged by the day to the last night.

5. RENT. The first month's rent is paid when Resident signs. After that, rent for each month is due on the 1st, and a partial month is charged by the day at one thirtieth of the monthly rent. A staffing agency may pay the rent for Resident.

6. LATE CHARGE. Rent not received by the 5th is late, and a late charge of $50 is added on the 6th.

7. SECURITY DEPOSIT. Resident pays a security deposit of half a month's rent at signing. Owners return it, with interest as Minnesota law requires and a written list of any deductions, within 21 days after the stay ends and the keys and garage remote are returned.

8. UTILITIES AND WI-FI. All utilities are included in the rent: electricity, natural gas heat and hot water, water, sewer, trash and recycling, and Wi-Fi. Resident does not open any utility account. Space heaters and window air conditioners are not allowed.

9. OCCUPANCY. No more than two persons may sleep in Flat B or Flat C on any night, counting overnight guests.

10. INVENTORY. Resident checks the inventory list within 48 hours of arrival and reports anything missing or damaged by text. Furniture stays in the flat. Missing or broken items are replaced at cost from the deposit.

11. CLEANING. The flat is professionally cleaned before arrival. A departure cleaning fee of $125 for Flat B or $95 for Flat C is paid with the last month's rent. Resident may book an extra mid-stay cleaning, with fresh linens, for $60.

12. QUIET HOURS AND DAY SLEEPERS. Quiet hours are 10:00 p.m. to 7:00 a.m. Because residents often work nights, the house also keeps daytime quiet hours from 9:00 a.m. to 3:00 p.m.: no loud music, vacuuming or use of the laundry machines in those hours.

13. LAUNDRY, BIKE ROOM AND PATIO. The basement washer and dryer are free for residents, and detergent is provided. Bicycles are kept in the locked bike room, not in the flats or on the stairs. The back patio has a gas grill that residents may use until 10:00 p.m.

14. GARAGE AND PARKING. The detached garage off the alley has three stalls: one for Owners and one for each flat, rented for $75 per month with a garage door remote and an outlet for an engine block heater. Without a stall, Resident parks on the street and follows the City of Rochester's snow emergency parking rules; a car left in the way of a plow may be ticketed and towed by the city.

15. SNOW AND ICE. Owners clear the sidewalks, the back stairway and the path to the garage after snowfall. Resident clears snow from Resident's own car and uses the salt bucket at the top of the back stairway when needed.

16. PETS. Resident may keep one pet, either a cat or a dog weighing no more than 30 pounds, with Owners' written approval. The pet costs a one-time non-refundable fee of $250; there is no monthly pet rent. A dog left alone in the flat is crated. Assistance animals are not pets, and the pet limit and fee do not apply to them.

17. SMOKING. Smoking and vaping of tobacco, cannabis or any other substance are not allowed anywhere on the property, including the flats, the stairways, the porch, the yard, the garage and vehicles parked in the garage.

18. GUESTS. Resident may have an overnight guest for up to 7 nights in any month. No parties. A guest may not stay in the flat while Resident is away.

19. HEAT AND WINTER. The flats are heated by a gas boiler with radiators, and each flat has its own thermostat. Resident keeps it at 60 degrees or warmer at all times, does not block radiators, and keeps windows closed when it is below freezing outside.

20. REPAIRS. Resident texts routine repair requests to the owners' repair line at (507) 555-0152; Owners answer the same day and fix most things within two days.

21. EMERGENCIES. Resident calls Owners at once, 24 hours a day, at (507) 555-0166 for an emergency: no heat, a water leak or burst pipe, a sewer backup, smoke or fire, a smell of gas, or a lockout. For fire or a smell of gas, Resident leaves the house first and calls 911 from outside. Each flat's water shut-off valve is under its kitchen sink, and the main shut-off for the house is in the basement beside the water meter. The red boiler emergency switch at the top of the basement stairs is for Owners and firefighters only.

22. LOCKS AND LOCKOUTS. Each flat has a keypad smart lock with Resident's own code, changed between stays, and the back door has a keypad too. In a lockout Owners let Resident in; after 10:00 p.m. the charge is $40. The spare-key lockbox on the basement wall opens with code 6028 and is for Owners only. Owners' son, Erik Lindqvist, cell (507) 555-0193, mows the lawn and does not handle tenant matters; Resident must not call him.

23. ENTRY. Owners may enter the flat with 24 hours' notice for repairs, or to show it to a future resident during the last 14 days of a stay, and at once in an emergency.

24. PAYMENT. Rent is paid through the online rent portal by free ACH transfer or by card with a 3% fee, or by check. Owners' account is at Zumbro Valley Savings Bank, routing number 091917324, account number 3307712948, for Owners' bookkeeping only; Resident must not pay into it directly. Cash is not accepted.

25. RENTER'S INSURANCE. Renter's insurance is recommended but not required. Owners' insurance does not cover Resident's belongings or car.

26. NOTICES. Notices to Owners go to Flat A, 716 4th Street NW, Rochester, MN 55901, or by text to the owners' line. This Lease and the House Rules are the whole agreement.`;

const kutzky = {
  id: KUTZKY,
  property: {
    name: 'Kutzky Park Flats',
    address: '716 4th St NW, Rochester, MN 55901',
    type: 'TRIPLEX',
    description:
      "Kutzky Park Flats are two furnished apartments in a 1912 brick triplex on 4th Street NW in Rochester's Kutzky Park neighborhood, rented by the month to travel nurses, visiting doctors, patients' families and anyone else who needs a furnished home for 30 nights or more. The owners, Marit and Tomas Lindqvist, live in the first-floor flat and look after the house themselves. The second-floor flat and the third-floor loft each have their own door off the back stairway, a kitchen stocked with dishes, pots and a coffee maker, a queen bed with linens and towels, a work desk, a smart TV and blackout curtains for day sleepers. Every utility is included in the rent: heat, electricity, water, sewer, trash and Wi-Fi. Stays start at 30 nights and then continue month to month, and a cancelled travel contract lets you leave early on short notice. Heat comes from a gas boiler and cast-iron radiators, and each flat has a ductless mini-split air conditioner for summer. A free washer and dryer are in the shared basement, next to a locked bike room. The detached garage off the alley has a stall for each flat at $75 a month, with an outlet for an engine block heater. The house is about a 15-minute walk from Mayo Clinic's Saint Marys campus and a 25-minute walk from downtown, and a city bus stops at the corner of 4th Street and 7th Avenue NW. Smoking is not allowed anywhere on the property.",
    amenities: ['SMALL_DOGS', 'CATS', 'ON_SITE_PARKING', 'AIR_CONDITIONING', 'ON_SITE_MANAGER'],
    parkingPrice: 75,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME'],
    petQuestions: ['TYPE', 'DOG_SIZE'],
    dogsAllowedCount: 1,
    catsAllowedCount: 1,
    petsAllowedCount: 1,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 30,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'B',
      type: 'APARTMENT',
      sizeSqft: 720,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1950,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor flat with a bedroom, a sunny front room with a bay window and an office nook, an eat-in kitchen with a full-size range and oven, and a bathroom with a clawfoot tub and shower. Reached by one flight of stairs. Sleeps up to 2 (queen bed). Available now.',
    },
    {
      unitNumber: 'C',
      type: 'APARTMENT',
      sizeSqft: 460,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1425,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Third-floor loft studio under the roof, with sloped ceilings, two skylights with blackout shades, a kitchenette with a two-burner cooktop, a microwave and a full-size refrigerator (no oven), and a bathroom with a shower. Reached by two flights of stairs. Sleeps up to 2 (queen bed). Available January 4, 2027.',
    },
  ],
  policies: [
    text('TENANT_UTILITIES', 'NONE'),
    text('LANDLORD_UTILITIES', 'WATER, GAS, ELECTRICITY, INTERNET, TRASH'),
    text('SECURITY_DEPOSIT', 'HALF_MONTH'),
    text('RENTAL_LENGTH', 'MEDIUM_TERM'),
    num('RENTAL_DURATION_MONTHS', 1),
    num('MOVE_OUT_NOTICE_PERIOD', 14),
    text(
      'PAYMENT_POLICY',
      'Rent is $1,950 a month for Flat B and $1,425 for Flat C, with every utility and Wi-Fi included. The first month is paid at signing; after that rent is due on the 1st, and a partial month is charged by the day at one thirtieth of the monthly rent. Applicants need a monthly income of at least 2 times the rent, and the housing stipend in a travel contract counts as income; send a copy of your assignment contract or offer letter, or recent pay stubs. A staffing agency may pay the rent directly. The application fee is $30 per adult. A garage stall is $75 a month.',
    ),
    text('LATE_FEE_POLICY', 'Rent is late after the 5th; a $50 late fee is added on the 6th.'),
    text(
      'PAYMENT_METHOD',
      'Pay through the online rent portal by ACH (free) or by card (3% fee), or by check. No cash.',
    ),
    text(
      'SECURITY_DEPOSIT_POLICY',
      "The deposit is half a month's rent ($975 for Flat B, $712.50 for Flat C), paid at signing. It comes back with interest as Minnesota law requires, minus any deductions, within 21 days after you leave. A pet costs a one-time $250 non-refundable fee, and there is no pet rent.",
    ),
    text(
      'SHORT_TERM_RENTAL_RESTRICTIONS',
      "The minimum stay is 30 nights; we don't take nightly or weekly bookings, and the flats are not listed on Airbnb or VRBO. Residents may not sublet or rent out the flat.",
    ),
    text(
      'LEASE_TERMINATION_POLICY',
      'After the first 30 nights you may leave with 14 days’ written notice (a text counts). If your hospital or agency cancels or shortens your contract, you may leave with 7 days’ notice and a copy of the cancellation, even during the first 30 nights, with no fee; rent is charged by the day to your last night. Owners give 30 days’ notice to end a stay.',
    ),
    text(
      'LEASE_RENEWAL_POLICY',
      'Stays continue month to month after the first 30 nights with no new paperwork. If your contract is extended, just let us know; if the flat is booked after you, we tell you the last date it is free. Rent stays the same for the first 12 months of a stay.',
    ),
    text(
      'GUEST_POLICY',
      'An overnight guest may stay up to 7 nights in any month, and no more than two people may sleep in a flat. No parties. Guests may not stay in the flat while you are away.',
    ),
    text(
      'NOISE_POLICY',
      'Quiet hours are 10pm to 7am, plus daytime quiet hours from 9am to 3pm for residents who work nights: no loud music, vacuuming or laundry machines then. Every bedroom has blackout curtains, and the loft skylights have blackout shades.',
    ),
    text(
      'PARKING_POLICY',
      "The detached garage off the alley has a stall for each flat at $75 a month, with a remote and an outlet for an engine block heater. Otherwise park free on 4th Street NW; during a City of Rochester snow emergency, follow the city's posted parking rules or the car may be ticketed and towed. Keep the driveway apron clear for the garage.",
    ),
    text(
      'SMOKING_POLICY',
      'No smoking or vaping of anything anywhere on the property: flats, stairways, porch, yard, garage or cars parked in the garage.',
    ),
    text(
      'COMMON_AREA_POLICY',
      "Basement: a free washer and dryer with detergent provided (not during daytime quiet hours, 9am to 3pm), a drying rack and a locked bike room. Back patio and yard: a gas grill and a table for six, open until 10pm. The owners' storage room and garden beds are private.",
    ),
    text(
      'TENANT_RESPONSIBILITIES',
      'Keep the thermostat at 60 degrees or warmer and the windows closed when it is below freezing. Do not block the radiators. Trash goes out to the alley on Tuesday nights, recycling every other Tuesday. Check the inventory within 48 hours of arrival. Clear the snow off your own car. Report leaks and drips right away.',
    ),
    text(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The owners live downstairs in Flat A and manage the house themselves. Text routine repairs to (507) 555-0152; we answer the same day and fix most things within two days. Emergencies (no heat, water leak, sewer backup, smoke, gas smell, lockout) go to (507) 555-0166 at any hour. We clean each flat before arrival, clear the sidewalks, back stairs and garage path after snow, and have the boiler serviced every fall.',
    ),
    text(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      "Although we live in the house, we follow the federal Fair Housing Act and the Minnesota Human Rights Act. Every applicant is judged by the same written criteria, whatever their race, color, creed, religion, national origin, sex, marital status, familial status, disability, sexual orientation, gender identity or age. You don't have to be a nurse or work in health care: anyone who needs a furnished home for 30 nights or more may apply.",
    ),
    text(
      'CLEANING_DAMAGE_RESPONSIBILITY',
      'Each flat is professionally cleaned before you arrive. The departure cleaning fee is $125 for Flat B and $95 for Flat C, paid with your last rent. A mid-stay cleaning with fresh linens is $60. Missing or damaged items on the inventory are replaced at cost; normal wear is not charged.',
    ),
  ],
  lease: kutzkyLease,
};

const properties = [juniper, egret, kutzky];
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
