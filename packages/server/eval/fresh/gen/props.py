import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'properties.json')

def pol(t, text=None, num=None):
    d = {"attributeType": t}
    if text is not None: d["textContent"] = text
    if num is not None: d["numericValue"] = num
    return d

ATL_LEASE = """RESIDENTIAL LEASE AGREEMENT - 218 HARDEE ST NE, ATLANTA, GEORGIA

1. PARTIES AND PREMISES. This Lease is between Hardee Street Holdings LLC ("Landlord"), managed by Ponce Lane Property Management ("Manager"), and the person(s) signing below as Tenant. Landlord leases to Tenant the single-family house at 218 Hardee St NE, Atlanta, GA 30307, including the fenced backyard, the storage shed and the driveway (the "Premises").

2. TERM. The term is twelve (12) months, beginning on the start date written on the signature page. The house is ready for occupancy on December 15, 2026.

3. RENT. Monthly rent is $2,450.00, due on or before the 1st day of each month. Rent for a partial first month is prorated by the day. Rent is paid through the Buildium resident portal. Portal payments settle into Landlord's operating account at Peach State Community Bank, routing number 061192835, account number 4408127736; Tenant shall not deposit cash into this account.

4. LATE CHARGES AND RETURNED PAYMENTS. Rent not received by 11:59 p.m. on the 5th day of the month is late and a flat late charge of $125.00 is due. Each returned or reversed payment carries a $40.00 charge, and after two returned payments Landlord may require certified funds.

5. SECURITY DEPOSIT. Tenant pays a security deposit of $3,675.00 (one and one-half months' rent) at signing. Landlord holds it in an escrow account as required by O.C.G.A. 44-7-31 and returns it, less itemized lawful deductions, within thirty (30) days after Tenant surrenders the Premises. A move-in inspection list with photos is signed by both parties.

6. UTILITIES. Tenant places electricity (Georgia Power), natural gas (any Atlanta Gas Light marketer) and water/sewer (City of Atlanta Department of Watershed Management) in Tenant's name before move-in, and arranges any internet or cable service. Landlord pays the City of Atlanta solid waste (trash and recycling) fee.

7. OCCUPANCY AND GUESTS. Only the persons listed on the signature page may live at the Premises. A guest may stay no more than fourteen (14) nights in total in any six-month period without Landlord's written consent.

8. PETS. Tenant may keep no more than two (2) pets in total: up to two dogs and/or up to two cats. No dog may weigh more than 75 pounds at maturity. Pit bull terriers and Rottweilers, and mixes of those breeds, are not permitted. A non-refundable pet fee of $350 per pet is due before the pet arrives, and pet rent of $35 per pet per month is added to rent. Tenant picks up dog waste in the yard at least weekly and repairs any pet damage to floors, doors, screens or the yard.

9. YARD AND EXTERIOR. Tenant mows and edges the lawn at least every two weeks from April through October, keeps the beds weeded and rakes leaves from the lawn by December 31. A push mower and a string trimmer are provided in the shed. Tenant places the City of Atlanta carts at the curb by 7:00 a.m. on Thursday (trash day; recycling every other Thursday) and returns them the same day. In freezing weather Tenant spreads ice melt, kept in the shed, on the front steps and walk. Landlord cleans the gutters each spring and fall.

10. MAINTENANCE AND REPAIRS. Landlord repairs the roof, structure, plumbing, electrical system, furnace, central air and the appliances supplied with the house (gas range, dishwasher, refrigerator, built-in microwave, washer and gas dryer). Tenant submits requests through the Buildium portal; emergencies (no heat below 50 degrees, active leaks, gas smell) go to Manager's 24-hour line at (404) 555-0140. Tenant replaces the 20x25x1 HVAC filter every 60 days, light bulbs and smoke alarm batteries.

11. PEST CONTROL. Landlord provides quarterly pest control service and keeps the termite bond in force. Tenant keeps the house clean and reports any pest activity promptly.

12. ALTERATIONS. Tenant may hang pictures with small nails. Tenant may not paint, wallpaper, install fixtures, change locks or remove the smart thermostat without Landlord's prior written consent. Any approved paint color must be returned to the original Agreeable Gray at move-out unless Landlord agrees otherwise.

13. ACCESS AND KEYS. Landlord may enter with 24 hours' notice for repairs or showings, or at any time in an emergency. Move-in keys are left in the lockbox on the back porch rail, which opens with code 3917; Landlord changes the code after move-in. A spare key is held by the next-door resident at 222 Hardee St NE, Loretta Simms, (404) 555-0128, for emergency lockouts authorized by Manager only.

14. SMOKING. No smoking or vaping of any substance inside the house or on the front or screened back porch. Smoking is allowed only in the backyard at least 15 feet from the house, with butts placed in a covered container.

15. RENTER'S INSURANCE. Tenant keeps renter's insurance with at least $100,000 in personal liability coverage for the whole term and names Hardee Street Holdings LLC as an interested party.

16. NOISE AND CONDUCT. Tenant keeps noise down after 10:00 p.m. Sunday through Thursday and after midnight on Friday and Saturday and follows the City of Atlanta noise ordinance.

17. PARKING AND VEHICLES. The driveway holds two cars parked one behind the other, at no extra charge. No boats, trailers, RVs or inoperable vehicles may be kept on the driveway or in the yard.

18. SUBLETTING. Tenant may not sublet, assign, or list any part of the Premises on Airbnb, VRBO or any short-term rental service.

19. EARLY TERMINATION. Tenant may end this Lease early by giving sixty (60) days' written notice and paying an early termination fee equal to two months' rent ($4,900). Service members may terminate under O.C.G.A. 44-7-22 without that fee.

20. RENEWAL AND HOLDOVER. Landlord sends a renewal offer about ninety (90) days before the term ends. A 12-month renewal is standard; a 6-month renewal adds $100 per month. If no new lease is signed, the tenancy continues month-to-month at the offered renewal rent.

21. MOVE-OUT. Tenant gives at least sixty (60) days' written notice before moving out and leaves the Premises clean, with all house keys and the shed key returned.

22. LEAD-BASED PAINT DISCLOSURE. The house was built in 1925. Housing built before 1978 may contain lead-based paint. Landlord has no reports of lead-based paint hazards and Tenant acknowledges receipt of the EPA pamphlet.

23. FLOODING DISCLOSURE. As required by O.C.G.A. 44-7-20, Landlord discloses that no portion of the living space or attached structures has flooded at least three times in the past five years, and the Premises has not flooded in the past five years.

24. NOTICES AND ENTIRE AGREEMENT. Notices go to Ponce Lane Property Management, leasing@poncelanepm.com. This Lease is the entire agreement and may be changed only in writing signed by both parties.
"""

