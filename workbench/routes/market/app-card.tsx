import { Badge, Button, Card, Code, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ListState } from '../../../design-system/components/list-state';
import {
  raiseErrorToast,
  raiseSuccessToast,
} from '../../../design-system/components/toaster/toaster-loader';
import { useAppAuthCode } from '../../data/market';
import type { AppAuthCode, MarketApp } from '../../../shared/payloads/market';

export interface AppCardProps {
  app: MarketApp;
  /** How often the person has opened it, once known (the answer to the last open). */
  openCount?: number;
  /** Opening it now. */
  opening: boolean;
  onOpen: (app: MarketApp) => void;
}

/** One application of the market: what it is, who makes it, and the ways into it. */
export function AppCard({ app, openCount, opening, onOpen }: AppCardProps) {
  const { t } = useLingui();
  const [showCode, setShowCode] = useState(false);
  const { name } = app;
  return (
    <Card.Root as="li" variant="outline" size="sm" listStyleType="none">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Heading as="h3" size="sm">
            {name}
          </Heading>
          <Badge variant="subtle">{app.category}</Badge>
        </HStack>
        <Text textStyle="xs" color="text.secondary">
          {app.vendor}
        </Text>
        <Text textStyle="sm">{app.summary}</Text>
        {openCount !== undefined ? (
          <Text textStyle="xs" color="text.secondary" role="status">
            {t({ id: 'market.openCount', message: `Times opened: ${openCount}` })}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          loading={opening}
          aria-label={t({ id: 'market.open.named', message: `Open ${name}` })}
          onClick={() => onOpen(app)}
        >
          {t({ id: 'market.open', message: 'Open' })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t({ id: 'market.authCode.named', message: `Auth code for ${name}` })}
          onClick={() => setShowCode(true)}
        >
          {t({ id: 'market.authCode', message: 'Auth code' })}
        </Button>
      </Card.Footer>
      {showCode ? <AuthCodeDialog app={app} onClose={() => setShowCode(false)} /> : null}
    </Card.Root>
  );
}

/**
 * A fresh auth code the application exchanges for the person's identity (jdy_service/
 * get_auth_code): asked for when the dialog opens, used once, so never cached.
 */
function AuthCodeDialog({ app, onClose }: { app: MarketApp; onClose: () => void }) {
  const { t } = useLingui();
  const { trigger } = useAppAuthCode();
  const [code, setCode] = useState<AppAuthCode>();
  const [failed, setFailed] = useState(false);
  const fetchCode = useCallback(() => {
    trigger({ appId: app.appId }).then(setCode, () => setFailed(true));
  }, [trigger, app.appId]);
  // A ref, not state: one code per opening, even when effects run twice (StrictMode).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    fetchCode();
  }, [fetchCode]);
  const { name } = app;
  const minutes = code ? Math.max(1, Math.round(code.expiresIn / 60)) : 0;
  return (
    <AppDialog
      open
      title={t({ id: 'market.authCode.title', message: `Auth code for ${name}` })}
      showCancel={false}
      confirmLabel={t({ id: 'market.close', message: 'Close' })}
      onConfirm={onClose}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <ListState
        status={failed ? 'error' : code ? 'ready' : 'loading'}
        errorMessage={t({
          id: 'market.authCode.failed',
          message: 'The auth code could not be fetched.',
        })}
        onRetry={() => {
          setFailed(false);
          fetchCode();
        }}
      >
        {code ? (
          <Stack gap="3">
            <Text>
              {t({
                id: 'market.authCode.intro',
                message: `Give this code to ${name} to sign in there as you. It works once, for ${minutes} minutes.`,
              })}
            </Text>
            <HStack gap="3">
              <Code size="lg" fontVariantNumeric="tabular-nums" wordBreak="break-all">
                {code.authCode}
              </Code>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  // Without a clipboard (an insecure page) the call throws: the same message.
                  Promise.resolve()
                    .then(() => navigator.clipboard.writeText(code.authCode))
                    .then(
                      () =>
                        raiseSuccessToast({
                          description: t({ id: 'market.authCode.copied', message: 'Code copied.' }),
                        }),
                      () =>
                        raiseErrorToast({
                          description: t({
                            id: 'market.authCode.copyFailed',
                            message: 'The code could not be copied. Select it and copy it instead.',
                          }),
                        }),
                    );
                }}
              >
                {t({ id: 'market.authCode.copy', message: 'Copy' })}
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </ListState>
    </AppDialog>
  );
}
