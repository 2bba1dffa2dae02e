import { Button, Spinner, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BuildingIcon } from '../../icons';
import { ChevronDownIcon } from './icons';

export interface CorpSwitcherButtonProps extends Omit<ButtonProps, 'children'> {
  /** The current corp's name; undefined while it loads (the button then waits, disabled). */
  corpName: string | undefined;
  /** How the name is drawn. @default the name cut to one line */
  renderName?: (corpName: string) => ReactNode;
}

/**
 * The corp switcher's trigger: the current corp's name, named for what it does. Apart from the
 * switcher so the header can draw it before the switcher's code (its popover and listbox) loads.
 * On a phone it folds to the company icon: the name stays in its accessible name and in the
 * account menu.
 */
export function CorpSwitcherButton({ corpName, renderName, ...rest }: CorpSwitcherButtonProps) {
  const { t } = useLingui();
  if (corpName === undefined) {
    return (
      <Button variant="ghost" size="sm" disabled>
        <Spinner size="xs" aria-hidden />
        <Text as="span" srOnly={{ base: true, md: false }}>
          {t({ id: 'common.loading', message: 'Loading…' })}
        </Text>
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="sm" maxW="xs" px={{ base: '2', md: undefined }} {...rest}>
      <BuildingIcon hideFrom="md" />
      {/* The name comes from the content, so it holds the visible corp name (WCAG 2.5.3). */}
      <VisuallyHidden>
        {t({ id: 'corpSwitcher.triggerPrefix', message: 'Switch company, current:' })}{' '}
      </VisuallyHidden>
      <VisuallyHidden hideFrom="md">{corpName}</VisuallyHidden>
      <Text as="span" minW="none" display={{ base: 'none', md: 'flex' }}>
        {renderName ? (
          renderName(corpName)
        ) : (
          <Text as="span" truncate>
            {corpName}
          </Text>
        )}
      </Text>
      <ChevronDownIcon hideBelow="md" />
    </Button>
  );
}

CorpSwitcherButton.displayName = 'CorpSwitcherButton';
