/**
 * Set E properties: writes ../properties.json.
 * Run from the repository root: npx tsx packages/server/eval/unseen-e/gen/props.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

type Policy = { attributeType: string; textContent?: string; numericValue?: number };

const says = (attributeType: string, textContent: string): Policy => ({
  attributeType,
  textContent,
});
const count = (attributeType: string, numericValue: number): Policy => ({
  attributeType,
  numericValue,
});

// ---------------------------------------------------------------------------------------------
// E1: a downtown high-rise in Pittsburgh: valet garage, 24-hour concierge, package room, roof deck
// ---------------------------------------------------------------------------------------------

const confluenceLease = `RESIDENTIAL LEASE - CONFLUENCE TOWER RESIDENCES, 350 FORT DUQUESNE BOULEVARD, PITTSBURGH, PENNSYLVANIA 15222

1. PARTIES. This Lease is between Three Rivers Point Owner LLC ("Landlord"), managed by Golden Triangle Residential ("Manager"), and each resident who signs it ("Resident"). Residents who sign together are jointly and severally responsible for every obligation of this Lease.

2. PREMISES. Landlord leases to Resident the apartment named on the signature page and one mailbox, with use of the lobby, package room, fitness center, rooftop deck, pet wash room, dog run and residents' lounge under the Building Rules.

3. TERM. The term is twelve (12) months from the start date on the signature page. Resident or Landlord may end the tenancy at the end of the term by 60 days' written notice; otherwise it continues month to month.

4. RENT AND UTILITY FEE. Rent is due on the 1st day of each month. A flat utility fee of $65 per month for water, sewer and trash is added to the rent. Rent for a partial first month is prorated by the day. A one-time amenity fee of $250 is due at move-in.

5. LATE CHARGE. Rent not received by the 5th is late, and a late charge of $75 is added on the 6th. A returned payment costs $40.

6. SECURITY DEPOSIT. Resident pays a security deposit equal to one month's rent before move-in. Landlord returns it, with a written list of any deductions, within 30 days after Resident moves out and returns all fobs and keys, as Pennsylvania law requires.

7. UTILITIES. Resident opens an account with Duquesne Light in Resident's own name for the apartment's electricity, which runs the heat pump (heating and cooling), the range and the water heater, and keeps it on for the whole term. Resident arranges any internet or television service. There is no gas service to the apartments.

8. OCCUPANCY. No more than two persons may live in a studio or a one-bedroom, four in a two-bedroom and five in the penthouse, not counting children born during the term.

9. CONCIERGE AND GUESTS. A concierge is on duty at the front desk 24 hours a day. Guests sign in at the desk and are announced, unless Resident has put them on the guest list in the resident portal. The concierge may let a guest, dog walker or cleaner into the apartment only with a key release form signed by Resident.

10. PACKAGES. Deliveries go to the package room off the lobby. Smart lockers send Resident a pickup code by text or e-mail; refrigerated lockers hold groceries for up to 24 hours; oversize items are kept behind the front desk. Packages not collected within 10 days may be returned to the carrier.

11. VALET GARAGE. The garage entrance is on Garrison Place, and the garage is valet only. Resident may lease a valet space for $225 per month per vehicle, month to month. Attendants are on duty 24 hours; a car requested in the app or at the desk is brought to the lobby in about 10 minutes. Vehicles taller than 6 feet 8 inches do not fit. Guest valet parking is $20 per day, charged to Resident's account.

12. MOVES AND ELEVATORS. The building has three passenger elevators and one service elevator. Every move-in, move-out and furniture delivery uses the service elevator and the loading dock on Garrison Place, booked through the concierge at least five days ahead for weekdays 9:00 a.m. to 4:00 p.m. or Saturdays 9:00 a.m. to 1:00 p.m. A refundable $200 elevator deposit is due when the move is booked.

13. ROOFTOP DECK. The 27th-floor rooftop deck is open from April 15 through October 31, daily from 7:00 a.m. to 11:00 p.m. Grills are first come, first served. No glass. Resident may bring up to 4 guests.

14. FITNESS CENTER. The sixth-floor fitness center is open 24 hours with Resident's fob. Residents under 16 must be with an adult. Resident may bring up to 2 guests.

15. PETS. Resident may keep up to two pets, cats or dogs, with written approval. A dog may weigh no more than 50 pounds full grown, and pit bulls, Rottweilers and Mastiffs, or mixes of them, are not accepted. Each pet costs a one-time non-refundable $350 pet fee and $35 per month. Dogs are leashed or carried in all common areas. Assistance animals are not pets; the pet limits, fees and breed rules do not apply to them.

16. SMOKING. The building is smoke-free, including apartments, balconies, terraces, the rooftop deck and the garage. No smoking or vaping of tobacco, cannabis or any other substance.

17. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Resident keeps area rugs on at least half of any hard floor in the bedrooms.

18. MAINTENANCE. Resident reports routine repairs in the resident portal or to the concierge; Manager schedules them within two business days. Trash and recycling go down the chutes in the trash room beside the elevators on every floor.

19. EMERGENCIES. Resident reports an emergency at once, 24 hours a day, to the emergency line at (412) 555-0120 or to the concierge. Emergencies include a water leak, no heat, a smell of smoke or burning, a fire alarm, a person trapped in an elevator, a power outage in the apartment only and a lockout. Anyone trapped in an elevator presses the alarm button, which reaches the elevator company and the front desk. When the fire alarm sounds, use the stairs, never the elevators. The water shut-off valve for each apartment is behind the access panel in the laundry closet.

20. KEYS, FOBS AND LOCKOUTS. Resident receives two fobs and two apartment keys; a replacement fob costs $50. In a lockout the concierge calls the on-call technician, who charges $75 after office hours. The master key cabinet in the management office has override code 8254, for staff only. The weekend concierge supervisor, Dmitri Kowalczyk, cell (412) 555-0179, handles staff scheduling only; Resident must not call him.

21. ENTRY, ALTERATIONS AND MODIFICATIONS. Manager may enter the apartment after 24 hours' notice, and at once in an emergency. Resident may not paint, mount a television or change locks without written consent. Landlord permits reasonable modifications for a resident with a disability.

22. RENTER'S INSURANCE. Resident carries renter's insurance with at least $100,000 of personal liability coverage.

23. PAYMENT. Rent is paid in the resident portal by free ACH transfer or by card with a 2.9% fee, or by money order or cashier's check at the management office. Landlord's operating account is at Allegheny Commerce Bank, routing number 043402718, account number 5520918834, for Landlord's accounting only; Resident must not pay into it directly. Cash is not accepted.

24. SUBLETTING AND SHORT STAYS. Resident may not sublet, assign or list the apartment for any stay under 30 days.

25. EARLY TERMINATION. Resident may end the Lease early with 60 days' written notice and a fee equal to two months' rent. No fee is due for military orders or a protection order, as the law provides.

26. NOTICES AND ENTIRE AGREEMENT. Notices to Landlord go to the management office, 350 Fort Duquesne Blvd, Pittsburgh, PA 15222. This Lease and the Building Rules are the whole agreement.`;

const confluence = {
  id: 'confluence-tower-pittsburgh',
  property: {
    name: 'Confluence Tower Residences',
    address: '350 Fort Duquesne Blvd, Pittsburgh, PA 15222',
    type: 'MULTI_FAMILY',
    description:
      'Confluence Tower is a 27-story apartment tower built in 2017 on Fort Duquesne Boulevard in downtown Pittsburgh, facing the Allegheny River a short walk from Point State Park. It has 214 apartments on floors 6 through 26, above the lobby and a five-level garage. A concierge is on duty at the front desk around the clock, signs in guests and accepts deliveries. The garage is valet only: residents can lease a space for $225 a month, and an attendant brings the car up to the lobby on request at any hour. Packages go to the package room off the lobby, where smart lockers text you a pickup code and refrigerated lockers keep groceries cold. The 27th-floor rooftop deck has gas grills, fire tables, lounge chairs and views of all three rivers, and is open from mid-April through October. The fitness center on the sixth floor is open 24 hours, with cardio machines, Peloton bikes, free weights and a yoga room. Three passenger elevators serve every floor, and a separate service elevator is kept for moves and deliveries. Every apartment has a washer and dryer, a dishwasher, quartz counters and an electric heat pump for heating and cooling. The building is smoke-free and pet-friendly, with a pet wash room and a dog run on the sixth-floor terrace. The Gateway T station is a four-minute walk away, and the Cultural District and PPG Paints Arena are within walking distance.',
    amenities: [
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'AIR_CONDITIONING',
      'ON_SITE_MANAGER',
    ],
    parkingPrice: 225,
    questions: ['PETS', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_BREED', 'DOG_SIZE'],
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER', 'MASTIFF'],
    maxDogSizeLbs: 50,
    viewingMode: 'CALENDAR',
  },
  units: [
    {
      unitNumber: '804',
      type: 'APARTMENT',
      sizeSqft: 512,
      bedrooms: 0,
      bathrooms: 1,
      monthlyPrice: 1395,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Studio on the eighth floor facing the Cultural District: a sleeping alcove behind a sliding screen, a galley kitchen with a dishwasher, a stacked washer and dryer and a tub with shower. Available now.',
    },
    {
      unitNumber: '1507',
      type: 'APARTMENT',
      sizeSqft: 748,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1875,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'One-bedroom on the fifteenth floor, built as an accessible apartment: 36-inch doors, a roll-in shower with a fold-down seat and grab bars, a comfort-height toilet, lowered kitchen counters, a side-by-side refrigerator, a front-control range, front-loading washer and dryer, and strobe alerts for the smoke alarm and the doorbell. Windows look across the river to the North Shore. Available January 1, 2027.',
    },
    {
      unitNumber: '2212',
      type: 'APARTMENT',
      sizeSqft: 1120,
      bedrooms: 2,
      bathrooms: 2,
      monthlyPrice: 2790,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Corner two-bedroom, two-bath on the 22nd floor with windows on two sides, a private balcony over the Allegheny River, a walk-in closet in the primary suite and a full-size washer and dryer. Available December 15, 2026.',
    },
    {
      unitNumber: '2603',
      type: 'APARTMENT',
      sizeSqft: 1480,
      bedrooms: 2,
      bathrooms: 2.5,
      monthlyPrice: 3950,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Penthouse-level two-bedroom plus den on the 26th floor, with two and a half baths, a 300-square-foot private terrace, a wine fridge and one valet space included in the rent. Available February 1, 2027.',
    },
  ],
  policies: [
    says('TENANT_UTILITIES', 'ELECTRICITY, INTERNET'),
    says('LANDLORD_UTILITIES', 'WATER, TRASH'),
    says('SECURITY_DEPOSIT', 'ONE_MONTH'),
    says('RENTAL_LENGTH', 'LONG_TERM'),
    count('RENTAL_DURATION_MONTHS', 12),
    count('MOVE_OUT_NOTICE_PERIOD', 60),
    says(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $1,395 for studio 804, $1,875 for 1507, $2,790 for 2212 and $3,950 for penthouse 2603. A flat $65 monthly utility fee covers water, sewer and trash. You open your own Duquesne Light account for electricity (heat pump, range and water heater) and set up your own internet. The application fee is $50 per adult, and applicants should earn at least 2.5 times the monthly rent, combined for everyone on the lease. A one-time $250 amenity fee is due at move-in.',
    ),
    says(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th. The late fee is $75, charged on the 6th. A returned payment costs $40.',
    ),
    says(
      'PAYMENT_METHOD',
      "Pay in the resident portal by ACH (free) or by debit or credit card (2.9% fee), or bring a money order or cashier's check to the management office off the lobby. We don't take cash.",
    ),
    says(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent, due when you sign. Each pet costs a one-time non-refundable $350 pet fee plus $35 a month. We return the deposit with a written list of any deductions within 30 days after move-out.",
    ),
    says(
      'RENT_ASSISTANCE_PROGRAMS',
      'We accept Housing Choice Vouchers (Section 8) from the Housing Authority of the City of Pittsburgh and the Allegheny County Housing Authority, VASH vouchers for veterans, and Allegheny County rental assistance payments. Pittsburgh protects source of income under its fair housing ordinance, and we follow it. For voucher holders the 2.5-times income rule applies only to the part of the rent you pay yourself. Social Security, SSI, SSDI, pensions, VA benefits, child support, unemployment and student aid all count as income. We schedule the housing authority inspection and complete the landlord paperwork with you.',
    ),
    says(
      'ADA_ACCOMMODATION_REQUIREMENTS',
      'Apartment 1507 is built as an accessible unit: 36-inch doors, a roll-in shower with a fold-down seat and grab bars, a comfort-height toilet, lowered counters, a front-control range and strobe alerts for the smoke alarm and doorbell. The main entrance on Fort Duquesne Boulevard has automatic doors and a step-free entry, and every elevator has braille buttons and spoken floor announcements. Valet attendants bring cars to the accessible loading zone at the front door. We approve reasonable accommodations and modifications, such as a lower package locker, a visual or tactile door alert, or extra time at the loading zone, and assistance animals are welcome without pet fees or breed and weight limits. Ask the concierge or the management office for the request form, or tell us in writing.',
    ),
    says(
      'PARKING_POLICY',
      'The garage is valet only. A monthly valet space is $225 per vehicle, month to month; penthouse 2603 includes one space. Request your car in the app or at the front desk and it is brought up in about 10 minutes, any hour. Vehicles over 6 feet 8 inches tall do not fit. Guests can valet for $20 a day, charged to your account. Motorcycles are $95 a month.',
    ),
    says(
      'COMMON_AREA_POLICY',
      'Rooftop deck (27th floor): April 15 to October 31, 7am to 11pm, gas grills first come first served, no glass, up to 4 guests per apartment; the grill terrace can be reserved for a private party for $150 through the concierge. Fitness center (6th floor): open 24 hours with your fob, residents under 16 must be with an adult, up to 2 guests. Pet wash room and dog run on the 6th-floor terrace: 6am to 10pm. Package room: smart lockers any hour, refrigerated lockers for groceries, oversize packages at the front desk. Residents lounge on the lobby level with a coffee bar.',
    ),
    says(
      'NOISE_POLICY',
      'Quiet hours are 10pm to 7am. Cover at least half of any hard floor in bedrooms with rugs. Moves and furniture deliveries only during service elevator hours.',
    ),
    says(
      'GUEST_POLICY',
      'Guests sign in at the front desk and are announced, or add them to your guest list in the resident portal so the concierge can send them up. Guests may stay up to 14 nights in any six months; longer stays need an application. The concierge lets a guest, dog walker or cleaner into your apartment only with a signed key release form.',
    ),
    says(
      'SMOKING_POLICY',
      'Confluence Tower is smoke-free: no smoking or vaping of tobacco, cannabis or anything else in apartments, on balconies or terraces, on the rooftop deck or in the garage. The nearest place to smoke is the public sidewalk, at least 25 feet from the entrances.',
    ),
    says(
      'TENANT_RESPONSIBILITIES',
      "Keep the heat pump at 55 degrees or warmer in winter, even when you travel, so pipes don't freeze. Change the heat pump filter every 3 months; filters are free at the front desk. Trash and recycling go down the chutes in the trash room next to the elevators on your floor; flatten boxes and leave large items in the trash room. Report leaks right away.",
    ),
    says(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Submit routine repairs in the resident portal or tell the concierge; we schedule them within two business days. Emergencies go to (412) 555-0120 at any hour, or to the concierge at the front desk. The management office is off the lobby, open Monday to Friday 9am to 6pm and Saturday 10am to 4pm. Heat pumps are serviced every spring and fall.',
    ),
    says(
      'LEASE_BREAKING_FEES',
      "To end your lease early, give 60 days' written notice and pay a fee equal to two months' rent. No fee for military orders or a protection order.",
    ),
    says(
      'FAIR_HOUSING_ACT_COMPLIANCE',
      'Confluence Tower follows the federal Fair Housing Act, the Pennsylvania Human Relations Act and the Pittsburgh fair housing ordinance. It is not an age-restricted building; residents of all ages are welcome, and every applicant is judged by the same written criteria, whatever their race, color, religion, national origin, ancestry, sex, sexual orientation, gender identity, familial status, disability, age or source of income.',
    ),
    says(
      'SHORT_TERM_RENTAL_RESTRICTIONS',
      'No Airbnb, VRBO or any stay under 30 days, and no subletting without written approval.',
    ),
  ],
  lease: confluenceLease,
};

// ---------------------------------------------------------------------------------------------
// E2: a per-bedroom student house in Madison, Wisconsin: individual leases, shared kitchen
// ---------------------------------------------------------------------------------------------

const mifflinLease = `INDIVIDUAL BEDROOM LEASE - THE MIFFLIN HOUSE, 521 WEST MIFFLIN STREET, MADISON, WISCONSIN 53703

1. PARTIES. This Lease is between Isthmus Student Rentals LLC ("Landlord") and the resident named on the signature page ("Resident"). Resident rents one bedroom only. Every bedroom in the house has its own separate lease, and Resident is not responsible for the rent or the obligations of any other resident.

2. PREMISES. The bedroom named on the signature page, its furniture (a full-size bed, mattress, desk, chair and dresser) and shared use of the kitchen, dining room, living room, bathrooms, basement laundry, front porch and back yard.

3. TERM. The term is either twelve months (August 15 to August 14) or the academic year (August 15 to May 31), as marked on the signature page. A Lease that starts mid-year ends on the end date of the term chosen. The Lease ends at the end of its term and does not renew by itself.

4. RENT. Rent for the bedroom is due on the 1st day of each month. The academic-year rate is $75 per month more than the twelve-month rate. Rent for a partial month is prorated by the day.

5. GUARANTORS. If Resident's own income is less than 2.5 times the monthly rent, Resident provides a guarantor who lives in the United States and earns at least 4 times the monthly rent. The guarantor signs a guaranty for Resident's bedroom only and is never responsible for another resident's rent. A resident without a U.S. guarantor may instead prepay two months' rent at signing or use an institutional guarantor company approved by Landlord.

6. LATE CHARGE. Rent not paid by the 5th is late, and a late charge of $30 is due. A returned payment costs $25.

7. SECURITY DEPOSIT. Resident pays a security deposit of one month's rent at signing. Landlord returns it with an itemized statement within 21 days after the Lease ends, as Wisconsin law requires. Resident has 7 days after move-in to return the check-in sheet noting existing damage.

8. UTILITIES. Landlord pays for water, sewer, trash and recycling. Electricity and natural gas from Madison Gas and Electric and the house's Spectrum internet are kept in one house account in Landlord's name. Each month Landlord divides the total equally among the bedrooms occupied that month and adds Resident's share to the next rent statement. Landlord pays the share of an empty bedroom.

9. OCCUPANCY. Only the person or persons named on the signature page may live in the bedroom, within the limits of the Madison housing code.

10. SHARED SPACES. Residents share the kitchen, bathrooms and living areas and keep a weekly chore chart for trash, recycling and kitchen cleanup. A cleaning service cleans the kitchen, bathrooms and shared rooms every other Friday. A house meeting is held the first Sunday of each month.

11. KITCHEN. Each bedroom has one shelf in each of the two refrigerators and one labeled cabinet. Dishes are washed the same day. No cooking appliances, space heaters or mini-fridges may be used in bedrooms.

12. PETS. No pets may be kept in the house, except fish in a tank of 10 gallons or less. Assistance animals are not pets; Landlord allows them as the law requires, and this clause does not apply to them.

13. SMOKING. No smoking or vaping of tobacco, cannabis or any other substance anywhere in the house, on the porch or in the yard.

14. NOISE AND GUESTS. Quiet hours are 10:00 p.m. to 8:00 a.m. Sunday through Thursday and midnight to 9:00 a.m. Friday and Saturday, and all day during UW final exam weeks. No gatherings of more than 10 people. An overnight guest may stay up to 3 nights in a row and no more than 8 nights a month, and never receives a key or door code.

15. PARKING AND BICYCLES. Four spaces in the gravel lot behind the house rent for $75 per month each, month to month. Bicycles are kept in the covered rack behind the house, never in the hallways.

16. SNOW AND YARD. Landlord clears the public sidewalk and the back walk within 24 hours after snow stops, and mows the yard. Resident keeps the porch and steps free of belongings.

17. REPAIRS. Resident reports routine repairs in the portal or by text to the house manager at (608) 555-0155; Landlord responds within two business days. Landlord services the furnace every fall.

18. EMERGENCIES. An emergency must be reported at once, 24 hours a day, to (608) 555-0101. Emergencies include no heat, a water leak, a smell of gas, a fire, a carbon monoxide alarm, a sewer backup, a broken outside door lock and a lockout. If Resident smells gas, Resident leaves the house and calls 911 and Madison Gas and Electric from outside. The main water shut-off valve is in the basement next to the water heater, tagged with a yellow label.

19. KEYS AND DOOR CODES. Resident receives a bedroom key and a personal code for the front and back door keypads. The master code 7390 is for the house manager and vendors only. Landlord keeps residents' personal phone numbers private, including that of the house liaison Priya Raman (R5), (608) 555-0147, and does not give them to applicants or guests.

20. ENTRY. Landlord may enter the bedroom after 12 hours' notice to make repairs or show it, and at once in an emergency. Shared rooms may be shown after the same notice to the residents.

21. SUBLETTING. Resident may sublet the bedroom, for example for a summer or a semester abroad, with the house manager's written approval and a $100 sublet fee. The subtenant applies and must be approved, and Resident stays responsible for the rent.

22. PAYMENT. Rent is paid in the Landlord's portal by free bank transfer or by card with a 3% fee; a guarantor may pay from the guarantor's own account. Landlord's account is at Badger State Community Bank, routing number 075918264, account number 2209447613, for Landlord's accounting only; Resident must not pay into it directly. Cash is not accepted.

23. EARLY TERMINATION. A Resident who leaves before the end of the term pays a $300 re-rental fee and the rent until the bedroom is re-rented or the term ends, whichever comes first.

24. NOTICES AND ENTIRE AGREEMENT. Notices to Landlord go to Isthmus Student Rentals LLC, 115 W Gorham St, Madison, WI 53703. This Lease, the house rules and the check-in sheet are the whole agreement.`;

const mifflin = {
  id: 'mifflin-house-madison',
  property: {
    name: 'The Mifflin House',
    address: '521 W Mifflin St, Madison, WI 53703',
    type: 'SINGLE_FAMILY_HOME',
    description:
      'The Mifflin House is a 1908 two-and-a-half-story frame house on West Mifflin Street in Madison, rented by the bedroom to students and non-students alike. It is a ten-minute walk to Bascom Hill and Library Mall and three blocks from the Capitol Square. Six bedrooms share two full bathrooms, a half bath, a big eat-in kitchen, a dining room and a living room with a bay window. Each resident signs an individual lease for their own bedroom and is responsible only for their own rent, not for the other rooms. Bedrooms come furnished with a full-size bed, mattress, desk, chair and dresser, and every bedroom door has its own keyed lock. The kitchen has two refrigerators, a gas range, a microwave and a labeled shelf and cabinet for each bedroom. The washer and dryer in the basement are free for residents. Electricity, gas and internet are kept in one house account and split equally among the occupied bedrooms each month, while water, sewer and trash are included in the rent. Leases run either twelve months from August 15 or for the academic year from August 15 to May 31, and a few rooms open up mid-year for the spring semester. A cleaning service cleans the kitchen, bathrooms and shared rooms every other Friday. Four parking spaces in the gravel lot behind the house rent for $75 a month, and there is a covered bicycle rack. The house is run by Isthmus Student Rentals, and a house manager handles showings, repairs and move-ins.',
    amenities: ['NO_PETS', 'ON_SITE_PARKING'],
    parkingPrice: 75,
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
      unitNumber: 'R2',
      type: 'ROOM',
      sizeSqft: 165,
      bedrooms: 1,
      bathrooms: null,
      monthlyPrice: 875,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'Second-floor front bedroom with two windows onto Mifflin Street, sharing the second-floor full bath with two other bedrooms. Full-size bed, mattress, desk, chair and dresser. Available January 1, 2027 for the spring semester, on a lease ending August 14, 2027 or May 31, 2027.',
    },
    {
      unitNumber: 'R4',
      type: 'ROOM',
      sizeSqft: 210,
      bedrooms: 1,
      bathrooms: 0.5,
      monthlyPrice: 1025,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The largest bedroom, at the back of the second floor, with its own half bath (toilet and sink) and a walk-in closet; showers are in the shared second-floor bathroom. Full-size bed, mattress, desk, chair and dresser. Available August 15, 2027.',
    },
    {
      unitNumber: 'R6',
      type: 'ROOM',
      sizeSqft: 140,
      bedrooms: 1,
      bathrooms: null,
      monthlyPrice: 795,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The third-floor attic bedroom under a sloped ceiling, with a skylight and built-in bookshelves, up a narrow second staircase; it shares the second-floor full bath. Full-size bed, mattress, desk, chair and dresser. Available now, on a lease ending August 14, 2027 or May 31, 2027.',
    },
  ],
  policies: [
    says('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    says('LANDLORD_UTILITIES', 'WATER, TRASH'),
    says('SECURITY_DEPOSIT', 'ONE_MONTH'),
    says('RENTAL_LENGTH', 'LONG_TERM'),
    count('RENTAL_DURATION_MONTHS', 12),
    count('MOVE_OUT_NOTICE_PERIOD', 30),
    says(
      'PAYMENT_POLICY',
      "Rent is per bedroom, due on the 1st: R2 $875, R4 $1,025 and R6 $795 a month on a 12-month lease; an academic-year lease (August 15 to May 31) costs $75 a month more. Water, sewer and trash are included. Electricity and gas (Madison Gas and Electric) and the house's Spectrum internet are billed to one house account and split equally among the occupied bedrooms; your share, usually $60 to $95 a month, is added to your rent statement. The application fee is $25. You qualify on your own if your income is at least 2.5 times your room's rent; financial aid, scholarships, stipends and TA/RA pay count as income. Otherwise you need a guarantor who lives in the US and earns at least 4 times your rent; the guarantor signs for your bedroom only, never for your housemates. Without a US guarantor, as with many international students, you can prepay two months' rent or use an institutional guarantor company we approve.",
    ),
    says(
      'LATE_FEE_POLICY',
      'Rent is late after the 5th; the late fee is $30. A returned payment costs $25.',
    ),
    says(
      'PAYMENT_METHOD',
      'Pay in our portal by bank transfer (free) or card (3% fee). A parent or guarantor can pay your rent from their own account in the portal. No cash.',
    ),
    says(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one month's rent for your room, due at signing. We return it with an itemized statement within 21 days after your lease ends. Deductions are only for damage to your own room, or your share of damage to a shared room when nobody owns up to it. You have 7 days after move-in to fill in the check-in sheet.",
    ),
    says(
      'RENT_SPLIT_POLICY',
      "Every bedroom has its own individual lease. You pay only your own rent and your own share of the utilities, and you are never liable for a housemate's unpaid rent. Electricity, gas and internet are split equally among the bedrooms occupied that month; we pay the share of an empty room.",
    ),
    says(
      'COMMON_AREA_POLICY',
      'Shared: kitchen, dining room, living room, bathrooms, basement laundry (free washer and dryer), front porch and back yard. Each bedroom gets one shelf in each refrigerator and one labeled cabinet. Wash dishes the same day. A cleaning service does the kitchen, bathrooms and shared rooms every other Friday; in between, residents follow the weekly chore chart. House meeting the first Sunday of each month.',
    ),
    says(
      'NOISE_POLICY',
      "Quiet hours are 10pm to 8am Sunday through Thursday and midnight to 9am Friday and Saturday; during UW final exam weeks quiet hours run all day. No gatherings of more than 10 people. Madison's noise ordinance applies too.",
    ),
    says(
      'GUEST_POLICY',
      'An overnight guest can stay up to 3 nights in a row and no more than 8 nights a month; let your housemates know in the house group chat first. Guests never get keys or a door code.',
    ),
    says(
      'SMOKING_POLICY',
      'No smoking or vaping of tobacco, cannabis or anything else anywhere in the house, on the porch or in the yard.',
    ),
    says(
      'SUBLETTING_POLICY',
      "You can sublet your room, for a summer or a semester abroad, with the house manager's written approval and a $100 sublet fee. Your subtenant applies like anyone else, and you stay responsible for the rent.",
    ),
    says(
      'TENANT_RESPONSIBILITIES',
      'Take your turn on the chore chart. Roll the trash and recycling carts to the curb Monday night for Tuesday pickup and bring them back Tuesday. The thermostat is shared: keep it between 62 and 72 degrees, and never below 55 over winter break. Keep your own room clean and leave it broom-clean at move-out with the furniture in place.',
    ),
    says(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'The house manager handles repairs and showings: submit routine requests in the portal or text (608) 555-0155, and we respond within two business days. Emergencies (no heat, a water leak, a gas smell, a lockout, a broken outside door lock) go to (608) 555-0101 at any hour. We clear the sidewalk and back walk within 24 hours after snow, mow the yard and service the furnace every fall.',
    ),
    says(
      'LEASE_RENEWAL_POLICY',
      "Renewal offers go out each October, and current residents have until November 15 to renew their room before it's listed for the next year. Leases do not renew on their own.",
    ),
    says(
      'PARKING_POLICY',
      'Four spaces in the gravel lot behind the house, $75 a month each, month to month, first come first served. Street parking on Mifflin is limited to 2 hours in the daytime, and from November 15 to March 15 the city’s winter alternate-side rules apply overnight. Bikes go in the covered rack behind the house.',
    ),
    says(
      'LEASE_BREAKING_FEES',
      'Leaving early costs a $300 re-rental fee, and you pay rent until your room is re-rented or your lease ends, whichever comes first. A sublet is often the cheaper route.',
    ),
    says(
      'HEALTH_SAFETY_CODES',
      'Smoke alarms in every bedroom and hallway, carbon monoxide alarms on every floor, a fire extinguisher in the kitchen and an escape ladder in the attic bedroom. The house passed its City of Madison rental inspection in 2025.',
    ),
  ],
  lease: mifflinLease,
};

// ---------------------------------------------------------------------------------------------
// E3: a Hill Country ranch house and casita near Wimberley, Texas: well water, septic, propane
// ---------------------------------------------------------------------------------------------

const redHawkLease = `RESIDENTIAL LEASE - RED HAWK RANCH HOUSE, 2215 RED HAWK ROAD, WIMBERLEY, TEXAS 78676

1. PARTIES. This Lease is between Dale and Rosalind Kessler ("Owners") and each tenant who signs it ("Tenant"). Tenants who sign together are jointly and severally responsible for everything this Lease requires.

2. PREMISES. Owners lease to Tenant the home named on the signature page (the main house or the casita), its fenced yard and its parking, with shared use of the gravel entrance road. The pasture and barn are included only under a separate horse agreement.

3. TERM. The term is twelve (12) months from the start date on the signature page.

4. RENT. Rent is due on the 1st day of each month. Rent for a partial first month is prorated by the day.

5. LATE FEES. Rent not received by the 3rd is late. An initial late fee of $50 is due on the 4th, plus $10 for each further day, never more than $150 in total for one month. A returned payment costs $30.

6. SECURITY DEPOSIT. Tenant pays a security deposit of one and a half months' rent. Owners return it, with a written list of any deductions, within 30 days after Tenant surrenders the home and gives a forwarding address in writing, as the Texas Property Code requires.

7. UTILITIES. Owners provide well water, the septic maintenance contract and weekly trash collection at no charge. Tenant pays Pedernales Electric Cooperative for electricity, buys propane for the home's tank and arranges internet service. There is no city water or sewer service.

8. WELL WATER. The home's water comes from a private well and passes through a water softener. The well pump is on its own breaker, marked WELL in the electrical panel on the carport wall. Owners have the water tested every year by a certified lab. Tenant follows the drought rules of the Hays Trinity Groundwater Conservation District: lawn watering only on Mondays and Thursdays, and none at all in Stage 3. Pools may not be filled from the well.

9. SEPTIC SYSTEM. Wastewater goes to an aerobic septic system with spray heads in the back pasture. Tenant puts only toilet paper down the toilets (no wipes, grease, paper towels or feminine products), runs no more than two loads of laundry a day and adds one chlorine tablet to the chlorinator each month. No vehicle may drive or park on the spray field. If the red alarm light or buzzer on the septic control panel by the back fence goes off, or sewage backs up, Tenant stops using water and calls the emergency line.

10. PROPANE. Heat, hot water, the range and the fireplace gas logs run on propane from a 500-gallon tank. Tenant orders propane from any licensed supplier and keeps the tank above 20 percent. If the tank runs empty, a licensed supplier must leak-test the system before it is relit.

11. PETS. Tenant may keep up to three pets, dogs or cats. A dog may weigh no more than 100 pounds. There is one refundable pet deposit of $400 per household and no monthly pet rent. Dogs stay in the fenced yard or on a leash and may not chase horses or wildlife. Assistance animals are not pets; these limits and the deposit do not apply to them.

12. HORSES AND HENS. Up to two horses may be kept in the pasture and barn under a separate horse agreement for $150 per month per horse; Tenant supplies feed and farrier care. Up to six hens may be kept in the coop by the barn. No roosters and no other livestock.

13. SMOKING AND FIRE. No smoking or vaping inside either home or on the porches. Smoking outdoors is allowed at least 20 feet from the buildings, never during a Hays County burn ban and never in the pasture. The fire pit may be used only when no burn ban is in effect. No fireworks.

14. YARD AND WILDLIFE. Tenant mows and waters the fenced yard of the home; Owners mow the pasture three times a year. Tenant keeps woodpiles and brush away from the walls, where snakes shelter, and does not feed deer.

15. FLOOD SAFETY. The homes sit above the Blanco River's 100-year floodplain, but the low-water crossing on Red Hawk Road floods after heavy rain. Tenant never drives through water over the road and uses the Ranch Road 12 route instead.

16. PARKING. The main house has a two-car carport and room for two more vehicles on the gravel drive; the casita has two spaces beside it. Trailers and RVs may be parked behind the barn with Owners' permission.

17. TRASH. Trash and recycling carts go to the front gate by 7:00 a.m. on Tuesday.

18. REPAIRS. Tenant reports routine repairs by text or call to Dale at (512) 555-0149; Owners respond within two business days.

19. EMERGENCIES. Tenant reports an emergency at once, 24 hours a day, to (512) 555-0163. Emergencies include no water, a septic alarm or sewage backing up, a smell of propane, no heat in a freeze, no air conditioning above 95 degrees, a water leak and a lockout. If Tenant smells propane, Tenant leaves the home at once and calls 911 from outside; if it is safe, the propane shut-off valve is under the dome lid on top of the tank. The main water shut-off valve is at the pressure tank in the well house.

20. GATE AND KEYS. Each Tenant receives two house keys and a personal code for the keypad at the entrance gate. The master gate code 4193 is for Owners and vendors only. The neighbor Buck Tillman, (512) 555-0138, keeps the pasture gate key and checks the well house when Owners are away; Tenant must not call him for access.

21. ENTRY. Owners may enter the home at reasonable times after 24 hours' notice, and at once in an emergency.

22. ALTERATIONS AND MODIFICATIONS. Tenant may not paint, build or change locks without Owners' written consent. Owners will consider reasonable modifications requested by a tenant with a disability.

23. PAYMENT. Rent is paid through Owners' rent portal by free bank transfer or by check mailed to PO Box 418, Wimberley, TX 78676. Owners' account is at Hill Country Farmers Bank, routing number 114927563, account number 7781203459, for Owners' records only; Tenant must not pay into it directly. Cash is not accepted.

24. SUBLETTING AND SHORT-TERM RENTALS. Tenant may not sublet either home or rent it out for events or short stays.

25. EARLY TERMINATION. Tenant may end the Lease early with 30 days' written notice and a reletting fee of 85 percent of one month's rent. The military and family-violence rights of the Texas Property Code apply.

26. NOTICES AND ENTIRE AGREEMENT. Notices to Owners go to PO Box 418, Wimberley, TX 78676. This Lease and any horse agreement are the whole agreement.`;

const redHawk = {
  id: 'red-hawk-ranch-wimberley',
  property: {
    name: 'Red Hawk Ranch House',
    address: '2215 Red Hawk Rd, Wimberley, TX 78676',
    type: 'SINGLE_FAMILY_HOME',
    description:
      'Red Hawk Ranch House is a single-story limestone ranch house built in 1968 on six acres of Hill Country land, four miles west of the Wimberley Square. The property has two rentals: the three-bedroom main house and a one-bedroom casita about 150 feet away, each with its own fenced yard and parking. Water comes from a private well, not a city line, and runs through a softener; the main house kitchen has a reverse-osmosis drinking water tap. Wastewater goes to an aerobic septic system with spray heads in the back pasture, serviced under a maintenance contract the owners pay for. Heat, hot water, the kitchen range and the fireplace gas logs run on propane from a 500-gallon tank that tenants fill with a supplier of their choice. Electricity comes from Pedernales Electric Cooperative, and both homes have central air conditioning and ceiling fans. A two-acre pasture with a three-stall barn can hold up to two horses by separate agreement. The main house has a stone fireplace, a laundry room with a washer and dryer, a screened back porch with a wooden ramp down to the yard, and a two-car carport. The casita has a kitchenette, a walk-in shower and a covered front porch facing the pasture. Live oaks and cedar elms shade both yards, and deer, wild turkeys and the odd armadillo pass through. The gravel entrance road has a keypad gate, and after heavy rain the low-water crossing on Red Hawk Road can flood, so tenants take the Ranch Road 12 route instead. The owners, Dale and Rosalind Kessler, live in Dripping Springs and manage the property themselves with a local handyman on call.',
    amenities: [
      'LARGE_DOGS',
      'SMALL_DOGS',
      'CATS',
      'ON_SITE_PARKING',
      'IN_UNIT_LAUNDRY',
      'CENTRAL_AIR',
    ],
    parkingPrice: null,
    questions: ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'],
    petQuestions: ['COUNT', 'TYPE', 'DOG_SIZE', 'EMOTIONAL_SUPPORT'],
    dogsAllowedCount: 3,
    catsAllowedCount: 3,
    petsAllowedCount: 3,
    restrictedDogBreeds: [],
    maxDogSizeLbs: 100,
    viewingMode: 'TEXT',
  },
  units: [
    {
      unitNumber: 'MAIN',
      type: 'HOUSE',
      sizeSqft: 1850,
      bedrooms: 3,
      bathrooms: 2,
      monthlyPrice: 2450,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The main house: three bedrooms and two baths on one level, a stone fireplace with propane gas logs, a kitchen with a propane range and a reverse-osmosis drinking water tap, a laundry room with washer and dryer, a screened back porch with a wooden ramp to the yard, and a two-car carport. Available January 15, 2027.',
    },
    {
      unitNumber: 'CASITA',
      type: 'HOUSE',
      sizeSqft: 640,
      bedrooms: 1,
      bathrooms: 1,
      monthlyPrice: 1350,
      currency: 'USD',
      availability: 'AVAILABLE',
      description:
        'The casita: a one-bedroom, one-bath stone cottage 150 feet from the main house, rented separately, with a kitchenette (two-burner propane cooktop, full-size refrigerator and microwave), a walk-in shower, a washer-dryer hookup (bring your own machines), a window seat and a covered front porch facing the pasture. Two steps up to the front door. Available now.',
    },
  ],
  policies: [
    says('TENANT_UTILITIES', 'ELECTRICITY, GAS, INTERNET'),
    says('LANDLORD_UTILITIES', 'WATER, TRASH'),
    says('SECURITY_DEPOSIT', 'ONE_AND_HALF_MONTH'),
    says('RENTAL_LENGTH', 'LONG_TERM'),
    count('RENTAL_DURATION_MONTHS', 12),
    count('MOVE_OUT_NOTICE_PERIOD', 30),
    says(
      'PAYMENT_POLICY',
      'Rent is due on the 1st: $2,450 for the main house and $1,350 for the casita. We pay for the well (there is no water bill), the septic service and weekly trash pickup. You pay Pedernales Electric Cooperative for electricity, buy your own propane and set up your own internet. Applicants need monthly income of at least 3 times the rent, combined for the household. The application fee is $45 per adult.',
    ),
    says(
      'LATE_FEE_POLICY',
      'Rent is late after the 3rd. The late fee is $50 on the 4th plus $10 a day after that, capped at $150 for the month. Returned payments cost $30.',
    ),
    says(
      'PAYMENT_METHOD',
      'Pay through our rent portal by bank transfer (free), or mail a check to PO Box 418, Wimberley, TX 78676. No cash.',
    ),
    says(
      'SECURITY_DEPOSIT_POLICY',
      "The security deposit is one and a half months' rent: $3,675 for the main house and $2,025 for the casita. Pets add one refundable $400 pet deposit per household, with no monthly pet rent. We return deposits with an itemized list within 30 days after you move out and send us a forwarding address.",
    ),
    says(
      'RENT_ASSISTANCE_PROGRAMS',
      "We accept Housing Choice Vouchers (Section 8), including vouchers from the Texas Department of Housing and Community Affairs and the San Marcos Housing Authority, HUD-VASH vouchers for veterans, and rental help from Hays County and local nonprofits. For voucher holders, the 3-times income rule applies only to the share of the rent you pay. Social Security, SSI, SSDI, VA disability, pensions, child support and alimony all count as income. The housing authority's inspection of a rural home includes a well water test, which we schedule and pay for.",
    ),
    says(
      'PARKING_POLICY',
      "The main house has a two-car carport and room for two more vehicles on the gravel drive; the casita has two spaces beside it. Horse trailers, boats and RVs can go behind the barn with the owners' permission. Never drive or park on the septic spray field or in the pasture.",
    ),
    says(
      'COMMON_AREA_POLICY',
      'The pasture and barn come only with a horse agreement: up to two horses, $150 a month per horse, and you supply feed and farrier care. Up to six hens in the coop by the barn; no roosters and no other livestock. The fire pit between the two homes can be used only when Hays County has no burn ban in effect.',
    ),
    says(
      'GUEST_POLICY',
      "Guests can stay up to 14 days in a row; longer needs the owners' approval and an application. The main house and the casita are leased separately, so casita tenants are not guests of the main house.",
    ),
    says(
      'SMOKING_POLICY',
      'No smoking or vaping inside either home or on the porches. Outdoors you can smoke at least 20 feet from the buildings with butts in the metal can, but never during a Hays County burn ban and never out in the dry grass of the pasture.',
    ),
    says(
      'NOISE_POLICY',
      'Quiet hours are 10pm to 7am, out of respect for the other home. No fireworks at any time.',
    ),
    says(
      'TENANT_RESPONSIBILITIES',
      'Mow and water your own fenced yard; lawn watering from the well only on Mondays and Thursdays, and none in drought Stage 3. Order propane before the tank gauge drops below 20 percent; if it runs out, a supplier has to leak-test before relighting. Add one chlorine tablet to the septic chlorinator every month (tablets are in the barn). Only toilet paper down the toilets, no wipes or grease, and no more than two loads of laundry a day. Roll the trash cart to the front gate by 7am Tuesday.',
    ),
    says(
      'PROPERTY_MANAGER_RESPONSIBILITIES',
      'Text or call Dale at (512) 555-0149 for routine repairs; we reply within two business days. For emergencies call (512) 555-0163 day or night: no water, a septic alarm or sewage backing up, a propane smell, no heat in a freeze, no AC above 95 degrees, a leak or a lockout. We pay for the well pump, the yearly well water test, the septic maintenance contract, mowing the pasture three times a year and the fall service of the AC and furnace.',
    ),
    says(
      'HEALTH_SAFETY_CODES',
      'The well water is tested every year by a certified lab, and every tenant gets the latest results. Each home has smoke alarms, a carbon monoxide alarm near the furnace and a fire extinguisher. The homes sit above the Blanco River 100-year floodplain; the low-water crossing on Red Hawk Road can flood, and you must never drive through water over the road.',
    ),
    says(
      'LEASE_BREAKING_FEES',
      "Give 30 days' written notice and pay a reletting fee of 85 percent of one month's rent. Texas law's military and family-violence exceptions apply.",
    ),
    says(
      'SHORT_TERM_RENTAL_RESTRICTIONS',
      'No Airbnb, VRBO, weddings or event rentals of either home, and no subletting.',
    ),
    says(
      'LEASE_RENEWAL_POLICY',
      "We send a renewal offer 60 days before your lease ends. If neither side gives 30 days' notice, the lease continues month to month at the same rent.",
    ),
  ],
  lease: redHawkLease,
};

const properties = [confluence, mifflin, redHawk];
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
