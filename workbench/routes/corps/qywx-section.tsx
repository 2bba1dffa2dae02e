import { Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FactList } from '../../../design-system/components/fact-list';
import { ListState } from '../../../design-system/components/list-state';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useBindQywxMembers, useQywxRelation } from '../../data/corp';
import { ErrorAlert } from '../../../design-system/components/error-alert';

/**
 * The current corp's enterprise WeChat (WeCom, qywx) relation, shown only where the corp has one:
 * the linked WeCom company and how many members are bound; an admin binds the rest.
 */
export default function QywxSection({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const relation = useQywxRelation();
  const { trigger: bindMembers } = useBindQywxMembers();
  const { busy, error, run } = useSubmission(
    t({ id: 'corps.qywx.bindFailed', message: 'The members were not bound.' }),
  );

  if (relation.data && !relation.data.linked) return null;

  const bind = () =>
    void run(async () => {
      let bound;
      try {
        bound = await bindMembers();
      } catch {
        throw new Error(t({ id: 'corps.qywx.bindFailed', message: 'The members were not bound.' }));
      }
      const count = bound.boundMembers;
      const total = bound.members;
      raiseSuccessToast({
        description: t({
          id: 'corps.qywx.bindDone',
          message: `${count} of ${total} members are bound to WeCom`,
        }),
      });
    });

  let body;
  if (relation.error)
    body = (
      <ListState
        status="error"
        errorMessage={t({
          id: 'corps.qywx.failed',
          message: 'The WeCom relation could not be loaded.',
        })}
        onRetry={() => void relation.mutate()}
      />
    );
  else if (!relation.data) body = <ListState status="loading" />;
  else {
    const { qywxCorpName, boundMembers, members } = relation.data;
    body = (
      <Stack gap="3" align="flex-start">
        <FactList
          items={[
            [t({ id: 'corps.qywx.corp', message: 'WeCom company' }), qywxCorpName],
            [
              t({ id: 'corps.qywx.bound', message: 'Members bound' }),
              t({ id: 'corps.qywx.boundCount', message: `${boundMembers} of ${members}` }),
            ],
          ]}
        />
        {admin ? (
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            loadingText={t({ id: 'corps.qywx.bind', message: 'Bind all members' })}
            disabled={boundMembers >= members}
            onClick={bind}
          >
            {t({ id: 'corps.qywx.bind', message: 'Bind all members' })}
          </Button>
        ) : null}
        <ErrorAlert message={error} />
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {t({ id: 'corps.qywx.heading', message: 'Enterprise WeChat (WeCom)' })}
      </Heading>
      {body}
    </Stack>
  );
}
