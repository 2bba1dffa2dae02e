import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppNav } from '../../../../../design-system/components/app-nav';
import { renderWithProviders } from '../../../helpers/render';

const ITEMS = [
  { key: 'home', href: '#/', label: 'Home' },
  { key: 'corps', href: '#/corps', label: 'Companies' },
  { key: 'devices', href: '#/devices', label: 'Devices' },
];

describe('AppNav', () => {
  it('should be a navigation landmark named by its label, with one link per area in order', () => {
    renderWithProviders(<AppNav label="Workbench" items={ITEMS} />);
    const nav = screen.getByRole('navigation', { name: 'Workbench' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Companies', 'Devices']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#/', '#/corps', '#/devices']);
  });

  it('should mark only the current area as the current page', () => {
    renderWithProviders(<AppNav label="Workbench" items={ITEMS} currentKey="corps" />);
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Companies');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('should mark nothing when the page is in no area', () => {
    renderWithProviders(<AppNav label="Workbench" items={ITEMS} currentKey={undefined} />);
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });
});
