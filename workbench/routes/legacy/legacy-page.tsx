import { Alert, Button, Code, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmbeddedLegacyPage } from '../../../design-system/components/embedded-legacy-page';
import { useSearchParams } from 'react-router-dom';
import { sameOriginPage } from './same-origin-page';
import { PageLayout } from '../../../design-system/components/page-layout';

/**
 * #/legacy?url=…: a screen the older product still serves, in the frame of docs/product.md §2 (a
 * spinner until it loads and again on unload or refresh, its own chrome hidden). Same-origin
 * pages only: anything else is refused with a message, and never loaded.
 */
export default function LegacyPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const url = search.get('url') ?? '';
  const [refreshSignal, setRefreshSignal] = useState(0);
  const title = t({ id: 'legacy.title', message: 'Classic page' });
  const src = url ? sameOriginPage(url) : undefined;

  let body;
  if (!url) {
    body = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          {t({ id: 'legacy.missing', message: 'No page was named to show here.' })}
        </Alert.Title>
      </Alert.Root>
    );
  } else if (!src) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t({
              id: 'legacy.refused',
              message: 'This page cannot be shown here: only pages of this site can be embedded.',
            })}
          </Alert.Title>
          <Alert.Description>
            <Code wordBreak="break-all">{url}</Code>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else {
    body = <EmbeddedLegacyPage src={src} title={title} refreshSignal={refreshSignal} />;
  }

  return (
    <PageLayout
      title={title}
      actions={
        src ? (
          <>
            <Link
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              textStyle="sm"
            >
              {t({ id: 'legacy.newTab', message: 'Open in a new tab' })}
            </Link>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRefreshSignal((count) => count + 1)}
            >
              {t({ id: 'legacy.refresh', message: 'Refresh' })}
            </Button>
          </>
        ) : undefined
      }
    >
      {body}
    </PageLayout>
  );
}
