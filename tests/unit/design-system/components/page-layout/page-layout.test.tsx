import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from '../../../../../design-system/components/page-layout';
import { renderWithProviders } from '../../../helpers/render';

describe('PageLayout', () => {
  it('should name the page with its one level-one heading, its description and its actions', () => {
    renderWithProviders(
      <PageLayout
        title="设备"
        description="序列号授权你的服务。"
        actions={<button type="button">添加序列号</button>}
      >
        <p>内容</p>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('设备');
    expect(screen.getByText('序列号授权你的服务。')).toBeVisible();
    expect(screen.getByRole('button', { name: '添加序列号' })).toBeVisible();
    expect(screen.getByText('内容')).toBeVisible();
  });

  it('should draw nothing for a description or actions it was not given', () => {
    const { container } = renderWithProviders(
      <PageLayout title="Companies">
        <p>content</p>
      </PageLayout>,
    );
    const header = container.querySelector('header');
    expect(header?.children).toHaveLength(1);
    expect(header).toHaveTextContent(/^Companies$/);
  });

  it('should hold every page to one content width', () => {
    const { container } = renderWithProviders(
      <PageLayout title="Companies">
        <p>content</p>
      </PageLayout>,
    );
    const page = container.querySelector('header')?.parentElement;
    // Chakra writes the token as a class; the rule itself is the theme's 6xl (72 rem).
    expect(page).not.toBeNull();
    expect(getComputedStyle(page as Element).maxWidth).toMatch(/6xl|72rem/);
  });
});
