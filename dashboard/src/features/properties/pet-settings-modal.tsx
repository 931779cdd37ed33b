import { Checkbox, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Property } from '@porchlight/client';
import {
  type Amenity,
  breedLabel,
  digitsOnly,
  joinCommaList,
  mergeAmenities,
  PET_CHOICES,
  PET_QUESTIONS,
  parseCommaList,
  parsePetCount,
  RESTRICTED_DOG_BREEDS,
  splitCommaList,
} from '@porchlight/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { FormFooter } from '../../ui/form-footer.tsx';
import { codeLabel } from '../../ui/labels.ts';
import { AmenitiesField } from './amenities-field.tsx';
import { saveProperty } from './save-property.ts';

export const PET_SETTINGS_SAVED = 'Pet settings saved!';
export const PET_SETTINGS_ERROR = 'Error saving pet settings. Please try again.';

export interface PetSettingsModalProps {
  property: Property;
  opened: boolean;
  onClose: () => void;
  onSaved: (property: Property) => void;
}

const COUNTS = [
  ['dogsAllowedCount', 'Dogs allowed'],
  ['catsAllowedCount', 'Cats allowed'],
  ['petsAllowedCount', 'Pets allowed in total'],
] as const;
type CountField = (typeof COUNTS)[number][0];

/** Whether a count can be set with these animals ticked: dogs need a dog, cats Cats. */
function countOpen(field: CountField, pets: readonly Amenity[]): boolean {
  if (field === 'dogsAllowedCount')
    return pets.includes('LARGE_DOGS') || pets.includes('SMALL_DOGS');
  if (field === 'catsAllowedCount') return pets.includes('CATS');
  return pets.some((pet) => pet !== 'NO_PETS');
}

/**
 * The one place for pets: which animals may live here (the pet amenities, with the No Pets
 * rule), how many (digits only, empty is 0, and 0 means no limit for an allowed animal),
 * the pet questions, restricted breeds and the largest dog. A count for an animal that is not
 * allowed is saved as 0, so the settings never disagree with each other.
 */
export function PetSettingsModal({ property, opened, onClose, onSaved }: PetSettingsModalProps) {
  const [pets, setPets] = useState<Amenity[]>([]);
  const [questions, setQuestions] = useState<string[]>([]);
  const [counts, setCounts] = useState<Record<CountField, string>>({
    dogsAllowedCount: '',
    catsAllowedCount: '',
    petsAllowedCount: '',
  });
  const [breeds, setBreeds] = useState<string[]>([]);
  const [maxDogSize, setMaxDogSize] = useState<number | string>('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setPets(parseCommaList(property.amenities, PET_CHOICES));
    setQuestions(parseCommaList(property.petQuestions, PET_QUESTIONS));
    setCounts({
      dogsAllowedCount: String(property.dogsAllowedCount ?? 0),
      catsAllowedCount: String(property.catsAllowedCount ?? 0),
      petsAllowedCount: String(property.petsAllowedCount ?? 0),
    });
    setBreeds(parseCommaList(property.restrictedDogBreeds, RESTRICTED_DOG_BREEDS));
    setMaxDogSize(property.maxDogSizeLbs ?? '');
  }, [opened, property]);

  const count = (field: CountField) => (countOpen(field, pets) ? parsePetCount(counts[field]) : 0);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    const saved = await saveProperty(
      property.id,
      {
        amenities: joinCommaList(mergeAmenities(pets, splitCommaList(property.amenities))),
        petQuestions: joinCommaList(parseCommaList(questions.join(','), PET_QUESTIONS)),
        dogsAllowedCount: count('dogsAllowedCount'),
        catsAllowedCount: count('catsAllowedCount'),
        petsAllowedCount: count('petsAllowedCount'),
        restrictedDogBreeds: joinCommaList(parseCommaList(breeds.join(','), RESTRICTED_DOG_BREEDS)),
        maxDogSizeLbs: typeof maxDogSize === 'number' ? maxDogSize : null,
      },
      { success: PET_SETTINGS_SAVED, failure: PET_SETTINGS_ERROR },
    );
    setSaving(false);
    if (saved) {
      onSaved(saved);
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Pet Settings" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <AmenitiesField
            legend="Pets allowed"
            codes={PET_CHOICES}
            value={pets}
            onChange={setPets}
          />
          <Checkbox.Group
            label="Pet questions the assistant asks"
            value={questions}
            onChange={setQuestions}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {PET_QUESTIONS.map((question) => (
                <Checkbox key={question} value={question} label={codeLabel(question)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {COUNTS.map(([field, label]) => (
              <TextInput
                key={field}
                label={label}
                description={countOpen(field, pets) ? '0 means no limit' : 'Not allowed'}
                disabled={!countOpen(field, pets)}
                inputMode="numeric"
                value={countOpen(field, pets) ? counts[field] : '0'}
                onChange={(event) => {
                  const value = digitsOnly(event.currentTarget.value);
                  setCounts((current) => ({ ...current, [field]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          <Checkbox.Group label="Restricted dog breeds" value={breeds} onChange={setBreeds}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {RESTRICTED_DOG_BREEDS.map((breed) => (
                <Checkbox key={breed} value={breed} label={breedLabel(breed)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <NumberInput
            label="Maximum dog size (lbs)"
            min={0}
            allowNegative={false}
            value={maxDogSize}
            onChange={setMaxDogSize}
          />
          <FormFooter onCancel={onClose} loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
