import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')

def P(t, text=None, num=None):
    d = {"attributeType": t}
    if text is not None: d["textContent"] = text
    if num is not None: d["numericValue"] = num
    return d

denver_lease = """RESIDENTIAL LEASE AGREEMENT - ASPEN ROW TOWNHOMES, DENVER, COLORADO

1. PARTIES AND PREMISES. This Lease is between Aspen Row Townhomes LLC ("Landlord") and the person(s) signing as Tenant. Landlord leases to Tenant the townhome named on the signature page at 4410 Tennyson St, Denver, CO 80212, with its attached one-car garage, driveway apron and private fenced patio (the "Premises"). The courtyard, mail kiosk, visitor spaces and north surface lot are common areas shared with the other townhomes.

2. TERM. The term is twelve (12) months from the start date. A party that does not wish to renew must give written notice at least sixty (60) days before the end date.

3. RENT AND PAYMENT. Rent is due on the 1st day of each month and is late if not received by 11:59 p.m. on the 5th. Rent is paid through the Buildium resident portal (ACH free; debit or credit card 3% processing fee). Cash is not accepted. Landlord's operating account (Front Range Mutual Bank, routing 102103407, account 5520983317) is listed for Landlord's reconciliation only. The first month's rent and the security deposit must be paid by cashier's check or through the portal before keys are released.

4. LATE CHARGES. If rent is late, a late fee of the greater of $50 or 5% of the past-due rent is charged on the 6th. Each returned payment carries a $30 fee.

5. SECURITY DEPOSIT. Tenant pays a security deposit equal to one month's rent. Landlord returns it, with an itemized statement of deductions for unpaid rent, cleaning or damage beyond normal wear and tear, within thirty (30) days after Tenant returns all keys and garage remotes.

6. UTILITIES AND SYSTEMS. Tenant pays electricity and natural gas (Xcel Energy) and any internet or TV service, in Tenant's own name. Landlord pays water, sewer and trash/recycling. Each townhome has a gas forced-air furnace with an Ecobee smart thermostat, central air conditioning and a tankless gas water heater.

7. OCCUPANCY AND GUESTS. Only persons listed on the application may live in the Premises, with no more than two (2) persons per bedroom. A guest may stay up to ten (10) consecutive nights and no more than twenty (20) nights in any twelve-month period.

8. PETS. Up to two (2) pets in total are allowed with written approval: dogs up to 80 lbs and cats. Rottweilers, Dobermans and Mastiffs, including mixes, are not allowed. Tenant pays a refundable pet deposit of $300 per pet and pet rent of $35 per pet per month. Dogs must be leashed in the courtyard and waste picked up; a dog waste station is at the east gate.

9. PARKING AND GARAGE. The attached garage and driveway apron are included in the rent. Tenant receives two garage door remotes; a lost remote costs $60. A second vehicle may rent a permit space in the north surface lot for $40 per month, if available. Four spaces marked VISITOR may be used by guests for up to 48 hours. RVs, boats and trailers may not be parked or stored on the property. Bicycles may be hung on the wall hooks provided in each garage.

10. MAINTENANCE AND REPAIRS. Landlord repairs the appliances (gas range, dishwasher, microwave, refrigerator, washer and dryer), furnace, air conditioning, water heater, plumbing, electrical, roof and garage door opener, has the furnace and A/C serviced each spring and fall, and provides quarterly pest control. Tenant replaces the furnace filter every three (3) months with the filters stored in the garage cabinet, replaces light bulbs and smoke/CO detector batteries, keeps the thermostat at 55 degrees F or higher in winter, and reports leaks within 24 hours. Non-emergency requests go through the portal and are answered within two (2) business days. A lockout call after 6 p.m. or on a weekend is billed at $75.

11. SNOW AND GROUNDS. Landlord's contractor clears the shared walkways and drive aisles whenever snowfall reaches two (2) inches and mows the common lawn weekly from May through September. Tenant shovels Tenant's own front steps and patio and waters any patio planters.

12. TRASH AND RECYCLING. The City collects trash (black cart) and recycling (purple cart) every Tuesday. Carts are kept in the garage and must be at the alley by 7 a.m. Tuesday and brought back in the same day.

13. MAIL AND PACKAGES. Mail goes to the locked mailboxes at the kiosk by the courtyard entrance. Parcels are placed in the parcel lockers next to the mailboxes and the carrier sends a pickup code. Landlord does not sign for packages.

14. COURTYARD AND GRILLS. The two shared gas grills and the picnic tables in the courtyard may be used from 8 a.m. to 10 p.m.; clean the grill after use. Charcoal grills are not allowed on private patios; gas and electric grills are.

15. NOISE. Quiet hours are 10 p.m. to 7 a.m. every day. Speakers may not be mounted on shared walls, and power tools may not be used before 9 a.m. on weekends.

16. SMOKING. Smoking and vaping of tobacco, cannabis or anything else is prohibited everywhere on the property, including inside townhomes, garages, patios and the courtyard.

17. ALTERATIONS. Small nails for pictures are fine. Painting requires written approval, and walls must be returned to the original color (Sherwin-Williams Alabaster) before move-out or a $250 per-room repaint charge applies. TV wall mounts and smart locks need written approval.

18. RENTERS INSURANCE. Tenant must carry renters insurance with at least $100,000 personal liability coverage and list Aspen Row Townhomes LLC as an interested party.

19. ENTRY. Landlord may enter with 24 hours' notice, or without notice in an emergency. Vendors use the key lockbox on the mail kiosk, code 6093, which is confidential.

20. SUBLETTING. No subletting, Airbnb or VRBO. A roommate may be added only after applying, being approved and signing the Lease.

21. EARLY TERMINATION. Tenant may end the Lease early by giving sixty (60) days' written notice and paying a lease-break fee equal to one month's rent.

22. RENEWAL. Landlord sends a renewal offer about 75 days before the end date for a 6- or 12-month term. Without a new lease or notice, the tenancy continues month-to-month at the current rent plus $150.

23. MOVE-IN INSPECTION. Landlord and Tenant walk through together and complete a photo checklist; Tenant has seven (7) days to add items through the portal.

24. COMMUNITY CONTACT (LANDLORD USE ONLY). Courtyard liaison: Gabriel Okafor, resident of Unit 3, (720) 555-0139, holds a spare kiosk key.
"""

