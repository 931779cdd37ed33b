import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './choice-card.module.css';
import { ACTION_COLOR, MUTED_TEXT } from './colors.ts';
import { TemplateIcon } from './template-icon.tsx';

export interface ChoiceCardProps {
  emoji: string;
  title: string;
  description?: string;
  /** The category of a search result or a popular template. */
  badge?: string;
  selected?: boolean;
  onClick: () => void;
}

/** A category or template to pick: a real button, so it is reachable and usable by keyboard. */
export function ChoiceCard({
  emoji,
  title,
  description,
  badge,
  selected,
  onClick,
}: ChoiceCardProps) {
  return (
    <UnstyledButton
      className={classes.card}
      data-selected={selected || undefined}
      aria-pressed={selected ?? false}
      onClick={onClick}
    >
      <Stack gap={4}>
        <TemplateIcon emoji={emoji} size={28} />
        <Text fw={600}>{title}</Text>
        {description && (
          <Text size="sm" c={MUTED_TEXT}>
            {description}
          </Text>
        )}
        {badge && (
          <Badge variant="outline" color={ACTION_COLOR} size="sm" mt={4}>
            {badge}
          </Badge>
        )}
      </Stack>
    </UnstyledButton>
  );
}
