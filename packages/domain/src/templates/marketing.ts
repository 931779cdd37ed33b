import { defineTemplate, text, textarea } from './fields.ts';
import type { TemplateCategory } from './types.ts';

export const MARKETING: TemplateCategory = {
  id: 'marketing',
  title: 'Marketing',
  description: 'Listings, posts and promotions that fill vacancies.',
  icon: '📣',
  templates: [
    defineTemplate({
      type: 'PROPERTY_LISTING',
      title: 'Compelling Listing Description',
      description: 'Write a listing that makes a unit stand out to renters.',
      textLength: 'LONG',
      medium: 'MEMO',
      fields: [
        text('propertyAddress', 'Property address', '123 Main St, Unit 4B'),
        text('propertyType', 'Property type', 'Two-bedroom apartment'),
        text('bedBath', 'Bedrooms and bathrooms', '2 bed / 1 bath'),
        textarea('amenities', 'Amenities', 'In-unit laundry, central air, rooftop deck'),
        textarea(
          'unitDescription',
          'Unit description',
          'Sunny corner unit with hardwood floors and an updated kitchen',
        ),
        text('rentDeposit', 'Rent and deposit', '$2,400 a month, one month deposit'),
        text('utilities', 'Utilities', 'Water and trash included'),
        text('availabilityDate', 'Availability date', 'Available June 1'),
        textarea('neighborhood', 'Neighborhood', 'Walk to parks, cafés and the subway'),
      ],
    }),
    defineTemplate({
      type: 'SOCIAL_MEDIA_POST',
      title: 'Social Media Post',
      description: 'Promote a property with a post ready for social media.',
      textLength: 'SHORT',
      medium: 'MEMO',
      fields: [
        text('propertyName', 'Property name', 'The Maple Lofts'),
        text('platform', 'Platform', 'Instagram'),
        textarea('description', 'Description', 'Newly renovated lofts downtown'),
        textarea('keyFeatures', 'Key features', 'Rooftop pool, gym, pet friendly'),
        text('callToAction', 'Call to action', 'Book a tour today'),
        textarea(
          'engagementInstructions',
          'Engagement instructions',
          'Ask followers to tag a friend who is looking for a place',
        ),
        text('hashtags', 'Hashtags', '#NowLeasing #CityLiving'),
      ],
    }),
    defineTemplate({
      type: 'LEASE_INCENTIVE',
      title: 'Lease Signing Incentive',
      description: 'Announce a move-in special that encourages prospects to sign.',
      textLength: 'MEDIUM',
      medium: 'MEMO',
      fields: [
        text('promotionType', 'Promotion type', 'One month free rent'),
        textarea(
          'eligibilityRequirements',
          'Eligibility requirements',
          'New 12-month leases signed by May 31',
        ),
        text('deadline', 'Deadline', 'May 31, 2025'),
        textarea('instructions', 'How to claim it', 'Mention the promotion when applying'),
        textarea('leaseTerms', 'Lease terms', '12-month lease; the free month is the second month'),
        textarea(
          'applicationProcess',
          'Application process',
          'Apply online; decision within 48 hours',
        ),
      ],
    }),
  ],
};