chicago_lease = """APARTMENT LEASE - THE SAWYER SIX-FLAT, 2917 N SAWYER AVE, CHICAGO, IL 60618

1. PARTIES. This Lease is between Sawyer Flats LLC ("Owner"), managed by Northside Walkup Management, and the resident(s) who sign below ("Resident"). Owner rents to Resident the apartment shown on the signature page in the six-unit building at 2917 N Sawyer Ave, Chicago, IL 60618, together with one basement storage cage.

2. TERM. The Lease runs twelve (12) months. Resident must give thirty (30) days' written notice before the end date if Resident will not renew.

3. RENT. Rent is due on the 1st of each month and is late if not paid by the end of the 5th. Rent may be paid by Zelle to the management company or by personal check left in the locked rent box in the front vestibule. Cash and credit cards are not accepted. Owner's rent collection account is at North Branch Community Bank, routing 071925444, account 3008127765 (for Owner's records only).

4. LATE FEE. As limited by the Chicago Residential Landlord and Tenant Ordinance (RLTO), the late fee is $10 for the first $500 of monthly rent plus 5% of the rent above $500.

5. SECURITY DEPOSIT. Resident pays a security deposit equal to one-half (1/2) month's rent. Owner holds it in a separate federally insured account, pays interest each year as the RLTO requires, and returns it within forty-five (45) days after move-out less itemized deductions for unpaid rent or damage.

6. UTILITIES AND HEAT. Owner pays water, gas and trash. Heat comes from the building's gas boiler through radiators and is included; from September 15 to June 1 Owner keeps apartments at least 68 degrees F from 8:30 a.m. to 10:30 p.m. and 66 degrees F at night. Cooking gas is included. Resident pays electricity (ComEd) and internet.

7. OCCUPANCY AND GUESTS. Only the people listed on the application may live in the apartment. Guests may stay up to seven (7) consecutive nights and no more than twenty-one (21) nights in a calendar year.

8. PETS. Up to two (2) cats are allowed with written approval; pet rent is $25 per cat per month and there is no pet deposit. Dogs are not allowed. Assistance animals are not pets and are handled under fair housing law.

9. LAUNDRY, STORAGE AND BIKES. The basement laundry room has two washers and two dryers, open 7 a.m. to 10 p.m.; machines run on a reloadable laundry card ($2.25 per wash, $2.00 per dry). Each apartment has one basement storage cage; Resident supplies the padlock. Bicycles go on the basement bike rack by the back door, not in hallways.

10. PARKING. The building has no off-street parking. The block is a residential permit parking zone; Resident buys the zone permit from the City Clerk. The alley garage belongs to Owner and is not for tenant use.

11. MAINTENANCE. Owner maintains the boiler and radiators, plumbing, electrical, the gas range, refrigerator and dishwasher, and the window air conditioners, which Owner installs in May and removes in October. A licensed exterminator treats the common areas monthly. Owner shovels and salts the front sidewalk, gangway and back stairs. Non-emergency requests are answered within three (3) business days; emergencies (no heat, leaks, lockouts) are handled 24/7 by text to the management line. Resident replaces light bulbs and smoke/CO detector batteries, keeps radiators unblocked and reports leaks promptly.

12. TRASH. City garbage carts are in the alley behind the building and are collected every Wednesday; the blue recycling carts are emptied every other Wednesday. Bag all garbage and break down boxes.

13. MAIL AND PACKAGES. Mailboxes are in the front vestibule. Carriers leave packages inside the locked vestibule, with large items on the shelf under the mailboxes. Owner is not responsible for lost packages.

14. PORCHES AND FIRE SAFETY. The wooden back porches are fire exits. Grills of any kind, furniture blocking the stairs and stored items are not allowed on the porches.

15. NOISE. Quiet hours are 10 p.m. to 8 a.m. Sunday through Thursday and 11 p.m. to 9 a.m. on Friday and Saturday. Second- and third-floor residents must keep area rugs in the living room and bedrooms.

16. SMOKING. No smoking or vaping of any substance in apartments, hallways, the basement or on the porches. Smoking is allowed only on the public sidewalk at least 15 feet from the front door.

17. ALTERATIONS. Resident may hang pictures with small nails. Painting, new locks and mounted fixtures require Owner's written consent. Owner repaints between residents.

18. INSURANCE. Resident must carry renters insurance with at least $50,000 personal liability coverage.

19. ENTRY. Owner may enter with at least two (2) days' notice for repairs or showings, and immediately in an emergency.

20. KEYS AND ACCESS. Resident receives two sets of keys (front door, apartment, back door, mailbox). Replacement keys are $25 each. Lockouts are $50 during business hours and $100 after hours. The back gate padlock combination is 0726 and must not be shared. Building contact for key emergencies: Halina Kowalski, Unit 1N, (773) 555-0152.

21. SUBLETTING. Resident may sublet only with Owner's written consent; the subtenant must apply and pass the same screening, and Resident stays responsible for rent. Short-term rentals (Airbnb, VRBO) are prohibited.

22. EARLY TERMINATION. If Resident leaves before the end date, Resident owes rent until the apartment is re-rented plus a $500 re-letting fee. Owner will make a good-faith effort to re-rent.

23. RENEWAL. Owner offers renewal at least 60 days before the end date for a 12-month term only. Without a renewal, the tenancy becomes month-to-month at the current rent plus $100, ended by either side with 30 days' notice.

24. MOVE-IN CONDITION. Owner and Resident sign a move-in condition report before keys are handed over; Resident has five (5) days to email any further issues.
"""

