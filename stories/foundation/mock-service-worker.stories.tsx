import { Code, Stack, Text } from '@chakra-ui/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

/**
 * Proves the pipe every data story stands on: the MSW worker is running before the story renders,
 * and each story's own handlers answer its requests.
 */
function FetchProbe({ url }: { url: string }) {
  const [answer, setAnswer] = useState('…');
  useEffect(() => {
    fetch(url)
      .then(
        (response) => response.json() as Promise<{ errcode: string; data: { corpName: string } }>,
      )
      .then((body) => setAnswer(`${body.errcode} ${body.data.corpName}`))
      .catch((error: unknown) => setAnswer(`error: ${String(error)}`));
  }, [url]);
  return (
    <Stack gap="2">
      <Text>
        GET <Code>{url}</Code>
      </Text>
      <Text data-testid="answer">{answer}</Text>
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Foundation/Mock service worker',
  component: FetchProbe,
  tags: ['!autodocs'],
  args: { url: '/workbench/api/service/corp/current' },
});

export const HandlerPerStory = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('/workbench/api/service/corp/current', () =>
        HttpResponse.json({
          errcode: '0',
          description: '',
          data: { corpName: '华南示范科技有限公司' },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 华南示范科技有限公司')).toBeVisible();
  },
});
