import { Badge } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { FactList, type Fact } from '../../design-system/components/fact-list';

const CORP_DETAILS: Fact[] = [
  ['企业名称', '华南示范科技有限公司'],
  ['企业 ID', '1001'],
  [
    '认证状态',
    <Badge key="cert" variant="subtle" colorPalette="green">
      已认证
    </Badge>,
  ],
  ['全员进入时二次验证', '未开启'],
];

const meta = preview.meta({
  title: 'Design system/FactList',
  component: FactList,
  args: {
    items: CORP_DETAILS,
  },
});

const LONG_LABELS: Fact[] = [
  ['Nama perusahaan', 'PT Sumber Makmur Teknologi Indonesia Sejahtera Abadi'],
  ['Verifikasi kedua bagi semua yang masuk', 'Nonaktif'],
  ['Kode', 'DD20261012T00011DD20261012T00011DD20261012T00011'],
];

/** A corp's details: the labels in one column, every value starting at the same place. */
export const Data = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const starts = [...canvasElement.querySelectorAll('dd')].map(
      (value) => value.getBoundingClientRect().left,
    );
    await expect(new Set(starts).size).toBe(1);
  },
});

/** On a phone, a label longer than 45% of the width wraps, and a long value wraps anywhere. */
export const LongLabelOnPhone = meta.story({
  // Pinned: its labels are Indonesian, the language whose long labels showed the need.
  globals: { locale: 'id_ID' },
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  args: {
    items: LONG_LABELS,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nonaktif')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
