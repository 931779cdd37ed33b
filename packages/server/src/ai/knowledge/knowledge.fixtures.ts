/**
 * A realistic property for the retrieval tests: a 40-unit building with a full set of
 * policies and a multi-page lease. Each test names the source it expects, so the text
 * here is the ground truth.
 */
import { ATTRIBUTE_TYPES } from '@porchlight/domain';
import type { KnowledgeAttribute, LeaseChunk, PropertyKnowledge } from './types.ts';

export const MAPLE_COURT_ATTRIBUTES: KnowledgeAttribute[] = [
  { attributeType: 'RENTAL_LENGTH', textContent: 'LONG_TERM', numericValue: null },
  { attributeType: 'RENTAL_DURATION_MONTHS', textContent: null, numericValue: 12 },
  { attributeType: 'TENANT_UTILITIES', textContent: 'WATER,ELECTRICITY', numericValue: null },
  { attributeType: 'LANDLORD_UTILITIES', textContent: 'TRASH', numericValue: null },
  { attributeType: 'SECURITY_DEPOSIT', textContent: 'ONE_MONTH', numericValue: null },
  { attributeType: 'MOVE_OUT_NOTICE_PERIOD', textContent: null, numericValue: 60 },
  {
    attributeType: 'LATE_FEE_POLICY',
    textContent:
      'Rent is late after the 5th of the month. A $50 late fee applies on the 6th, plus $10 a day after that, up to $150 in total.',
    numericValue: null,
  },
  {
    attributeType: 'SUBLETTING_POLICY',
    textContent:
      "Subletting and short-term rentals (including Airbnb) are not allowed without the landlord's written consent.",
    numericValue: null,
  },
  {
    attributeType: 'SMOKING_POLICY',
    textContent:
      'Maple Court is smoke-free: no smoking or vaping anywhere in the units, on balconies or in common areas.',
    numericValue: null,
  },
  {
    attributeType: 'GUEST_POLICY',
    textContent:
      'Guests are welcome, including overnight. A guest may stay up to 14 nights in any six-month period; anyone staying longer must apply and be added to the lease.',
    numericValue: null,
  },
  {
    attributeType: 'PARKING_POLICY',
    textContent:
      'Each unit may rent one assigned space in the rear lot. Parking is not included in the rent. Visitors park on the street.',
    numericValue: null,
  },
  {
    attributeType: 'LEASE_BREAKING_FEES',
    textContent:
      "To end the lease early, give 60 days' written notice and pay an early termination fee equal to two months' rent.",
    numericValue: null,
  },
  {
    attributeType: 'PAYMENT_METHOD',
    textContent:
      'Pay online through the resident portal by bank transfer or card; checks are accepted at the office.',
    numericValue: null,
  },
  {
    attributeType: 'NOISE_POLICY',
    textContent: 'Quiet hours are 10 pm to 8 am every day.',
    numericValue: null,
  },
  {
    attributeType: 'ADA_ACCOMMODATION_REQUIREMENTS',
    textContent:
      'The building has an elevator and a step-free entrance. We welcome requests for reasonable accommodations and modifications; the manager answers them within 5 business days.',
    numericValue: null,
  },
  {
    attributeType: 'FAIR_HOUSING_ACT_COMPLIANCE',
    textContent: 'Maple Court is an equal housing opportunity provider.',
    numericValue: null,
  },
  {
    attributeType: 'SECURITY_DEPOSIT_LIMIT_AND_RETURN',
    textContent:
      'The deposit is returned within 21 days of move-out, minus itemized deductions for damage beyond normal wear and tear.',
    numericValue: null,
  },
  {
    attributeType: 'PROPERTY_MANAGER_RESPONSIBILITIES',
    textContent:
      'The manager handles repairs to appliances, plumbing, heating and electrical systems. Emergency maintenance is available 24/7.',
    numericValue: null,
  },
  {
    attributeType: 'TENANT_RESPONSIBILITIES',
    textContent:
      'Tenants keep the home clean, replace light bulbs and report leaks or damage promptly.',
    numericValue: null,
  },
  {
    attributeType: 'LEASE_RENEWAL_POLICY',
    textContent: 'Renewal offers are sent 90 days before the lease ends.',
    numericValue: null,
  },
  {
    attributeType: 'COMMON_AREA_POLICY',
    textContent: 'The pool is open from Memorial Day to Labor Day, 9 am to 9 pm.',
    numericValue: null,
  },
  {
    attributeType: 'RENT_ASSISTANCE_PROGRAMS',
    textContent: 'We accept Housing Choice Vouchers and other rental assistance programs.',
    numericValue: null,
  },
];

