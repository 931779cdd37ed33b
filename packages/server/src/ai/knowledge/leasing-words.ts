/**
 * The things a home can have and the matters a lease can rule on. A question's word that
 * no fact of this property uses is either one of these (then it is what the question is
 * about, and no fact answers it: 'is there a gym?', 'can I run a home business?') or
 * context around a question the facts do answer ('can I sublet in the summer while I'm
 * traveling?', 'can I keep my bike somewhere safe?').
 */
import { processTerm } from './terms.ts';

const WORDS = `
  gym gyms fitness workout pool pools hottub jacuzzi sauna spa steam elevator elevators lift
  doorman doormen concierge storage locker lockers cage garage garages carport carports
  charger chargers charging ev evs tesla balcony balconies patio patios deck decks porch
  porches yard yards backyard garden gardens rooftop roof terrace terraces fireplace
  fireplaces dishwasher dishwashers microwave microwaves oven ovens stove stoves range
  fridge fridges refrigerator refrigerators freezer disposal disposals laundry
  washer washers dryer dryers aircon heat heater heaters heating furnace radiator radiators
  boiler thermostat hvac fan fans closet closets pantry basement attic cable fiber satellite
  camera cameras alarm alarms intercom buzzer gate gated fence fenced playground clubhouse
  lounge grill grills courtyard bike bikes bicycle bicycles trash recycling compost chute
  mail mailbox mailboxes package packages parcel parcels furnish furnished furniture
  hardwood carpet carpets carpeted flooring floors tile tiles granite quartz countertop
  countertops counters window windows blinds curtains skylight skylights view views
  sunlight tub tubs bathtub shower showers sink sinks vanity jetted soundproof insulation
  wheelchair ramp ramps stairs stair steps
  special specials promo promotion promotions discount discounts concession concessions
  incentive incentives score scores cosigner cosigners guarantor incomeratio
  business businesses daycare airbnb vrbo sublet insurance fee fees application applications
  admin administrative amenity amenities cleaning credit background screening cosigner
  guarantor guarantors income deposit deposits rent utility utilities lease leases renewal
  renew termination notice inspection inspections pest pests exterminator bugs roaches
  mice rats termites snow shovel shoveling plow plowing lawn lawns landscaping mow mowing
  maintenance repair repairs emergency emergencies office hours manager superintendent
  super key keys lock locks locksmith wallpaper paint painting nails mount mounting tv
  antenna pet pets dog dogs cat cats bird birds fish reptile reptiles snake snakes aquarium
  waterbed waterbeds piano instrument instruments drums candles school schools district
  commute transit bus buses train trains subway shopping grocery groceries restaurants
  hospital hospitals airport beach parks hoa provider providers company companies carrier
  carriers isp comcast xfinity verizon att spectrum hallway hallways lobby stairwell
  stairwells renovation renovations renovated remodel remodeled upgrade upgrades
 voucher vouchers subsidy
  solar generator water gas electricity internet wifi sewer smoke smoking vape cannabis
  weed marijuana guest guests visitor visitors party parties noise quiet
  parking park spot spots driveway street permit permits towing tow boat boats trailer
  trailers rv rvs motorcycle motorcycles scooter scooters
`;

/** The words above as retrieval sees them (stemmed, synonyms mapped). */
export const LEASING_TERMS: ReadonlySet<string> = new Set(
  WORDS.split(/\s+/)
    .filter(Boolean)
    .map((word) => processTerm(word))
    .filter((term): term is string => term !== null),
);
