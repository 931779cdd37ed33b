import {
  Grid,
  Modal,
  NavLink,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  POPULAR_TEMPLATES,
  POPULAR_TEMPLATES_TITLE,
  SEARCH_TEMPLATES_PLACEHOLDER,
  searchResultsTitle,
  searchTemplates,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
  type TemplateInCategory,
  VIEW_ALL_TEMPLATES_LABEL,
} from '@porchlight/domain';
import { useState } from 'react';
import { ChoiceCard } from './choice-card.tsx';
import { MUTED_TEXT } from './colors.ts';
import { TemplateIcon } from './template-icon.tsx';

export interface AllTemplatesModalProps {
  opened: boolean;
  onClose: () => void;
  /** A template was chosen: the modal closes and the page selects it. */
  onSelect: (choice: TemplateInCategory) => void;
}

/** What the right-hand side lists: search results, one category, or the popular templates. */
function listing(query: string, category: TemplateCategory | null) {
  if (query.trim() !== '') {
    return { title: searchResultsTitle(query.trim()), items: searchTemplates(query), badges: true };
  }
  if (category) {
    return {
      title: category.title,
      items: category.templates.map((template) => ({ template, category })),
      badges: false,
    };
  }
  return { title: POPULAR_TEMPLATES_TITLE, items: [...POPULAR_TEMPLATES], badges: true };
}

function Browser({ onSelect }: Pick<AllTemplatesModalProps, 'onSelect'>) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const { title, items, badges } = listing(query, category);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <nav aria-label="Template categories">
          {TEMPLATE_CATEGORIES.map((c) => (
            <NavLink
              key={c.id}
              component="button"
              type="button"
              label={c.title}
              leftSection={<TemplateIcon emoji={c.icon} size={16} />}
              active={c.id === category?.id}
              aria-current={c.id === category?.id ? 'true' : undefined}
              onClick={() => {
                // Choosing a category clears the search (spec section 2).
                setCategory(c);
                setQuery('');
              }}
            />
          ))}
        </nav>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="md">
          <TextInput
            aria-label="Search templates"
            placeholder={SEARCH_TEMPLATES_PLACEHOLDER}
            type="search"
            value={query}
            onChange={(event) => {
              // Typing in the search box clears the category.
              setQuery(event.currentTarget.value);
              setCategory(null);
            }}
          />
          <Title order={3} size="h4" aria-live="polite">
            {title}
          </Title>
          {items.length === 0 ? (
            <Text c={MUTED_TEXT}>No templates match your search. Try another word.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {items.map((item) => (
                <div key={item.template.type} style={{ display: 'flex' }}>
                  <ChoiceCard
                    emoji={item.template.emoji}
                    title={item.template.title}
                    description={item.template.description}
                    badge={badges ? item.category.title : undefined}
                    onClick={() => onSelect(item)}
                  />
                </div>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** 'View All Templates': categories on the left, search and the matching templates on the right. */
export function AllTemplatesModal({ opened, onClose, onSelect }: AllTemplatesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={VIEW_ALL_TEMPLATES_LABEL}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {/* The modal unmounts its content once closed: each opening starts with the popular list. */}
      <Browser
        onSelect={(choice) => {
          onSelect(choice);
          onClose();
        }}
      />
    </Modal>
  );
}