SEA_LEASE = """APARTMENT RENTAL AGREEMENT - THE HALDEN, 1420 NW 56TH ST, SEATTLE, WASHINGTON

1. PARTIES. This Rental Agreement is between Halden Ballard LLC ("Owner"), acting through its manager Salmon Bay Residential ("Management"), and the resident(s) signing below ("Resident").

2. PREMISES. Owner rents to Resident the apartment number written on the signature page at The Halden, 1420 NW 56th St, Seattle, WA 98107, together with one assigned 4x6 ft storage locker on garage level P1 and shared use of the common areas.

3. TERM. The term is twelve (12) months. After the term, the tenancy may continue month-to-month at the current rent plus $150 per month unless a new lease is signed.

4. RENT. Rent is due on the 1st day of each month, paid through the RentCafe resident portal. E-checks are free; debit or credit cards carry a 2.75% processing fee. Cashier's checks and money orders may be left at the leasing office during office hours. Portal funds are deposited to Owner's account at Salish Sea Community Bank, routing number 125108372, account number 6619043382. Cash is not accepted.

5. LATE FEE. Rent unpaid after the 5th is late. The late fee is $10.00 per month, the maximum allowed under Seattle Municipal Code 7.24.035. If rent remains unpaid, Management will serve a 14-day pay-or-vacate notice as required by RCW 59.12.030.

6. SECURITY DEPOSIT. The security deposit equals one month's rent. Resident may pay it in three (3) equal monthly installments at no extra cost. A written move-in condition checklist is completed and signed by both parties. The deposit, less itemized deductions, is returned within thirty (30) days after Resident vacates. No non-refundable move-in fee is charged.

7. UTILITIES. Owner provides water, sewer, trash, recycling and compost service. Resident opens an electricity account with Seattle City Light in Resident's name. The building is pre-wired for Ziply Fiber and Astound; Resident arranges internet service.

8. PETS. Resident may keep up to two (2) pets: up to two cats, or one cat and one dog. Dogs may not exceed 30 pounds at maturity. Each pet requires a refundable pet deposit of $300 and pet rent of $50 per month. Assistance animals (service and support animals) are not pets; the size limit, pet deposit and pet rent do not apply to them. Dogs must be leashed in all common areas.

9. PARKING. Underground garage stalls on P1 and P2 rent for $175 per month, month-to-month; motorcycle spaces rent for $60 per month. Four EV charging stalls are shared first-come, first-served and billed through ChargePoint. Two visitor stalls on P1 may be used for up to 24 hours when registered with the office. The garage gate keypad code is 8153#, for residents only, and must not be shared.

10. COMMON AREAS. The rooftop deck is open 7:00 a.m. to 10:00 p.m.; the electric grills are first-come, first-served and must be cleaned after use. The fitness room is open 5:00 a.m. to 11:00 p.m. by key fob. The bike room holds bicycles and scooters only. Moves must be booked with the office for a 3-hour freight elevator block, Monday to Saturday, 9:00 a.m. to 5:00 p.m.

11. PACKAGES. Deliveries go to the Luxer smart lockers in the package room off the lobby; Resident is notified by text and must collect within 3 days.

12. TRASH. Each floor has a chute room with separate trash, recycling and compost chutes. Boxes must be broken down and recycled.

13. NOISE. Quiet hours are 10:00 p.m. to 7:00 a.m. Sunday through Thursday and midnight to 8:00 a.m. Friday and Saturday. Area rugs must cover at least 60% of hard-surface floors in living areas.

14. GUESTS. Guests may stay up to 10 nights in any calendar month. Guests must be accompanied by Resident on the rooftop deck and in the fitness room.

15. SMOKING. The Halden is smoke-free. No smoking or vaping of tobacco, cannabis or any other substance in apartments, on balconies, on the rooftop deck, or within 25 feet of entrances, windows and air intakes (RCW 70.160).

16. MAINTENANCE. Management repairs appliances, plumbing, electrical and the electric baseboard heating, cleans common areas daily, and treats for pests in common areas monthly and inside apartments on request at no charge. The maintenance technician is on site on weekdays; a 24/7 emergency line is listed in the portal. Resident reports leaks promptly, runs the bathroom exhaust fan during and after showers, and cleans the dryer lint trap after each load.

17. RENTERS INSURANCE. Resident carries renters insurance with at least $100,000 in liability coverage for the whole tenancy.

18. ALTERATIONS. Resident may use small nails or removable hooks for pictures. Painting, mounting televisions, and changing locks or fixtures require written approval. Reasonable modifications for a disability are approved as required by law.

19. SUBLETTING. Subletting requires Management's written approval and screening of the subtenant; Resident remains responsible for rent. Rentals of fewer than 30 days, including Airbnb, are prohibited.

20. ENTRY. Management gives at least two days' notice before entering to make repairs and one day's notice before showing the apartment, except in emergencies (RCW 59.18.150).

21. FLOOR CONTACT. For fire-drill and water-shutoff notices on the fourth and fifth floors, the volunteer floor contact is resident Ingrid Solberg, Unit 402, (206) 555-0117.

22. EARLY TERMINATION. A Resident who ends the lease early pays a $500 reletting fee and rent until a new resident moves in or the term ends, whichever is first. Domestic violence survivors and service members may terminate as allowed by RCW 59.18.575 and RCW 59.18.220.

23. RENEWAL AND RENT INCREASES. Renewal offers and any rent increase are delivered at least 180 days before they take effect, as required by Seattle Municipal Code 22.206.180.

24. MOVE-OUT. Resident gives at least twenty (20) days' written notice before the end of a rental period. Keys, fobs and garage remote are returned to the office.
"""

