/**
 * Housing and leasing words kept in vectors.bin whatever their frequency: the most frequent
 * words of a news-and-encyclopedia corpus miss much of what prospects and listings say
 * (wainscoting, sublet, carport…). A word absent from the source embeddings is reported by
 * build-vectors.ts and skipped. Lowercase, letters only; plurals and variants listed where
 * they are the usual wording, since the vectors are not stemmed.
 */
export const HOUSING_WORDS: readonly string[] = `
accessible accessibility accommodation accommodations addendum addenda adjoining airbnb
alcove allergy allergies amenity amenities apartment apartments appliance appliances
applicant applicants application arrears assessment attic attics awning backyard balcony
balconies barbecue barbecues baseboard baseboards basement basements bathroom bathrooms
bathtub bathtubs bedroom bedrooms bicycle bicycles bidet bike bikes blinds boiler boilers
breaker breed breeds broker brokers brownstone bungalow bunk cabinet cabinets cable carpet
carpeted carpets carport carports casement caulk ceiling ceilings cellar chimney cistern
cleaning clubhouse commute commuter concierge condo condominium condominiums condos
cooktop cottage countertop countertops courtyard coworking crawlspace
cubby curfew deadbolt deadbolts deck decks deposit deposits detector detectors dishwasher
dishwashers disposal doorbell doorman doormen doorstep downpayment drafty driveway driveways
drywall duplex dryer dryers elevator elevators eviction evictions extermination exterminator
fence fenced fences fireplace fireplaces floorplan floorplans footage foyer freezer fridge
fridges furnace furnished furnishings furniture garage garages garbage garden gardens gazebo
granite groundskeeper guarantor guarantors guest guests gutter gutters gym gyms hallway
hallways handrail handrails hardwood hardwoods heater heaters heating homeowner homeowners
hoa housekeeping housemate housemates hvac insulation intercom internet janitor keyless
kitchen kitchenette kitchenettes kitchens laminate landlord landlords landlady landscaping
laundromat laundry lawn lawns lease leased leases leaseholder leasing lessee lessor listing
listings lobby lockbox locker lockers locksmith loft lofts maintenance mailbox mailboxes
mailroom manager microwave microwaves mildew mold moldy month monthly mortgage
neighbor neighborhood neighbors neighbour neighbourhood neighbours noise noisy occupancy
occupant occupants outlet outlets oven ovens overnight parking patio patios pavement penthouse
pest pests pet pets plumber plumbing porch porches prorate prorated quiet radiator radiators
railing ramp ramps range realtor realtors recycling refrigerator refrigerators refund
refundable remodeled renovated renovation renovations rent rentable rental rentals rented
renter renters renting reserve reserved roommate roommates rooftop screening security septic
shed sheds shower showers shuttle sink sinks skylight skylights smoke smoker smokers smoking
sofa solar sprinkler sprinklers stairs stairway stairwell stove stoves stroller studio
studios sublease subleases subleasing sublet sublets subletting subtenant sunroom superintendent
tenancy tenant tenants terrace terraces thermostat thermostats tile tiles toilet toilets
townhome townhomes townhouse townhouses trash tub unfurnished utilities utility vacancy vacant
vanity ventilation veranda vestibule wainscoting walkway walkways wardrobe washer washers
water wheelchair wifi window windows wiring yard yards zoning
bus buses subway tram ferry marina harbour harbor waterfront boardwalk pier dock docks
kayak kayaks boathouse slip moorage mooring farmhouse barn barns pasture acreage orchard well
wells propane woodstove chickens coop coops livestock horse horses paddock tractor gravel
student students semester semesters tuition campus dorm dorms dormitory cohousing
quad shared chores roommate senior seniors retiree retirees retirement grab
bars walker walkers caregiver caregivers medical pharmacy pharmacies clinic hospital
lift lifts chairlift handicap mobility assisted wheelchairs scooter scooters hearing
concession concessions discount discounts special specials waiver waived waive fee fees
surcharge surcharges prepaid electricity electric gas sewer
heat heated cooling conditioning conditioner conditioners ac fan fans humidifier
dehumidifier broadband fiber ethernet router cable satellite antenna mail package packages
parcel parcels courier delivery deliveries amazon tow towing towed permit permits
spot spots stall stalls ev charger chargers charging cannabis marijuana cigarettes
cigarette dog dogs cat cats puppy puppies kitten kittens leash leashes bark barking aquarium
fish bird birds reptile reptiles hamster rabbit rabbits service emotional assistance animal
animals weight cleanup playground playgrounds pool pools
spa sauna jacuzzi tennis basketball court courts grill grills
bbq lounge theater cinema library workspace coworking printer printers conference
`
  .split(/\s+/)
  .filter(Boolean);
