/**
 * Marketing: listings, social posts and move-in specials. Fair-Housing-neutral by
 * construction: the copy describes the property, never who should live there or who lives
 * nearby. (The manager's own values are scrubbed of such phrases before they get here.)
 */
import { type Composer, draft, facts, list, paragraph, question, section } from './draft.ts';
import { joinPresent, lowerFirst, sentence, upperFirst } from './format.ts';

const EQUAL_OPPORTUNITY = 'Equal Housing Opportunity.';
const TEAM = 'Leasing and marketing team';

/** 'Available June 1' stays as typed; 'June 1, 2025' becomes 'available June 1, 2025'. */
const availability = (text: string) =>
  /^available\b/i.test(text) ? lowerFirst(text) : `available ${text}`;

const listingDescription: Composer = ({ vars, template }) => {
  const address = vars.text('propertyAddress');
  const kind = vars.text('propertyType');
  const bedBath = vars.text('bedBath');
  const amenities = vars.items('amenities', { commas: true });
  const description = vars.text('unitDescription');
  const rent = vars.text('rentDeposit');
  const utilities = vars.text('utilities');
  const available = vars.date('availabilityDate');
  const area = vars.text('neighborhood');
  const home = `${kind ? upperFirst(kind) : 'Home'}${address ? ` at ${address}` : ''}`;
  const when = available ? availability(available) : 'available now';
  const features =
    amenities.length > 0
      ? `${amenities.length > 1 ? `${amenities.slice(0, -1).map(lowerFirst).join(', ')} and ${lowerFirst(amenities.at(-1) ?? '')}` : lowerFirst(amenities[0] ?? '')}`
      : undefined;

  return draft({
    title: template.title,
    subject: `For rent: ${home}`,
    to: TEAM,
    lead: `${home}${bedBath ? ` (${bedBath})` : ''}, ${when}.`,
    sections: [
      section(
        'Listing description',
        'essential',
        paragraph(
          description && sentence(description),
          `This ${kind ? lowerFirst(kind) : 'home'}${bedBath ? ` offers ${bedBath}` : ''}${features ? `${bedBath ? ', with' : ' comes with'} ${features}` : ''}.`,
          area && sentence(area),
          rent && `Rent: ${sentence(rent)}`,
          utilities && sentence(utilities),
          `${upperFirst(when)}.`,
        ),
      ),
      section(
        'At a glance',
        'essential',
        facts([
          ['Address', address],
          ['Home', kind],
          ['Bedrooms and bathrooms', bedBath],
          ['Rent and deposit', rent],
          ['Utilities', utilities],
          ['Available', available?.replace(/^available\s+/i, '')],
        ]),
      ),
      section('Features and amenities', 'detail', list(amenities)),
      section(
        'Viewings and applications',
        'context',
        paragraph(
          'Contact us to schedule a viewing or to ask for the application requirements, which are the same for every applicant.',
        ),
      ),
    ],
    closing: `Contact us today to schedule a viewing. ${EQUAL_OPPORTUNITY}`,
    smsLead: `For rent: ${home}.`,
    sms: [
      bedBath ?? '',
      rent ?? '',
      amenities.length > 0 ? `Features: ${amenities.slice(0, 3).join(', ')}` : '',
      available ? upperFirst(availability(available)) : '',
      'Reply to book a viewing',
    ].filter(Boolean),
    purpose: `about the ${kind ? lowerFirst(kind) : 'home'} for rent${address ? ` at ${address}` : ''}`,
    callee: 'A prospective resident',
    opening: `Thank you for calling about the ${kind ? lowerFirst(kind) : 'home'}${address ? ` at ${address}` : ''}. This is (your name) from Property Management. How can I help?`,
    questions: [
      ...question(
        'Is it still available?',
        `Yes, it is ${when}. Would you like to book a viewing?`,
      ),
      ...question("What's included in the rent?", utilities && sentence(utilities)),
      ...question('How much is the rent and deposit?', rent && sentence(rent)),
      ...question(
        'What is the neighborhood like?',
        `${area ? `Nearby: ${sentence(area)} ` : ''}For anything about who lives in the area or its safety, the city's official resources are the best source.`,
      ),
    ],
    summary: [address ?? kind],
  });
};

const PLATFORM_TIPS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /insta/i,
    'Pair the post with 3 to 5 bright photos or a short video tour, and put the link in your bio.',
  ],
  [
    /facebook|\bfb\b/i,
    'Share it on your page and in local rental groups where allowed, and answer comments quickly.',
  ],
  [/twitter|^x$|\bx\b/i, 'Keep the post under 280 characters and attach one strong photo.'],
  [
    /linkedin/i,
    'Lead with the building and its location; attach photos and a link to the listing.',
  ],
  [/tiktok/i, 'Film a 20 to 40 second walk-through and use the post as the caption.'],
];

const pascal = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(upperFirst)
    .join('');

