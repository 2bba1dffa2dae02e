import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from '../../../../../design-system/components/export-csv-button';
import { renderWithProviders } from '../../../helpers/render';

describe('ExportCsvButton', () => {
  it('should offer Cancel while an export it can stop runs', () => {
    renderWithProviders(
      <ExportCsvButton
        state={{ status: 'exporting', done: 500, total: 2000 }}
        onExport={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Exporting… 500 / 2,000' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeVisible();
  });

  it('should offer no Cancel for an export of rows at hand, which has nothing to stop', () => {
    renderWithProviders(
      <ExportCsvButton state={{ status: 'exporting', done: 0, total: 0 }} onExport={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
  });
});
