import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from '../../../../../design-system/components/fact-list';
import { system } from '../../../../../design-system/theme';

describe('FactList', () => {
  it('should pair each label with its value, as a term and its definition, in order', () => {
    render(
      <ChakraProvider value={system}>
        <FactList
          items={[
            ['企业名称', '华南示范科技有限公司'],
            ['企业 ID', <strong key="id">1001</strong>],
          ]}
        />
      </ChakraProvider>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['企业名称', '企业 ID']);
    expect(definitions).toEqual(['华南示范科技有限公司', '1001']);
    expect(screen.getByText('1001').tagName).toBe('STRONG');
  });
});