const socialPost: Composer = ({ vars, template }) => {
  const name = vars.text('propertyName');
  const platform = vars.text('platform');
  const description = vars.text('description');
  const features = vars.items('keyFeatures', { commas: true });
  const cta = vars.text('callToAction');
  const engagement = vars.text('engagementInstructions');
  const given = vars.hashtags('hashtags');
  const tags =
    given.length > 0 ? given : ['#NowLeasing', '#ForRent', ...(name ? [`#${pascal(name)}`] : [])];
  const headline = `🏡 Now leasing${name ? ` at ${name}` : ''}!`;
  const post = joinPresent(
    [
      joinPresent([headline, description && sentence(description)], ' '),
      features.map((f) => `✔ ${f}`).join('\n'),
      cta && sentence(cta),
      tags.join(' '),
    ],
    '\n\n',
  );
  const tip = PLATFORM_TIPS.find(([pattern]) => pattern.test(platform ?? ''))?.[1];
  const overX = /twitter|^x$/i.test(platform ?? '') && post.length > 280;

  return draft({
    title: template.title,
    subject: `${platform ?? 'Social media'} post${name ? `: ${name}` : ''}`,
    to: TEAM,
    lead: `Here is a ready-to-publish ${platform ?? 'social media'} post${name ? ` for ${name}` : ''}.`,
    sections: [
      section(
        'Post copy',
        'essential',
        paragraph(headline, description && sentence(description)),
        list(features),
        paragraph(cta && sentence(cta)),
        paragraph(tags.join(' ')),
      ),
      section(
        'Posting notes',
        'detail',
        facts([
          ['Platform', platform],
          [
            'Length',
            `${post.length} characters${overX ? ' (over the 280-character limit: use a shorter text length)' : ''}`,
          ],
          ['Engagement', engagement],
        ]),
      ),
      section(
        'Platform tips',
        'context',
        paragraph(
          tip ??
            'Post when your audience is most active, add clear photos, and reply to comments and messages the same day.',
        ),
      ),
    ],
    closing: `Reply to every comment and message promptly. ${EQUAL_OPPORTUNITY}`,
    smsLead: joinPresent([headline, description && sentence(description)], ' '),
    sms: [
      features.length > 0 ? features.slice(0, 4).join(' · ') : '',
      cta ?? '',
      tags.join(' '),
    ].filter(Boolean),
    callee: 'A prospective resident',
    purpose: `to tell you about the homes now leasing${name ? ` at ${name}` : ''}`,
    questions: [
      ...question('How do I book a tour?', cta && sentence(cta)),
      ...question(
        'What are the main features?',
        features.length > 0 ? `${features.join(', ')}.` : undefined,
      ),
    ],
    summary: [platform, name],
  });
};

const leaseIncentive: Composer = ({ vars, template }) => {
  const promotion = vars.text('promotionType');
  const eligibility = vars.text('eligibilityRequirements');
  const deadline = vars.text('deadline');
  const instructions = vars.text('instructions');
  const terms = vars.text('leaseTerms');
  const apply = vars.text('applicationProcess');
  const offer = promotion ?? 'a special move-in offer';

  return draft({
    title: template.title,
    subject: `Move-in special: ${offer}`,
    to: TEAM,
    lead: `For a limited time: ${lowerFirst(offer)}${deadline ? ` on leases signed by ${deadline}` : ''}.`,
    sections: [
      section(
        'The offer',
        'essential',
        facts([
          ['Offer', promotion],
          ['Sign by', deadline],
        ]),
      ),
      section('Who qualifies', 'essential', paragraph(eligibility && sentence(eligibility))),
      section('How to claim it', 'essential', paragraph(instructions && sentence(instructions))),
      section('Lease terms', 'detail', paragraph(terms && sentence(terms))),
      section('How to apply', 'detail', paragraph(apply && sentence(apply))),
      section(
        'Good to know',
        'context',
        paragraph(
          'The same offer and terms apply to every qualified applicant. Ask us for the full terms before you apply.',
        ),
      ),
    ],
    closing: `Contact us today to schedule a viewing. ${EQUAL_OPPORTUNITY}`,
    smsLead: `Move-in special: ${offer}!`,
    sms: [
      deadline ? `Sign by ${deadline}` : '',
      eligibility ?? '',
      instructions ?? '',
      'Reply for details',
    ].filter(Boolean),
    purpose: `about our move-in special: ${lowerFirst(offer)}`,
    callee: 'A prospective resident',
    opening: `Thank you for your interest in our homes. This is (your name) from Property Management. I'd like to tell you about our move-in special: ${lowerFirst(offer)}.`,
    questions: [
      ...question('Do I qualify?', eligibility && sentence(eligibility)),
      ...question('How long does the offer last?', deadline && `Until ${deadline}.`),
      ...question('How do I get it?', instructions && sentence(instructions)),
      ...question('How do I apply?', apply && sentence(apply)),
    ],
    summary: [promotion, deadline],
  });
};

export const MARKETING_COMPOSERS = {
  PROPERTY_LISTING: listingDescription,
  SOCIAL_MEDIA_POST: socialPost,
  LEASE_INCENTIVE: leaseIncentive,
} as const;
