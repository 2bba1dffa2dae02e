import { List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ListState } from '../../../design-system/components/list-state';
import { listFailure } from '../list-failure';
import type { useKdCloudList } from '../../data/corp';

export interface CloudCorpsListProps {
  /** The read of kdCloud/list, which the add dialog also checks the typed name against. */
  cloud: ReturnType<typeof useKdCloudList>;
}

/**
 * The person's companies already on the cloud (kdCloud/list), in the add dialog: what is there
 * before adding another, so one is not registered twice.
 */
export function CloudCorpsList({ cloud }: CloudCorpsListProps) {
  const { t } = useLingui();
  const labelId = useId();
  const corps = cloud.data;
  return (
    <Stack gap="2">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t({ id: 'corps.cloud.heading', message: 'Your companies on the cloud' })}
      </Text>
      <ListState
        status={cloud.error ? 'error' : !corps ? 'loading' : corps.length ? 'ready' : 'empty'}
        errorMessage={listFailure(
          t({ id: 'corps.cloud.failed', message: 'Your cloud companies could not be loaded.' }),
          cloud.error,
        )}
        onRetry={() => void cloud.mutate()}
        emptyMessage={t({
          id: 'corps.cloud.empty',
          message: 'None of your companies is on the cloud yet.',
        })}
      >
        {/* Bulleted: the names read as the list's items, not as more of its heading. */}
        <List.Root gap="1" ps="5" aria-labelledby={labelId}>
          {corps?.map((corp) => (
            <List.Item key={corp.kdCloudId} textStyle="sm" overflowWrap="anywhere">
              {corp.corpName}
            </List.Item>
          ))}
        </List.Root>
      </ListState>
    </Stack>
  );
}
