import {
  type Icon,
  IconAlarm,
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingCommunity,
  IconCalculator,
  IconCash,
  IconCashBanknote,
  IconChartBar,
  IconDeviceMobile,
  IconFileText,
  IconGift,
  IconHeartHandshake,
  IconHome,
  IconMessageCircle,
  IconPackage,
  IconScale,
  IconSpeakerphone,
  IconTool,
  IconTools,
  IconTrendingUp,
  IconUrgent,
  IconWriting,
} from '@tabler/icons-react';

/**
 * The catalogue names each category and template type by an emoji (spec); on screen it is
 * drawn as an icon, which every system shows (an emoji needs a colour-emoji font).
 */
const ICONS: Readonly<Record<string, Icon>> = {
  '⚖️': IconScale,
  '💬': IconMessageCircle,
  '📊': IconChartBar,
  '📣': IconSpeakerphone,
  '🛠️': IconTools,
  '🤝': IconHeartHandshake,
  '⏰': IconAlarm,
  '📦': IconPackage,
  '📢': IconSpeakerphone,
  '🔧': IconTool,
  '🚨': IconUrgent,
  '🏠': IconHome,
  '📱': IconDeviceMobile,
  '🎁': IconGift,
  '💵': IconCashBanknote,
  '⚠️': IconAlertTriangle,
  '📝': IconWriting,
  '📈': IconTrendingUp,
  '💸': IconCash,
  '🏘️': IconBuildingCommunity,
  '🧮': IconCalculator,
  '💼': IconBriefcase,
  '📄': IconFileText,
};

export interface TemplateIconProps {
  /** The catalogue's emoji for the category or type. */
  emoji: string;
  size?: number;
}

/** The icon for a catalogue emoji; a document for one it does not know. */
export function TemplateIcon({ emoji, size = 20 }: TemplateIconProps) {
  const Drawn = ICONS[emoji] ?? IconFileText;
  return (
    <Drawn
      size={size}
      stroke={1.6}
      aria-hidden="true"
      style={{ flex: 'none', verticalAlign: '-0.15em' }}
    />
  );
}
