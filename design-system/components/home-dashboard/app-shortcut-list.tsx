import { Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { MarketApp } from '../../../shared/payloads/market';
import { TruncatedText } from '../truncated-text';

export interface AppShortcutListProps {
  apps: readonly MarketApp[];
  /** The app being opened now. @default undefined */
  openingAppId?: string;
  /** Opens the app (its single sign-on address, in a new tab). */
  onOpen: (app: MarketApp) => void;
}

/** Recommended applications, each with what it is, who makes it, and Open. */
export function AppShortcutList({ apps, openingAppId, onOpen }: AppShortcutListProps) {
  const { t } = useLingui();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
      {apps.map((app) => {
        const { name } = app;
        return (
          <Card.Root as="li" key={app.appId} size="sm" variant="subtle" minW="none">
            <Card.Body gap="1">
              <TruncatedText as="h3" fontWeight="semibold" textStyle="sm">
                {name}
              </TruncatedText>
              <TruncatedText textStyle="xs" color="text.secondary">
                {app.vendor}
              </TruncatedText>
              <Text textStyle="sm" lineClamp={2}>
                {app.summary}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button
                size="xs"
                variant="outline"
                colorPalette="brand"
                loading={openingAppId === app.appId}
                disabled={openingAppId !== undefined && openingAppId !== app.appId}
                aria-label={t({ id: 'market.open.named', message: `Open ${name}` })}
                onClick={() => onOpen(app)}
              >
                {t({ id: 'market.open', message: 'Open' })}
              </Button>
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
