import { Badge, Code, Spinner, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import type { API_DOMAINS } from '../../workbench/api/all';
import { allEndpoints } from '../../workbench/api/all';
import { setApiEffectHandlers } from '../../workbench/api/errors/effects';
import { sandbox, sandboxHandlers } from '../../workbench/sandbox';
import {
  REFUSED_BY_DESIGN,
  runContract,
  type ContractAnswer,
} from '../../tests/support/contract-run';

type Domain = keyof typeof API_DOMAINS;

/**
 * The contract of docs/product.md §7 as the sandbox answers it: every call of one domain, made through
 * its typed client function with the sandbox's sample input, signed in as the admin u0001 in a
 * freshly reset sandbox. The
 * answer column shows the code and the data's shape (keys, list lengths), which stay the same
 * from run to run.
 */
function ContractTable({ domain }: { domain: Domain }) {
  const [answers, setAnswers] = useState<ContractAnswer[] | undefined>();
  useEffect(() => {
    let live = true;
    // Nothing the contract run answers may toast or leave the page.
    const restore = setApiEffectHandlers({
      toast: () => {},
      navigate: () => {},
      openTab: () => {},
      notice: () => Promise.resolve('cancel'),
    });
    const calls = allEndpoints().filter((entry) => entry.domain === domain);
    void runContract(sandbox, calls, { resetEach: true }).then((result) => {
      if (live) setAnswers(result);
    });
    return () => {
      live = false;
      restore();
    };
  }, [domain]);
  if (!answers) return <Spinner aria-label="Calling the sandbox" />;
  return (
    <Table.Root size="sm" variant="outline" data-testid="contract">
      <Table.Caption>
        {domain}: {answers.length} calls
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Method</Table.ColumnHeader>
          <Table.ColumnHeader>Path</Table.ColumnHeader>
          <Table.ColumnHeader>Client function</Table.ColumnHeader>
          <Table.ColumnHeader>Answer</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {answers.map((answer) => (
          <Table.Row key={`${answer.method} ${answer.path}`}>
            <Table.Cell>{answer.method}</Table.Cell>
            <Table.Cell>
              <Code>{answer.path}</Code>
            </Table.Cell>
            <Table.Cell>
              <Code>{answer.name}</Code>
            </Table.Cell>
            <Table.Cell>
              <Badge
                data-code={answer.code}
                colorPalette={answer.code === '0' ? 'green' : 'orange'}
              >
                {answer.code}
              </Badge>{' '}
              <Text as="span" textStyle="sm">
                {answer.code === '0' ? answer.shape : answer.description}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const meta = preview.meta({
  title: 'Workbench/API/Contract',
  component: ContractTable,
  tags: ['!autodocs'],
  beforeEach({ msw }) {
    msw.use(...sandboxHandlers);
  },
  play: async ({ canvas, args }) => {
    const table = await canvas.findByTestId('contract', {}, { timeout: 20_000 });
    const expected = allEndpoints().filter((entry) => entry.domain === args.domain).length;
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(expected));
    // Every call answers 0 but those the sandbox refuses on purpose.
    const refused = [...table.querySelectorAll('tbody tr')]
      .filter((row) => row.querySelector('[data-code]')?.getAttribute('data-code') !== '0')
      .map((row) => row.querySelector('code')?.textContent);
    await expect(refused.filter((path) => !REFUSED_BY_DESIGN.includes(path ?? ''))).toEqual([]);
  },
});

export const Account = meta.story({ args: { domain: 'account' } });
export const Sms = meta.story({ args: { domain: 'sms' } });
export const Logs = meta.story({ args: { domain: 'logs' } });
export const System = meta.story({ args: { domain: 'system' } });
export const Corp = meta.story({ args: { domain: 'corp' } });
export const Cert = meta.story({ args: { domain: 'cert' } });
export const Oauth = meta.story({ args: { domain: 'oauth' } });
export const Sso = meta.story({ args: { domain: 'sso' } });
export const Dept = meta.story({ args: { domain: 'dept' } });
export const Device = meta.story({ args: { domain: 'device' } });
export const Invite = meta.story({ args: { domain: 'invite' } });
export const Services = meta.story({ args: { domain: 'services' } });
export const SelfService = meta.story({ args: { domain: 'selfService' } });
export const Market = meta.story({ args: { domain: 'market' } });