props = [
 {
  "id": "aspen-row-denver",
  "property": {
   "name": "Aspen Row Townhomes",
   "address": "4410 Tennyson St, Denver, CO 80212",
   "type": "TOWNHOUSE",
   "description": "Aspen Row is a community of eight two-story townhomes around a shared courtyard in Denver's Berkeley neighborhood, three blocks from the shops and restaurants on Tennyson Street and a 10-minute walk from Rocky Mountain Lake Park. The RTD 44 bus stops two blocks away at 44th and Tennyson. Every townhome has an attached one-car garage with a remote opener and bike hooks, a gas forced-air furnace, central air, a gas range, dishwasher, over-the-range microwave, a refrigerator with ice maker, a full-size stacked washer and dryer in the upstairs hall closet, and a private fenced patio. Parcel lockers sit next to the mailboxes at the courtyard entrance, and the courtyard has two shared gas grills and picnic tables.",
   "amenities": ["LARGE_DOGS", "SMALL_DOGS", "CATS", "ON_SITE_PARKING", "IN_UNIT_LAUNDRY", "CENTRAL_AIR"],
   "parkingPrice": 40,
   "questions": ["PETS", "SMOKING", "MOVE_IN_DATE", "MONTHLY_INCOME", "TOTAL_RESIDENTS"],
   "petQuestions": ["COUNT", "TYPE", "DOG_SIZE", "DOG_BREED"],
   "dogsAllowedCount": 2,
   "catsAllowedCount": 2,
   "petsAllowedCount": 2,
   "restrictedDogBreeds": ["ROTTWEILER", "DOBERMAN", "MASTIFF"],
   "maxDogSizeLbs": 80,
   "viewingMode": "CALENDAR"
  },
  "units": [
   {"unitNumber": "2", "type": "HOUSE", "sizeSqft": 1120, "bedrooms": 2, "bathrooms": 1.5, "monthlyPrice": 2395, "currency": "USD", "availability": "AVAILABLE",
    "description": "End-unit townhome with extra side windows, a gas fireplace in the living room and a half bath on the main floor. Both bedrooms and the full bath are upstairs. Luxury vinyl plank floors downstairs, carpet upstairs."},
   {"unitNumber": "5", "type": "HOUSE", "sizeSqft": 1480, "bedrooms": 3, "bathrooms": 2.5, "monthlyPrice": 2875, "currency": "USD", "availability": "AVAILABLE",
    "description": "Three-bedroom townhome with a finished basement den, a primary suite with a walk-in closet and double vanity, an under-stair storage closet, and a south-facing patio with a natural gas line for a grill."},
   {"unitNumber": "7", "type": "HOUSE", "sizeSqft": 980, "bedrooms": 2, "bathrooms": 1, "monthlyPrice": 2150, "currency": "USD", "availability": "MAINTENANCE",
    "description": "Two-bedroom townhome getting new flooring and fresh paint; expected back on the market in mid-January."}
  ],
  "policies": [
   P("TENANT_UTILITIES", "ELECTRICITY, GAS, INTERNET"),
   P("LANDLORD_UTILITIES", "WATER, TRASH"),
   P("SECURITY_DEPOSIT", "ONE_MONTH"),
   P("RENTAL_LENGTH", "LONG_TERM"),
   P("RENTAL_DURATION_MONTHS", num=12),
   P("MOVE_OUT_NOTICE_PERIOD", num=60),
   P("PAYMENT_POLICY", "Rent is due on the 1st, and you have until the end of the 5th before it counts as late. First month's rent and the deposit are due at lease signing, before we hand over keys. If you move in mid-month we prorate the first month by the day."),
   P("LATE_FEE_POLICY", "Rent not in by the end of the 5th gets a late fee of $50 or 5% of what's past due, whichever is more. Bounced or returned payments are $30 each."),
   P("PAYMENT_METHOD", "Everything goes through the Buildium resident portal. Bank transfer (ACH) is free, debit and credit cards have a 3% processing fee. We don't take cash. Move-in money can also be a cashier's check."),
   P("SECURITY_DEPOSIT_POLICY", "Deposit is one month's rent. We return it within 30 days after you turn in your keys and garage remotes, with an itemized list of anything we kept (unpaid rent, extra cleaning, damage beyond normal wear and tear). Pets have a separate refundable deposit of $300 per pet."),
   P("LEASE_RENEWAL_POLICY", "We send renewal offers about 75 days before your lease ends, for 6 or 12 months. If you don't sign a renewal or give notice, it rolls month-to-month at your current rent plus $150."),
   P("LEASE_BREAKING_FEES", "If you need out early, give us 60 days' written notice and pay a lease-break fee equal to one month's rent. After that you're released."),
   P("SUBLETTING_POLICY", "No subletting and no Airbnb or VRBO. If you want to add a roommate they have to apply, get approved and sign the lease."),
   P("TENANT_RESPONSIBILITIES", "Change the furnace filter every 3 months (filters are in the garage cabinet), replace light bulbs and smoke/CO detector batteries, shovel your own front steps and patio, water your patio planters, keep the heat at 55 or above in winter so pipes don't freeze, report leaks within 24 hours, and carry renters insurance with at least $100,000 liability."),
   P("PROPERTY_MANAGER_RESPONSIBILITIES", "We fix appliances, the furnace, A/C, water heater, plumbing, electrical, roof and garage door openers. Furnace and A/C get serviced every spring and fall, pest control is quarterly, our contractor plows and shovels the shared walkways and drive aisles once we get 2 inches of snow, and the landscapers mow the common lawn weekly May through September. Send non-emergency requests through the portal and we respond within 2 business days."),
   P("NOISE_POLICY", "Quiet hours are 10 p.m. to 7 a.m. every day. You share walls with neighbors, so no speakers mounted on shared walls and no power tools before 9 a.m. on weekends."),
   P("GUEST_POLICY", "Guests are welcome for up to 10 nights in a row and no more than 20 nights total in a year. Anyone staying longer has to apply and go on the lease. Guests can use the 4 visitor spots for up to 48 hours."),
   P("PARKING_POLICY", "Your attached one-car garage and the driveway in front of it come with the rent at no extra charge. A second car can get a permit space in the north lot for $40 a month if one is open. Visitor spots are marked VISITOR, 48 hours max. No RVs, boats or trailers on the property."),
   P("SMOKING_POLICY", "Aspen Row is completely smoke-free: no smoking or vaping of tobacco, marijuana or anything else inside the townhomes, in garages, on patios or in the courtyard."),
   P("RENT_ASSISTANCE_PROGRAMS", "We accept Denver Housing Authority Housing Choice Vouchers and other rental assistance programs. Income from vouchers, benefits or any lawful source counts toward qualifying.")
  ],
  "lease": denver_lease
 },
 {
  "id": "sawyer-sixflat-chicago",
  "property": {
   "name": "The Sawyer Six-Flat",
   "address": "2917 N Sawyer Ave, Chicago, IL 60618",
   "type": "MULTI_FAMILY",
   "description": "A classic 1926 brick six-flat in Avondale: three floors with two apartments on each floor, north and south. It is a walk-up building with no elevator. The #77 Belmont bus is three blocks north and the Belmont Blue Line station is about a 10-minute walk. Apartments have hardwood floors, radiator heat from the building's gas boiler (included in rent), a gas range, and window air conditioners supplied by the owner. There is a shared laundry room in the basement with card-operated machines, a basement storage cage for each apartment, a bike rack by the back door, and wooden back porches off the kitchens. Packages are left inside the locked front vestibule.",
   "amenities": ["CATS", "AIR_CONDITIONING"],
   "parkingPrice": None,
   "questions": ["PETS", "MOVE_IN_DATE", "MONTHLY_INCOME", "TOTAL_RESIDENTS"],
   "petQuestions": ["COUNT", "TYPE", "EMOTIONAL_SUPPORT"],
   "dogsAllowedCount": 0,
   "catsAllowedCount": 2,
   "petsAllowedCount": 2,
   "restrictedDogBreeds": [],
   "maxDogSizeLbs": None,
   "viewingMode": "TEXT"
  },
  "units": [
   {"unitNumber": "2S", "type": "APARTMENT", "sizeSqft": 950, "bedrooms": 2, "bathrooms": 1, "monthlyPrice": 1725, "currency": "USD", "availability": "AVAILABLE",
    "description": "Second-floor south apartment, up one flight of 18 steps. Enclosed front sunroom that works well as an office, kitchen renovated in 2023 with a dishwasher and gas range, pantry, and a back porch off the kitchen."},
   {"unitNumber": "3N", "type": "APARTMENT", "sizeSqft": 950, "bedrooms": 2, "bathrooms": 1, "monthlyPrice": 1795, "currency": "USD", "availability": "AVAILABLE",
    "description": "Top-floor north apartment, two flights up. Skylight over the bathroom, ceiling fans in both bedrooms, a decorative (non-working) fireplace in the living room, dishwasher, and a skyline view from the back porch."}
  ],
  "policies": [
   P("TENANT_UTILITIES", "ELECTRICITY, INTERNET"),
   P("LANDLORD_UTILITIES", "WATER, GAS, TRASH"),
   P("SECURITY_DEPOSIT", "HALF_MONTH"),
   P("RENTAL_LENGTH", "LONG_TERM"),
   P("RENTAL_DURATION_MONTHS", num=12),
   P("MOVE_OUT_NOTICE_PERIOD", num=30),
   P("PAYMENT_POLICY", "Rent is due the 1st. It's late if we don't have it by the end of the 5th. First month's rent and the deposit are due when you sign, by Zelle or cashier's check."),
   P("LATE_FEE_POLICY", "Late fee follows the Chicago RLTO: $10 for the first $500 of rent plus 5% of the rest. On 2S that works out to $71.25, on 3N $74.75."),
   P("PAYMENT_METHOD", "Zelle to the management company, or a personal check dropped in the locked rent box in the front vestibule. No cash and no credit cards."),
   P("SECURITY_DEPOSIT_POLICY", "The deposit is half of one month's rent ($862.50 for 2S, $897.50 for 3N). It sits in a separate insured account, you get interest on it every year like the RLTO says, and it comes back within 45 days of move-out minus any itemized damage or unpaid rent."),
   P("LEASE_RENEWAL_POLICY", "We offer renewals at least 60 days before the lease is up, 12 months only. If you don't renew, it goes month-to-month at $100 more than your current rent and either of us can end it with 30 days' notice."),
   P("LEASE_BREAKING_FEES", "If you break the lease you owe rent until we find a new tenant, plus a $500 re-letting fee. We'll genuinely try to re-rent it fast."),
   P("SUBLETTING_POLICY", "Subletting is OK only with our written consent. The subtenant has to apply and pass screening like anyone else, and you're still on the hook for the rent. No Airbnb or other short-term rentals."),
   P("TENANT_RESPONSIBILITIES", "Carry renters insurance with at least $50,000 liability. Replace your own light bulbs and smoke/CO detector batteries, don't block the radiators, no grills on the wooden back porches (fire code), keep the porches and stairs clear, and let us know about leaks right away."),
   P("PROPERTY_MANAGER_RESPONSIBILITIES", "We handle the boiler and radiators, plumbing, electrical and appliances, put the window A/C units in every May and take them out in October, have an exterminator treat the common areas monthly, and shovel and salt the front sidewalk, gangway and back stairs. Regular requests get a response within 3 business days; no heat, leaks and lockouts are 24/7 by text."),
   P("NOISE_POLICY", "Quiet hours are 10 p.m. to 8 a.m. Sunday to Thursday and 11 p.m. to 9 a.m. Friday and Saturday. Old building with hardwood floors, so 2nd and 3rd floor apartments need area rugs in the living room and bedrooms."),
   P("GUEST_POLICY", "Guests can stay up to 7 nights in a row and 21 nights total per calendar year. Longer than that they need to apply and be added to the lease."),
   P("PARKING_POLICY", "No off-street parking here. It's street parking and the block is a residential permit zone, so you'd buy the zone permit from the City Clerk. The garage on the alley is the owner's and isn't rented out."),
   P("COMMON_AREA_POLICY", "Basement laundry is open 7 a.m. to 10 p.m.: two washers and two dryers on a reloadable card, $2.25 a wash and $2.00 a dry. Every apartment gets one basement storage cage (bring your own padlock). Bikes go on the rack in the basement by the back door. Nothing stored in the stairwells or on the back porches."),
   P("SMOKING_POLICY", "No smoking or vaping anything inside the apartments, hallways, basement or on the porches. If you smoke, do it on the public sidewalk at least 15 feet from the front door."),
  ],
  "lease": chicago_lease
 }
]

for p in props:
    print(p['id'], 'lease chars', len(p['lease']), 'policies', len(p['policies']))
    assert 4000 <= len(p['lease']) <= 7000, len(p['lease'])
    assert 14 <= len(p['policies']) <= 20
json.dump(props, open(os.path.join(OUT, 'properties.json'), 'w'), indent=1)
