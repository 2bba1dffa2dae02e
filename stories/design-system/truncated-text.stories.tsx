import { Box } from '@chakra-ui/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { TruncatedText } from '../../design-system/components/truncated-text';

const THAI_NAME = 'บริษัท ตัวอย่างการบัญชีและซอฟต์แวร์องค์กร จำกัด (มหาชน) สาขากรุงเทพมหานคร';

const meta = preview.meta({
  title: 'Design system/TruncatedText',
  component: TruncatedText,
  args: { children: '华南示范科技有限公司' },
  decorators: [
    (Story) => (
      <Box w="xs" border="sm" borderColor="border" p="2">
        <Story />
      </Box>
    ),
  ],
});

export const Fits = meta.story({
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText('华南示范科技有限公司'));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
});

/** A Thai company name cut with an ellipsis; hovering shows it whole. */
export const CutWithTooltip = meta.story({
  args: { children: THAI_NAME },
  globals: { locale: 'th_TH' },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText(THAI_NAME));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(THAI_NAME));
  },
});

export const TwoLines = meta.story({
  args: {
    lines: 2,
    children:
      'Departemen Penelitian dan Pengembangan Produk Perangkat Lunak Akuntansi Awan Wilayah Jawa Barat',
  },
  globals: { locale: 'id_ID' },
});