atl = {
 "id": "hardee-craftsman-atlanta",
 "property": {
  "name": "The Hardee Street Craftsman",
  "address": "218 Hardee St NE, Atlanta, GA 30307",
  "type": "SINGLE_FAMILY",
  "description": "A 1925 Craftsman bungalow in Atlanta's Kirkwood neighborhood, fully renovated in 2022. It's a five-minute walk to the shops and restaurants on Hosea L. Williams Dr and about a 15-minute walk to the Edgewood/Candler Park MARTA station. Original heart-pine floors throughout, a deep front porch with a porch swing, a screened back porch, and a fenced backyard with a storage shed for bikes and tools. Heating is a gas forced-air furnace and cooling is central air, both replaced in 2022, with a smart thermostat. The kitchen has a gas range, dishwasher, refrigerator with bottom freezer and a built-in microwave. A side-by-side washer and gas dryer are in the mudroom off the kitchen, and the 50-gallon gas water heater is in the crawlspace closet. The long driveway fits two cars.",
  "amenities": ["LARGE_DOGS", "SMALL_DOGS", "CATS", "ON_SITE_PARKING", "IN_UNIT_LAUNDRY", "CENTRAL_AIR"],
  "parkingPrice": None,
  "questions": ["PETS", "SMOKING", "MOVE_IN_DATE", "MONTHLY_INCOME", "TOTAL_RESIDENTS"],
  "petQuestions": ["COUNT", "TYPE", "DOG_SIZE", "DOG_BREED"],
  "dogsAllowedCount": 2, "catsAllowedCount": 2, "petsAllowedCount": 2,
  "restrictedDogBreeds": ["PIT_BULL", "ROTTWEILER"],
  "maxDogSizeLbs": 75,
  "viewingMode": "TEXT"
 },
 "units": [{
  "unitNumber": "1", "type": "HOUSE", "sizeSqft": 1580, "bedrooms": 3, "bathrooms": 2,
  "monthlyPrice": 2450, "currency": "USD", "availability": "AVAILABLE",
  "description": "The whole house, available December 15, 2026. The primary bedroom at the back has its own bathroom with a walk-in tiled shower and a double vanity. The two front bedrooms share the hall bathroom, which has a clawfoot tub with a handheld shower. Ceiling fans in all three bedrooms. The living room has a decorative (non-working) brick fireplace and built-in bookshelves."
 }],
 "policies": [
  pol("TENANT_UTILITIES", "ELECTRICITY, GAS, WATER, INTERNET"),
  pol("LANDLORD_UTILITIES", "TRASH"),
  pol("SECURITY_DEPOSIT", "ONE_AND_HALF_MONTH"),
  pol("RENTAL_LENGTH", "LONG_TERM"),
  pol("RENTAL_DURATION_MONTHS", num=12),
  pol("MOVE_OUT_NOTICE_PERIOD", num=60),
  pol("PAYMENT_POLICY", "Rent is due on the 1st. If you move in mid-month we prorate the first month by the day. Georgia Power (electric), your pick of Atlanta Gas Light marketer (gas) and City of Atlanta Watershed (water/sewer) all have to be in your name before you get keys. We cover the city trash and recycling fee."),
  pol("LATE_FEE_POLICY", "You have until 11:59 p.m. on the 5th. After that there's a flat $125 late fee. A bounced payment is $40, and after two bounced payments we'll ask for certified funds."),
  pol("PAYMENT_METHOD", "Pay online through the Buildium resident portal. Bank transfer (ACH) is free, debit or credit card has a 2.99% processing fee. We don't take cash. Money orders are fine for the first month's rent and the deposit only."),
  pol("SECURITY_DEPOSIT_POLICY", "Deposit is one and a half months' rent, so $3,675, due when you sign. It sits in an escrow account like Georgia law requires, and you get it back with an itemized list of any deductions within 30 days of move-out. We walk the house together with photos at move-in and move-out."),
  pol("LEASE_RENEWAL_POLICY", "We send a renewal offer about 90 days before your lease ends. Renewals are normally 12 months; 6 months is possible for an extra $100 a month. If nobody signs anything it rolls to month-to-month at the renewal rate."),
  pol("LEASE_BREAKING_FEES", "Need out early? Give us 60 days' written notice and pay an early termination fee of two months' rent ($4,900), and you owe nothing after that. Military orders are handled under Georgia law with no fee."),
  pol("SUBLETTING_POLICY", "No subletting and no Airbnb, VRBO or other short-term rentals. Everyone living there has to be on the lease."),
  pol("TENANT_RESPONSIBILITIES", "Mow and edge the lawn at least every two weeks April through October and keep the beds weeded (push mower and trimmer are in the shed). Change the 20x25x1 HVAC filter every 60 days. Keep renter's insurance with at least $100,000 liability. Trash day is Thursday: carts at the curb by 7 a.m., recycling every other week, and bring them back in the same day. If we get an ice storm, salt the front steps with the ice melt in the shed. Light bulbs and smoke alarm batteries are on you."),
  pol("PROPERTY_MANAGER_RESPONSIBILITIES", "We handle the roof, plumbing, electrical, heating and AC, and every appliance that came with the house. Quarterly pest control and the termite bond are on us, and we clean the gutters every spring and fall. The furnace and AC get serviced once a year. Emergencies get a response within 24 hours, everything else within 3 business days."),
  pol("NOISE_POLICY", "Houses on Hardee are close together, so keep it down after 10 p.m. on weeknights and after midnight on Friday and Saturday. The City of Atlanta noise ordinance applies."),
  pol("GUEST_POLICY", "Guests can stay up to 14 nights total in any six months. Past that they'd need to apply and be added to the lease."),
  pol("PARKING_POLICY", "Parking is free. The driveway fits two cars, one behind the other, and street parking on Hardee St is unrestricted. No boats, trailers, RVs or cars that don't run."),
  pol("SMOKING_POLICY", "No smoking or vaping of anything inside the house or on either porch. You can smoke in the backyard at least 15 feet from the house; put butts in a covered can."),
 ],
 "lease": ATL_LEASE,
}