/** The lease, as the upload step stores it: passages of up to about 1,000 characters. */
export const MAPLE_COURT_LEASE: string[] = [
  'RESIDENTIAL LEASE AGREEMENT. This Lease is made between Maple Court Properties LLC ("Landlord") and the person or persons signing below ("Tenant") for the premises at 123 Maple Street, Unit 4B, Springfield, IL 62701 (the "Premises"). The Premises are to be used only as a private residence by the Tenant and the occupants listed in this Lease. 1. TERM. The term of this Lease is twelve (12) months, beginning on the start date written on the signature page. If Tenant stays after the term ends without signing a renewal, the tenancy continues month to month at the then-current rent plus ten percent (10%).',
  '2. RENT. Rent is due in advance on the first (1st) day of each month, without demand. Rent is paid through the online resident portal or by check delivered to the management office. 3. LATE CHARGES. If rent is not received by the end of the fifth (5th) day of the month, Tenant shall pay a late charge of fifty dollars ($50) plus ten dollars ($10) per day thereafter, not to exceed one hundred fifty dollars ($150) for any one month. A fee of thirty-five dollars ($35) applies to any returned check or reversed payment.',
  "4. SECURITY DEPOSIT. Tenant has paid a security deposit equal to one month's rent. The deposit is not a limit on Tenant's liability and may not be used as the last month's rent. Within twenty-one (21) days after Tenant moves out and returns all keys, Landlord will return the deposit with an itemized statement of any deductions for unpaid rent, cleaning beyond normal wear and tear, or damage.",
  '5. OCCUPANCY AND GUESTS. Only the persons listed in this Lease may live in the Premises. A guest may stay no more than fourteen (14) nights in any six-month period without the written consent of Landlord. Tenant is responsible for the conduct of guests and visitors. 6. ASSIGNMENT AND SUBLETTING. Tenant shall not assign this Lease or sublet all or any part of the Premises, including through short-term rental websites, without the prior written consent of Landlord.',
  '7. MAINTENANCE AND REPAIRS. Tenant shall keep the Premises clean and sanitary and shall submit maintenance requests through the resident portal. Landlord shall make necessary repairs within a reasonable time; emergencies such as flooding, no heat or a gas smell may be reported 24 hours a day by phone. Tenant shall replace light bulbs and test the smoke detectors monthly, and shall pay for repairs of damage caused by Tenant or guests.',
  '8. ALTERATIONS. Tenant shall not paint the walls, install wallpaper, change the locks or make any other alterations without the written consent of Landlord. Tenant may hang pictures using small nails. A satellite dish may be installed only on the balcony of the Premises and never on the roof or exterior walls. 9. WATERBEDS AND APPLIANCES. No waterbeds, space heaters or additional washing machines may be used in the Premises without written consent.',
  "10. RENTERS INSURANCE. Tenant shall keep a renter's insurance policy with at least one hundred thousand dollars ($100,000) of personal liability coverage for the whole term and shall give proof of coverage before moving in. Landlord's insurance does not cover Tenant's belongings. 11. BALCONIES AND GRILLS. Charcoal and gas grills are not permitted on balconies or within ten feet of the building. Electric grills may be used on balconies.",
  "12. LANDLORD'S ENTRY. Landlord may enter the Premises to inspect, repair or show it after giving at least twenty-four (24) hours' notice, or at any time in an emergency. 13. SNOW AND GROUNDS. Landlord is responsible for snow removal from the parking lot and common walkways. Tenant shall keep the Premises' own balcony and entry clear of snow and ice.",
  '14. PETS. Pets are allowed only as described in the pet rules of the property and in a signed pet addendum. Tenant shall pay pet rent of thirty-five dollars ($35) per pet per month and a one-time pet fee of three hundred dollars ($300). Tenant shall pick up after pets in all outdoor areas. Assistance animals are not pets; no pet rent or pet fee is charged for them.',
  '15. KEYS. Tenant will receive two (2) keys to the Premises and one (1) building fob. A lost key or fob is replaced for a fee of seventy-five dollars ($75). 16. TRASH AND RECYCLING. Tenant shall place trash and recycling in the bins in the rear enclosure. Bulky items are collected on the first Monday of each month; Tenant must book the pickup through the portal.',
  "17. EARLY TERMINATION. Tenant may end this Lease before the term ends by giving sixty (60) days' written notice and paying an early termination fee equal to two (2) months' rent. 18. MOVE-OUT. At the end of the tenancy Tenant shall leave the Premises clean, remove all belongings and return all keys and fobs. A move-out inspection will be scheduled with Tenant.",
];

