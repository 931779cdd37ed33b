import { LEAD_STATUSES, type LeadStatus, unitLabel } from '@porchlight/domain';
import type { ScreeningAnswers } from '../../ai/athena/questions.ts';
import type { ChatContext } from './assistant.queries.ts';

/** The lead's stored status as the engine reads it (an unknown one reads as the first). */
export const leadStatusOf = (status: string): LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : 'PRE_SCREENING';

/** The pre-screening answers stored on the lead. */
export function answersOf(interest: ChatContext['interest']): ScreeningAnswers {
  return {
    pets: interest.pets,
    dogCount: interest.dogCount,
    catCount: interest.catCount,
    totalPetCount: interest.totalPetCount,
    dogBreeds: interest.dogBreeds,
    dogSizeLbs: interest.dogSizeLbs,
    emotionalSupportPet: interest.emotionalSupportPet,
    smoking: interest.smoking,
    moveInDate: interest.moveInDate,
    monthlyIncome: interest.monthlyIncome,
    totalResidents: interest.totalResidents,
  };
}

/** How Athena names the unit the prospect asked about ("Unit 4B"), or null. */
export const unitName = (unit: ChatContext['unit']) => (unit ? `Unit ${unitLabel(unit)}` : null);
