import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ServiceList } from '../../design-system/components/service-list';
import {
  openTrialDialog,
  SERVICE_LIST_ARGS,
  START_TRIAL,
  StatefulServiceList,
} from './fixtures/service-list-harness';
import { blurActive } from './fixtures/overlays';

/**
 * The Start a trial dialog with the trial-creation-count check's answer (docs/decisions/0035): how
 * many trials the company has started, of how many, and none offered once all are started.
 */
const meta = preview.meta({
  title: 'Design system/ServiceList/Trials',
  component: ServiceList,
  args: SERVICE_LIST_ARGS,
  render: (args) => <StatefulServiceList key={args.kind} {...args} />,
});

/** The trial-creation-count check says how many trials the company has started, of how many. */
export const TrialCount = meta.story({
  args: { trialCount: { created: 2, limit: 4 } },
  play: async () => {
    const dialog = await openTrialDialog();
    await expect(dialog.getByText(/2 \/ 4|2 of 4/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: START_TRIAL })).toBeEnabled();
    blurActive();
  },
});

/** Every trial the company may start is started: the dialog says so and offers none. */
export const TrialNoneLeft = meta.story({
  args: { trialCount: { created: 4, limit: 4 } },
  play: async ({ args }) => {
    const dialog = await openTrialDialog();
    const start = dialog.getByRole('button', { name: START_TRIAL });
    await expect(start).toBeDisabled();
    await expect(dialog.getByText(/全部 4 个试用|all 4 of its trials/)).toBeVisible();
    await expect(args.onTrial).not.toHaveBeenCalled();
    blurActive();
  },
});