export const MAPLE_COURT_LEASE_CHUNKS: LeaseChunk[] = MAPLE_COURT_LEASE.map(
  (content, position) => ({
    position,
    content,
  }),
);

export const MAPLE_COURT: PropertyKnowledge = {
  property: {
    address: '123 Maple Street, Springfield, IL 62701',
    name: 'Maple Court',
    type: 'MULTI_FAMILY',
    amenities: ['CATS', 'SMALL_DOGS', 'ON_SITE_PARKING', 'IN_UNIT_LAUNDRY', 'CENTRAL_AIR', 'POOL'],
    parkingPrice: 75,
    description:
      'A 40-unit building three blocks from the Springfield Metro station, with a fenced courtyard, bike storage and a package room.',
    dogsAllowedCount: 1,
    catsAllowedCount: 2,
    petsAllowedCount: 2,
    restrictedDogBreeds: ['PIT_BULL', 'ROTTWEILER'],
    maxDogSizeLbs: 50,
  },
  unit: {
    unitNumber: '4B',
    type: 'APARTMENT',
    bedrooms: 2,
    bathrooms: 1,
    sizeSqft: 950,
    monthlyPrice: 1850,
    currency: 'USD',
    availability: 'AVAILABLE',
    description:
      'Bright corner unit on the fourth floor with hardwood floors, a renovated kitchen with a dishwasher, and a private balcony.',
    videoLink: 'https://youtu.be/dQw4w9WgXcQ',
  },
  attributes: MAPLE_COURT_ATTRIBUTES,
  leaseChunks: MAPLE_COURT_LEASE_CHUNKS,
  viewing: { mode: 'CALENDAR', durationMinutes: 30 },
};

const FILLER =
  'The parties agree that this clause is read together with the rules and regulations of the property, as amended from time to time with written notice, and that any provision found unenforceable shall be limited to the minimum extent required so that the remainder of this Lease stays in full force and effect for the whole term.';

/**
 * A heavy property for the speed check: every policy type with a paragraph of text
 * (60 rows, some types twice) and a 20-page lease cut into 60 passages of ~1,000
 * characters.
 */
export function largeKnowledge(): PropertyKnowledge {
  const types = [...ATTRIBUTE_TYPES];
  const attributes: KnowledgeAttribute[] = Array.from({ length: 60 }, (_, i) => {
    const type = types[i % types.length] ?? 'GUEST_POLICY';
    return {
      attributeType: type,
      textContent: `${type.toLowerCase().replace(/_/g, ' ')}: ${FILLER.slice(0, 120 + (i % 5) * 30)}`,
      numericValue: null,
    };
  });
  const leaseChunks: LeaseChunk[] = Array.from({ length: 60 }, (_, i) => {
    const passage = MAPLE_COURT_LEASE[i % MAPLE_COURT_LEASE.length] ?? '';
    return { position: i, content: `${i + 1}. ${passage} ${FILLER} ${FILLER}`.slice(0, 1_000) };
  });
  return { ...MAPLE_COURT, attributes, leaseChunks };
}
