import { Alert, Heading } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ServiceList } from '../../../design-system/components/service-list';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useReadOnlyPage } from './read-only-services';
import { useServiceEntry } from './use-service-entry';
import { listFailure } from '../list-failure';
import { PageLayout } from '../../../design-system/components/page-layout';

/**
 * Where read-only mode leads (docs/product.md §8: 5000000000): the read-only services with their
 * count. They can be entered and read, not changed. The other tabs lead to the services page.
 */
export default function ReadOnlyServicePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, error, mutate, count, paging } = useReadOnlyPage();
  const enter = useServiceEntry();

  return (
    <PageLayout
      title={t({ id: 'services.readOnly.heading', message: 'Read-only services' })}
      description={
        count === undefined
          ? undefined
          : t({
              id: 'services.readOnly.count',
              message: plural(count, {
                0: 'No read-only services',
                one: '# read-only service',
                other: '# read-only services',
              }),
            })
      }
    >
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t({ id: 'services.readOnly.title', message: 'Read-only mode' })}
          </Alert.Title>
          <Alert.Description>
            {t({
              id: 'services.readOnly.description',
              message:
                'These services can be opened and read, but not changed. Renew them to use them again.',
            })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Heading as="h2" srOnly>
        {t({ id: 'services.lists', message: 'Service lists' })}
      </Heading>
      <ServiceList
        kind="readOnly"
        onKindChange={(kind) =>
          void navigate(`${paths.services.path}?tab=${encodeURIComponent(kind)}`)
        }
        services={data?.list ?? []}
        status={error ? 'error' : data ? 'ready' : 'loading'}
        errorMessage={listFailure(
          t({
            id: 'services.loadFailed',
            message: 'The services could not be loaded.',
          }),
          error,
        )}
        onRetry={() => void mutate()}
        paging={paging}
        onEnter={enter}
      />
    </PageLayout>
  );
}
