import { translate } from '@huella/shared/i18n/messages';
import type { TCountedLimit, TLimitUsage } from '@huella/shared/schemas/plans';
import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * The plan limit an add button stands for: its name (a counted limit of the plan,
 * `emission_sources`…) and the company's `{ limit, used }` from `current_limits`; usage unknown yet
 * (the company is loading) leaves the button enabled, since the server checks again.
 */
export type TAddLimit = { name: TCountedLimit; usage: TLimitUsage | null | undefined };

/** True when the plan allows no more: the limit is less than or equal to what the company holds. */
export function isAtLimit(limit: TAddLimit | undefined): boolean {
  return Boolean(limit?.usage && limit.usage.used >= limit.usage.limit);
}

/** "Tu plan permite 10 fuentes de emisión; ya tienes 10." in the UI language. */
export function useLimitReason(limit: TAddLimit | undefined): string | null {
  const { t } = useTranslation('catalogue');
  if (!limit?.usage || !isAtLimit(limit)) return null;
  // A limit of 0: the company has no plan (its trial ended), or one without this kind of row.
  if (limit.usage.limit === 0)
    return t('list.limitNone', { what: translate(`limits.${limit.name}`, currentLanguage()) });
  return t('list.limitReached', {
    limit: limit.usage.limit,
    used: limit.usage.used,
    what: translate(`limits.${limit.name}`, currentLanguage()),
  });
}

export type TAddButtonProps = {
  onClick: () => void;
  label?: string;
  limit?: TAddLimit;
};

/**
 * The Add button of a list. At the plan's limit it stays in the tab order but does nothing: it is
 * marked disabled (`aria-disabled`), and the reason shows in a tooltip on hover, focus and touch,
 * and is its accessible description.
 */
export function AddButton({ onClick, label, limit }: TAddButtonProps) {
  const { t } = useTranslation('catalogue');
  const reasonId = useId();
  const reason = useLimitReason(limit);
  const text = label ?? t('list.add');
  if (reason === null) {
    return (
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
        {text}
      </Button>
    );
  }
  return (
    <>
      <Tooltip
        label={reason}
        events={{ hover: true, focus: true, touch: true }}
        multiline
        maw={280}
        withArrow
      >
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {text}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
