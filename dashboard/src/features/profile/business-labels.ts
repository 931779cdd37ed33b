import {
  FOUND_US,
  type FoundUs,
  JOB_TITLES,
  type JobTitle,
  SOFTWARE,
  type Software,
} from '@porchlight/domain';

const FOUND_US_LABELS: Record<FoundUs, string> = {
  GOOGLE: 'Google',
  INSTAGRAM: 'Instagram',
  TWITTER: 'Twitter',
  LINKEDIN: 'LinkedIn',
  FACEBOOK: 'Facebook',
  FRIEND: 'A friend',
  AD: 'An ad',
  WEBSITE: 'A website',
  OTHER: 'Other',
};

const JOB_TITLE_LABELS: Record<JobTitle, string> = {
  INVESTOR: 'Investor',
  PROPERTY_MANAGER: 'Property manager',
  LEASING_AGENT: 'Leasing agent',
  ASSISTANT_PROPERTY_MANAGER: 'Assistant property manager',
  DEVELOPER: 'Developer',
  OWNER_OPERATOR: 'Owner operator',
};

/** The products' own spellings. */
const SOFTWARE_LABELS: Record<Software, string> = {
  REALPAGE: 'RealPage',
  BUILDIUM: 'Buildium',
  APPFOLIO: 'AppFolio',
  YARDI: 'Yardi',
  ENTRATA: 'Entrata',
  DOORLOOP: 'DoorLoop',
  OTHER: 'Other',
};

export const FOUND_US_OPTIONS = FOUND_US.map((value) => ({ value, label: FOUND_US_LABELS[value] }));
export const JOB_TITLE_OPTIONS = JOB_TITLES.map((value) => ({
  value,
  label: JOB_TITLE_LABELS[value],
}));
export const SOFTWARE_OPTIONS = SOFTWARE.map((value) => ({ value, label: SOFTWARE_LABELS[value] }));