sea = {
 "id": "halden-ballard-seattle",
 "property": {
  "name": "The Halden",
  "address": "1420 NW 56th St, Seattle, WA 98107",
  "type": "APARTMENT",
  "description": "The Halden is a six-story, 48-unit mid-rise built in 2017 in Seattle's Ballard neighborhood, two blocks from Ballard Ave and a short walk to the Sunday Ballard Farmers Market. The RapidRide D Line stops at 15th Ave NW and NW Market St, four blocks away. The building has an elevator, a secured lobby, an on-site leasing and management office on the ground floor (open Monday to Friday, 9 a.m. to 5 p.m.), a rooftop deck with views of the Olympic Mountains and shared electric grills, a fitness room, a secure bike room with 60 racks and a repair stand, and a package room with Luxer smart lockers. Every floor has a trash, recycling and compost chute room. Apartments start on the second floor; the ground floor is the lobby, office and a bakery. Apartments are all-electric: electric baseboard heat, induction range, dishwasher, refrigerator, microwave and a stacked washer/dryer in every unit. There is no air conditioning, but the windows open and every living room has a ceiling fan. Each apartment comes with a 4x6 ft storage locker on garage level P1. Underground parking is $175 a month.",
  "amenities": ["CATS", "SMALL_DOGS", "ON_SITE_PARKING", "IN_UNIT_LAUNDRY", "ON_SITE_MANAGER"],
  "parkingPrice": 175,
  "questions": ["PETS", "SMOKING", "MOVE_IN_DATE", "MONTHLY_INCOME"],
  "petQuestions": ["COUNT", "TYPE", "DOG_SIZE", "EMOTIONAL_SUPPORT"],
  "dogsAllowedCount": 1, "catsAllowedCount": 2, "petsAllowedCount": 2,
  "restrictedDogBreeds": [],
  "maxDogSizeLbs": 30,
  "viewingMode": "CALENDAR"
 },
 "units": [
  {"unitNumber": "203", "type": "APARTMENT", "sizeSqft": 465, "bedrooms": 0, "bathrooms": 1,
   "monthlyPrice": 1695, "currency": "USD", "availability": "AVAILABLE",
   "description": "Second-floor studio facing the quiet interior courtyard. Murphy bed with built-in shelving, a full-size induction range and a bar-height counter with two stools' worth of space, and a bathroom with a tub/shower combo. Available now."},
  {"unitNumber": "512", "type": "APARTMENT", "sizeSqft": 655, "bedrooms": 1, "bathrooms": 1,
   "monthlyPrice": 2195, "currency": "USD", "availability": "AVAILABLE",
   "description": "Fifth-floor corner one-bedroom with windows on two sides and a partial view of the Ship Canal. The bedroom fits a queen bed and has a walk-in closet. The bathroom has a walk-in shower with a grab bar and a fold-down seat. Juliet balcony off the living room. Available January 2, 2027."},
  {"unitNumber": "307", "type": "APARTMENT", "sizeSqft": 920, "bedrooms": 2, "bathrooms": 2,
   "monthlyPrice": 2975, "currency": "USD", "availability": "MAINTENANCE",
   "description": "Third-floor two-bedroom, two-bath getting new flooring and fresh paint after water damage from a leak upstairs. Expected back on the market in February 2027."},
 ],
 "policies": [
  pol("TENANT_UTILITIES", "ELECTRICITY, INTERNET"),
  pol("LANDLORD_UTILITIES", "WATER, TRASH"),
  pol("SECURITY_DEPOSIT", "ONE_MONTH"),
  pol("RENTAL_LENGTH", "LONG_TERM"),
  pol("RENTAL_DURATION_MONTHS", num=12),
  pol("MOVE_OUT_NOTICE_PERIOD", num=20),
  pol("PAYMENT_POLICY", "Rent is due on the 1st. Water, sewer, trash, recycling and compost are included in rent. You open your own Seattle City Light account for electricity. The building is pre-wired for Ziply Fiber and Astound, so you pick and set up internet yourself."),
  pol("LATE_FEE_POLICY", "Rent is late after the 5th. The late fee is $10 a month, which is the max the City of Seattle allows. If rent still isn't paid we have to serve the 14-day pay-or-vacate notice that state law requires."),
  pol("PAYMENT_METHOD", "Pay through the RentCafe resident portal. E-check is free; debit and credit cards have a 2.75% fee. Cashier's checks and money orders can be dropped at the office during office hours. No cash, please."),
  pol("SECURITY_DEPOSIT_POLICY", "The deposit is one month's rent, and if you'd like you can split it into three equal monthly installments at no extra charge. We fill out a move-in condition checklist together and both sign it. After you move out we return the deposit minus any itemized deductions within 30 days. There's no separate move-in fee."),
  pol("LEASE_RENEWAL_POLICY", "Renewal offers, and any rent increase, go out at least 180 days ahead, which is what Seattle requires. You can renew for 12 months or go month-to-month for $150 more a month."),
  pol("LEASE_BREAKING_FEES", "If you break the lease there's a $500 reletting fee, plus rent until a new resident moves in or your lease ends, whichever comes first. We start advertising right away to keep that short. Domestic violence survivors and military members can end the lease early without penalty under Washington law."),
  pol("SUBLETTING_POLICY", "Subletting is OK with our written approval; we screen the subtenant and you stay responsible for rent. No Airbnb or anything shorter than 30 days."),
  pol("TENANT_RESPONSIBILITIES", "Keep renters insurance with at least $100,000 liability. Run the bathroom fan during and after showers (it's Seattle, mold happens). Clean the dryer lint trap every load. Break down boxes before they go down the recycling chute. Report leaks right away through the portal."),
  pol("PROPERTY_MANAGER_RESPONSIBILITIES", "Our maintenance tech is on site weekdays and there's a 24/7 emergency line. We fix appliances, plumbing, electrical and heat, clean the common areas daily, test the fire alarm system every year, and do pest control in common areas monthly and inside apartments on request for free."),
  pol("PARKING_POLICY", "Garage stalls are $175 a month each, month-to-month, and there's about a 2-month waitlist right now. Motorcycle spots are $60 a month. There are 4 EV charging stalls shared first-come, first-served and billed through ChargePoint."),
  pol("COMMON_AREA_POLICY", "Rooftop deck is open 7 a.m. to 10 p.m.; grills are first-come, first-served, clean them when you're done. Fitness room is 5 a.m. to 11 p.m. with your fob. Bike room is for bikes and scooters only, nothing in the hallways. Book the freight elevator with the office for move-ins (Mon-Sat, 9 to 5, 3-hour blocks)."),
  pol("SMOKING_POLICY", "The whole building is smoke-free: no smoking or vaping of tobacco, cannabis or anything else in apartments, on balconies, on the roof, or within 25 feet of entrances, windows and vents."),
  pol("RENT_ASSISTANCE_PROGRAMS", "We accept all lawful sources of income, as Seattle's Open Housing Ordinance requires. That includes Seattle Housing Authority and King County Housing Authority Housing Choice Vouchers (Section 8), VASH, SSI and SSDI, child support, and other benefits or subsidies. We work directly with the housing authority on the inspection and paperwork."),
  pol("ADA_ACCOMMODATION_REQUIREMENTS", "Step-free entry with an automatic door on the NW 56th St side, an elevator to every floor including the garage, and two accessible parking stalls on P1. Unit 512 has a walk-in shower with a grab bar and fold-down seat. We make reasonable accommodations and modifications for people with disabilities; just ask the office or send the request in writing. We can give you the lease in large print, and we're happy to call you instead of texting."),
 ],
 "lease": SEA_LEASE,
}

if __name__ == "__main__":
    for p in (atl, sea):
        print(p["id"], len(p["lease"]), len(p["policies"]))
    json.dump([atl, sea], open(OUT, "w"), indent=1, ensure_ascii=False)
