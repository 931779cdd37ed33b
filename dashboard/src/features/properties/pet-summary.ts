import { type PetPolicy, petRules } from '@porchlight/domain';

const limit = (max: number | null, one: string, many: string) =>
  max ? `up to ${max} ${max === 1 ? one : many}` : 'no limit';

/**
 * The property's pet rules in a few words, as Athena reads them (domain `petRules`):
 * 'Cats (no limit), Small dogs (up to 2); 3 pets in all'. Null when nothing is set.
 */
export function petSummary(property: PetPolicy): string | null {
  const rules = petRules(property);
  if (!rules) return null;
  if (rules.noPets) return 'No pets';
  const parts: string[] = [];
  if (rules.cats.allowed) parts.push(`Cats (${limit(rules.cats.max, 'cat', 'cats')})`);
  if (rules.dogs.allowed) {
    const kind = rules.dogs.smallOnly ? 'Small dogs' : 'Dogs';
    const size = rules.dogs.maxLbs ? `, ${rules.dogs.maxLbs} lb at most` : '';
    parts.push(`${kind} (${limit(rules.dogs.max, 'dog', 'dogs')}${size})`);
  }
  const total = rules.total ? `; ${rules.total} ${rules.total === 1 ? 'pet' : 'pets'} in all` : '';
  return `${parts.join(', ')}${total}`;
}
